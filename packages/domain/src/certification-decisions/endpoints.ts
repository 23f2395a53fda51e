/**
 * The 技术审定 (jssd 案卷分配 / 技术审定记录), 认证决定 (rzjd 认证审批 / 认证监督 / 暂停撤销) and 证书发放
 * (zsfx/add) endpoints: where each is and who may call it. Their request and response schemas are
 * `certificationDecisionSchemas` (contract.ts); only their types are imported here, so the web reads
 * this table without pulling zod into its pages (common/endpoints.ts).
 */
import { defineEndpoints, get, post } from '../common/endpoints.ts';
import { CERTIFICATION_DECISION_ACCESS as A, CERTIFICATE_ISSUE_ACCESS as I } from './access.ts';
import type { certificationDecisionSchemas } from './contract.ts';

export const certificationDecisionEndpoints = defineEndpoints<typeof certificationDecisionSchemas>()({
  listCaseAllocation: get('/jssd/ajfp/list', A.allocationRead, '案卷分配列表（待分配 / 已分配）'),
  exportCaseAllocation: get('/jssd/ajfp/exportXls', A.allocationRead, '导出案卷分配'),
  listTechnicalReviewers: get(
    '/jssd/ajfp/candidates',
    A.allocationRead,
    '技术审定人员候选（具备能力且非本周期审核组成员）',
  ),
  assignTechnicalReviewer: post('/jssd/ajfp/assign', A.assign, '分配技术审定人员'),
  reassignTechnicalReviewer: post('/jssd/ajfp/reassign', A.reassign, '重新分配技术审定人员'),
  listTechnicalReviews: get('/jssd/record/list', A.recordRead, '技术审定记录 / 我的技术审定任务'),
  exportTechnicalReviews: get('/jssd/record/exportXls', A.recordExport, '导出技术审定记录'),
  submitTechnicalReview: post('/jssd/review/submit', A.review, '提交技术审定结论'),
  getDecisionFile: get('/rzjd/audit/file', A.fileRead, '认证决定：项目全部审核资料与决定'),
  decideCertification: post('/rzjd/audit/decide', A.decide, '作出认证决定'),
  resubmitForDecision: post(
    '/rzjd/audit/resubmit',
    ['shxm:project:execute'],
    '整改后重新提交认证决定（审核组长）',
  ),
  listCertificationDecisions: get(
    '/rzjd/decision/list',
    A.decisionRead,
    '认证审批 / 认证监督 / 决定人员任务列表',
  ),
  exportCertificationDecisions: get('/rzjd/decision/exportXls', A.decisionRead, '导出认证决定'),
  deciderStatistics: get(
    '/rzjd/decision/statistics',
    A.decisionRead,
    '决定人员统计（数量、资料齐全到决定的平均天数）',
  ),
  listCertificateIssueTasks: get('/zsfx/add/list', I.read, '证书发放：认证决定通过后待发放的证书'),
  draftCertificateIssue: get(
    '/zsfx/add/draft',
    I.read,
    '证书录入的初始内容（合同项目、企业、编号预览、有效期）',
  ),
  issueCertificate: post('/zsfx/add/issue', I.issue, '发放证书（编号按机构规则生成）'),
  listCertificateTasks: get('/rzjd/pauseCancel/list', A.pauseCancelRead, '暂停撤销：认证决定留下的证书任务'),
  actOnCertificateTask: post('/rzjd/pauseCancel/act', A.pauseCancelRead, '暂停、撤销、恢复证书或关闭建议'),
});
