/** Who may call the 统计 endpoints (no zod: the web and the endpoint tables import it). */
import type { Permission } from '../permissions.ts';

/**
 * Per page: `view` reads the report (the page's 查看, granted with the page; whoever may export it
 * may read it too — roles granted before 查看 existed keep the page), `export` downloads it.
 * Staff hold the business and resource pages, finance every page, auditors, enterprises and
 * partners none (system/catalog/roles.ts).
 */
export const STATISTICS_ACCESS = {
  applicationView: ['tjfx:application:view', 'tjfx:application:export'],
  applicationExport: ['tjfx:application:export'],
  projectView: ['tjfx:project:view', 'tjfx:project:export'],
  projectExport: ['tjfx:project:export'],
  certificateView: ['tjfx:certificate:view', 'tjfx:certificate:export'],
  certificateExport: ['tjfx:certificate:export'],
  customerView: ['tjfx:customer:view', 'tjfx:customer:export'],
  customerExport: ['tjfx:customer:export'],
  auditorView: ['tjfx:auditor:view', 'tjfx:auditor:export'],
  auditorExport: ['tjfx:auditor:export'],
  workloadView: ['tjfx:workload:view', 'tjfx:workload:export'],
  workloadExport: ['tjfx:workload:export'],
  incomeView: ['tjfx:income:view', 'tjfx:income:export'],
  incomeExport: ['tjfx:income:export'],
  receivableView: ['tjfx:receivable:view', 'tjfx:receivable:export'],
  receivableExport: ['tjfx:receivable:export'],
} as const satisfies Record<string, readonly Permission[]>;
