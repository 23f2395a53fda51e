/**
 * Pure rules of the resource and money pages of 统计 (审核员统计, 审核工作量统计, 收入统计, 应收统计):
 * the receivables' age buckets and their due-date ranges, months of a range, person-days and exact
 * yuan sums. The server computes with them and the drill-down links use the same boundaries, so a
 * figure and the list it opens count the same records.
 */
import { addDays } from '../common/dates.ts';

// ───────────────────────────────────────── receivable ageing ─────────────────────────────────────────

/**
 * The age buckets of 应收统计 (BUSINESS.md §5: 0–30, 31–90, 91–180, > 180 days), plus 未到期 for what
 * is outstanding but not yet due. The age of an outstanding receivable is the number of days from its
 * due date to the as-of date: due today → 0, due yesterday → 1. `from`/`to` are inclusive day counts;
 * `to: null` has no upper end, `from: null` no lower end (未到期: age < 0).
 */
export const RECEIVABLE_AGE_BUCKETS = [
  { key: 'notDue', title: '未到期', titleEn: 'Not yet due', from: null, to: -1 },
  { key: 'd0_30', title: '0–30天', titleEn: '0–30 days', from: 0, to: 30 },
  { key: 'd31_90', title: '31–90天', titleEn: '31–90 days', from: 31, to: 90 },
  { key: 'd91_180', title: '91–180天', titleEn: '91–180 days', from: 91, to: 180 },
  { key: 'd181', title: '180天以上', titleEn: 'Over 180 days', from: 181, to: null },
] as const satisfies readonly {
  key: string;
  title: string;
  titleEn: string;
  from: number | null;
  to: number | null;
}[];
export type ReceivableAgeBucket = (typeof RECEIVABLE_AGE_BUCKETS)[number];
export type ReceivableAgeKey = ReceivableAgeBucket['key'];

/** Days from `dueDate` to `asOf` (both `YYYY-MM-DD`): positive when overdue, negative before due. */
export function ageInDays(dueDate: string, asOf: string): number {
  const ms = Date.parse(`${asOf}T00:00:00Z`) - Date.parse(`${dueDate}T00:00:00Z`);
  return Math.round(ms / 86_400_000);
}

/** The bucket of a receivable due on `dueDate`, aged on `asOf`. */
export function ageBucketOf(dueDate: string, asOf: string): ReceivableAgeKey {
  const age = ageInDays(dueDate, asOf);
  const bucket = RECEIVABLE_AGE_BUCKETS.find(
    (b) => (b.from === null || age >= b.from) && (b.to === null || age <= b.to),
  );
  // The buckets cover every integer; the fallback is never reached.
  return bucket?.key ?? 'd181';
}

/**
 * The due dates of a bucket on `asOf`, inclusive (`undefined`: open end): age in [from, to] ⇔
 * due date in [asOf − to, asOf − from]. The receivables list takes them as `dueFrom`/`dueTo`.
 * @example dueDateRange('d31_90', '2026-06-30') // { dueFrom: '2026-04-01', dueTo: '2026-05-30' }
 */
export function dueDateRange(
  key: ReceivableAgeKey,
  asOf: string,
): { dueFrom: string | undefined; dueTo: string | undefined } {
  const b = RECEIVABLE_AGE_BUCKETS.find((x) => x.key === key);
  if (!b) throw new Error(`unknown age bucket ${key}`);
  return {
    dueFrom: b.to === null ? undefined : addDays(asOf, -b.to),
    dueTo: b.from === null ? undefined : addDays(asOf, -b.from),
  };
}

// ─────────────────────────────────────────────── months ───────────────────────────────────────────────

/** Every month `YYYY-MM` from `from` to `to` inclusive (empty when from > to). */
export function monthsOf(from: string, to: string): string[] {
  const out: string[] = [];
  let [y, m] = from.split('-').map(Number) as [number, number];
  const [ty, tm] = to.split('-').map(Number) as [number, number];
  while (y < ty || (y === ty && m <= tm)) {
    out.push(`${y}-${String(m).padStart(2, '0')}`);
    m += 1;
    if (m > 12) {
      m = 1;
      y += 1;
    }
  }
  return out;
}

// ───────────────────────────────────────────── person-days ─────────────────────────────────────────────

/**
 * The roles of 审核工作量统计's columns: labour fees carry the member's days ×10 by role (auditor-pay
 * `days10`); trainees and observers are booked 0 days (BUSINESS.md §3) and have no column.
 */
export const WORKLOAD_ROLES = ['leader', 'member', 'expert'] as const;
export type WorkloadRole = (typeof WORKLOAD_ROLES)[number];

/** Person-days from tenths of a day, exact to the half-day: 15 → 1.5. */
export function daysOfTenths(days10: number): number {
  return Math.round(days10) / 10;
}

/** Sums tenths of days per role and the total, as days. */
export function personDays(
  rows: readonly { role: string; days10: number }[],
): Record<WorkloadRole | 'total', number> {
  const tenths: Record<WorkloadRole | 'total', number> = { leader: 0, member: 0, expert: 0, total: 0 };
  for (const r of rows) {
    if ((WORKLOAD_ROLES as readonly string[]).includes(r.role)) {
      tenths[r.role as WorkloadRole] += r.days10;
      tenths.total += r.days10;
    }
  }
  return {
    leader: daysOfTenths(tenths.leader),
    member: daysOfTenths(tenths.member),
    expert: daysOfTenths(tenths.expert),
    total: daysOfTenths(tenths.total),
  };
}

// ─────────────────────────────────────────────── money ───────────────────────────────────────────────

/** Fen of a yuan text with at most two decimals ('12.5' → 1250n, '-0.01' → -1n). Exact. */
export function fenOfYuan(yuan: string): bigint {
  const m = /^(-?)(\d+)(?:\.(\d{1,2}))?$/.exec(yuan.trim());
  if (!m) throw new Error(`not an amount: ${yuan}`);
  const fen = BigInt(m[2] ?? '0') * 100n + BigInt((m[3] ?? '').padEnd(2, '0') || '0');
  return m[1] ? -fen : fen;
}

/** Yuan text with two decimals of fen (−0 shows 0.00). */
export function yuanOfFen(fen: bigint): string {
  const neg = fen < 0n;
  const abs = neg ? -fen : fen;
  const text = `${abs / 100n}.${String(abs % 100n).padStart(2, '0')}`;
  return neg && abs !== 0n ? `-${text}` : text;
}
