/**
 * The application intake (xmsl) endpoints: where each is and who may call it. Their request and
 * response schemas are `applicationSchemas` (contract.ts); only their types are imported here, so the
 * web reads this table without pulling zod into its pages (common/endpoints.ts). The record files of
 * applications and of the download library (APPLICATION_FILES_PREFIX, DOWNLOAD_FILES_PREFIX) are
 * registered by the platform's record files, not from this table.
 */
import { defineEndpoints, del, get, post, put } from '../common/endpoints.ts';
import {
  APPLICATION_ACCESS as A,
  CHANGE_REQUEST_ACCESS as C,
  DOWNLOAD_LIBRARY_ACCESS as D,
} from './access.ts';
import type { applicationSchemas } from './contract.ts';

export const applicationEndpoints = defineEndpoints<typeof applicationSchemas>()({
  getDownloadLibrary: get('/xmsl/download/library', D.read, '资料下载库的记录标识'),
  listApplications: get('/xmsl/cerApplyApi/list', A.list, '认证申请列表'),
  getApplication: get('/xmsl/cerApplyApi/queryById', A.read, '认证申请详情（含认证项目与处理记录）'),
  listApplicationEnterpriseOptions: get(
    '/xmsl/cerApplyApi/enterpriseOptions',
    A.edit,
    '可申请的企业（最多20条）',
  ),
  addApplication: post('/xmsl/cerApplyApi/add', A.add, '新增认证申请（submit 为真时一并提交）'),
  editApplication: put('/xmsl/cerApplyApi/edit', A.edit, '修改认证申请（草稿或已退回）'),
  submitApplication: post('/xmsl/cerApplyApi/submit', A.submit, '提交认证申请'),
  acceptApplication: post('/xmsl/cerApplyApi/accept', A.review, '受理认证申请'),
  withdrawApplication: post('/xmsl/cerApplyApi/withdraw', A.withdraw, '撤回认证申请'),
  returnApplication: post('/xmsl/cerApplyApi/return', A.review, '退回认证申请（须填写原因）'),
  deleteApplication: del('/xmsl/cerApplyApi/delete', A.delete, '删除认证申请（仅草稿）'),
  exportApplications: get('/xmsl/cerApplyApi/exportXls', A.export, '导出认证申请'),
  getApplicationNumberRule: get('/xmsl/cerApplyApi/numberRule', A.numberRule, '申请编号规则'),
  saveApplicationNumberRule: put('/xmsl/cerApplyApi/numberRule', A.numberRuleEdit, '保存申请编号规则'),
  listChangeRequests: get('/xmsl/cerApplyChangeApi/list', C.list, '变更申请列表'),
  getChangeRequest: get('/xmsl/cerApplyChangeApi/queryById', C.list, '变更申请详情'),
  addChangeRequest: post('/xmsl/cerApplyChangeApi/add', C.add, '发起变更申请（已受理的申请）'),
  editChangeRequest: put('/xmsl/cerApplyChangeApi/edit', C.edit, '修改变更申请（待审批）'),
  revokeChangeRequest: post('/xmsl/cerApplyChangeApi/revoke', C.revoke, '撤回变更申请'),
});
