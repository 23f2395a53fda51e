/**
 * 证书统计 at a million certificates (issue 35 item 4): counted live, the page takes seconds (a scan
 * of every certificate, joined to its client for the province and to the contracts for the sectors).
 * A body whose certificates reach CELLS_FROM reads its figures from summary cells instead
 * (schema.ts), counted from the certificates' door (`certificateCellsSql`) per tenant by the
 * 定时任务 job `statistics.refreshCertificateCells` and by the page's 刷新: exact as of that count,
 * whose time the page shows (数据更新时间, the report's asOf). A smaller body (the demo, the tests)
 * counts live, so its figures equal the lists right after a write.
 */

import { and, eq, gte, inArray, lte, ne, type SQL, sql } from 'drizzle-orm';
import type { Database, Reader, TenantContext, Tx } from '../../platform/db/database.ts';
import { badRequest } from '../../platform/http/errors.ts';
import type { JobDefinition } from '../../platform/jobs/scheduler.ts';
import {
  type CertificateFigureFilter,
  type CertificateFigures,
  type CertificateGrouping,
  certificateCellsSql,
  chinaToday,
} from '../certificates/door.ts';
import { statisticsCertificateCells as cells, statisticsRefreshes as refreshes } from './schema.ts';

/** From this many current certificates a body's 证书统计 reads the cells. */
export const CELLS_FROM = 100_000;
const SUBJECT = 'certificates';

export interface CellsState {
  refreshedAt: Date;
  certificates: number;
}

/** When the tenant's cells were counted (null: never). */
export async function cellsState(tx: Reader, tenantId: number): Promise<CellsState | null> {
  const [row] = await tx
    .select({ refreshedAt: refreshes.refreshedAt, certificates: refreshes.certificates })
    .from(refreshes)
    .where(and(eq(refreshes.tenantId, tenantId), eq(refreshes.subject, SUBJECT)));
  return row ?? null;
}

/** Counts the tenant's cells afresh as of `now`, in the caller's tenant transaction. */
export async function refreshCertificateCells(tx: Tx, tenantId: number, now: Date): Promise<number> {
  await tx.delete(cells).where(eq(cells.tenantId, tenantId));
  await tx.execute(sql`insert into ${cells} (tenant_id, kind, standard_id, standard_code, region_code, branch,
      sector, standard_name, month, certificate_id, n)
    select ${tenantId}, x.* from (${certificateCellsSql(tenantId, chinaToday(now))}) x`);
  const [count] = await tx
    .select({ n: sql<number>`coalesce(sum(${cells.n}), 0)::int` })
    .from(cells)
    .where(and(eq(cells.tenantId, tenantId), eq(cells.kind, 'issued'), eq(cells.sector, '')));
  const certificates = Number(count?.n ?? 0);
  await tx
    .insert(refreshes)
    .values({ tenantId, subject: SUBJECT, refreshedAt: now, certificates })
    .onConflictDoUpdate({
      target: [refreshes.tenantId, refreshes.subject],
      set: { refreshedAt: now, certificates },
    });
  return certificates;
}

/** The least time between two refreshes asked on the page (the job's are not limited). */
export const REFRESH_GAP_MS = 60_000;

/**
 * The page's 刷新 (permission-checked by its endpoint): the tenant's cells counted now, refused
 * (with its reason) within REFRESH_GAP_MS of the last count.
 */
export async function refreshCertificateCellsNow(
  database: Database,
  ctx: TenantContext,
  now: Date,
): Promise<CellsState> {
  return database.tenantTx(ctx, async (tx) => {
    const state = await cellsState(tx, ctx.tenantId);
    if (state && now.getTime() - state.refreshedAt.getTime() < REFRESH_GAP_MS)
      throw badRequest('证书统计数据刚刚刷新过，请一分钟后再试');
    const certificates = await refreshCertificateCells(tx, ctx.tenantId, now);
    return { refreshedAt: now, certificates };
  });
}

