/**
 * Contract review (htps) and contracts: the reviewer confirms each standard (the server recalculates
 * every figure, compute.ts), approves — which creates the contract awaiting approval and files the
 * review record htps002 as a PDF — or returns the application to the applicant with a reason. A
 * holder of the approval permission who is not the reviewer approves the contract; the approval
 * runs the registered listeners (hooks.ts) in the same transaction. Every step is versioned (409 on
 * a stale version) and in the audit trail (the tables' trigger).
 */
import {
  applicationNumberScope,
  CONTRACT_STATUS,
  type ContractDetail,
  calculatorStandard,
  calendarDateOf,
  contractApproverError,
  contractNumberPatternError,
  contractTransition,
  formatApplicationNumber,
  type ReviewDetail,
  type ReviewExportQuery,
  type ReviewListQuery,
  type ReviewPage,
  reviewApprovalError,
  type reviewEditBody,
  reviewTransition,
  sumAmounts,
} from '@cb/domain';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { AuthUser } from '../../platform/auth/tokens.ts';
import { cappedPage, orderFor, pastEnd } from '../../platform/crud/list.ts';
import type { Database, Reader, Tx } from '../../platform/db/database.ts';
import { updateVersioned } from '../../platform/db/versioned.ts';
import { RecordFileService } from '../../platform/files/record-file-service.ts';
import type { FileStorage } from '../../platform/files/storage.ts';
import { badRequest, conflict, forbidden } from '../../platform/http/errors.ts';
import { returnAcceptedApplication } from '../applications/door.ts';
import { enterpriseSitesView } from '../customers/door.ts';
import { computeReview } from './compute.ts';
import { runChangeReviewApproved, runContractApproved } from './hooks.ts';
import { readContractNumberRule } from './number-rule.ts';
import { policyData, readAccreditations, readPolicy } from './policy.ts';
import { renderReviewRecord } from './record.ts';
import {
  countReviews,
  REVIEW_DEFAULT_ORDER,
  REVIEW_SORT,
  readContract,
  readFeeLines,
  readReviewItems,
  readReviewTask,
  reviewListWhere,
  selectReviewRows,
} from './repository.ts';
import { contractItems, contractNumberCounters, contracts, type ReviewSite, reviewTasks } from './schema.ts';
import { codeRisks, writeComputed } from './tasks.ts';

export const REVIEW_RECORD_TYPE = 'contract_review';
export const CONTRACT_RECORD_TYPE = 'contract';
export const REVIEW_RECORD_DOCUMENT = 'htps002';
export const SIGNED_CONTRACT_DOCUMENT = 'htps001';

