/** The business pages' endpoints (schemas: contract.ts); the resource and money pages': endpoints-resources.ts. */
import { defineEndpoints } from '../common/endpoints.ts';
import { STATISTICS_ACCESS as A } from './access.ts';
import type { statisticsSchemas } from './contract.ts';

export const statisticsEndpoints = defineEndpoints<typeof statisticsSchemas>()({
  certificateReport: {
    method: 'GET',
    path: '/tjfx/certificate/report',
    access: A.certificateView,
    summary: '证书统计',
  },
  exportCertificateReport: {
    method: 'GET',
    path: '/tjfx/certificate/export',
    access: A.certificateExport,
    summary: '导出证书统计',
  },
  refreshCertificateReport: {
    method: 'POST',
    path: '/tjfx/certificate/refresh',
    access: A.certificateExport,
    summary: '刷新证书统计数据',
  },
  applicationReport: {
    method: 'GET',
    path: '/tjfx/application/report',
    access: A.applicationView,
    summary: '申请统计',
  },
  exportApplicationReport: {
    method: 'GET',
    path: '/tjfx/application/export',
    access: A.applicationExport,
    summary: '导出申请统计',
  },
  refreshApplicationReport: {
    method: 'POST',
    path: '/tjfx/application/refresh',
    access: A.applicationExport,
    summary: '刷新申请统计数据',
  },
  projectReport: {
    method: 'GET',
    path: '/tjfx/project/report',
    access: A.projectView,
    summary: '审核项目统计',
  },
  exportProjectReport: {
    method: 'GET',
    path: '/tjfx/project/export',
    access: A.projectExport,
    summary: '导出审核项目统计',
  },
  refreshProjectReport: {
    method: 'POST',
    path: '/tjfx/project/refresh',
    access: A.projectExport,
    summary: '刷新审核项目统计数据',
  },
  customerReport: {
    method: 'GET',
    path: '/tjfx/customer/report',
    access: A.customerView,
    summary: '客户分布统计',
  },
  exportCustomerReport: {
    method: 'GET',
    path: '/tjfx/customer/export',
    access: A.customerExport,
    summary: '导出客户分布统计',
  },
  refreshCustomerReport: {
    method: 'POST',
    path: '/tjfx/customer/refresh',
    access: A.customerExport,
    summary: '刷新客户分布统计数据',
  },
});
