/**
 * The rules of 劳务与薪酬: one tenant transaction per write, the domain's state rules before it, a
 * stale version 409, a missing record (or another auditor's, in the zone) 404. Amounts are fen
 * inside, yuan text at the edges.
 */

import { calendarDateOf, pageOf } from '@cb/domain';
import type { labourCalculateBody, labourTariffBody } from '@cb/domain/auditor-pay';
import {
  DEFAULT_LABOUR_TARIFF,
  fenToYuan,
  LABOUR_FEE_ANSWER,
  LABOUR_FEE_SOURCE,
  LABOUR_FEE_STATUS,
  LABOUR_TARIFF_ROWS,
  type LabourFeeInput,
  type LabourTariffRates,
  labourFeeNext,
  labourFeeRefusal,
  labourTax,
  memberLabourFee,
  monthlySubsidy,
  SALARY_SLIP_STATUS,
  yuanToFen,
} from '@cb/domain/auditor-pay';
import { and, desc, eq, gte, inArray, lte, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { AuthUser } from '../../platform/auth/tokens.ts';
import { EXPORT_MAX_ROWS, updateVersioned } from '../../platform/crud/index.ts';
import type { Database, Reader, Tx } from '../../platform/db/database.ts';
import { badRequest, conflict, notFound } from '../../platform/http/errors.ts';
import type { Notifier } from '../../platform/notify.ts';
import { auditPlansView, planTeamMembersView } from '../audit-programmes/door.ts';
import { auditorOfUser, auditorsView } from '../auditors/door.ts';
import { tariffInForce } from './generation.ts';
import * as repo from './repository.ts';
import { labourFeePayments, labourFees, labourTariffs, salarySlips } from './schema.ts';

const today = () => calendarDateOf(new Date());

/** The tariff rows as yuan (the count row as it is). */
function tariffRows(rates: LabourTariffRates) {
  return LABOUR_TARIFF_ROWS.map((r) => ({
    key: r.key,
    label: r.label,
    amount: r.count ? String(rates[r.key]) : fenToYuan(rates[r.key]),
  }));
}

export class LabourService {
  constructor(
    private readonly database: Database,
    private readonly notifier: Notifier,
  ) {}

  // ─────────────────────────────────────────── calculator ──────────────────────────────────────────

  calculate(user: AuthUser, body: z.infer<typeof labourCalculateBody>) {
    return this.database.tenantRead(user, async (tx) => {
      const { rates, versionNo } = await tariffInForce(tx, user.tenantId, today());
      const members = body.members.map((m) => memberLabourFee(rates, body, m));
      const total = members.reduce((sum, m) => sum + m.total, 0);
      return {
        members: members.map((m) => ({
          dayRate: fenToYuan(m.dayRate),
          days: m.days10 / 10,
          reportFee: fenToYuan(m.reportFee),
          total: fenToYuan(m.total),
          factors: m.factors,
        })),
        total: fenToYuan(total),
        tariffVersion: versionNo,
      };
    });
  }

  tax(income: string) {
    const t = labourTax(yuanToFen(income));
    return {
      taxable: fenToYuan(t.taxable),
      rate: t.rate / 100,
      quickDeduction: fenToYuan(t.quickDeduction),
      tax: fenToYuan(t.tax),
    };
  }

  // ───────────────────────────────────────────── tariff ────────────────────────────────────────────

  tariff(user: AuthUser) {
    return this.database.tenantRead(user, async (tx) => {
      const versions = await tx
        .select()
        .from(labourTariffs)
        .where(eq(labourTariffs.tenantId, user.tenantId))
        .orderBy(desc(labourTariffs.versionNo));
      const current = await tariffInForce(tx, user.tenantId, today());
      const shown = versions.find((v) => v.versionNo === current.versionNo);
      return {
        current: {
          versionNo: current.versionNo,
          effectiveFrom: shown?.effectiveFrom ?? null,
          remark: shown?.remark ?? '默认标准',
          createTime: shown?.createdAt.toISOString() ?? null,
          rows: tariffRows(current.rates),
        },
        versions: versions.map((v) => ({
          versionNo: v.versionNo,
          effectiveFrom: v.effectiveFrom,
          remark: v.remark,
          createTime: v.createdAt.toISOString(),
          rows: tariffRows({ ...DEFAULT_LABOUR_TARIFF, ...v.rates } as LabourTariffRates),
        })),
      };
    });
  }

  saveTariff(user: AuthUser, body: z.infer<typeof labourTariffBody>) {
    const rates: Record<string, number> = {};
    for (const row of LABOUR_TARIFF_ROWS) {
      const text = body.rates[row.key]!;
      if (row.count) {
        if (!/^\d+$/.test(text)) throw badRequest(`${row.label}必须是整数`);
        rates[row.key] = Number(text);
      } else rates[row.key] = yuanToFen(text);
    }
    return this.database.tenantTx(user, async (tx) => {
      // One version at a time: the number is the next under the tenant's lock on its tariff rows.
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext('labour_tariffs'), ${user.tenantId})`);
      const [last] = await tx
        .select({ n: sql<number>`coalesce(max(${labourTariffs.versionNo}), 0)::int` })
        .from(labourTariffs)
        .where(eq(labourTariffs.tenantId, user.tenantId));
      const versionNo = Number(last?.n ?? 0) + 1;
      await tx.insert(labourTariffs).values({
        tenantId: user.tenantId,
        versionNo,
        effectiveFrom: body.effectiveFrom,
        rates,
        remark: body.remark,
        createdBy: user.userId,
        updatedBy: user.userId,
      });
      return { versionNo };
    });
  }

  // ────────────────────────────────────────────── fees ─────────────────────────────────────────────

  list(user: AuthUser, q: repo.LabourFeeListQuery) {
    return this.database.tenantRead(user, (tx) => repo.listFees(tx, user.tenantId, q));
  }

  exportRows(user: AuthUser, q: repo.LabourFeeExportQuery) {
    return this.database.tenantRead(user, (tx) => repo.exportFees(tx, user.tenantId, q, EXPORT_MAX_ROWS));
  }

  async get(user: AuthUser, id: string) {
    const row = await this.database.tenantRead(user, (tx) => repo.findFee(tx, user.tenantId, id));
    if (!row) throw notFound();
    return repo.feeOut(row);
  }

  /** A hand-registered fee's stored columns, computed from the tariff in force on its work date. */
  private async manualColumns(tx: Reader, tenantId: number, input: LabourFeeInput) {
    const [auditor] = await tx
      .select({ id: auditorsView.id })
      .from(auditorsView)
      .where(and(eq(auditorsView.tenantId, tenantId), eq(auditorsView.id, input.auditorId!)));
    if (!auditor) throw badRequest('审核员不存在');
    const { rates, versionNo } = await tariffInForce(tx, tenantId, input.workDate);
    const fee = memberLabourFee(rates, input, input);
    return {
      auditorId: input.auditorId!,
      standard: input.standard,
      contractNo: input.contractNo,
      auditType: input.auditType,
      stage: input.stage ?? null,
      role: input.role,
      qualification: input.qualification,
      holdsCode: input.holdsCode,
      witness: input.witness,
      halfDays: input.halfDays,
      days10: fee.days10,
      dayRate: fee.dayRate,
      reportFee: fee.reportFee,
      amount: fee.total,
      travel: yuanToFen(input.travel),
      factors: [`标准数 ${input.standards}`, ...fee.factors],
      tariffVersion: versionNo,
      workDate: input.workDate,
      workMonth: input.workDate.slice(0, 7),
      remark: input.remark,
    };
  }

  create(user: AuthUser, input: LabourFeeInput) {
    return this.database.tenantTx(user, async (tx) => {
      const columns = await this.manualColumns(tx, user.tenantId, input);
      const [row] = await tx
        .insert(labourFees)
        .values({
          ...columns,
          tenantId: user.tenantId,
          source: LABOUR_FEE_SOURCE.manual,
          status: LABOUR_FEE_STATUS.draft,
          createdBy: user.userId,
          updatedBy: user.userId,
        })
        .returning({ id: labourFees.id, version: labourFees.version });
      return row!;
    });
  }

  private async lockFee(tx: Tx, tenantId: number, id: string) {
    const [row] = await tx
      .select()
      .from(labourFees)
      .where(and(eq(labourFees.tenantId, tenantId), eq(labourFees.id, id)))
      .for('update');
    if (!row) throw notFound();
    return row;
  }

  update(user: AuthUser, { id, version, ...input }: LabourFeeInput & { id: string; version: number }) {
    return this.database.tenantTx(user, async (tx) => {
      const fee = await this.lockFee(tx, user.tenantId, id);
      const refusal = labourFeeRefusal(fee, 'edit');
      if (refusal) throw badRequest(refusal);
      if (fee.source !== LABOUR_FEE_SOURCE.manual) throw badRequest('按审核计划计算的劳务费不能手工修改');
      const saved = await updateVersioned(
        tx,
        labourFees,
        id,
        version,
        await this.manualColumns(tx, user.tenantId, input),
        user.userId,
      );
      return { id, version: saved.version };
    });
  }

  submit(user: AuthUser, id: string, version: number) {
    return this.transition(user, id, version, 'submit', {
      submittedBy: user.userId,
      submittedAt: new Date(),
    });
  }

  reject(user: AuthUser, id: string, version: number, reason: string) {
    return this.transition(user, id, version, 'reject', {
      submittedBy: null,
      submittedAt: null,
      approvedBy: null,
      approvedAt: null,
      answer: LABOUR_FEE_ANSWER.none,
      remark: `退回：${reason}`,
    });
  }

  private transition(
    user: AuthUser,
    id: string,
    version: number,
    action: 'submit' | 'reject',
    patch: Partial<typeof labourFees.$inferInsert>,
  ) {
    return this.database.tenantTx(user, async (tx) => {
      const fee = await this.lockFee(tx, user.tenantId, id);
      const refusal = labourFeeRefusal(fee, action, user.userId);
      if (refusal) throw badRequest(refusal);
      const saved = await updateVersioned(
        tx,
        labourFees,
        id,
        version,
        { ...patch, status: labourFeeNext(fee.status, action) },
        user.userId,
      );
      return { id, version: saved.version };
    });
  }

  remove(user: AuthUser, id: string, version: number) {
    return this.database.tenantTx(user, async (tx) => {
      const fee = await this.lockFee(tx, user.tenantId, id);
      const refusal = labourFeeRefusal(fee, 'delete');
      if (refusal) throw badRequest(refusal);
      if (fee.source !== LABOUR_FEE_SOURCE.manual)
        throw badRequest('按审核计划计算的劳务费不能删除，请退回后修改计划');
      const deleted = await tx
        .delete(labourFees)
        .where(and(eq(labourFees.id, id), eq(labourFees.version, version)))
        .returning({ id: labourFees.id });
      if (!deleted.length) throw conflict();
      return { id };
    });
  }

  // ─────────────────────────────────────────── settlement ──────────────────────────────────────────

  settlements(user: AuthUser, q: repo.SettlementListQuery) {
    return this.database.tenantRead(user, (tx) => repo.listSettlements(tx, user.tenantId, q));
  }

  settlementRows(user: AuthUser, q: repo.SettlementExportQuery) {
    return this.database.tenantRead(user, (tx) =>
      repo.exportSettlements(tx, user.tenantId, q, EXPORT_MAX_ROWS),
    );
  }

  async groupFees(user: AuthUser, auditorId: string, month: string) {
    const rows = await this.database.tenantRead(user, (tx) =>
      repo.feesOfGroup(tx, user.tenantId, auditorId, month),
    );
    return rows.map(repo.feeOut);
  }

  /** Locks the group's fees (one auditor, one work month) in a stable order. */
  private async lockGroup(tx: Tx, tenantId: number, auditorId: string, month: string) {
    return tx
      .select()
      .from(labourFees)
      .where(
        and(
          eq(labourFees.tenantId, tenantId),
          eq(labourFees.auditorId, auditorId),
          eq(labourFees.workMonth, month),
        ),
      )
      .orderBy(labourFees.id)
      .for('update');
  }

  /** Approves the group's submitted fees; refused when the approver submitted one of them. */
  approve(user: AuthUser, auditorId: string, month: string) {
    return this.database.tenantTx(user, async (tx) => {
      const group = await this.lockGroup(tx, user.tenantId, auditorId, month);
      const submitted = group.filter((f) => f.status === LABOUR_FEE_STATUS.submitted);
      if (!submitted.length) throw badRequest('没有待审核的劳务费');
      for (const fee of submitted) {
        const refusal = labourFeeRefusal(fee, 'approve', user.userId);
        if (refusal) throw badRequest(refusal);
      }
      await tx
        .update(labourFees)
        .set({
          status: LABOUR_FEE_STATUS.approved,
          approvedBy: user.userId,
          approvedAt: new Date(),
          version: sql`${labourFees.version} + 1`,
          updatedAt: new Date(),
          updatedBy: user.userId,
        })
        .where(
          inArray(
            labourFees.id,
            submitted.map((f) => f.id),
          ),
        );
      return { count: submitted.length };
    });
  }

  /**
   * Pays the group's approved fees as one payment on the date: the tax withheld is the tax of all
   * the person's labour fees paid in that calendar month less what was withheld before in it.
   */
  pay(user: AuthUser, body: { auditorId: string; month: string; paidDate: string; paidRef: string }) {
    return this.database.tenantTx(user, async (tx) => {
      const group = await this.lockGroup(tx, user.tenantId, body.auditorId, body.month);
      if (!group.length) throw notFound();
      if (group.some((f) => f.status === LABOUR_FEE_STATUS.submitted))
        throw badRequest('该审核员当月还有未审核的劳务费，请先审核');
      const approved = group.filter((f) => f.status === LABOUR_FEE_STATUS.approved);
      if (!approved.length) throw badRequest('没有待发放的劳务费');
      if (approved.some((f) => f.answer === LABOUR_FEE_ANSWER.queried))
        throw badRequest('审核员对其中的劳务费有疑问，请先处理');
      // Payments of one person are serialised: the month's earlier payments decide this one's tax.
      await tx.execute(
        sql`select pg_advisory_xact_lock(hashtext('labour_fee_payments'), hashtext(${body.auditorId}))`,
      );
      const payMonth = body.paidDate.slice(0, 7);
      const before = await repo.paidInMonth(tx, user.tenantId, body.auditorId, payMonth);
      const gross = approved.reduce((sum, f) => sum + f.amount, 0);
      const all = labourTax(before.gross + gross);
      const previous = labourTax(before.gross);
      const tax = Math.max(0, all.tax - before.tax);
      await tx.insert(labourFeePayments).values({
        tenantId: user.tenantId,
        auditorId: body.auditorId,
        workMonth: body.month,
        payMonth,
        paidDate: body.paidDate,
        paidRef: body.paidRef,
        rows: approved.length,
        gross,
        taxable: all.taxable - previous.taxable,
        tax,
        net: gross - tax,
        createdBy: user.userId,
        updatedBy: user.userId,
      });
      await tx
        .update(labourFees)
        .set({
          status: LABOUR_FEE_STATUS.paid,
          paidDate: body.paidDate,
          paidRef: body.paidRef,
          version: sql`${labourFees.version} + 1`,
          updatedAt: new Date(),
          updatedBy: user.userId,
        })
        .where(
          inArray(
            labourFees.id,
            approved.map((f) => f.id),
          ),
        );
      return { count: approved.length };
    });
  }

  // ─────────────────────────────────────────── auditor zone ────────────────────────────────────────

  private async me(tx: Reader, user: AuthUser) {
    return (await auditorOfUser(tx, user.tenantId, user.userId))?.id ?? null;
  }

  myFees(user: AuthUser, q: repo.LabourFeeListQuery) {
    return this.database.tenantRead(user, async (tx) => {
      const me = await this.me(tx, user);
      if (!me) return pageOf([], 0, q.pageNo, q.pageSize);
      return repo.listFees(tx, user.tenantId, q, me);
    });
  }

  myFeeRows(user: AuthUser, q: repo.LabourFeeExportQuery) {
    return this.database.tenantRead(user, async (tx) => {
      const me = await this.me(tx, user);
      return me ? repo.exportFees(tx, user.tenantId, q, EXPORT_MAX_ROWS, me) : [];
    });
  }

  answerMyFee(user: AuthUser, id: string, version: number, action: 'confirm' | 'query', reason = '') {
    return this.database.tenantTx(user, async (tx) => {
      const me = await this.me(tx, user);
      const fee = await this.lockFee(tx, user.tenantId, id).catch(() => null);
      // Another auditor's fee does not exist for this one.
      if (!me || !fee || fee.auditorId !== me) throw notFound();
      const refusal = labourFeeRefusal(fee, action);
      if (refusal) throw badRequest(refusal);
      const saved = await updateVersioned(
        tx,
        labourFees,
        id,
        version,
        {
          answer: action === 'confirm' ? LABOUR_FEE_ANSWER.confirmed : LABOUR_FEE_ANSWER.queried,
          answerReason: reason,
          answeredAt: new Date(),
        },
        user.userId,
      );
      if (action === 'query' && fee.submittedBy)
        await this.notifier.send(tx, user.tenantId, {
          title: '劳务费疑问',
          content: `审核员对 ${fee.planNo || fee.standard} 的劳务费（${fenToYuan(fee.amount)} 元）有疑问：${reason}`,
          userIds: [fee.submittedBy, ...(fee.approvedBy ? [fee.approvedBy] : [])],
        });
      return { id, version: saved.version };
    });
  }

  mySlips(user: AuthUser, q: repo.SalaryListQuery) {
    return this.database.tenantRead(user, async (tx) => {
      const me = await this.me(tx, user);
      if (!me) return pageOf([], 0, q.pageNo, q.pageSize);
      return repo.listSlips(tx, user.tenantId, q, me);
    });
  }

  confirmMySlip(user: AuthUser, id: string, version: number) {
    return this.database.tenantTx(user, async (tx) => {
      const me = await this.me(tx, user);
      const [slip] = await tx
        .select()
        .from(salarySlips)
        .where(and(eq(salarySlips.tenantId, user.tenantId), eq(salarySlips.id, id)))
        .for('update');
      if (!me || !slip || slip.auditorId !== me || slip.status === SALARY_SLIP_STATUS.draft) throw notFound();
      if (slip.status === SALARY_SLIP_STATUS.confirmed) throw badRequest('该工资条已确认');
      const saved = await updateVersioned(
        tx,
        salarySlips,
        id,
        version,
        { status: SALARY_SLIP_STATUS.confirmed, confirmedAt: new Date() },
        user.userId,
      );
      return { id, version: saved.version };
    });
  }

  // ───────────────────────────────────────────── salary ────────────────────────────────────────────

  slips(user: AuthUser, q: repo.SalaryListQuery) {
    return this.database.tenantRead(user, (tx) => repo.listSlips(tx, user.tenantId, q));
  }

  slipRows(user: AuthUser, q: repo.SalaryExportQuery) {
    return this.database.tenantRead(user, (tx) => repo.exportSlips(tx, user.tenantId, q, EXPORT_MAX_ROWS));
  }

  /** Writes (or replaces, while not sent) the month's slips; a sent one is refused by name. */
  private async writeSlips(
    tx: Tx,
    user: AuthUser,
    slips: {
      auditorId: string;
      name: string;
      month: string;
      source: number;
      basic: number;
      labourFee: number;
      subsidy: number;
      auditDays: number;
      other: number;
      tax: number;
      remark: string;
    }[],
    where: (name: string) => string,
  ) {
    if (!slips.length) return 0;
    const existing = await tx
      .select({ auditorId: salarySlips.auditorId, month: salarySlips.month, status: salarySlips.status })
      .from(salarySlips)
      .where(
        and(
          eq(salarySlips.tenantId, user.tenantId),
          inArray(salarySlips.month, [...new Set(slips.map((s) => s.month))]),
          inArray(
            salarySlips.auditorId,
            slips.map((s) => s.auditorId),
          ),
        ),
      )
      .for('update');
    const sent = slips.filter((s) =>
      existing.some(
        (e) => e.auditorId === s.auditorId && e.month === s.month && e.status !== SALARY_SLIP_STATUS.draft,
      ),
    );
    if (sent.length)
      throw badRequest(
        sent
          .slice(0, 20)
          .map((s) => `${where(s.name)}${s.name} ${s.month} 的工资条已发送，不能覆盖`)
          .join('；'),
      );
    for (const s of slips) {
      const gross = s.basic + s.subsidy;
      const values = {
        source: s.source,
        basic: s.basic,
        labourFee: s.labourFee,
        subsidy: s.subsidy,
        auditDays: s.auditDays,
        other: s.other,
        gross,
        tax: s.tax,
        net: gross + s.other - s.tax,
        remark: s.remark,
      };
      await tx
        .insert(salarySlips)
        .values({
          ...values,
          tenantId: user.tenantId,
          auditorId: s.auditorId,
          month: s.month,
          createdBy: user.userId,
          updatedBy: user.userId,
        })
        .onConflictDoUpdate({
          target: [salarySlips.tenantId, salarySlips.auditorId, salarySlips.month],
          set: {
            ...values,
            version: sql`${salarySlips.version} + 1`,
            updatedAt: new Date(),
            updatedBy: user.userId,
          },
        });
    }
    return slips.length;
  }

  /** Imports parsed rows (names matched to auditors; any problem: nothing imported). */
  importSlips(user: AuthUser, rows: ImportedSlip[]) {
    return this.database.tenantTx(user, async (tx) => {
      const names = [...new Set(rows.map((r) => r.name))];
      const found = await tx
        .select({ id: auditorsView.id, name: auditorsView.name })
        .from(auditorsView)
        .where(and(eq(auditorsView.tenantId, user.tenantId), inArray(auditorsView.name, names)));
      const errors: string[] = [];
      const slips = [];
      for (const r of rows) {
        const matches = found.filter((a) => a.name === r.name);
        if (matches.length !== 1) {
          errors.push(
            `第${r.line}行：姓名列 ${matches.length ? '有重名的审核员，无法对应' : `审核员“${r.name}”不存在`}`,
          );
          continue;
        }
        slips.push({ ...r, auditorId: matches[0]!.id, source: 1, labourFee: 0, auditDays: 0 });
      }
      if (errors.length) throw badRequest(`导入失败：${errors.slice(0, 20).join('；')}`);
      const byLine = new Map(rows.map((r) => [r.name, r.line]));
      return { imported: await this.writeSlips(tx, user, slips, (name) => `第${byLine.get(name)}行：`) };
    });
  }

  /** Builds the month's slips from its labour fees (not drafts) and the audit-days subsidy. */
  buildSlips(user: AuthUser, month: string) {
    return this.database.tenantTx(user, async (tx) => {
      const fees = await tx
        .select({
          auditorId: labourFees.auditorId,
          name: sql<string>`max(${auditorsView.name})`,
          amount: sql<string>`sum(${labourFees.amount})`,
        })
        .from(labourFees)
        .innerJoin(auditorsView, eq(auditorsView.id, labourFees.auditorId))
        .where(
          and(
            eq(labourFees.tenantId, user.tenantId),
            eq(labourFees.workMonth, month),
            sql`${labourFees.status} > 0`,
          ),
        )
        .groupBy(labourFees.auditorId);
      if (!fees.length) throw badRequest(`${month} 没有已提交的劳务费`);
      const days = await auditDaysIn(
        tx,
        user.tenantId,
        month,
        fees.map((f) => f.auditorId),
      );
      const payments = await tx
        .select({ auditorId: labourFeePayments.auditorId, tax: sql<string>`sum(${labourFeePayments.tax})` })
        .from(labourFeePayments)
        .where(and(eq(labourFeePayments.tenantId, user.tenantId), eq(labourFeePayments.workMonth, month)))
        .groupBy(labourFeePayments.auditorId);
      const slips = fees.map((f) => {
        const labourFee = Number(f.amount);
        const auditDays = days.get(f.auditorId) ?? 0;
        const withheld = payments.find((p) => p.auditorId === f.auditorId);
        return {
          auditorId: f.auditorId,
          name: f.name,
          month,
          source: 2,
          basic: labourFee,
          labourFee,
          subsidy: monthlySubsidy(auditDays),
          auditDays,
          other: 0,
          tax: withheld ? Number(withheld.tax) : labourTax(labourFee).tax,
          remark: '',
        };
      });
      return { imported: await this.writeSlips(tx, user, slips, () => '') };
    });
  }

  /** Sends the month's unsent slips: each person is told through the notice channels (after commit). */
  send(user: AuthUser, month: string) {
    return this.database.tenantTx(user, async (tx) => {
      const slips = await tx
        .select({ id: salarySlips.id, net: salarySlips.net, userId: auditorsView.userId })
        .from(salarySlips)
        .innerJoin(auditorsView, eq(auditorsView.id, salarySlips.auditorId))
        .where(
          and(
            eq(salarySlips.tenantId, user.tenantId),
            eq(salarySlips.month, month),
            eq(salarySlips.status, SALARY_SLIP_STATUS.draft),
          ),
        )
        .for('update', { of: salarySlips });
      if (!slips.length) throw badRequest(`${month} 没有待发送的工资条`);
      await tx
        .update(salarySlips)
        .set({
          status: SALARY_SLIP_STATUS.sent,
          sentAt: new Date(),
          version: sql`${salarySlips.version} + 1`,
          updatedAt: new Date(),
          updatedBy: user.userId,
        })
        .where(
          inArray(
            salarySlips.id,
            slips.map((s) => s.id),
          ),
        );
      let notified = 0;
      for (const s of slips) {
        if (!s.userId) continue;
        await this.notifier.send(tx, user.tenantId, {
          title: `${month} 工资条`,
          content: `您 ${month} 的工资条已发送，实发 ${fenToYuan(s.net)} 元，请在 审核员专区 → 我的工资条 中查看并确认。`,
          userIds: [s.userId],
        });
        notified++;
      }
      return { sent: slips.length, notified };
    });
  }
}

export interface ImportedSlip {
  line: number;
  month: string;
  name: string;
  basic: number;
  subsidy: number;
  other: number;
  tax: number;
  remark: string;
}

/**
 * Distinct calendar days each auditor is booked on an approved plan within the month (a plan across
 * two months counts its days in each; BUSINESS.md §3 subsidy).
 */
export async function auditDaysIn(tx: Reader, tenantId: number, month: string, auditorIds: string[]) {
  const first = `${month}-01`;
  const [y, m] = month.split('-').map(Number) as [number, number];
  const last = `${month}-${String(new Date(Date.UTC(y, m, 0)).getUTCDate()).padStart(2, '0')}`;
  const rows = await tx
    .select({ auditorId: planTeamMembersView.auditorId, halfDays: planTeamMembersView.halfDays })
    .from(planTeamMembersView)
    .innerJoin(auditPlansView, eq(auditPlansView.id, planTeamMembersView.planId))
    .where(
      and(
        eq(planTeamMembersView.tenantId, tenantId),
        inArray(planTeamMembersView.auditorId, auditorIds),
        eq(auditPlansView.status, 3),
        lte(auditPlansView.startDate, last),
        gte(auditPlansView.endDate, first),
      ),
    );
  const days = new Map<string, Set<string>>();
  for (const r of rows) {
    const set = days.get(r.auditorId) ?? new Set<string>();
    for (const key of r.halfDays) if (key.startsWith(month)) set.add(key.slice(0, 10));
    days.set(r.auditorId, set);
  }
  return new Map([...days].map(([id, set]) => [id, set.size]));
}
