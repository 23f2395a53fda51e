/**
 * Approving a contract review (htps), the step that makes a contract: inside the caller's
 * transaction every standard must be confirmed and its codes within the claimed accreditation; the
 * contract awaiting approval is created with the next number of the body's pattern (default
 * HT{yyyy}{seq:5}, its counter locked) and one item per standard, or, for a change review, its
 * contract item updated; the review's listeners run in the same transaction. The review service
 * and the seed both approve through it.
 */
import {
  applicationNumberScope,
  CONTRACT_STATUS,
  calendarDateOf,
  contractNumberPatternError,
  formatApplicationNumber,
  reviewApprovalError,
  reviewTransition,
  sumAmounts,
} from '@cb/domain';
import { eq, sql } from 'drizzle-orm';
import type { AuthUser } from '../../platform/auth/tokens.ts';
import { authoredBy } from '../../platform/db/columns.ts';
import type { Tx } from '../../platform/db/database.ts';
import { inTenant } from '../../platform/db/tenant.ts';
import { updateVersioned } from '../../platform/db/versioned.ts';
import { badRequest, conflict } from '../../platform/http/errors.ts';
import { runChangeReviewApproved } from './hooks.ts';
import { ITEM_DAYS, ITEM_SAMPLES, ITEM_SCOPE, pickFields } from './item-fields.ts';
import { readContractNumberRule } from './number-rule.ts';
import { readAccreditations } from './policy.ts';
import { readFeeLines, readReviewItems, readReviewTask } from './repository.ts';
import { contractItems, contractNumberCounters, contracts, type ReviewSite, reviewTasks } from './schema.ts';

/** The contract number from the body's pattern (default HT{yyyy}{seq:5}) and its counter. */
export async function nextContractNumber(tx: Tx, tenantId: number, date: string): Promise<string> {
  const { pattern } = await readContractNumberRule(tx, tenantId);
  if (contractNumberPatternError(pattern)) throw badRequest('合同编号规则无效，请联系管理员');
  const scope = applicationNumberScope(pattern, date);
  for (let attempt = 0; attempt < 1000; attempt++) {
    const [counter] = await tx
      .insert(contractNumberCounters)
      .values({ tenantId, scope, lastValue: 1 })
      .onConflictDoUpdate({
        target: [contractNumberCounters.tenantId, contractNumberCounters.scope],
        set: { lastValue: sql`${contractNumberCounters.lastValue} + 1` },
      })
      .returning({ lastValue: contractNumberCounters.lastValue });
    const contractNo = formatApplicationNumber(pattern, date, counter!.lastValue);
    const [taken] = await tx
      .select({ id: contracts.id })
      .from(contracts)
      .where(inTenant(contracts, tenantId, [eq(contracts.contractNo, contractNo)]));
    if (!taken) return contractNo;
  }
  throw badRequest('无法生成合同编号，请检查编号规则');
}

/**
 * Approves a pending review in the caller's transaction: every standard confirmed, codes within
 * the claimed accreditation; creates the contract awaiting approval (number from the body's
 * pattern) with one item per standard — or, for a change review, updates its contract item.
 */
