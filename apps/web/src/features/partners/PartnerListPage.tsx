import { Button } from 'antd';
import { useNavigate } from 'react-router';
import { ListPage } from '../../shared/list';
import { usePermission } from '../../shared/permissions';
import { type PartnerFilters, type PartnerRow, partnersApi } from './api';
import { ADD_PATH, partnerColumns, partnerSearchFields } from './PartnerList.data';
import { PARTNER_LIST_SETTING_KEY, useDeletePartner, useSetPartnerStatus } from './queries';
import { partnerTexts } from './texts';

/** 合作方管理 (hzf/PartnerList): search, server paging and sorting, column settings, export, enable/disable, delete. */
export default function PartnerListPage() {
  const { t } = partnerTexts.useTranslation();
  const can = usePermission();
  const navigate = useNavigate();
  const remove = useDeletePartner();
  const setStatus = useSetPartnerStatus();

  return (
    <div className="cb-page">
      <ListPage<PartnerRow, PartnerFilters>
        settingKey={PARTNER_LIST_SETTING_KEY}
        columns={partnerColumns({
          t,
          can,
          navigate,
          remove: remove.mutateAsync,
          setStatus: (row, status) => setStatus.mutateAsync({ id: row.id, version: row.version, status }),
        })}
        fetchPage={partnersApi.list}
        searchFields={partnerSearchFields(t)}
        toolbar={
          can('hzf:partner:add') ? (
            <Button type="primary" onClick={() => navigate(ADD_PATH)}>
              {t('list.add')}
            </Button>
          ) : null
        }
        onExport={can('hzf:partner:export') ? partnersApi.exportList : undefined}
      />
    </div>
  );
}
