/** Who may call the 统计 endpoints (no zod: the web and the endpoint tables import it). */
import type { Permission } from '../permissions.ts';

/**
 * Per page: `view` reads the report (the page's 查看, granted with the page), `export` downloads it.
 * Staff hold the business and resource pages, finance every page, auditors, enterprises and
 * partners none (system/catalog/roles.ts).
 */
export const STATISTICS_ACCESS = {
  applicationView: ['tjfx:application:view'],
  applicationExport: ['tjfx:application:export'],
  projectView: ['tjfx:project:view'],
  projectExport: ['tjfx:project:export'],
  certificateView: ['tjfx:certificate:view'],
  certificateExport: ['tjfx:certificate:export'],
  customerView: ['tjfx:customer:view'],
  customerExport: ['tjfx:customer:export'],
  auditorView: ['tjfx:auditor:view'],
  auditorExport: ['tjfx:auditor:export'],
  workloadView: ['tjfx:workload:view'],
  workloadExport: ['tjfx:workload:export'],
  incomeView: ['tjfx:income:view'],
  incomeExport: ['tjfx:income:export'],
  receivableView: ['tjfx:receivable:view'],
  receivableExport: ['tjfx:receivable:export'],
} as const satisfies Record<string, readonly Permission[]>;