export async function approveReviewIn(
  tx: Tx,
  user: AuthUser,
  body: { id: string; version: number },
  now: Date,
): Promise<{ id: string; version: number; contractId: string; contractNo: string }> {
  const row = await readReviewTask(tx, user.tenantId, body.id);
  const step = reviewTransition(row.task.status, 'approve');
  if (!step.ok) throw badRequest(step.message);
  const task = row.task;
  const next = step.status;
  const items = await readReviewItems(tx, user.tenantId, body.id);

  if (task.version !== body.version) throw conflict();
  const problem = reviewApprovalError(
    items.map((i) => ({
      standardName: i.standardName,
      confirmed: i.item.confirmed,
      adjustedDays: i.item.adjustedDays,
    })),
  );
  if (problem) throw badRequest(problem);
  const accreditations = await readAccreditations(tx, user.tenantId);
  for (const { item, standardName, standardCode } of items) {
    if (!item.accreditationMark) continue;
    const acc = accreditations.find(
      (a) => a.standardCode === standardCode && a.mark === item.accreditationMark,
    );
    const gaps = item.professionalCodes.filter((c) => !(acc?.iafCodes ?? []).includes(Number(c.slice(0, 2))));
    if (gaps.length)
      throw badRequest(
        `“${standardName}”的专业代码 ${gaps.join('、')} 不在 ${item.accreditationMark} 认可范围内，请去掉认可标志`,
      );
  }
  const fees = await readFeeLines(
    tx,
    user.tenantId,
    task.id,
    items.map((i) => i.item.id),
  );
  let contractId: string;
  let contractNo: string;
  if (task.reviewType === 2 && task.contractItemId) {
    const [ci] = await tx
      .select({ item: contractItems, contract: contracts })
      .from(contractItems)
      .innerJoin(contracts, eq(contracts.id, contractItems.contractId))
      .where(inTenant(contractItems, user.tenantId, [eq(contractItems.id, task.contractItemId)]));
    if (!ci) throw badRequest('合同项目不存在');
    const it = items[0]!.item;
    await updateVersioned(
      tx,
      contractItems,
      ci.item.id,
      ci.item.version,
      {
        ...pickFields(it, ITEM_SCOPE),
        effectivePersonnel: it.effectivePersonnel,
        surveillanceDays: it.surveillanceDays,
        recertificationDays: it.recertificationDays,
        sites: it.sites,
        ...pickFields(it, ITEM_SAMPLES),
        accreditationMark: it.accreditationMark,
        fees: [
          ...ci.item.fees,
          ...fees.map((f) => ({ auditType: f.auditType, feeType: f.feeType, amount: f.amount })),
        ],
      },
      user.userId,
    );
    contractId = ci.contract.id;
    contractNo = ci.contract.contractNo;
  } else {
    contractNo = await nextContractNumber(tx, user.tenantId, calendarDateOf(now));
    const [contract] = await tx
      .insert(contracts)
      .values({
        ...authoredBy(user),
        contractNo,
        reviewTaskId: task.id,
        applicationId: task.applicationId,
        enterpriseId: task.enterpriseId,
        status: CONTRACT_STATUS.awaitingApproval,
        surveillanceFrequency: Math.min(...items.map((i) => i.item.surveillanceFrequency)),
        integrationPercent: task.integrationPercent,
        totalDays: task.totalDays,
        totalFee: sumAmounts(fees.map((f) => f.amount)),
        reviewerId: user.userId,
      })
      .returning({ id: contracts.id });
    contractId = contract!.id;
    await tx.insert(contractItems).values(
      items.map(({ item }, index) => ({
        tenantId: user.tenantId,
        contractId,
        reviewItemId: item.id,
        certificateStandardId: item.certificateStandardId,
        standardCode: items[index]!.standardCode,
        standardVersion: item.standardVersion,
        ...pickFields(item, ITEM_SCOPE),
        ...pickFields(item, ITEM_DAYS),
        surveillanceFrequency: item.surveillanceFrequency,
        accreditationMark: item.accreditationMark,
        isTransfer: task.auditType === 5 || task.auditType === 7 ? 1 : 0,
        sites: item.sites as ReviewSite[],
        ...pickFields(item, ITEM_SAMPLES),
        fees: fees
          .filter((f) => f.itemIndex === index)
          .map((f) => ({ auditType: f.auditType, feeType: f.feeType, amount: f.amount })),
        sortNo: index,
        createdBy: user.userId,
        updatedBy: user.userId,
      })),
    );
  }
  const saved = await tx
    .update(reviewTasks)
    .set({
      status: next,
      reviewerId: user.userId,
      reviewedAt: now,
      contractId,
      version: sql`${reviewTasks.version} + 1`,
      updatedAt: now,
      updatedBy: user.userId,
    })
    .where(eq(reviewTasks.id, task.id))
    .returning({ id: reviewTasks.id, version: reviewTasks.version });
  if (task.reviewType === 2 && task.contractItemId && task.applicationChangeId)
    await runChangeReviewApproved(tx, user, {
      reviewTaskId: task.id,
      applicationChangeId: task.applicationChangeId,
      contractItemId: task.contractItemId,
      auditType: task.auditType,
    });
  return { id: saved[0]!.id, version: saved[0]!.version, contractId, contractNo };
}
