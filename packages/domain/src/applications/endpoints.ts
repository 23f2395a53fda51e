/**
 * The application intake (xmsl) endpoints: where each is and who may call it. Their request and
 * response schemas are `applicationSchemas` (contract.ts); only their types are imported here, so the
 * web reads this table without pulling zod into its pages (common/endpoints.ts). The record files of
 * applications and of the download library (APPLICATION_FILES_PREFIX, DOWNLOAD_FILES_PREFIX) are
 * registered by the platform's record files, not from this table.
 */
import { defineEndpoints } from '../common/endpoints.ts';
import {
  APPLICATION_ACCESS as A,
  CHANGE_REQUEST_ACCESS as C,
  DOWNLOAD_LIBRARY_ACCESS as D,
} from './access.ts';
import type { applicationSchemas } from './contract.ts';

export const applicationEndpoints = defineEndpoints<typeof applicationSchemas>()({
  getDownloadLibrary: {
    method: 'GET',
    path: '/xmsl/download/library',
    access: D.read,
    summary: '资料下载库的记录标识',
  },
  listApplications: {
    method: 'GET',
    path: '/xmsl/cerApplyApi/list',
    access: A.list,
    summary: '认证申请列表',
  },
  getApplication: {
    method: 'GET',
    path: '/xmsl/cerApplyApi/queryById',
    access: A.read,
    summary: '认证申请详情（含认证项目与处理记录）',
  },
  listApplicationEnterpriseOptions: {
    method: 'GET',
    path: '/xmsl/cerApplyApi/enterpriseOptions',
    access: A.edit,
    summary: '可申请的企业（最多20条）',
  },
  addApplication: {
    method: 'POST',
    path: '/xmsl/cerApplyApi/add',
    access: A.add,
    summary: '新增认证申请（submit 为真时一并提交）',
  },
  editApplication: {
    method: 'PUT',
    path: '/xmsl/cerApplyApi/edit',
    access: A.edit,
    summary: '修改认证申请（草稿或已退回）',
  },
  submitApplication: {
    method: 'POST',
    path: '/xmsl/cerApplyApi/submit',
    access: A.submit,
    summary: '提交认证申请',
  },
  acceptApplication: {
    method: 'POST',
    path: '/xmsl/cerApplyApi/accept',
    access: A.review,
    summary: '受理认证申请',
  },
  withdrawApplication: {
    method: 'POST',
    path: '/xmsl/cerApplyApi/withdraw',
    access: A.withdraw,
    summary: '撤回认证申请',
  },
  returnApplication: {
    method: 'POST',
    path: '/xmsl/cerApplyApi/return',
    access: A.review,
    summary: '退回认证申请（须填写原因）',
  },
  deleteApplication: {
    method: 'DELETE',
    path: '/xmsl/cerApplyApi/delete',
    access: A.delete,
    summary: '删除认证申请（仅草稿）',
  },
  exportApplications: {
    method: 'GET',
    path: '/xmsl/cerApplyApi/exportXls',
    access: A.export,
    summary: '导出认证申请',
  },
  getApplicationNumberRule: {
    method: 'GET',
    path: '/xmsl/cerApplyApi/numberRule',
    access: A.numberRule,
    summary: '申请编号规则',
  },
  saveApplicationNumberRule: {
    method: 'PUT',
    path: '/xmsl/cerApplyApi/numberRule',
    access: A.numberRuleEdit,
    summary: '保存申请编号规则',
  },
  listChangeRequests: {
    method: 'GET',
    path: '/xmsl/cerApplyChangeApi/list',
    access: C.list,
    summary: '变更申请列表',
  },
  getChangeRequest: {
    method: 'GET',
    path: '/xmsl/cerApplyChangeApi/queryById',
    access: C.list,
    summary: '变更申请详情',
  },
  addChangeRequest: {
    method: 'POST',
    path: '/xmsl/cerApplyChangeApi/add',
    access: C.add,
    summary: '发起变更申请（已受理的申请）',
  },
  editChangeRequest: {
    method: 'PUT',
    path: '/xmsl/cerApplyChangeApi/edit',
    access: C.edit,
    summary: '修改变更申请（待审批）',
  },
  revokeChangeRequest: {
    method: 'POST',
    path: '/xmsl/cerApplyChangeApi/revoke',
    access: C.revoke,
    summary: '撤回变更申请',
  },
});
