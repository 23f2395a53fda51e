/**
 * The 变更审批 (htps/bgsp) endpoints: where each is and who may call it. Their request and response
 * schemas are `changeApprovalSchemas` (contract.ts); only their types are imported here, so the web
 * reads this table without pulling zod into its pages (common/endpoints.ts).
 */
import { defineEndpoints } from '../common/endpoints.ts';
import { CHANGE_APPROVAL_ACCESS as A } from './access.ts';
import type { changeApprovalSchemas } from './contract.ts';

export const changeApprovalEndpoints = defineEndpoints<typeof changeApprovalSchemas>()({
  listPendingChangeApprovals: {
    method: 'GET',
    path: '/htps/bgsp/await/list',
    access: A.decide,
    summary: '待审批变更列表',
  },
  exportPendingChangeApprovals: {
    method: 'GET',
    path: '/htps/bgsp/await/exportXls',
    access: A.export,
    summary: '导出待审批变更',
  },
  listDecidedChangeApprovals: {
    method: 'GET',
    path: '/htps/bgsp/done/list',
    access: A.read,
    summary: '已审批变更列表',
  },
  exportDecidedChangeApprovals: {
    method: 'GET',
    path: '/htps/bgsp/done/exportXls',
    access: A.export,
    summary: '导出已审批变更',
  },
  getChangeApproval: {
    method: 'GET',
    path: '/htps/bgsp/queryById',
    access: A.read,
    summary: '变更审批详情（变更前后、当前值与审批记录）',
  },
  decideChangeApproval: {
    method: 'POST',
    path: '/htps/bgsp/audit',
    access: A.decide,
    summary: '审批变更申请（无需审核、文件审核、需要审核或驳回）',
  },
  getChangeApprovalOutcome: {
    method: 'GET',
    path: '/htps/bgsp/outcome',
    access: A.outcome,
    summary: '变更申请的审批结果（申请人查看）',
  },
});
