/**
 * Review tasks are opened by other areas inside their own transactions:
 * - an accepted application (applications/hooks.ts → `createApplicationReview`), one item per
 *   standard of the application;
 * - a change that needs an audit (变更审批 → `openChangeReview`), one item: the contract item the
 *   change concerns, audit type 11 (scope extension) or 21 (change audit).
 * Both calculate the first figures (audit time, sample, competence, fee quotation) at once, so the
 * list shows them before the reviewer opens the task.
 */
import { APPLICATION_TYPE_TRANSFER, CONTRACT_STATUS, highestRisk, type ReviewItemInput } from '@cb/domain';
import { asc, eq, inArray } from 'drizzle-orm';
import type { AuthUser } from '../../platform/auth/tokens.ts';
import { authoredBy } from '../../platform/db/columns.ts';
import type { Reader, Tx } from '../../platform/db/database.ts';
import { inTenant } from '../../platform/db/tenant.ts';
import { AppError, badRequest, notFound } from '../../platform/http/errors.ts';
import { uuidv7 } from '../../platform/ids.ts';
import {
  applicationChangesView,
  applicationItemsWithStandards,
  applicationsView,
} from '../applications/door.ts';
import { enterpriseSitesView } from '../customers/door.ts';
import { professionalCodesView, standardsView } from '../reference/door.ts';
import { type ComputedReview, computeReview, type ItemContext } from './compute.ts';
import { ITEM_COMPUTED_DAYS, ITEM_PART_TIME, ITEM_SAMPLES, ITEM_SCOPE, pickFields } from './item-fields.ts';
import {
  contractItems,
  contracts,
  type ReviewSite,
  reviewFeeLines,
  reviewItems,
  reviewTasks,
} from './schema.ts';

/** The enterprise's sites as review sites. */
async function sitesOf(tx: Tx, tenantId: number, enterpriseId: string): Promise<ReviewSite[]> {
  const rows = await tx
    .select()
    .from(enterpriseSitesView)
    .where(inTenant(enterpriseSitesView, tenantId, [eq(enterpriseSitesView.enterpriseId, enterpriseId)]))
    .orderBy(asc(enterpriseSitesView.sortNo));
  return rows.map((s) => ({
    name: s.name,
    address: s.address,
    headcount: s.headcount,
    central: s.isCentralFunction,
  }));
}

/** The code table's risk of each code of a standard. */
export async function codeRisks(tx: Reader, tenantId: number, standardId: string, codes: readonly string[]) {
  if (!codes.length) return [];
  const rows = await tx
    .select({
      code: professionalCodesView.certCodeCustom,
      riskLevel: professionalCodesView.riskLevel,
      name: professionalCodesView.proName,
    })
    .from(professionalCodesView)
    .where(
      inTenant(professionalCodesView, tenantId, [
        eq(professionalCodesView.certificateStandardId, standardId),
        inArray(professionalCodesView.certCodeCustom, [...codes]),
      ]),
    );
  return codes.map((code) => {
    const matches = rows.filter((r) => r.code === code);
    return {
      code,
      riskLevel: highestRisk(matches.map((m) => m.riskLevel)),
      name: matches.map((m) => m.name).join('；'),
    };
  });
}

/** Writes a computed review's items (by their ids) and replaces its fee lines. */
export async function writeComputed(
  tx: Tx,
  user: AuthUser,
  taskId: string,
  itemIds: readonly string[],
  computed: ComputedReview,
): Promise<void> {
  for (const [i, item] of computed.items.entries()) {
    await tx
      .update(reviewItems)
      .set({
        ...pickFields(item, ITEM_SCOPE),
        ...pickFields(item, ITEM_PART_TIME),
        effectivePersonnel: item.effectivePersonnel,
        sites: item.sites,
        ...pickFields(item, ITEM_SAMPLES),
        accreditationMark: item.accreditationMark,
        adjustments: item.adjustments,
        ...pickFields(item, ITEM_COMPUTED_DAYS),
        surveillanceFrequency: item.surveillanceFrequency,
        confirmed: item.confirmed ? 1 : 0,
        updatedAt: new Date(),
        updatedBy: user.userId,
      })
      .where(inTenant(reviewItems, user.tenantId, [eq(reviewItems.id, itemIds[i]!)]));
  }
  await tx
    .delete(reviewFeeLines)
    .where(inTenant(reviewFeeLines, user.tenantId, [eq(reviewFeeLines.reviewTaskId, taskId)]));
  if (computed.feeLines.length)
    await tx.insert(reviewFeeLines).values(
      computed.feeLines.map((l, n) => ({
        tenantId: user.tenantId,
        reviewTaskId: taskId,
        reviewItemId: l.itemIndex === null ? null : itemIds[l.itemIndex]!,
        auditType: l.auditType,
        feeType: l.feeType,
        tariffAmount: l.tariffAmount,
        amount: l.amount,
        overridden: l.overridden ? 1 : 0,
        overrideReason: l.overrideReason,
        sortNo: n,
        createdBy: user.userId,
        updatedBy: user.userId,
      })),
    );
}

interface NewItem {
  applicationItemId: string | null;
  certificateStandardId: string;
  standardCode: string;
  standardName: string;
  standardVersion: string;
  input: ReviewItemInput;
}

