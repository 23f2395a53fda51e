/** The home dashboard's customer figure (SPEC.md §2): the body's enterprises, deleted ones excluded. */
import { count, eq } from 'drizzle-orm';
import type { AreaDefinition } from '../../platform/areas.ts';
import { inTenant } from '../../platform/db/tenant.ts';
import { enterprises } from './schema.ts';

export const customerStatistics: AreaDefinition['statistics'] = {
  companyTotal: async (tx, tenantId) => {
    const [row] = await tx
      .select({ n: count() })
      .from(enterprises)
      .where(inTenant(enterprises, tenantId, [eq(enterprises.deleted, false)]));
    return row?.n ?? 0;
  },
};
