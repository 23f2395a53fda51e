import { Button } from 'antd';
import { useState } from 'react';
import { ListPage } from '../../shared/list';
import { usePermission } from '../../shared/permissions';
import { type LeaveFilters, type LeaveRow, leavesApi } from './api';
import { LeaveDecideButton, LeaveDialog } from './dialogs';
import { leaveColumns, leaveSearchFields } from './Leave.data';
import { LEAVE_LIST_SETTING_KEY, useDeleteLeave } from './queries';
import { auditorTexts } from './texts';

/** 请假管理 (rlzy/LeaveList): half-day leave of the auditors; add, 审批 and delete. */
export default function LeaveListPage() {
  const { t } = auditorTexts.useTranslation();
  const can = usePermission();
  const remove = useDeleteLeave();
  const [adding, setAdding] = useState(false);

  return (
    <div className="cb-page">
      <ListPage<LeaveRow, LeaveFilters>
        settingKey={LEAVE_LIST_SETTING_KEY}
        columns={leaveColumns({
          t,
          can,
          remove: remove.mutateAsync,
          decide: (row) => <LeaveDecideButton row={row} />,
          withAuditor: true,
        })}
        fetchPage={leavesApi.list}
        searchFields={leaveSearchFields(t)}
        toolbar={
          can('rlzy:leave:add') ? (
            <Button type="primary" onClick={() => setAdding(true)}>
              {t('common.add')}
            </Button>
          ) : null
        }
      />
      <LeaveDialog open={adding} onClose={() => setAdding(false)} />
    </div>
  );
}