async function createTask(
  tx: Tx,
  user: AuthUser,
  task: {
    reviewType: 1 | 2;
    auditType: number;
    applicationId: string;
    enterpriseId: string;
    applicationChangeId?: string | null;
    contractItemId?: string | null;
  },
  items: readonly NewItem[],
): Promise<string> {
  const taskId = uuidv7();
  const who = authoredBy(user);
  await tx.insert(reviewTasks).values({ id: taskId, ...who, ...task });
  const ids = items.map(() => uuidv7());
  if (items.length)
    await tx.insert(reviewItems).values(
      items.map((item, i) => ({
        id: ids[i]!,
        ...who,
        reviewTaskId: taskId,
        applicationItemId: item.applicationItemId,
        certificateStandardId: item.certificateStandardId,
        standardCode: item.standardCode,
        standardVersion: item.standardVersion,
        scopeZh: item.input.scopeZh,
        sortNo: i,
      })),
    );
  // First figures; an input the calculator refuses (a standard without a table, say) waits for
  // the reviewer, who sees the message when saving.
  const contexts: ItemContext[] = items.map((i) => ({
    standardCode: i.standardCode,
    standardName: i.standardName,
  }));
  const computed = await computeReview(
    tx,
    user.tenantId,
    task.auditType,
    items.map((i) => i.input),
    contexts,
    0,
    null,
  ).catch((error: unknown) => {
    if (error instanceof AppError && error.status === 400) return null;
    throw error;
  });
  if (computed) {
    await writeComputed(tx, user, taskId, ids, computed);
    await tx
      .update(reviewTasks)
      .set({ totalDays: computed.totalDays, competenceWarnings: computed.competenceWarnings })
      .where(eq(reviewTasks.id, taskId));
  }
  return taskId;
}

/** An accepted application opens its review: one item per standard, sites from the enterprise. */
export async function createApplicationReview(
  tx: Tx,
  user: AuthUser,
  applicationId: string,
): Promise<string> {
  const [app] = await tx
    .select()
    .from(applicationsView)
    .where(inTenant(applicationsView, user.tenantId, [eq(applicationsView.id, applicationId)]));
  if (!app) throw notFound('申请不存在');
  const rows = await applicationItemsWithStandards(tx, user.tenantId, applicationId);
  const sites = await sitesOf(tx, user.tenantId, app.enterpriseId);
  const items: NewItem[] = [];
  for (const { item, code, name } of rows) {
    const risks = await codeRisks(tx, user.tenantId, item.certificateStandardId, item.professionalCodes);
    const risk = item.riskLevel ?? highestRisk(risks.map((r) => r.riskLevel));
    items.push({
      applicationItemId: item.id,
      certificateStandardId: item.certificateStandardId,
      standardCode: code,
      standardName: name,
      standardVersion: item.standardVersion,
      input: {
        id: uuidv7(),
        scopeZh: item.scopeZh,
        scopeEn: item.scopeEn,
        professionalCodes: item.professionalCodes,
        reportingCodes: item.professionalCodes,
        riskLevel: code === 'S' && risk === 4 ? 3 : risk,
        headcount: Math.max(item.effectivePersonnel, 1),
        sites,
        accreditationMark: ['Q', 'E', 'S'].includes(code) ? 'CNAS' : '',
      },
    });
  }
  return createTask(
    tx,
    user,
    {
      reviewType: 1,
      auditType: app.applicationType === APPLICATION_TYPE_TRANSFER ? 5 : app.applicationType === 3 ? 21 : 1,
      applicationId,
      enterpriseId: app.enterpriseId,
    },
    items,
  );
}

/**
 * Opens a change review for one contract item (变更审批 decides a change needs an audit): audit type
 * 11 scope extension or 21 change audit. Runs in the caller's transaction; answers the task's id.
 */
export async function openChangeReview(
  tx: Tx,
  user: AuthUser,
  args: { applicationChangeId: string; contractItemId: string; auditType: 11 | 21 },
): Promise<{ reviewTaskId: string }> {
  if (args.auditType !== 11 && args.auditType !== 21)
    throw badRequest('变更审核类型只能是 11 扩大认证范围或 21 变更审核');
  const [row] = await tx
    .select({
      item: contractItems,
      contract: contracts,
      code: standardsView.code,
      name: standardsView.name,
    })
    .from(contractItems)
    .innerJoin(contracts, eq(contracts.id, contractItems.contractId))
    .innerJoin(standardsView, eq(standardsView.id, contractItems.certificateStandardId))
    .where(inTenant(contractItems, user.tenantId, [eq(contractItems.id, args.contractItemId)]));
  if (!row) throw notFound('合同项目不存在');
  if (row.contract.status !== CONTRACT_STATUS.approved) throw badRequest('合同未审批，不能发起变更评审');
  const [change] = await tx
    .select({ id: applicationChangesView.id })
    .from(applicationChangesView)
    .where(
      inTenant(applicationChangesView, user.tenantId, [
        eq(applicationChangesView.id, args.applicationChangeId),
      ]),
    );
  if (!change) throw notFound('变更申请不存在');
  const { item } = row;
  const reviewTaskId = await createTask(
    tx,
    user,
    {
      reviewType: 2,
      auditType: args.auditType,
      applicationId: row.contract.applicationId,
      enterpriseId: row.contract.enterpriseId,
      applicationChangeId: args.applicationChangeId,
      contractItemId: args.contractItemId,
    },
    [
      {
        applicationItemId: null,
        certificateStandardId: item.certificateStandardId,
        standardCode: row.code,
        standardName: row.name,
        standardVersion: item.standardVersion,
        input: {
          id: uuidv7(),
          scopeZh: item.scopeZh,
          scopeEn: item.scopeEn,
          professionalCodes: item.professionalCodes,
          reportingCodes: item.reportingCodes,
          riskLevel: item.riskLevel,
          headcount: Math.max(item.effectivePersonnel, 1),
          sites: item.sites,
          accreditationMark: item.accreditationMark,
          surveillanceFrequency: item.surveillanceFrequency,
        },
      },
    ],
  );
  return { reviewTaskId };
}
