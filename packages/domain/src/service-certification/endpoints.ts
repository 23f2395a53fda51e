/**
 * The 服务认证 (sc) endpoints: where each is and who may call it (schemas: contract.ts, types only
 * here so the web reads the table without zod).
 */
import { defineEndpoints, get, post, put } from '../common/endpoints.ts';
import { SERVICE_CERTIFICATION_ACCESS as A } from './access.ts';
import type { serviceCertificationSchemas } from './contract.ts';

export const serviceCertificationEndpoints = defineEndpoints<typeof serviceCertificationSchemas>()({
  calculateServiceEvaluation: post(
    '/sc/evaluation/calculate',
    A.calculate,
    '服务认证评价计算（得分率与等级）',
  ),
  listServiceProjects: get('/sc/project/list', A.read, '服务认证项目列表'),
  exportServiceProjects: get('/sc/project/exportXls', A.export, '导出服务认证项目'),
  addServiceProject: post('/sc/project/add', A.add, '新增服务认证项目'),
  advanceServiceProject: post('/sc/project/advance', A.advance, '服务认证项目进入下一阶段'),
  getServiceEvaluation: get('/sc/report/queryById', A.read, '服务认证评价表'),
  saveServiceEvaluation: put('/sc/report/edit', A.edit, '保存服务认证评价表'),
  getServiceEvaluationPdf: get('/sc/report/pdf', A.report, '服务认证报告PDF'),
  getServiceCertificatePdf: get('/sc/project/certificatePdf', A.read, '服务认证证书PDF（含等级）'),
  exportServiceEvaluations: get('/sc/report/exportXls', A.report, '导出服务认证报告'),
});
