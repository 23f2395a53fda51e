/**
 * Application numbers: the tenant's pattern (application_number_rules, default
 * DEFAULT_APPLICATION_NUMBER_PATTERN) and one counter per number scope, incremented with an upsert
 * inside the creating transaction, so concurrent creations never draw the same serial and a
 * rolled-back creation leaves no gap-causing half record.
 */
import {
  applicationNumberScope,
  calendarDateOf,
  DEFAULT_APPLICATION_NUMBER_PATTERN,
  formatApplicationNumber,
  numberPatternError,
} from '@cb/domain';
import { eq, sql } from 'drizzle-orm';
import type { Reader, Tx } from '../../platform/db/database.ts';
import { inTenant } from '../../platform/db/tenant.ts';
import { updateVersioned } from '../../platform/db/versioned.ts';
import { badRequest } from '../../platform/http/errors.ts';
import { applicationNumberCounters, applicationNumberRules, applications } from './schema.ts';

/** Today in China time as YYYY-MM-DD. */
export const chinaDate = (at: Date = new Date()) => calendarDateOf(at);

export interface NumberRule {
  pattern: string;
  /** 0 while the tenant still uses the default (no row yet). */
  version: number;
}

export async function readNumberRule(tx: Reader, tenantId: number): Promise<NumberRule> {
  const [row] = await tx
    .select({ pattern: applicationNumberRules.pattern, version: applicationNumberRules.version })
    .from(applicationNumberRules)
    .where(eq(applicationNumberRules.tenantId, tenantId));
  return row ?? { pattern: DEFAULT_APPLICATION_NUMBER_PATTERN, version: 0 };
}

export async function writeNumberRule(
  tx: Tx,
  tenantId: number,
  pattern: string,
  version: number,
  actorId: string,
): Promise<NumberRule> {
  const error = numberPatternError(pattern);
  if (error) throw badRequest(error);
  const [row] = await tx
    .select({ id: applicationNumberRules.id })
    .from(applicationNumberRules)
    .where(eq(applicationNumberRules.tenantId, tenantId));
  if (!row) {
    if (version !== 0) throw badRequest('版本号错误');
    const [created] = await tx
      .insert(applicationNumberRules)
      .values({ tenantId, pattern, createdBy: actorId, updatedBy: actorId })
      .onConflictDoNothing()
      .returning({ pattern: applicationNumberRules.pattern, version: applicationNumberRules.version });
    if (!created) throw badRequest('编号规则已被他人修改，请刷新后重试');
    return created;
  }
  const updated = await updateVersioned(tx, applicationNumberRules, row.id, version, { pattern }, actorId);
  return { pattern: updated.pattern, version: updated.version };
}

/** Draws the next number of the tenant's pattern for the given day (YYYY-MM-DD). */
export async function nextApplicationNumber(tx: Tx, tenantId: number, date: string): Promise<string> {
  const { pattern } = await readNumberRule(tx, tenantId);
  const scope = applicationNumberScope(pattern, date);
  // A pattern changed back and forth can meet numbers already issued: skip those.
  for (let attempt = 0; attempt < 1000; attempt++) {
    const [counter] = await tx
      .insert(applicationNumberCounters)
      .values({ tenantId, scope, lastValue: 1 })
      .onConflictDoUpdate({
        target: [applicationNumberCounters.tenantId, applicationNumberCounters.scope],
        set: { lastValue: sql`${applicationNumberCounters.lastValue} + 1` },
      })
      .returning({ lastValue: applicationNumberCounters.lastValue });
    const applyNo = formatApplicationNumber(pattern, date, counter!.lastValue);
    const [taken] = await tx
      .select({ id: applications.id })
      .from(applications)
      .where(inTenant(applications, tenantId, [eq(applications.applyNo, applyNo)]));
    if (!taken) return applyNo;
  }
  throw badRequest('无法生成申请编号，请检查编号规则');
}
