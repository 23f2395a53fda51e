/** The home dashboard's customer figure (SPEC.md §2): the body's enterprises, deleted ones excluded. */
import { and, count, eq } from 'drizzle-orm';
import type { AreaDefinition } from '../../platform/areas.ts';
import { enterprises } from './schema.ts';

export const customerStatistics: AreaDefinition['statistics'] = {
  companyTotal: async (tx, tenantId) => {
    const [row] = await tx
      .select({ n: count() })
      .from(enterprises)
      .where(and(eq(enterprises.tenantId, tenantId), eq(enterprises.deleted, false)));
    return row?.n ?? 0;
  },
};
