import { DecisionListPage } from './lists';

/** 认证审批 (rzjd/ApprovalList). */
export default function ApprovalListPageRoute() {
  return <DecisionListPage kind="approval" />;
}
