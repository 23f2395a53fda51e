/**
 * Audit execution's door: the only file other areas import from modules/audit-execution (issue 29
 * item 3, docs/decisions.md "One door per area").
 */
import { and, eq } from 'drizzle-orm';
import type { Reader } from '../../platform/db/database.ts';
import { projectExecutions } from './schema.ts';

/** The last on-site day execution recorded for a project (null: none yet). */
export async function lastOnsiteDayOf(
  tx: Reader,
  tenantId: number,
  projectId: string,
): Promise<string | null> {
  const [row] = await tx
    .select({ day: projectExecutions.lastOnsiteDay })
    .from(projectExecutions)
    .where(and(eq(projectExecutions.tenantId, tenantId), eq(projectExecutions.projectId, projectId)));
  return row?.day ?? null;
}
