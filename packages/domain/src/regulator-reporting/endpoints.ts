/**
 * The 信息上报 (xxsb) endpoints: where each is and who may call it. Their request and response
 * schemas are `regulatorReportingSchemas` (contract.ts); only their types are imported here, so the web reads this
 * table without pulling zod into its pages (common/endpoints.ts).
 */
import { defineEndpoints } from '../common/endpoints.ts';
import { REGULATOR_REPORTING_ACCESS as A } from './access.ts';
import type { regulatorReportingSchemas } from './contract.ts';

export const regulatorReportingEndpoints = defineEndpoints<typeof regulatorReportingSchemas>()({
  listPlanReports: {
    method: 'GET',
    path: '/xxsb/plan/list',
    access: A.planRead,
    summary: '审核计划上报列表',
  },
  planReportSummary: {
    method: 'GET',
    path: '/xxsb/plan/summary',
    access: A.planRead,
    summary: '审核计划上报统计',
  },
  exportPlanReports: {
    method: 'GET',
    path: '/xxsb/plan/exportXls',
    access: A.planExport,
    summary: '导出审核计划上报表',
  },
  reportPlanRows: {
    method: 'POST',
    path: '/xxsb/plan/report',
    access: A.planReport,
    summary: '审核计划上报',
  },
  listCertificateReports: {
    method: 'GET',
    path: '/xxsb/certificate/list',
    access: A.certificateRead,
    summary: '证书信息上报列表',
  },
  certificateReportSummary: {
    method: 'GET',
    path: '/xxsb/certificate/summary',
    access: A.certificateRead,
    summary: '证书信息上报统计',
  },
  exportCertificateReports: {
    method: 'GET',
    path: '/xxsb/certificate/exportXls',
    access: A.certificateExport,
    summary: '导出证书信息上报表',
  },
  reportCertificateRows: {
    method: 'POST',
    path: '/xxsb/certificate/report',
    access: A.certificateReport,
    summary: '证书信息上报',
  },
  listResultReports: {
    method: 'GET',
    path: '/xxsb/result/list',
    access: A.resultRead,
    summary: '审核结果上报列表',
  },
  resultReportSummary: {
    method: 'GET',
    path: '/xxsb/result/summary',
    access: A.resultRead,
    summary: '审核结果上报统计',
  },
  exportResultReports: {
    method: 'GET',
    path: '/xxsb/result/exportXls',
    access: A.resultExport,
    summary: '导出审核结果上报表',
  },
  reportResultRows: {
    method: 'POST',
    path: '/xxsb/result/report',
    access: A.resultReport,
    summary: '审核结果上报',
  },
  listReportBatches: { method: 'GET', path: '/xxsb/log/list', access: A.logRead, summary: '上报记录列表' },
  exportReportBatches: {
    method: 'GET',
    path: '/xxsb/log/exportXls',
    access: A.logExport,
    summary: '导出上报记录',
  },
  downloadReportBatch: {
    method: 'GET',
    path: '/xxsb/log/download',
    access: A.logRead,
    summary: '下载上报文件',
  },
  listReportCodeMaps: {
    method: 'GET',
    path: '/xxsb/codeMap/list',
    access: A.codeMapRead,
    summary: '上报代码对照表',
  },
  saveReportCodeMap: {
    method: 'PUT',
    path: '/xxsb/codeMap/save',
    access: A.codeMapEdit,
    summary: '修改上报代码对照',
  },
});
