/**
 * The 变更审批 (htps/bgsp) endpoints: where each is and who may call it. Their request and response
 * schemas are `changeApprovalSchemas` (contract.ts); only their types are imported here, so the web
 * reads this table without pulling zod into its pages (common/endpoints.ts).
 */
import { defineEndpoints, get, post } from '../common/endpoints.ts';
import { CHANGE_APPROVAL_ACCESS as A } from './access.ts';
import type { changeApprovalSchemas } from './contract.ts';

export const changeApprovalEndpoints = defineEndpoints<typeof changeApprovalSchemas>()({
  listPendingChangeApprovals: get('/htps/bgsp/await/list', A.decide, '待审批变更列表'),
  exportPendingChangeApprovals: get('/htps/bgsp/await/exportXls', A.export, '导出待审批变更'),
  listDecidedChangeApprovals: get('/htps/bgsp/done/list', A.read, '已审批变更列表'),
  exportDecidedChangeApprovals: get('/htps/bgsp/done/exportXls', A.export, '导出已审批变更'),
  getChangeApproval: get('/htps/bgsp/queryById', A.read, '变更审批详情（变更前后、当前值与审批记录）'),
  decideChangeApproval: post(
    '/htps/bgsp/audit',
    A.decide,
    '审批变更申请（无需审核、文件审核、需要审核或驳回）',
  ),
  getChangeApprovalOutcome: get('/htps/bgsp/outcome', A.outcome, '变更申请的审批结果（申请人查看）'),
});
