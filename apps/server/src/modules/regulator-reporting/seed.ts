/**
 * Demo 信息上报: a month of reports in every state. The rows themselves are the demo records' own
 * events (certificates issued, suspended, revoked …; approved plans; finished audits). Here the older
 * ones are reported in batches — each earlier month's certificate rows, a batch of plans, a batch of
 * team rows — so 已上报 and 上报记录 have content, the newer ones stay 未上报 (some overdue), and a row
 * whose enterprise lacks its district code fails validation with that reason until it is entered.
 */
import { REPORT_MAX_ROWS, type ReportKind } from '@cb/domain/regulator-reporting';
import type { TenantSeeder } from '../../platform/areas.ts';
import { refreshResultMarks } from './marks.ts';
import { ALL_UNREPORTED, type ComputedRow, reportContext, reportRows, unreportedRows } from './service.ts';

export const seedRegulatorReporting: TenantSeeder = async ({ tx, tenantId, demo, userIds, files }) => {
  // 审核结果上报's marks of the unreported team rows, from the records the earlier areas seeded.
  await refreshResultMarks(tx, tenantId, new Date());
  if (!demo) return;
  const admin = userIds.get('admin');
  if (!admin) return;
  const now = new Date();
  const ctx = await reportContext(tx, tenantId, '', now);
  const unreported = (kind: ReportKind) => unreportedRows(tx, ctx, kind, ALL_UNREPORTED);
  const report = async (kind: ReportKind, rows: ComputedRow[], remark: string, at: Date) => {
    const valid = rows.filter((r) => r.problems.length === 0).slice(0, REPORT_MAX_ROWS);
    if (!valid.length) return;
    await reportRows(tx, ctx, { userId: admin, files, at }, kind, { ids: valid.map((r) => r.id), remark });
  };

  // Certificates (the body's rows since it moved to this system, certificates/seed.ts): every month
  // before this one is reported (its valid rows, one batch on the 8th of the next month, or now if that
  // is still to come); this month stays 未上报, and the rows failing a rule stay with their reason.
  const certificates = await unreported('certificate');
  const thisMonth = ctx.today.slice(0, 7);
  const months = [...new Set(certificates.map((r) => r.eventDate.slice(0, 7)))].filter((m) => m < thisMonth);
  for (const month of months.sort()) {
    const rows = certificates.filter((r) => r.eventDate.startsWith(month));
    const at = reportedOn(month, 8);
    await report('certificate', rows, `${month}月度证书信息上报`, at < now ? at : now);
  }
  // Plans and team rows: about half of the older ones.
  const plans = (await unreported('plan')).sort((a, b) => (a.eventDate < b.eventDate ? -1 : 1));
  await report('plan', plans.slice(0, Math.ceil(plans.length / 2)), '审核计划上报', now);
  const results = (await unreported('result')).sort((a, b) => (a.eventDate < b.eventDate ? -1 : 1));
  await report('result', results.slice(0, Math.ceil(results.length / 2)), '审核结果上报', now);
};

/** The day `day` of the month after `month`, 10:00 in China. */
function reportedOn(month: string, day: number): Date {
  const [y, m] = month.split('-').map(Number) as [number, number];
  const next = m === 12 ? `${y + 1}-01` : `${y}-${String(m + 1).padStart(2, '0')}`;
  return new Date(`${next}-${String(day).padStart(2, '0')}T10:00:00+08:00`);
}
