/**
 * The 检测报告 (jcbg) endpoints: where each is and who may call it. Their request and response
 * schemas are `testReportSchemas` (contract.ts); only their types are imported here, so the web reads this
 * table without pulling zod into its pages (common/endpoints.ts).
 */
import { defineEndpoints } from '../common/endpoints.ts';
import { REPORT_ACCESS as A } from './access.ts';
import type { testReportSchemas } from './contract.ts';

export const testReportEndpoints = defineEndpoints<typeof testReportSchemas>()({
  listReports: { method: 'GET', path: '/jcbg/report/list', access: A.read, summary: '检测报告列表' },
  getReport: { method: 'GET', path: '/jcbg/report/queryById', access: A.read, summary: '检测报告详情' },
  uploadReportFile: {
    method: 'POST',
    path: '/jcbg/report/upload',
    access: A.upload,
    summary: '上传检测报告文件（PDF或图片，multipart：file），保存报告时引用',
  },
  addReport: { method: 'POST', path: '/jcbg/report/add', access: A.upload, summary: '上传检测报告' },
  editReport: {
    method: 'PUT',
    path: '/jcbg/report/edit',
    access: A.upload,
    summary: '修改检测报告（已退回的重新提交）',
  },
  acceptReport: { method: 'POST', path: '/jcbg/report/accept', access: A.review, summary: '接受检测报告' },
  returnReport: {
    method: 'POST',
    path: '/jcbg/report/return',
    access: A.review,
    summary: '退回检测报告（须填写原因）',
  },
  downloadReportFile: {
    method: 'GET',
    path: '/jcbg/report/download',
    access: A.download,
    summary: '下载检测报告文件',
  },
  deleteReport: { method: 'DELETE', path: '/jcbg/report/delete', access: A.delete, summary: '删除检测报告' },
  exportReports: { method: 'GET', path: '/jcbg/report/exportXls', access: A.export, summary: '导出检测报告' },
  listReportLinks: {
    method: 'GET',
    path: '/jcbg/report/links',
    access: A.upload,
    summary: '企业可关联的合同项目、证书和审核项目',
  },
  listReportEnterprises: {
    method: 'GET',
    path: '/jcbg/report/enterprises',
    access: A.upload,
    summary: '可上传检测报告的企业（按名称查找）',
  },
});