/** The 定时任务 job: every tenant's cells, each in its own transaction, every half hour. */
export const refreshCertificateCellsJob = (): JobDefinition => ({
  name: 'statistics.refreshCertificateCells',
  title: '统计分析：刷新证书统计数据',
  schedule: '*/30 * * * *',
  async run({ tx, tenantId, now, log }) {
    const n = await refreshCertificateCells(tx, tenantId, now);
    log(`证书统计：${n} 张证书`);
    return n;
  },
});

/**
 * 证书统计's figures from the cells — the same as certificateFigures (certificates/for-statistics.ts)
 * counts live on the cells' day: `validDay` that day, or the last day of a month before it.
 */
export async function certificateFiguresFromCells(
  tx: Reader,
  tenantId: number,
  by: CertificateGrouping | null,
  f: CertificateFigureFilter,
  historic: boolean,
  sectorsOnly = false,
): Promise<CertificateFigures[]> {
  const keyOf: Record<CertificateGrouping, SQL<string>> = {
    standard: sql<string>`${cells.standardCode}`,
    province: sql<string>`${cells.regionCode}`,
    sector: sql<string>`${cells.sector}`,
  };
  const key = by ? keyOf[by] : sql<string>`min('')`;
  const sector =
    by === 'sector'
      ? and(ne(cells.sector, ''), ne(cells.sector, '*'))
      : eq(cells.sector, sectorsOnly ? '*' : '');
  const where = (...more: (SQL | undefined)[]) =>
    and(
      eq(cells.tenantId, tenantId),
      sector,
      f.standardId ? eq(cells.standardId, f.standardId) : undefined,
      f.province ? eq(cells.regionCode, f.province) : undefined,
      f.branch ? eq(cells.branch, f.branch) : undefined,
      ...more,
    );
  const month = (from?: string, to?: string) =>
    from || to
      ? and(
          ne(cells.month, ''),
          from ? gte(cells.month, from.slice(0, 7)) : undefined,
          to ? lte(cells.month, to.slice(0, 7)) : undefined,
        )
      : undefined;
  const sum = (cond: SQL | undefined) =>
    sql<number>`coalesce(sum(${cells.n}) filter (where ${cond ?? sql`true`}), 0)::int`;
  const validMonth = f.validDay.slice(0, 7);
  const counted = await tx
    .select({
      key,
      name: sql<string>`max(${cells.standardName})`,
      issued: sum(and(eq(cells.kind, 'issued'), month(f.start, f.end))),
      hasCurrent: sum(eq(cells.kind, 'issued')),
      valid: historic
        ? sql<number>`(${sum(and(eq(cells.kind, 'valid_from'), lte(cells.month, validMonth)))}
            - ${sum(and(eq(cells.kind, 'valid_until'), lte(cells.month, validMonth)))})`
        : sum(eq(cells.kind, 'valid_now')),
    })
    .from(cells)
    .where(where(inArray(cells.kind, ['issued', 'valid_now', 'valid_from', 'valid_until'])))
    .groupBy(...(by ? [key] : []))
    .orderBy(key);
  const events = await tx
    .select({ key, type: cells.kind, n: sql<number>`count(distinct ${cells.certificateId})::int` })
    .from(cells)
    .where(where(inArray(cells.kind, ['suspend', 'revoke', 'cancel']), month(f.start, f.end)))
    .groupBy(...(by ? [key] : []), cells.kind);
  const eventCount = (k: string, type: string) => events.find((e) => e.key === k && e.type === type)?.n ?? 0;
  // The groups the live count has: those with a current version, or (a past day) a valid one.
  return counted
    .filter((r) => Number(r.hasCurrent) > 0 || (historic && Number(r.valid) > 0))
    .map((r) => ({
      key: r.key,
      name: by === 'standard' ? r.name : r.key,
      valid: Number(r.valid),
      issued: Number(r.issued),
      suspended: eventCount(r.key, 'suspend'),
      revoked: eventCount(r.key, 'revoke'),
      withdrawn: eventCount(r.key, 'cancel'),
    }));
}
