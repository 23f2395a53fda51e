/** The home dashboard's customer figure (SPEC.md §2): the body's enterprises, deleted ones excluded. */
import { and, count, eq } from 'drizzle-orm';
import { registerDashboardStatistic } from '../dashboard/statistics.ts';
import { enterprises } from './schema.ts';

registerDashboardStatistic('companyTotal', async (tx, tenantId) => {
  const [row] = await tx
    .select({ n: count() })
    .from(enterprises)
    .where(and(eq(enterprises.tenantId, tenantId), eq(enterprises.deleted, false)));
  return row?.n ?? 0;
});
