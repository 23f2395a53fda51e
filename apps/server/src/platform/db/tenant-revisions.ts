/**
 * The tenants' data revisions (table `tenant_revisions`, migrations 0074–0075): a number per tenant
 * and topic that a trigger raises in the transaction of every write to the topic's table, whoever
 * writes. A per-instance cache of data derived from those tables keeps the numbers it was built at
 * and compares them with what `tenantRevisionsSql` reads (a column of any statement the request
 * sends anyway, or a statement of its own): read before the cached data is rebuilt, the numbers are
 * never newer than the rows read after them, so a cache can be one reload late, never stale.
 *
 * | topic | raised by every write to |
 * | --- | --- |
 * | `settings` | tenant_settings (any key) |
 * | `lifecycle.calendar` | working_calendar_days |
 * | `regulator-reporting.code-maps` | report_code_maps |
 * | `regulator-reporting.batches` | report_batches (insert, delete: a 上报) |
 * | `audit-programmes.plans` | audit_plans (status, approved_at or start_date changed; delete) |
 */
import { type Placeholder, type SQL, sql } from 'drizzle-orm';
import { tenantRevisions as t } from './platform-schema.ts';

export type RevisionTopic =
  | 'settings'
  | 'lifecycle.calendar'
  | 'regulator-reporting.code-maps'
  | 'regulator-reporting.batches'
  | 'audit-programmes.plans';

/**
 * The tenant's numbers of `topics` as one text (`topic=n,…`, topics never written absent), for a
 * select list: a primary-key read of a few rows. `tenantId` may be a placeholder (prepared reads).
 */
export function tenantRevisionsSql(tenantId: number | SQL | Placeholder, topics: readonly RevisionTopic[]) {
  return sql<string>`coalesce((select string_agg(${t.topic} || '=' || ${t.revision}, ',' order by ${t.topic}) from ${t} where ${t.tenantId} = ${tenantId} and ${t.topic} in (${sql.join(
    topics.map((topic) => sql.raw(`'${topic}'`)),
    sql`, `,
  )})), '')`;
}
