/**
 * `npm run seed:large`'s regulator-reporting part (issue 34's scale line; apps/server/src/cli/seed-large.ts
 * calls it per tenant): the generated certificates' events as a body that reports every month has
 * them. Every generated event (reason `seed:large`) before the newest month of events is reported
 * in its month's batch (one batch per month, dated the 10th of the next, `reportedAt` and the batch
 * on the event), and the last twelve reported months have their snapshot rows (已上报; the values
 * left empty: nothing reads them but the re-export). The newest month stays unreported: some
 * 14,000 rows at a million certificates, the 未上报 list's load.
 *
 * Idempotent: batches are keyed by month and `on conflict do nothing`; only unreported events are
 * marked. Last, 审核结果上报's marks of the unreported team rows are computed from the generated
 * records (marks.ts; the generated audits were finished in SQL, without the finish's hook).
 */
import { sql } from 'drizzle-orm';
import type { Database, Tx } from '../../platform/db/database.ts';
import { refreshResultMarks } from './marks.ts';

const keyed = (ts: string, key: string) =>
  `(lpad(to_hex((extract(epoch from ${ts}) * 1000)::bigint), 12, '0') || '7' || substr(md5(${key}), 1, 3) || '8' || substr(md5(${key}), 4, 15))::uuid`;

/** 审核结果上报's marks of tenant `t` computed from its records (also run on its own: see below). */
export async function refreshLargeResultMarks(database: Database, t: number, log: (message: string) => void) {
  const started = performance.now();
  const n = await database.systemTx((tx) => refreshResultMarks(tx, t, new Date()));
  await database.db.execute(sql.raw('vacuum analyze report_result_marks'));
  log(`regulator-reporting result marks: ${n} rows, ${Math.round(performance.now() - started)} ms`);
}

export async function generateLargeRegulatorReporting(
  database: Database,
  t: number,
  fast: boolean,
  log: (message: string) => void,
) {
  const run = async (label: string, statement: string) => {
    const started = performance.now();
    const result = await database.systemTx(async (tx: Tx) => {
      if (fast) await tx.execute(sql`set local session_replication_role = replica`);
      return tx.execute(sql.raw(statement));
    });
    log(
      `regulator-reporting ${label}: ${(result as { rowCount?: number | null }).rowCount ?? 0} rows, ${Math.round(performance.now() - started)} ms`,
    );
  };
  const { rows } = await database.systemTx((tx) =>
    tx.execute<{ month: string | null }>(
      sql.raw(`select to_char(max(effective_date), 'YYYY-MM') as month from certificate_events
        where tenant_id = ${t} and reason = 'seed:large'`),
    ),
  );
  const newest = rows[0]?.month;
  await refreshLargeResultMarks(database, t, log);
  if (!newest) return;
  // The batch of month m: reported on the 10th of the next month at 09:00 (Beijing).
  const batchAt = (m: string) =>
    `((${m} || '-10')::date + interval '1 month' + time '09:00') at time zone 'Asia/Shanghai'`;
  const batchId = (m: string) => keyed(batchAt(m), `'xxsb-${t}-' || ${m}`);
  const reported = (e = 'certificate_events') =>
    `${e}.tenant_id = ${t} and ${e}.reason = 'seed:large' and ${e}.effective_date < date '${newest}-01'`;
  await run(
    'batches',
    `insert into report_batches (id, tenant_id, batch_no, kind, period, row_count, file_name, remark, created_at, updated_at)
    select ${batchId('m.month')}, ${t},
      'XXSB' || to_char(${batchAt('m.month')} at time zone 'Asia/Shanghai', 'YYYYMMDDHH24MISS') || '900',
      'certificate', m.month, m.n, '证书信息上报_' || m.month || '.xlsx', 'seed:large', ${batchAt('m.month')}, ${batchAt('m.month')}
    from (select to_char(effective_date, 'YYYY-MM') as month, count(*)::int as n
          from certificate_events where ${reported()} group by 1) m
    on conflict do nothing`,
  );
  await run(
    'events reported',
    `update certificate_events e set reported_at = ${batchAt("to_char(e.effective_date, 'YYYY-MM')")},
      report_batch_id = ${batchId("to_char(e.effective_date, 'YYYY-MM')")}::text
    where ${reported('e')} and e.reported_at is null`,
  );
  await run(
    'snapshot rows (last 12 reported months)',
    `insert into report_batch_rows (id, tenant_id, batch_id, kind, source_id, number, enterprise_name, standard_code,
      type_code, type_label, event_date, deadline, reported_at)
    select ${keyed('e.created_at', `'xxsbrow-${t}-' || e.id`)}, ${t}, e.report_batch_id::uuid, 'certificate', e.id::text,
      c.cert_no, c.enterprise_name, c.standard_code, '01', '颁发', e.effective_date::text,
      ((to_char(e.effective_date, 'YYYY-MM') || '-10')::date + interval '1 month')::date::text, e.reported_at
    from certificate_events e
    join certificates c on c.id = e.certificate_id
    where ${reported('e')} and e.effective_date >= date '${newest}-01' - interval '12 months'
    on conflict do nothing`,
  );
  for (const table of ['certificate_events', 'report_batches', 'report_batch_rows'])
    await database.db.execute(sql.raw(`vacuum analyze ${table}`));
}
