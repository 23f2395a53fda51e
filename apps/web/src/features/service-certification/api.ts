/** The 服务认证 (sc) calls, derived from the area's endpoint table (no zod in the bundle). */
import {
  type ServiceProjectDetail,
  type ServiceProjectRow,
  type ServiceSheetItem,
  serviceCertificationEndpoints,
  type serviceProjectBody,
  type serviceProjectFilters,
} from '@cb/domain/service-certification';
import type { z } from 'zod';
import { endpointCalls, urlOf } from '../../shared/api/endpoints';
import { http, IDEMPOTENCY_HEADER, RECORD_LOOKUP } from '../../shared/http';
import type { ListQuery, SortQuery } from '../../shared/list';

export type { ServiceProjectDetail, ServiceProjectRow, ServiceSheetItem };
export type ServiceProjectFilters = z.input<typeof serviceProjectFilters>;
export type ServiceProjectBody = z.input<typeof serviceProjectBody>;
type IdVersion = { id: string; version: number };

const call = endpointCalls(serviceCertificationEndpoints);
const E = serviceCertificationEndpoints;

export const serviceApi = {
  list: (query: ServiceProjectFilters & ListQuery) => call.listServiceProjects(query),
  exportProjects: (query: ServiceProjectFilters & SortQuery) =>
    call.exportServiceProjects(query, { fileName: '服务认证项目.xlsx' }),
  exportReports: (query: ServiceProjectFilters & SortQuery) =>
    call.exportServiceEvaluations(query, { fileName: '服务认证报告.xlsx' }),
  add: (body: ServiceProjectBody, idempotencyKey: string) =>
    call.addServiceProject(body, { headers: { [IDEMPOTENCY_HEADER]: idempotencyKey } }),
  advance: (body: IdVersion) => call.advanceServiceProject(body),
  get: (id: string) => call.getServiceEvaluation({ id }, RECORD_LOOKUP),
  save: (
    body: IdVersion & {
      items: ServiceSheetItem[];
      specialDeductions: number;
      bonus: 0 | 1;
      serviceAreaCode: string;
      evaluator: string;
    },
  ) => call.saveServiceEvaluation(body),
  reportPdf: (id: string) => http.getBlob(urlOf(E.getServiceEvaluationPdf), { id }),
  certificatePdf: (id: string) => http.getBlob(urlOf(E.getServiceCertificatePdf), { id }),
};

export function openPdf(blob: Blob) {
  const url = URL.createObjectURL(blob);
  window.open(url, '_blank', 'noopener');
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
