/**
 * Every tenant starts with the default tariff as version 1 (BUSINESS.md §3). With demo data: the
 * labour fees of the demo audits that are finished (computed as on completion), spread over every
 * state — submitted, approved, paid (with its payment and tax), one hand-registered draft — the
 * demo auditor's rows confirmed and queried, and last month's salary slips as imported and sent.
 */

import { calendarDateOf } from '@cb/domain';
import {
  DEFAULT_LABOUR_TARIFF,
  LABOUR_FEE_ANSWER,
  LABOUR_FEE_SOURCE,
  LABOUR_FEE_STATUS,
  labourTax,
} from '@cb/domain/auditor-pay';
import { and, asc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { TenantSeeder } from '../../platform/areas.ts';
import { projectExecutionsView } from '../audit-execution/door.ts';
import { auditProjectsView } from '../audit-programmes/door.ts';
import { auditorsView } from '../auditors/door.ts';
import { generatePlanFees } from './generation.ts';
import { labourFeePayments, labourFees, labourTariffs, salarySlips } from './schema.ts';

const monthOf = (d: Date) => calendarDateOf(d).slice(0, 7);

export const seedAuditorPay: TenantSeeder = async ({ tx, tenantId, demo, userIds }) => {
  const admin = userIds.get('admin') ?? null;
  await tx.insert(labourTariffs).values({
    tenantId,
    versionNo: 1,
    effectiveFrom: '2020-01-01',
    rates: { ...DEFAULT_LABOUR_TARIFF },
    remark: '默认标准',
    createdBy: admin,
    updatedBy: admin,
  });
  if (!demo) return;
  const staff = userIds.get('staff') ?? admin;
  // The demo plans whose every project has finished its on-site audit.
  const finished = await tx
    .selectDistinct({ planId: auditProjectsView.planId })
    .from(auditProjectsView)
    .innerJoin(projectExecutionsView, eq(projectExecutionsView.projectId, auditProjectsView.id))
    .where(
      and(
        eq(auditProjectsView.tenantId, tenantId),
        isNotNull(auditProjectsView.planId),
        isNotNull(projectExecutionsView.finishedAt),
      ),
    );
  const planIds = finished.map((r) => r.planId!).sort();
  for (const planId of planIds) await generatePlanFees(tx, tenantId, planId, staff);
  const fees = await tx
    .select({
      id: labourFees.id,
      planId: labourFees.planId,
      auditorId: labourFees.auditorId,
      amount: labourFees.amount,
      workMonth: labourFees.workMonth,
    })
    .from(labourFees)
    .where(eq(labourFees.tenantId, tenantId))
    .orderBy(asc(labourFees.workDate), asc(labourFees.id));
  const plans = [...new Set(fees.map((f) => f.planId!))];
  // The oldest plan paid, the next approved, the rest submitted (as computed).
  const paidPlan = plans[0];
  const approvedPlan = plans[1];
  const now = new Date();
  if (approvedPlan)
    await tx
      .update(labourFees)
      .set({ status: LABOUR_FEE_STATUS.approved, approvedBy: admin, approvedAt: now })
      .where(and(eq(labourFees.tenantId, tenantId), eq(labourFees.planId, approvedPlan)));
  if (paidPlan) {
    const paid = fees.filter((f) => f.planId === paidPlan);
    const paidDate = calendarDateOf(now);
    for (const auditorId of new Set(paid.map((f) => f.auditorId))) {
      const mine = paid.filter((f) => f.auditorId === auditorId);
      const gross = mine.reduce((s, f) => s + f.amount, 0);
      const t = labourTax(gross);
      await tx.insert(labourFeePayments).values({
        tenantId,
        auditorId,
        workMonth: mine[0]!.workMonth,
        payMonth: paidDate.slice(0, 7),
        paidDate,
        paidRef: 'FK-DEMO-001',
        rows: mine.length,
        gross,
        taxable: t.taxable,
        tax: t.tax,
        net: gross - t.tax,
        createdBy: admin,
        updatedBy: admin,
      });
    }
    await tx
      .update(labourFees)
      .set({
        status: LABOUR_FEE_STATUS.paid,
        approvedBy: admin,
        approvedAt: now,
        paidDate,
        paidRef: 'FK-DEMO-001',
      })
      .where(and(eq(labourFees.tenantId, tenantId), eq(labourFees.planId, paidPlan)));
  }
  // The demo auditor: one row confirmed, one queried.
  const [me] = await tx
    .select({ id: auditorsView.id, name: auditorsView.name })
    .from(auditorsView)
    .where(and(eq(auditorsView.tenantId, tenantId), eq(auditorsView.userId, userIds.get('auditor') ?? '')));
  if (me) {
    const mine = fees.filter((f) => f.auditorId === me.id);
    if (mine[0])
      await tx
        .update(labourFees)
        .set({ answer: LABOUR_FEE_ANSWER.confirmed, answeredAt: now })
        .where(eq(labourFees.id, mine[0].id));
    if (mine[1] && mine[1].planId !== paidPlan)
      await tx
        .update(labourFees)
        .set({ answer: LABOUR_FEE_ANSWER.queried, answerReason: '人天数与签到记录不一致', answeredAt: now })
        .where(eq(labourFees.id, mine[1].id));
    // A hand-registered draft: a document review outside any plan.
    await tx.insert(labourFees).values({
      tenantId,
      source: LABOUR_FEE_SOURCE.manual,
      auditorId: me.id,
      standard: 'GB/T 19001-2016',
      auditType: 8,
      role: 'member',
      qualification: 'auditor',
      halfDays: 2,
      days10: 10,
      dayRate: DEFAULT_LABOUR_TARIFF.memberDayRate,
      amount: DEFAULT_LABOUR_TARIFF.memberDayRate,
      travel: 12000,
      factors: ['标准数 1', '组员日费率 220.00', '人天 1（2 个半天）', '报告费（其他审核） 0.00'],
      tariffVersion: 1,
      workDate: calendarDateOf(now),
      workMonth: monthOf(now),
      status: LABOUR_FEE_STATUS.draft,
      remark: '体系文件审查（计划外）',
      createdBy: staff,
      updatedBy: staff,
    });
  }
  // Last month's slips, as imported: the demo auditor's sent, the others not yet.
  const last = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 15));
  const people = await tx
    .select({ id: auditorsView.id })
    .from(auditorsView)
    .where(
      and(
        eq(auditorsView.tenantId, tenantId),
        inArray(auditorsView.id, [...new Set([...(me ? [me.id] : []), ...fees.map((f) => f.auditorId)])]),
      ),
    )
    .orderBy(sql`${auditorsView.id}`);
  let i = 0;
  for (const p of people) {
    const basic = 500000 + (i++ % 3) * 80000;
    const subsidy = i % 2 ? 20000 : 0;
    const tax = 12000 + (i % 3) * 3000;
    const other = 0;
    await tx.insert(salarySlips).values({
      tenantId,
      auditorId: p.id,
      month: monthOf(last),
      source: 1,
      basic,
      subsidy,
      other,
      gross: basic + subsidy,
      tax,
      net: basic + subsidy + other - tax,
      status: p.id === me?.id ? 1 : 0,
      sentAt: p.id === me?.id ? now : null,
      remark: '导入',
      createdBy: admin,
      updatedBy: admin,
    });
  }
};
