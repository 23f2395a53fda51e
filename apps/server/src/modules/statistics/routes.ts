/**
 * 统计 (tjfx) endpoints: each page's report and its Excel export, written from the same report
 * object (report-excel.ts). Read-only, in the caller's tenant read (RLS). The resource and money
 * pages add their handlers with one spread line (routes-resources.ts).
 */
import { statisticsEndpoints, statisticsSchemas } from '@cb/domain/statistics';
import { requireUser } from '../../platform/auth/guard.ts';
import { registerEndpoints } from '../../platform/http/endpoints.ts';
import { ok } from '../../platform/http/envelope.ts';
import type { AreaRoutes } from '../../platform/http/type-provider.ts';
import type { AppServices } from '../../platform/services.ts';
import { applicationReport } from './applications.ts';
import { ReportCache } from './cache.ts';
import { refreshCertificateCellsNow } from './certificate-cells.ts';
import { certificateReport } from './certificates.ts';
import { customerReport } from './customers.ts';
import { projectReport } from './projects.ts';
import { type CellsSubject, refreshSubjectCellsNow } from './report-cells.ts';
import { sendReport } from './report-excel.ts';
import { registerResourceReports } from './routes-resources.ts';

export const statisticsRoutes =
  (services: AppServices): AreaRoutes =>
  async (app) => {
    const db = services.database;
    // Each page's report is counted at most once a minute per tenant and query (cache.ts): 证书统计
    // and 申请统计 count a million certificates / 300k applications, 审核项目 and 客户 hundreds of thousands.
    const cache = new ReportCache();
    // A 刷新 starts the tenant's kept reports afresh: its refresh count is part of their key.
    const refreshes = new Map<number, number>();
    const keyOf = (tenantId: number, query: object) => ({
      ...query,
      refreshes: refreshes.get(tenantId) ?? 0,
    });
    const refreshed = (tenantId: number) => refreshes.set(tenantId, (refreshes.get(tenantId) ?? 0) + 1);

    registerResourceReports(app, services);
    // 刷新 of 申请/审核项目/客户分布统计: the page's summary cells counted now (report-cells.ts).
    const refresh = async (user: Parameters<typeof refreshSubjectCellsNow>[1], subject: CellsSubject) => {
      const result = await refreshSubjectCellsNow(db, user, subject, new Date());
      refreshed(user.tenantId);
      return ok({ refreshedAt: result.refreshedAt.toISOString(), rows: result.rows });
    };
    registerEndpoints(app, statisticsEndpoints, statisticsSchemas, {
      certificateReport: async (request) => {
        const user = requireUser(request);
        return ok(
          await cache.get(user.tenantId, 'certificate', keyOf(user.tenantId, request.query), () =>
            db.tenantRead(user, (tx) => certificateReport(tx, user.tenantId, request.query)),
          ),
        );
      },
      exportCertificateReport: async (request, reply) => {
        const user = requireUser(request);
        const report = await cache.get(
          user.tenantId,
          'certificate',
          keyOf(user.tenantId, request.query),
          () => db.tenantRead(user, (tx) => certificateReport(tx, user.tenantId, request.query)),
        );
        return sendReport(reply, report, '证书统计', 'certificate-statistics');
      },
      refreshCertificateReport: async (request) => {
        const user = requireUser(request);
        const result = await refreshCertificateCellsNow(db, user, new Date());
        refreshed(user.tenantId);
        return ok({ refreshedAt: result.refreshedAt.toISOString(), certificates: result.certificates });
      },
      applicationReport: async (request) => {
        const user = requireUser(request);
        return ok(
          await cache.get(user.tenantId, 'application', keyOf(user.tenantId, request.query), () =>
            db.tenantRead(user, (tx) => applicationReport(tx, user.tenantId, request.query)),
          ),
        );
      },
      exportApplicationReport: async (request, reply) => {
        const user = requireUser(request);
        const report = await cache.get(
          user.tenantId,
          'application',
          keyOf(user.tenantId, request.query),
          () => db.tenantRead(user, (tx) => applicationReport(tx, user.tenantId, request.query)),
        );
        return sendReport(reply, report, '申请统计', 'application-statistics');
      },
      refreshApplicationReport: async (request) => refresh(requireUser(request), 'applications'),
      projectReport: async (request) => {
        const user = requireUser(request);
        return ok(
          await cache.get(user.tenantId, 'project', keyOf(user.tenantId, request.query), () =>
            db.tenantRead(user, (tx) => projectReport(tx, user.tenantId, request.query)),
          ),
        );
      },
      exportProjectReport: async (request, reply) => {
        const user = requireUser(request);
        const report = await cache.get(user.tenantId, 'project', keyOf(user.tenantId, request.query), () =>
          db.tenantRead(user, (tx) => projectReport(tx, user.tenantId, request.query)),
        );
        return sendReport(reply, report, '审核项目统计', 'project-statistics');
      },
      refreshProjectReport: async (request) => refresh(requireUser(request), 'projects'),
      customerReport: async (request) => {
        const user = requireUser(request);
        return ok(
          await cache.get(user.tenantId, 'customer', keyOf(user.tenantId, request.query), () =>
            db.tenantRead(user, (tx) => customerReport(tx, user.tenantId, request.query)),
          ),
        );
      },
      exportCustomerReport: async (request, reply) => {
        const user = requireUser(request);
        const report = await cache.get(user.tenantId, 'customer', keyOf(user.tenantId, request.query), () =>
          db.tenantRead(user, (tx) => customerReport(tx, user.tenantId, request.query)),
        );
        return sendReport(reply, report, '客户分布统计', 'customer-statistics');
      },
      refreshCustomerReport: async (request) => refresh(requireUser(request), 'customers'),
    });
  };
