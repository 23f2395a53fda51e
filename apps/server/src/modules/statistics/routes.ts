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
import { sendReport } from './report-excel.ts';
import { registerResourceReports } from './routes-resources.ts';

export const statisticsRoutes =
  (services: AppServices): AreaRoutes =>
  async (app) => {
    const db = services.database;
    // Each page's report is counted at most once a minute per tenant and query (cache.ts): 证书统计
    // and 申请统计 count a million certificates / 300k applications, 审核项目 and 客户 hundreds of thousands.
    const cache = new ReportCache();

    registerResourceReports(app, services);
    registerEndpoints(app, statisticsEndpoints, statisticsSchemas, {
      certificateReport: async (request) => {
        const user = requireUser(request);
        return ok(
          await cache.get(user.tenantId, 'certificate', request.query, () =>
            db.tenantRead(user, (tx) => certificateReport(tx, user.tenantId, request.query)),
          ),
        );
      },
      exportCertificateReport: async (request, reply) => {
        const user = requireUser(request);
        const report = await cache.get(user.tenantId, 'certificate', request.query, () =>
          db.tenantRead(user, (tx) => certificateReport(tx, user.tenantId, request.query)),
        );
        return sendReport(reply, report, '证书统计', 'certificate-statistics');
      },
      refreshCertificateReport: async (request) => {
        const user = requireUser(request);
        const result = await refreshCertificateCellsNow(db, user, new Date());
        return ok({ refreshedAt: result.refreshedAt.toISOString(), certificates: result.certificates });
      },
      applicationReport: async (request) => {
        const user = requireUser(request);
        return ok(
          await cache.get(user.tenantId, 'application', request.query, () =>
            db.tenantRead(user, (tx) => applicationReport(tx, user.tenantId, request.query)),
          ),
        );
      },
      exportApplicationReport: async (request, reply) => {
        const user = requireUser(request);
        const report = await cache.get(user.tenantId, 'application', request.query, () =>
          db.tenantRead(user, (tx) => applicationReport(tx, user.tenantId, request.query)),
        );
        return sendReport(reply, report, '申请统计', 'application-statistics');
      },
      projectReport: async (request) => {
        const user = requireUser(request);
        return ok(
          await cache.get(user.tenantId, 'project', request.query, () =>
            db.tenantRead(user, (tx) => projectReport(tx, user.tenantId, request.query)),
          ),
        );
      },
      exportProjectReport: async (request, reply) => {
        const user = requireUser(request);
        const report = await cache.get(user.tenantId, 'project', request.query, () =>
          db.tenantRead(user, (tx) => projectReport(tx, user.tenantId, request.query)),
        );
        return sendReport(reply, report, '审核项目统计', 'project-statistics');
      },
      customerReport: async (request) => {
        const user = requireUser(request);
        return ok(
          await cache.get(user.tenantId, 'customer', request.query, () =>
            db.tenantRead(user, (tx) => customerReport(tx, user.tenantId, request.query)),
          ),
        );
      },
      exportCustomerReport: async (request, reply) => {
        const user = requireUser(request);
        const report = await cache.get(user.tenantId, 'customer', request.query, () =>
          db.tenantRead(user, (tx) => customerReport(tx, user.tenantId, request.query)),
        );
        return sendReport(reply, report, '客户分布统计', 'customer-statistics');
      },
    });
  };
