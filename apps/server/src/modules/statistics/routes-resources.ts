/**
 * 统计's resource and money pages (审核员统计, 审核工作量统计, 收入统计, 应收统计): each report and its
 * Excel export, written from the same report object (report-excel.ts). Read-only, in the caller's
 * tenant read (RLS). routes.ts calls `registerResourceReports` once.
 */
import { statisticsResourceEndpoints, statisticsResourceSchemas } from '@cb/domain/statistics';
import { requireUser } from '../../platform/auth/guard.ts';
import { registerEndpoints } from '../../platform/http/endpoints.ts';
import { ok } from '../../platform/http/envelope.ts';
import type { AreaRoutes } from '../../platform/http/type-provider.ts';
import type { AppServices } from '../../platform/services.ts';
import { ReportCache } from './cache.ts';
import { refreshSubjectCellsNow } from './report-cells.ts';
import { sendReport } from './report-excel.ts';
import { auditorReport } from './resources-auditors.ts';
import { incomeReport } from './resources-income.ts';
import { receivableReport } from './resources-receivables.ts';
import { workloadReport } from './resources-workload.ts';

/** The app the area's routes get (AreaRoutes' first argument). */
type AreaApp = Parameters<AreaRoutes>[0];

export function registerResourceReports(app: AreaApp, services: AppServices): void {
  const db = services.database;
  // The money pages pass over every payment or open receivable of the tenant (225,000 open at
  // cb_large, ~50–100 ms of CPU each): counted at most once a minute per tenant and query, like the
  // business pages (cache.ts; asOf = when counted).
  const cache = new ReportCache();
  registerEndpoints(app, statisticsResourceEndpoints, statisticsResourceSchemas, {
    auditorReport: async (request) => {
      const user = requireUser(request);
      return ok(await db.tenantRead(user, (tx) => auditorReport(tx, user.tenantId, request.query)));
    },
    exportAuditorReport: async (request, reply) => {
      const user = requireUser(request);
      const report = await db.tenantRead(user, (tx) => auditorReport(tx, user.tenantId, request.query));
      return sendReport(reply, report, '审核员统计', 'auditor-statistics');
    },
    workloadReport: async (request) => {
      const user = requireUser(request);
      return ok(await db.tenantRead(user, (tx) => workloadReport(tx, user.tenantId, request.query)));
    },
    exportWorkloadReport: async (request, reply) => {
      const user = requireUser(request);
      // Every row (no page), the columns of the screen's table.
      const report = await db.tenantRead(user, (tx) =>
        workloadReport(tx, user.tenantId, request.query, undefined, { all: true }),
      );
      return sendReport(reply, report, '审核工作量统计', 'workload-statistics');
    },
    // 刷新: the page's summary cells counted now (a large body's; report-cells.ts).
    refreshWorkloadReport: async (request) => {
      const user = requireUser(request);
      const result = await refreshSubjectCellsNow(db, user, 'workload', new Date());
      return ok({ refreshedAt: result.refreshedAt.toISOString(), rows: result.rows });
    },
    incomeReport: async (request) => {
      const user = requireUser(request);
      return ok(
        await cache.get(user.tenantId, 'income', request.query, () =>
          db.tenantRead(user, (tx) => incomeReport(tx, user.tenantId, request.query)),
        ),
      );
    },
    exportIncomeReport: async (request, reply) => {
      const user = requireUser(request);
      const report = await cache.get(user.tenantId, 'income', request.query, () =>
        db.tenantRead(user, (tx) => incomeReport(tx, user.tenantId, request.query)),
      );
      return sendReport(reply, report, '收入统计', 'income-statistics');
    },
    receivableReport: async (request) => {
      const user = requireUser(request);
      return ok(
        await cache.get(user.tenantId, 'receivable', request.query, () =>
          db.tenantRead(user, (tx) => receivableReport(tx, user.tenantId, request.query)),
        ),
      );
    },
    exportReceivableReport: async (request, reply) => {
      const user = requireUser(request);
      const report = await cache.get(user.tenantId, 'receivable', request.query, () =>
        db.tenantRead(user, (tx) => receivableReport(tx, user.tenantId, request.query)),
      );
      return sendReport(reply, report, '应收统计', 'receivable-statistics');
    },
  });
}
