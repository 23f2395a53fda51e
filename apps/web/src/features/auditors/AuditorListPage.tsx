import { Button } from 'antd';
import { useNavigate } from 'react-router';
import { ListPage } from '../../shared/list';
import { usePermission } from '../../shared/permissions';
import { AUDITOR_ADD_PATH, auditorColumns, auditorSearchFields } from './AuditorList.data';
import { type AuditorFilters, type AuditorRow, auditorsApi } from './api';
import { AUDITOR_LIST_SETTING_KEY } from './queries';
import { auditorTexts } from './texts';

/** 审核员列表 (rlzy/AuditorList): search, server paging and sorting, column settings, export. */
export default function AuditorListPage() {
  const { t } = auditorTexts.useTranslation();
  const can = usePermission();
  const navigate = useNavigate();

  return (
    <div className="cb-page">
      <ListPage<AuditorRow, AuditorFilters>
        settingKey={AUDITOR_LIST_SETTING_KEY}
        columns={auditorColumns({ t, can, navigate })}
        fetchPage={auditorsApi.list}
        scrollX={1460}
        searchFields={auditorSearchFields(t)}
        toolbar={
          can('rlzy:auditor:add') ? (
            <Button type="primary" onClick={() => navigate(AUDITOR_ADD_PATH)}>
              {t('common.add')}
            </Button>
          ) : null
        }
        onExport={can('rlzy:auditor:export') ? auditorsApi.exportList : undefined}
      />
    </div>
  );
}
