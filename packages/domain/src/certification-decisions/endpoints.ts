/**
 * The 技术审定 (jssd 案卷分配 / 技术审定记录), 认证决定 (rzjd 认证审批 / 认证监督 / 暂停撤销) and 证书发放
 * (zsfx/add) endpoints: where each is and who may call it. Their request and response schemas are
 * `certificationDecisionSchemas` (contract.ts); only their types are imported here, so the web reads
 * this table without pulling zod into its pages (common/endpoints.ts).
 */
import { defineEndpoints } from '../common/endpoints.ts';
import { CERTIFICATION_DECISION_ACCESS as A, CERTIFICATE_ISSUE_ACCESS as I } from './access.ts';
import type { certificationDecisionSchemas } from './contract.ts';

export const certificationDecisionEndpoints = defineEndpoints<typeof certificationDecisionSchemas>()({
  listCaseAllocation: {
    method: 'GET',
    path: '/jssd/ajfp/list',
    access: A.allocationRead,
    summary: '案卷分配列表（待分配 / 已分配）',
  },
  exportCaseAllocation: {
    method: 'GET',
    path: '/jssd/ajfp/exportXls',
    access: A.allocationRead,
    summary: '导出案卷分配',
  },
  listTechnicalReviewers: {
    method: 'GET',
    path: '/jssd/ajfp/candidates',
    access: A.allocationRead,
    summary: '技术审定人员候选（具备能力且非本周期审核组成员）',
  },
  assignTechnicalReviewer: {
    method: 'POST',
    path: '/jssd/ajfp/assign',
    access: A.assign,
    summary: '分配技术审定人员',
  },
  reassignTechnicalReviewer: {
    method: 'POST',
    path: '/jssd/ajfp/reassign',
    access: A.reassign,
    summary: '重新分配技术审定人员',
  },
  listTechnicalReviews: {
    method: 'GET',
    path: '/jssd/record/list',
    access: A.recordRead,
    summary: '技术审定记录 / 我的技术审定任务',
  },
  exportTechnicalReviews: {
    method: 'GET',
    path: '/jssd/record/exportXls',
    access: A.recordExport,
    summary: '导出技术审定记录',
  },
  submitTechnicalReview: {
    method: 'POST',
    path: '/jssd/review/submit',
    access: A.review,
    summary: '提交技术审定结论',
  },
  getDecisionFile: {
    method: 'GET',
    path: '/rzjd/audit/file',
    access: A.fileRead,
    summary: '认证决定：项目全部审核资料与决定',
  },
  decideCertification: {
    method: 'POST',
    path: '/rzjd/audit/decide',
    access: A.decide,
    summary: '作出认证决定',
  },
  resubmitForDecision: {
    method: 'POST',
    path: '/rzjd/audit/resubmit',
    access: ['shxm:project:execute'],
    summary: '整改后重新提交认证决定（审核组长）',
  },
  listCertificationDecisions: {
    method: 'GET',
    path: '/rzjd/decision/list',
    access: A.decisionRead,
    summary: '认证审批 / 认证监督 / 决定人员任务列表',
  },
  exportCertificationDecisions: {
    method: 'GET',
    path: '/rzjd/decision/exportXls',
    access: A.decisionRead,
    summary: '导出认证决定',
  },
  deciderStatistics: {
    method: 'GET',
    path: '/rzjd/decision/statistics',
    access: A.decisionRead,
    summary: '决定人员统计（数量、资料齐全到决定的平均天数）',
  },
  listCertificateIssueTasks: {
    method: 'GET',
    path: '/zsfx/add/list',
    access: I.read,
    summary: '证书发放：认证决定通过后待发放的证书',
  },
  draftCertificateIssue: {
    method: 'GET',
    path: '/zsfx/add/draft',
    access: I.read,
    summary: '证书录入的初始内容（合同项目、企业、编号预览、有效期）',
  },
  issueCertificate: {
    method: 'POST',
    path: '/zsfx/add/issue',
    access: I.issue,
    summary: '发放证书（编号按机构规则生成）',
  },
  listCertificateTasks: {
    method: 'GET',
    path: '/rzjd/pauseCancel/list',
    access: A.pauseCancelRead,
    summary: '暂停撤销：认证决定留下的证书任务',
  },
  actOnCertificateTask: {
    method: 'POST',
    path: '/rzjd/pauseCancel/act',
    access: A.pauseCancelRead,
    summary: '暂停、撤销、恢复证书或关闭建议',
  },
});
