import { Button } from 'antd';
import { useNavigate } from 'react-router';
import { ListPage } from '../../shared/list';
import { usePermission } from '../../shared/permissions';
import { customersApi, type EnterpriseFilters, type EnterpriseRow } from './api';
import { enterpriseColumns, enterpriseSearchFields } from './EnterpriseList.data';
import { ENTERPRISE_LIST_SETTING_KEY, useDeleteEnterprise, usePartnerOptions } from './queries';
import { customerTexts } from './texts';

/** 企业客户 (khgl/EnterpriseList): search, server paging and sorting, column settings, export. */
export default function EnterpriseListPage() {
  const { t } = customerTexts.useTranslation();
  const can = usePermission();
  const navigate = useNavigate();
  const partners = usePartnerOptions();
  const remove = useDeleteEnterprise();

  return (
    <div className="cb-page">
      <ListPage<EnterpriseRow, EnterpriseFilters>
        settingKey={ENTERPRISE_LIST_SETTING_KEY}
        columns={enterpriseColumns({ t, can, navigate, remove: remove.mutateAsync })}
        fetchPage={customersApi.list}
        scrollX={1700}
        searchFields={enterpriseSearchFields(t, partners)}
        toolbar={
          can('khgl:enterprise:add') ? (
            <Button type="primary" onClick={() => navigate('/khgl/enterprise/add')}>
              {t('list.add')}
            </Button>
          ) : null
        }
        onExport={can('khgl:enterprise:export') ? customersApi.exportList : undefined}
      />
    </div>
  );
}
