import { ChangeApprovalListPage } from './ChangeApprovalListPage';

/** 待审批 (htps/BgspAwaitList, `/htps/bgsp/await`). */
export default function BgspAwaitListPage() {
  return <ChangeApprovalListPage kind="await" />;
}
