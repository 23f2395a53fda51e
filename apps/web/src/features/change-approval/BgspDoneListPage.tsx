import { ChangeApprovalListPage } from './ChangeApprovalListPage';

/** 已审批 (htps/BgspDoneList, `/htps/bgsp/done`). */
export default function BgspDoneListPage() {
  return <ChangeApprovalListPage kind="done" />;
}
