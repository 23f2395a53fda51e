/**
 * A record's change history read from the audit trail (platform/db/hardening.ts writes one row per
 * insert, update and delete of every business table): who, when, what, and for an update the
 * fields that changed with their before and after values. A record's children (an enterprise's
 * sites and contacts …) are found through their parent column in the stored row.
 */
import type { Page } from '@cb/domain';
import { pageOf } from '@cb/domain';
import { and, count, desc, eq, or, type SQL, sql } from 'drizzle-orm';
import type { Reader } from '../db/database.ts';
import { auditLog } from '../db/platform-schema.ts';
import { inTenant } from '../db/tenant.ts';
import { users } from '../identity/schema.ts';

/** Where history comes from: the record itself, or rows of a child table pointing at it. */
export type HistorySource =
  | { table: string; recordId: string }
  | { table: string; parentColumn: string; parentId: string };

export interface FieldChange {
  /** camelCase field name, as the API names it. */
  field: string;
  before: unknown;
  after: unknown;
}

export interface HistoryEntry {
  id: number;
  at: string;
  action: 'insert' | 'update' | 'delete';
  table: string;
  recordId: string;
  actorId: string | null;
  actorName: string;
  /** Changed fields of an update; the filled fields of an insert; empty for a delete. */
  changes: FieldChange[];
}

/** Bookkeeping columns that change on every write and say nothing to a reader. */
const IGNORED = new Set([
  'id',
  'tenant_id',
  'created_by',
  'updated_by',
  'created_at',
  'updated_at',
  'version',
]);

const camel = (name: string) => name.replace(/_([a-z])/g, (_m, c: string) => c.toUpperCase());

/** The fields that differ between two stored rows (for an insert, the non-empty ones). */
export function fieldChanges(
  before: Record<string, unknown> | null,
  after: Record<string, unknown> | null,
): FieldChange[] {
  if (!after) return [];
  const changes: FieldChange[] = [];
  for (const [column, value] of Object.entries(after)) {
    if (IGNORED.has(column)) continue;
    const old = before ? before[column] : null;
    if (
      before
        ? JSON.stringify(old) === JSON.stringify(value)
        : value === null || value === '' || value === false
    )
      continue;
    changes.push({ field: camel(column), before: before ? old : null, after: value });
  }
  return changes;
}

function sourceCondition(source: HistorySource): SQL | undefined {
  if ('recordId' in source)
    return and(eq(auditLog.tableName, source.table), eq(auditLog.recordId, source.recordId));
  // The parent column is a name from the caller's code, never from the client; the value is bound.
  const column = sql.raw(`'${source.parentColumn.replace(/[^a-z_]/g, '')}'`);
  return and(
    eq(auditLog.tableName, source.table),
    sql`coalesce(${auditLog.after} ->> ${column}, ${auditLog.before} ->> ${column}) = ${source.parentId}`,
  );
}

/** One page of the history of the given sources, newest first. */
export async function recordHistory(
  tx: Reader,
  tenantId: number,
  sources: readonly HistorySource[],
  paging: { pageNo: number; pageSize: number },
): Promise<Page<HistoryEntry>> {
  const where = inTenant(auditLog, tenantId, [or(...sources.map(sourceCondition))]);
  const [{ n } = { n: 0 }] = await tx.select({ n: count() }).from(auditLog).where(where);
  const rows = await tx
    .select({
      id: auditLog.id,
      at: auditLog.at,
      action: auditLog.action,
      table: auditLog.tableName,
      recordId: auditLog.recordId,
      actorId: auditLog.actorId,
      actorName: users.realname,
      before: auditLog.before,
      after: auditLog.after,
    })
    .from(auditLog)
    .leftJoin(users, eq(users.id, auditLog.actorId))
    .where(where)
    .orderBy(desc(auditLog.at), desc(auditLog.id))
    .limit(paging.pageSize)
    .offset((paging.pageNo - 1) * paging.pageSize);
  const records = rows.map((r) => ({
    id: Number(r.id),
    at: new Date(r.at).toISOString(),
    action: r.action as HistoryEntry['action'],
    table: r.table,
    recordId: r.recordId,
    actorId: r.actorId,
    actorName: r.actorName ?? '',
    changes: fieldChanges(
      r.before as Record<string, unknown> | null,
      r.after as Record<string, unknown> | null,
    ),
  }));
  return pageOf(records, Number(n), paging.pageNo, paging.pageSize);
}
