/**
 * The administrator's audit-time data: duration tables as versions (adding one activates it for
 * new calculations; reviews keep their stored justification), MD 5 Annex C factors and the fee
 * tariff. Each write is one transaction and in the audit trail.
 */
import type { auditTimeFactorBody, durationTableBody, feeTariffBody } from '@cb/domain';
import { asc, eq, ne, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { AuthUser } from '../../platform/auth/tokens.ts';
import { withUniqueMessages } from '../../platform/crud/index.ts';
import { authoredBy } from '../../platform/db/columns.ts';
import type { Database } from '../../platform/db/database.ts';
import { inTenant } from '../../platform/db/tenant.ts';
import { updateVersioned } from '../../platform/db/versioned.ts';
import { badRequest } from '../../platform/http/errors.ts';
import { auditDurationTables, auditTimeFactors, feeTariffs } from './schema.ts';

/** Why a duration table is unusable, or null: contiguous bands from 1, one figure per band per column. */
export function durationTableError(t: z.output<typeof durationTableBody>): string | null {
  if (t.bands[0]!.from !== 1) return '第一个人数段须从1开始';
  for (const [i, b] of t.bands.entries()) {
    if (b.to < b.from) return `第${i + 1}个人数段的上限小于下限`;
    if (i > 0 && b.from !== t.bands[i - 1]!.to + 1)
      return `第${i + 1}个人数段须紧接上一段（从 ${t.bands[i - 1]!.to + 1} 开始）`;
  }
  const columns = Object.entries(t.columns);
  if (!columns.length) return '请至少填写一列审核时间';
  if (t.standard === 'S' && t.columns.limited) return '职业健康安全管理体系没有“有限”复杂程度';
  if ((t.standard === 'Q' || t.standard === 'ISMS') && !t.columns.all)
    return '该标准的审核时间表只有一列（all）';
  for (const [name, days] of columns)
    if (days!.length !== t.bands.length) return `“${name}”列须有 ${t.bands.length} 个数值（每个人数段一个）`;
  return null;
}

export class AuditTimeConfigService {
  constructor(private readonly database: Database) {}

  durationTables(user: AuthUser) {
    return this.readAll(
      user,
      auditDurationTables,
      [asc(auditDurationTables.standard), asc(auditDurationTables.createdAt)],
      (r) => ({
        id: r.id,
        version: r.version,
        standard: r.standard,
        tableVersion: r.tableVersion,
        bands: r.bands,
        columns: r.columns,
        active: r.active === 1,
        remark: r.remark,
        updatedAt: r.updatedAt.toISOString(),
      }),
    );
  }

  /** A new version of a standard's table; `activate` makes it the one new calculations use. */
  addDurationTable(user: AuthUser, body: z.output<typeof durationTableBody>) {
    const problem = durationTableError(body);
    if (problem) throw badRequest(problem);
    return this.database.tenantTx(user, (tx) =>
      withUniqueMessages(
        async () => {
          if (body.activate)
            await tx
              .update(auditDurationTables)
              .set({ active: 0, updatedBy: user.userId, updatedAt: new Date() })
              .where(
                inTenant(auditDurationTables, user.tenantId, [
                  eq(auditDurationTables.standard, body.standard),
                  eq(auditDurationTables.active, 1),
                ]),
              );
          const [row] = await tx
            .insert(auditDurationTables)
            .values({
              ...authoredBy(user),
              standard: body.standard,
              tableVersion: body.tableVersion,
              bands: body.bands,
              columns: body.columns as Record<string, number[]>,
              active: body.activate ? 1 : 0,
              remark: body.remark,
            })
            .returning({ id: auditDurationTables.id, version: auditDurationTables.version });
          return row!;
        },
        { audit_duration_tables_uq: '该标准已有同名版本的审核时间表' },
      ),
    );
  }

  /** Makes a stored version the active one of its standard. */
  activateDurationTable(user: AuthUser, body: { id: string; version: number }) {
    return this.database.tenantTx(user, async (tx) => {
      const [row] = await tx
        .select()
        .from(auditDurationTables)
        .where(inTenant(auditDurationTables, user.tenantId, [eq(auditDurationTables.id, body.id)]));
      if (!row) throw badRequest('审核时间表不存在');
      await tx
        .update(auditDurationTables)
        .set({ active: 0, updatedBy: user.userId, updatedAt: new Date() })
        .where(
          inTenant(auditDurationTables, user.tenantId, [
            eq(auditDurationTables.standard, row.standard),
            ne(auditDurationTables.id, row.id),
            eq(auditDurationTables.active, 1),
          ]),
        );
      const saved = await updateVersioned(
        tx,
        auditDurationTables,
        body.id,
        body.version,
        { active: 1 },
        user.userId,
      );
      return { id: saved.id, version: saved.version };
    });
  }

  factors(user: AuthUser) {
    return this.readAll(
      user,
      auditTimeFactors,
      [asc(auditTimeFactors.sortNo), asc(auditTimeFactors.code)],
      (r) => ({
        id: r.id,
        version: r.version,
        code: r.code,
        nameZh: r.nameZh,
        nameEn: r.nameEn,
        percent: r.percent,
        enabled: r.enabled === 1,
      }),
    );
  }

  saveFactor(user: AuthUser, body: z.output<typeof auditTimeFactorBody> & { id?: string; version?: number }) {
    return this.saveRow(
      user,
      auditTimeFactors,
      body,
      {
        code: body.code,
        nameZh: body.nameZh,
        nameEn: body.nameEn,
        percent: body.percent,
        enabled: body.enabled ? 1 : 0,
      },
      { sortNo: 100 },
      { audit_time_factors_code_uq: '因素代码已存在' },
    );
  }

  tariff(user: AuthUser) {
    return this.readAll(
      user,
      feeTariffs,
      [asc(feeTariffs.auditType), asc(feeTariffs.feeType), asc(feeTariffs.standardCode)],
      (r) => ({
        id: r.id,
        version: r.version,
        auditType: r.auditType,
        feeType: r.feeType,
        standardCode: r.standardCode,
        basis: r.basis as 1 | 2,
        unitPrice: r.unitPrice,
        enabled: r.enabled === 1,
      }),
    );
  }

  saveTariff(user: AuthUser, body: z.output<typeof feeTariffBody> & { id?: string; version?: number }) {
    return this.saveRow(
      user,
      feeTariffs,
      body,
      {
        auditType: body.auditType,
        feeType: body.feeType,
        standardCode: body.standardCode,
        basis: body.basis,
        unitPrice: body.unitPrice,
        enabled: body.enabled ? 1 : 0,
      },
      {},
      { fee_tariffs_uq: '该审核类型和费用类型已有收费标准' },
    );
  }

  /**
   * One transaction: updates the row `body.id` under its optimistic lock, or inserts a new one
   * (with `insertOnly` added) when there is no id; unique violations read as `uniqueMessages`.
   */
  private saveRow<T extends typeof auditTimeFactors | typeof feeTariffs>(
    user: AuthUser,
    table: T,
    body: { id?: string; version?: number },
    values: Partial<T['$inferInsert']>,
    insertOnly: Partial<T['$inferInsert']>,
    uniqueMessages: Record<string, string>,
  ) {
    return this.database.tenantTx(user, (tx) =>
      withUniqueMessages(async () => {
        if (body.id) {
          const saved = await updateVersioned(tx, table, body.id, body.version ?? 0, values, user.userId);
          return { id: saved.id, version: saved.version };
        }
        const [row] = await tx
          .insert(table)
          .values({
            ...values,
            tenantId: user.tenantId,
            ...insertOnly,
            createdBy: user.userId,
            updatedBy: user.userId,
          } as never)
          .returning({ id: table.id, version: table.version });
        return row!;
      }, uniqueMessages),
    );
  }

  /** The tenant's rows of one of the tables, in `order`, as records. */
  private readAll<T extends typeof auditDurationTables | typeof auditTimeFactors | typeof feeTariffs, R>(
    user: AuthUser,
    table: T,
    order: SQL[],
    toRecord: (row: T['$inferSelect']) => R,
  ) {
    return this.database.tenantRead(user, async (tx) => {
      const rows = (await tx
        .select()
        .from(table as PgTable)
        .where(eq(table.tenantId, user.tenantId))
        .orderBy(...order)) as T['$inferSelect'][];
      return rows.map(toRecord);
    });
  }
}