const ctx = (user: AuthUser) => ({ tenantId: user.tenantId, userId: user.userId });

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
      .where(and(eq(contracts.tenantId, tenantId), eq(contracts.contractNo, contractNo)));
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
      .where(and(eq(contractItems.tenantId, user.tenantId), eq(contractItems.id, task.contractItemId)));
    if (!ci) throw badRequest('合同项目不存在');
    const it = items[0]!.item;
    await updateVersioned(
      tx,
      contractItems,
      ci.item.id,
      ci.item.version,
      {
        scopeZh: it.scopeZh,
        scopeEn: it.scopeEn,
        professionalCodes: it.professionalCodes,
        reportingCodes: it.reportingCodes,
        riskLevel: it.riskLevel,
        headcount: it.headcount,
        effectivePersonnel: it.effectivePersonnel,
        surveillanceDays: it.surveillanceDays,
        recertificationDays: it.recertificationDays,
        sites: it.sites,
        sampleInitial: it.sampleInitial,
        sampleSurveillance: it.sampleSurveillance,
        sampleRecertification: it.sampleRecertification,
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
        tenantId: user.tenantId,
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
        createdBy: user.userId,
        updatedBy: user.userId,
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
        scopeZh: item.scopeZh,
        scopeEn: item.scopeEn,
        professionalCodes: item.professionalCodes,
        reportingCodes: item.reportingCodes,
        riskLevel: item.riskLevel,
        headcount: item.headcount,
        effectivePersonnel: item.effectivePersonnel,
        stage1Days: item.stage1Days,
        stage2Days: item.stage2Days,
        surveillanceDays: item.surveillanceDays,
        recertificationDays: item.recertificationDays,
        surveillanceFrequency: item.surveillanceFrequency,
        accreditationMark: item.accreditationMark,
        isTransfer: task.auditType === 5 || task.auditType === 7 ? 1 : 0,
        sites: item.sites as ReviewSite[],
        sampleInitial: item.sampleInitial,
        sampleSurveillance: item.sampleSurveillance,
        sampleRecertification: item.sampleRecertification,
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

export class ReviewService {
  private readonly recordFiles: RecordFileService;

  constructor(
    private readonly database: Database,
    files: FileStorage,
    private readonly clock: () => Date = () => new Date(),
  ) {
    this.recordFiles = new RecordFileService(files);
  }

  list(user: AuthUser, q: ReviewListQuery): Promise<ReviewPage> {
    return this.database.tenantRead(ctx(user), async (tx) => {
      const where = reviewListWhere(user.tenantId, q);
      // Counted to the cap (COUNT_CAP, "10,000+"); past a capped count the pages still answer.
      const counted = await countReviews(tx, where, {
        applications: !!q.applyNo,
        enterprises: !!q.enterpriseName,
        contracts: q.contractStatus !== undefined,
      });
      const offset = (q.pageNo - 1) * q.pageSize;
      const order = orderFor(q, REVIEW_SORT, REVIEW_DEFAULT_ORDER, reviewTasks.id);
      const records = pastEnd(counted, offset)
        ? []
        : await selectReviewRows(tx, where, order, q.pageSize, offset);
      return cappedPage(records, counted, q);
    });
  }

  exportRows(user: AuthUser, q: ReviewExportQuery, max: number) {
    return this.database.tenantRead(ctx(user), (tx) =>
      selectReviewRows(
        tx,
        reviewListWhere(user.tenantId, q),
        orderFor(q, REVIEW_SORT, REVIEW_DEFAULT_ORDER, reviewTasks.id),
        max,
      ),
    );
  }

  detail(user: AuthUser, id: string): Promise<ReviewDetail> {
    return this.database.tenantRead(ctx(user), (tx) => this.detailIn(tx, user.tenantId, id));
  }

  private async detailIn(tx: Reader, tenantId: number, id: string): Promise<ReviewDetail> {
    const row = await readReviewTask(tx, tenantId, id);
    const items = await readReviewItems(tx, tenantId, id);
    const itemIds = items.map((i) => i.item.id);
    const feeLines = await readFeeLines(tx, tenantId, id, itemIds);
    const policy = await readPolicy(tx, tenantId);
    const accreditations = await readAccreditations(tx, tenantId);
    const sites = await tx
      .select()
      .from(enterpriseSitesView)
      .where(
        and(
          eq(enterpriseSitesView.tenantId, tenantId),
          eq(enterpriseSitesView.enterpriseId, row.task.enterpriseId),
        ),
      )
      .orderBy(asc(enterpriseSitesView.sortNo));
    // One item after the other: a connection runs one statement at a time.
    const risks: Awaited<ReturnType<typeof codeRisks>>[] = [];
    for (const { item } of items)
      risks.push(await codeRisks(tx, tenantId, item.certificateStandardId, item.professionalCodes));
    const t = row.task;
    return {
      id: t.id,
      version: t.version,
      reviewType: t.reviewType,
      auditType: t.auditType,
      status: t.status,
      applicationId: t.applicationId,
      applyNo: row.applyNo,
      applicationType: row.applicationType,
      enterpriseId: t.enterpriseId,
      enterpriseName: row.enterpriseName,
      applicationChangeId: t.applicationChangeId,
      contractItemId: t.contractItemId,
      integrationPercent: t.integrationPercent,
      integrationReason: t.integrationReason,
      totalDays: t.totalDays,
      remark: t.remark,
      returnReason: t.returnReason,
      reviewerId: t.reviewerId,
      reviewerName: row.reviewerName ?? null,
      reviewedAt: t.reviewedAt ? t.reviewedAt.toISOString() : null,
      createdAt: t.createdAt.toISOString(),
      contractId: t.contractId,
      contractNo: row.contractNo ?? null,
      contractStatus: row.contractStatus ?? null,
      items: items.map(({ item, standardName, standardCode }, i) => {
        const accreditation = accreditations.find(
          (a) => a.standardCode === standardCode && a.mark === item.accreditationMark,
        );
        return {
          id: item.id,
          certificateStandardId: item.certificateStandardId,
          standardName,
          standardCode,
          calculatorStandard: calculatorStandard(standardCode),
          standardVersion: item.standardVersion,
          scopeZh: item.scopeZh,
          scopeEn: item.scopeEn,
          professionalCodes: item.professionalCodes,
          reportingCodes: item.reportingCodes,
          riskLevel: item.riskLevel,
          headcount: item.headcount,
          partTimeHeadcount: item.partTimeHeadcount,
          partTimeFte: item.partTimeFte,
          repetitiveReduction: item.repetitiveReduction,
          reductionReason: item.reductionReason,
          sites: item.sites,
          accreditationMark: item.accreditationMark,
          adjustments: item.adjustments,
          manualDays: calculatorStandard(standardCode) ? null : item.adjustedDays || null,
          surveillanceFrequency: item.surveillanceFrequency,
          confirmed: item.confirmed === 1,
          effectivePersonnel: item.effectivePersonnel,
          sampleInitial: item.sampleInitial,
          sampleSurveillance: item.sampleSurveillance,
          sampleRecertification: item.sampleRecertification,
          tableDays: item.tableDays,
          adjustedDays: item.adjustedDays,
          onsiteDays: item.onsiteDays,
          stage1Days: item.stage1Days,
          stage2Days: item.stage2Days,
          surveillanceDays: item.surveillanceDays,
          recertificationDays: item.recertificationDays,
          justification: item.justification,
          competenceWarnings: item.competenceWarnings,
          accreditationGaps: item.accreditationMark
            ? item.professionalCodes.filter(
                (c) => !(accreditation?.iafCodes ?? []).includes(Number(c.slice(0, 2))),
              )
            : [],
          codeRisks: risks[i]!,
        };
      }),
      feeLines,
      totalFee: sumAmounts(feeLines.map((l) => l.amount)),
      enterpriseSites: sites.map((s) => ({
        name: s.name,
        address: s.address,
        headcount: s.headcount,
        central: s.isCentralFunction,
      })),
      accreditationMarks: [...new Set(accreditations.map((a) => a.mark))],
      policy: policyData(policy),
    };
  }

  /** Saves what the reviewer confirmed; every figure is recalculated here. */
  edit(user: AuthUser, body: z.output<typeof reviewEditBody>) {
    return this.database.tenantTx(ctx(user), async (tx) => {
      const { task, items } = await this.loadForWrite(tx, user, body.id, 'save');
      return this.saveIn(tx, user, task, items, body);
    });
  }

  private async loadForWrite(tx: Tx, user: AuthUser, id: string, action: 'save' | 'approve' | 'return') {
    const row = await readReviewTask(tx, user.tenantId, id);
    const step = reviewTransition(row.task.status, action);
    if (!step.ok) throw badRequest(step.message);
    const items = await readReviewItems(tx, user.tenantId, id);
    return { task: row.task, items, row, next: step.status };
  }

  private async saveIn(
    tx: Tx,
    user: AuthUser,
    task: typeof reviewTasks.$inferSelect,
    items: Awaited<ReturnType<typeof readReviewItems>>,
    body: z.output<typeof reviewEditBody>,
  ) {
    if (body.items.length !== items.length || body.items.some((i, n) => i.id !== items[n]!.item.id))
      throw badRequest('评审项目与认证标准不一致，请刷新后重试');
    const computed = await computeReview(
      tx,
      user.tenantId,
      task.auditType,
      body.items,
      items.map((i) => ({ standardCode: i.standardCode, standardName: i.standardName })),
      body.integrationPercent ?? 0,
      body.feeLines ?? null,
    );
    const saved = await updateVersioned(
      tx,
      reviewTasks,
      task.id,
      body.version,
      {
        integrationPercent: body.integrationPercent ?? 0,
        integrationReason: body.integrationReason ?? '',
        remark: body.remark ?? '',
        totalDays: computed.totalDays,
        competenceWarnings: computed.competenceWarnings,
        auditTime: {
          totalDays: computed.totalDays,
          integrationNote: computed.integrationNote,
          items: computed.items.map((i) => ({ justification: i.justification })),
        },
      },
      user.userId,
    );
    await writeComputed(
      tx,
      user,
      task.id,
      items.map((i) => i.item.id),
      computed,
    );
    return { id: saved.id, version: saved.version };
  }

  /**
   * Approves a pending review: saves the body (when given), checks every standard is confirmed,
   * creates the contract awaiting approval (number from the body's pattern) with its items, and
   * files the review record (htps002). A change review updates its contract item instead.
   */
  approve(user: AuthUser, body: { id: string; version: number }) {
    return this.database.tenantTx(ctx(user), async (tx) => {
      const result = await approveReviewIn(tx, user, body, this.clock());
      await this.fileRecordIn(tx, user, body.id);
      return result;
    });
  }

  /** Returns a pending review: the application goes back to the applicant with the reason. */
  returnReview(user: AuthUser, body: { id: string; version: number; reason: string }) {
    return this.database.tenantTx(ctx(user), async (tx) => {
      const { task, next } = await this.loadForWrite(tx, user, body.id, 'return');
      const saved = await updateVersioned(
        tx,
        reviewTasks,
        task.id,
        body.version,
        { status: next, returnReason: body.reason, reviewerId: user.userId, reviewedAt: this.clock() },
        user.userId,
      );
      if (task.reviewType === 1) await returnAcceptedApplication(tx, user, task.applicationId, body.reason);
      await this.fileRecordIn(tx, user, task.id);
      return { id: saved.id, version: saved.version };
    });
  }

  /** Generates the review record htps002 now and files it as the next version. */
  fileRecord(user: AuthUser, id: string) {
    return this.database.tenantTx(ctx(user), async (tx) => {
      await readReviewTask(tx, user.tenantId, id);
      return this.fileRecordIn(tx, user, id);
    });
  }

  private async fileRecordIn(tx: Tx, user: AuthUser, id: string) {
    const detail = await this.detailIn(tx, user.tenantId, id);
    const pdf = await renderReviewRecord(detail);
    const file = await this.recordFiles.upload(
      tx,
      user,
      { recordType: REVIEW_RECORD_TYPE, documentTypes: [REVIEW_RECORD_DOCUMENT] },
      id,
      { documentType: REVIEW_RECORD_DOCUMENT, fileName: `合同评审记录-${detail.applyNo}.pdf`, data: pdf },
    );
    return { fileId: file.id, revision: file.revision };
  }

  /** Whether the review exists for the user (record files' read check). */
  async visible(tx: Tx, user: AuthUser, id: string): Promise<boolean> {
    const [row] = await tx
      .select({ id: reviewTasks.id })
      .from(reviewTasks)
      .where(and(eq(reviewTasks.tenantId, user.tenantId), eq(reviewTasks.id, id)));
    return !!row;
  }

  // ─────────────────────────────── contracts ───────────────────────────────

  contract(user: AuthUser, id: string): Promise<ContractDetail> {
    return this.database.tenantRead(ctx(user), (tx) => readContract(tx, user.tenantId, id));
  }

  editContract(
    user: AuthUser,
    body: {
      id: string;
      version: number;
      signedDate: string | null;
      signatory: string;
      surveillanceFrequency: number;
      remark: string;
    },
  ) {
    return this.database.tenantTx(ctx(user), async (tx) => {
      const current = await readContract(tx, user.tenantId, body.id);
      if (current.status === CONTRACT_STATUS.approved) throw badRequest('合同已审批，不能修改');
      const saved = await updateVersioned(
        tx,
        contracts,
        body.id,
        body.version,
        {
          signedDate: body.signedDate,
          signatory: body.signatory,
          surveillanceFrequency: body.surveillanceFrequency,
          remark: body.remark,
        },
        user.userId,
      );
      return { id: saved.id, version: saved.version };
    });
  }

  /**
   * Approves a contract awaiting approval: the approver is not its reviewer, the signed contract
   * (htps001) is filed; the registered listeners (the audit programme) run in this transaction.
   */
  approveContract(user: AuthUser, body: { id: string; version: number }) {
    return this.database.tenantTx(ctx(user), async (tx) => {
      const current = await readContract(tx, user.tenantId, body.id);
      const step = contractTransition(current.status, 'approve');
      if (!step.ok) throw badRequest(step.message);
      const fourEyes = contractApproverError(user.userId, current.reviewerId);
      if (fourEyes) throw forbidden(fourEyes);
      if (!(await this.recordFiles.hasDocument(tx, CONTRACT_RECORD_TYPE, body.id, SIGNED_CONTRACT_DOCUMENT)))
        throw badRequest('请先上传已签订的认证合同（htps001）');
      if (!current.signedDate) throw badRequest('请填写合同签订日期');
      const saved = await updateVersioned(
        tx,
        contracts,
        body.id,
        body.version,
        { status: step.status, approvedBy: user.userId, approvedAt: this.clock(), returnReason: '' },
        user.userId,
      );
      await runContractApproved(tx, user, saved);
      return { id: saved.id, version: saved.version };
    });
  }

  returnContract(user: AuthUser, body: { id: string; version: number; reason: string }) {
    return this.database.tenantTx(ctx(user), async (tx) => {
      const current = await readContract(tx, user.tenantId, body.id);
      const step = contractTransition(current.status, 'return');
      if (!step.ok) throw badRequest(step.message);
      const fourEyes = contractApproverError(user.userId, current.reviewerId);
      if (fourEyes) throw forbidden(fourEyes);
      const saved = await updateVersioned(
        tx,
        contracts,
        body.id,
        body.version,
        { status: step.status, returnReason: body.reason },
        user.userId,
      );
      return { id: saved.id, version: saved.version };
    });
  }

  resubmitContract(user: AuthUser, body: { id: string; version: number }) {
    return this.database.tenantTx(ctx(user), async (tx) => {
      const current = await readContract(tx, user.tenantId, body.id);
      const step = contractTransition(current.status, 'resubmit');
      if (!step.ok) throw badRequest(step.message);
      const saved = await updateVersioned(
        tx,
        contracts,
        body.id,
        body.version,
        { status: step.status },
        user.userId,
      );
      return { id: saved.id, version: saved.version };
    });
  }

  async contractVisible(tx: Tx, user: AuthUser, id: string): Promise<boolean> {
    const [row] = await tx
      .select({ id: contracts.id })
      .from(contracts)
      .where(and(eq(contracts.tenantId, user.tenantId), eq(contracts.id, id)));
    return !!row;
  }

  async contractWritable(tx: Tx, user: AuthUser, id: string): Promise<boolean> {
    const [row] = await tx
      .select({ status: contracts.status })
      .from(contracts)
      .where(and(eq(contracts.tenantId, user.tenantId), eq(contracts.id, id)));
    return !!row && row.status !== CONTRACT_STATUS.approved;
  }
}
