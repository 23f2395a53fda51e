/**
 * The 统计 business pages' calls, derived from the area's endpoint table
 * (packages/domain/src/statistics/endpoints.ts): no URL spelt here, types from the contract.
 */
import {
  type applicationReportQuery,
  type certificateReportQuery,
  type customerReportQuery,
  type projectReportQuery,
  type StatisticsReport,
  statisticsEndpoints,
} from '@cb/domain/statistics';
import type { z } from 'zod';
import { endpointCalls } from '../../shared/api/endpoints';

export type { StatisticsReport };
export type CertificateReportQuery = z.input<typeof certificateReportQuery>;
export type ApplicationReportQuery = z.input<typeof applicationReportQuery>;
export type ProjectReportQuery = z.input<typeof projectReportQuery>;
export type CustomerReportQuery = z.input<typeof customerReportQuery>;

const call = endpointCalls(statisticsEndpoints);

export const statisticsApi = {
  certificate: (q: CertificateReportQuery) => call.certificateReport(q),
  exportCertificate: (q: CertificateReportQuery) =>
    call.exportCertificateReport(q, { fileName: '证书统计.xlsx' }),
  refreshCertificate: () => call.refreshCertificateReport({}),
  application: (q: ApplicationReportQuery) => call.applicationReport(q),
  exportApplication: (q: ApplicationReportQuery) =>
    call.exportApplicationReport(q, { fileName: '申请统计.xlsx' }),
  refreshApplication: () => call.refreshApplicationReport({}),
  project: (q: ProjectReportQuery) => call.projectReport(q),
  exportProject: (q: ProjectReportQuery) => call.exportProjectReport(q, { fileName: '审核项目统计.xlsx' }),
  refreshProject: () => call.refreshProjectReport({}),
  customer: (q: CustomerReportQuery) => call.customerReport(q),
  exportCustomer: (q: CustomerReportQuery) => call.exportCustomerReport(q, { fileName: '客户分布统计.xlsx' }),
  refreshCustomer: () => call.refreshCustomerReport({}),
};
