import { Button } from 'antd';
import { useNavigate } from 'react-router';
import { ListPage } from '../../shared/list';
import { usePermission } from '../../shared/permissions';
import { contractsApi, type LabourContractFilters, type LabourContractRow } from './api';
import { CONTRACT_ADD_PATH, contractColumns, contractSearchFields } from './Contract.data';
import { CONTRACT_LIST_SETTING_KEY, useDeleteContract } from './queries';
import { auditorTexts } from './texts';

/** 劳动合同 (rlzy/ContractList): search by person, server paging and sorting, add, edit, delete. */
export default function ContractListPage() {
  const { t } = auditorTexts.useTranslation();
  const can = usePermission();
  const navigate = useNavigate();
  const remove = useDeleteContract();

  return (
    <div className="cb-page">
      <ListPage<LabourContractRow, LabourContractFilters>
        settingKey={CONTRACT_LIST_SETTING_KEY}
        columns={contractColumns({ t, can, navigate, remove: remove.mutateAsync, withAuditor: true })}
        fetchPage={contractsApi.list}
        scrollX={1100}
        searchFields={contractSearchFields(t)}
        toolbar={
          can('rlzy:contract:add') ? (
            <Button type="primary" onClick={() => navigate(CONTRACT_ADD_PATH)}>
              {t('common.add')}
            </Button>
          ) : null
        }
      />
    </div>
  );
}
