/** GET /api/dashboard/statistics: the home page's business statistics for the user's tenant. */
import { dashboardEndpoints, dashboardSchemas } from '@cb/domain';
import { requireUser } from '../../platform/auth/guard.ts';
import type { Database } from '../../platform/db/database.ts';
import { registerEndpoints } from '../../platform/http/endpoints.ts';
import { ok } from '../../platform/http/envelope.ts';
import type { AreaRoutes } from '../../platform/http/type-provider.ts';
import type { StatisticRegistry } from './service.ts';

export const dashboardRoutes =
  (database: Database, registry: StatisticRegistry): AreaRoutes =>
  async (app) => {
    registerEndpoints(app, dashboardEndpoints, dashboardSchemas, {
      getDashboardStatistics: async (request) => {
        const user = requireUser(request);
        // A count that runs while older figures are answered has no request to fail: it is logged.
        const count: Parameters<typeof registry.figures>[1] = (compute) =>
          database.tenantRead(user, compute).catch((err: unknown) => {
            request.log.error({ err }, 'dashboard statistics count failed');
            throw err;
          });
        return ok(await registry.figures(user.tenantId, count));
      },
    });
  };
