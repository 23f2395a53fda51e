/** GET /api/dashboard/statistics: the home page's business statistics for the user's tenant. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser } from '../../platform/auth/guard.ts';
import type { Database } from '../../platform/db/database.ts';
import { ok } from '../../platform/http/envelope.ts';
import { dashboardStatistics, type StatisticRegistry } from './statistics.ts';

/** The same code gates the statistics block on the home page. */
export const STATISTICS_PERMISSION = 'dashboard:index:statistics';

export const dashboardRoutes =
  (database: Database, registry: StatisticRegistry = dashboardStatistics): FastifyPluginAsyncZod =>
  async (app) => {
    app.get('/dashboard/statistics', { config: { permission: STATISTICS_PERMISSION } }, async (request) => {
      const user = requireUser(request);
      return ok(await database.tenantTx(user, (tx) => registry.compute(tx, user.tenantId)));
    });
  };
