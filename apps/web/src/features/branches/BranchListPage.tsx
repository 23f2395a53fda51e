import { Button } from 'antd';
import { useNavigate } from 'react-router';
import { ListPage } from '../../shared/list';
import { usePermission } from '../../shared/permissions';
import { type BranchFilters, type BranchRow, branchesApi } from './api';
import { ADD_PATH, branchColumns, branchSearchFields } from './BranchList.data';
import { BRANCH_LIST_SETTING_KEY, useDeleteBranch } from './queries';
import { branchTexts } from './texts';

/** 分公司 (cwgl/BranchList): search, server paging and sorting, column settings, export. */
export default function BranchListPage() {
  const { t } = branchTexts.useTranslation();
  const can = usePermission();
  const navigate = useNavigate();
  const remove = useDeleteBranch();

  return (
    <div className="cb-page">
      <ListPage<BranchRow, BranchFilters>
        settingKey={BRANCH_LIST_SETTING_KEY}
        columns={branchColumns({ t, can, navigate, remove: remove.mutateAsync })}
        fetchPage={branchesApi.list}
        searchFields={branchSearchFields(t)}
        toolbar={
          can('cwgl:branch:add') ? (
            <Button type="primary" onClick={() => navigate(ADD_PATH)}>
              {t('list.add')}
            </Button>
          ) : null
        }
        onExport={can('cwgl:branch:export') ? branchesApi.exportList : undefined}
      />
    </div>
  );
}
