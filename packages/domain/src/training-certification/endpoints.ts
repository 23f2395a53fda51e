/**
 * The 培训认证 (tc) endpoints: where each is and who may call it. Their request and response
 * schemas are `trainingCertificationSchemas` (contract.ts); only their types are imported here, so
 * the web reads this table without pulling zod into its pages (common/endpoints.ts).
 */
import { defineEndpoints, get, post, put } from '../common/endpoints.ts';
import { TRAINING_APPLICATION_ACCESS as A } from './access.ts';
import type { trainingCertificationSchemas } from './contract.ts';

const base = '/tc/application';

export const trainingCertificationEndpoints = defineEndpoints<typeof trainingCertificationSchemas>()({
  listTrainingApplications: get(`${base}/list`, A.read, '培训认证申请列表'),
  getTrainingApplication: get(`${base}/queryById`, A.read, '培训认证申请详情'),
  addTrainingApplication: post(`${base}/add`, A.add, '新增培训认证申请'),
  editTrainingApplication: put(`${base}/edit`, A.edit, '修改培训认证申请（待审核或已退回）'),
  resubmitTrainingApplication: post(`${base}/resubmit`, A.add, '重新提交已退回的申请'),
  auditTrainingMaterials: post(`${base}/materialAudit`, A.material, '材料审核（通过或退回）'),
  reviewTrainingApplication: post(`${base}/certifiedAudit`, A.review, '认证评审（通过或不通过）'),
  draftTrainingCertificate: post(`${base}/makeDraft`, A.draft, '制作证书草稿'),
  getTrainingCertificatePdf: get(
    `${base}/certificatePdf`,
    A.draftPdf,
    '培训证书PDF（草稿或已发布，含二维码）',
  ),
  publishTrainingCertificate: post(`${base}/publish`, A.publish, '发布培训证书'),
  saveTrainingReport: post(`${base}/report`, ['tc:report:edit'], '编写认证报告结论'),
  getTrainingReportPdf: get(`${base}/reportPdf`, A.report, '认证报告PDF'),
  getTrainingReportXls: get(`${base}/reportXls`, A.report, '认证报告Excel'),
  exportTrainingApplications: get(`${base}/exportXls`, A.export, '导出培训认证申请'),
});
