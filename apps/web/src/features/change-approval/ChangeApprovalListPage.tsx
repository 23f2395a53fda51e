import { useNavigate } from 'react-router';
import { ListPage } from '../../shared/list';
import { usePermission } from '../../shared/permissions';
import {
  type ChangeApprovalFilters,
  type ChangeApprovalRow,
  type ChangeListKind,
  changeApprovalApi,
} from './api';
import { changeApprovalColumns, changeApprovalSearchFields } from './ChangeApprovalList.data';
import { AWAIT_LIST_SETTING_KEY, DONE_LIST_SETTING_KEY } from './queries';
import { changeApprovalTexts } from './texts';

const CALLS = {
  await: { list: changeApprovalApi.list('await'), exportList: changeApprovalApi.exportList('await') },
  done: { list: changeApprovalApi.list('done'), exportList: changeApprovalApi.exportList('done') },
};

/** 待审批 / 已审批 of 变更审批: the change requests waiting for a decision, and those decided. */
export function ChangeApprovalListPage({ kind }: { kind: ChangeListKind }) {
  const { t } = changeApprovalTexts.useTranslation();
  const can = usePermission();
  const navigate = useNavigate();
  return (
    <div className="cb-page">
      <ListPage<ChangeApprovalRow, ChangeApprovalFilters>
        settingKey={kind === 'await' ? AWAIT_LIST_SETTING_KEY : DONE_LIST_SETTING_KEY}
        columns={changeApprovalColumns(kind, { t, can, navigate })}
        fetchPage={CALLS[kind].list}
        onExport={can('htps:bgsp:export') ? CALLS[kind].exportList : undefined}
        scrollX={kind === 'await' ? 1120 : 1090}
        searchFields={changeApprovalSearchFields(kind, t)}
      />
    </div>
  );
}
