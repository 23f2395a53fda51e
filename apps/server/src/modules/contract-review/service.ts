/**
 * Contract review (htps): the reviews' list, export and detail, the reviewer confirming each
 * standard (the server recalculates every figure, compute.ts), approving (review-approval.ts: the
 * contract awaiting approval is created and the review record htps002 filed as a PDF) or returning
 * the application to the applicant with a reason. Contracts themselves are contracts.ts. Every
 * step is versioned (409 on a stale version) and in the audit trail (the tables' trigger).
 */
import {
  calculatorStandard,
  type ReviewDetail,
  type ReviewExportQuery,
  type ReviewListQuery,
  type ReviewPage,
  type reviewEditBody,
  reviewTransition,
  sumAmounts,
} from '@cb/domain';
import { asc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { AuthUser } from '../../platform/auth/tokens.ts';
import { cappedPage, orderFor, pastEnd } from '../../platform/crud/list.ts';
import type { Database, Reader, Tx } from '../../platform/db/database.ts';
import { inTenant } from '../../platform/db/tenant.ts';
import { updateVersioned } from '../../platform/db/versioned.ts';
import { RecordFileService } from '../../platform/files/record-file-service.ts';
import type { FileStorage } from '../../platform/files/storage.ts';
import { badRequest } from '../../platform/http/errors.ts';
import { returnAcceptedApplication } from '../applications/door.ts';
import { enterpriseSitesView } from '../customers/door.ts';
import { computeReview } from './compute.ts';
import { ITEM_COMPUTED_DAYS, ITEM_PART_TIME, ITEM_SAMPLES, ITEM_SCOPE, pickFields } from './item-fields.ts';
import { policyData, readAccreditations, readPolicy } from './policy.ts';
import { renderReviewRecord } from './record.ts';
import {
  countReviews,
  REVIEW_DEFAULT_ORDER,
  REVIEW_SORT,
  readFeeLines,
  readReviewItems,
  readReviewTask,
  reviewListWhere,
  selectReviewRows,
} from './repository.ts';
import { approveReviewIn } from './review-approval.ts';
import { reviewTasks } from './schema.ts';
import { codeRisks, writeComputed } from './tasks.ts';

export const REVIEW_RECORD_TYPE = 'contract_review';
export const REVIEW_RECORD_DOCUMENT = 'htps002';

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
    return this.database.tenantRead(user, async (tx) => {
      const where = reviewListWhere(user.tenantId, q);
      // Counted to the cap (COUNT_CAP, "10,000+"); past a capped count the pages still answer.
      const counted = await countReviews(tx, where, {
        applications: !!q.applyNo,
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
    return this.database.tenantRead(user, (tx) =>
      selectReviewRows(
        tx,
        reviewListWhere(user.tenantId, q),
        orderFor(q, REVIEW_SORT, REVIEW_DEFAULT_ORDER, reviewTasks.id),
        max,
      ),
    );
  }

  detail(user: AuthUser, id: string): Promise<ReviewDetail> {
    return this.database.tenantRead(user, (tx) => this.detailIn(tx, user.tenantId, id));
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
        inTenant(enterpriseSitesView, tenantId, [
          eq(enterpriseSitesView.enterpriseId, row.task.enterpriseId),
        ]),
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
          ...pickFields(item, ITEM_SCOPE),
          ...pickFields(item, ITEM_PART_TIME),
          sites: item.sites,
          accreditationMark: item.accreditationMark,
          adjustments: item.adjustments,
          manualDays: calculatorStandard(standardCode) ? null : item.adjustedDays || null,
          surveillanceFrequency: item.surveillanceFrequency,
          confirmed: item.confirmed === 1,
          effectivePersonnel: item.effectivePersonnel,
          ...pickFields(item, ITEM_SAMPLES),
          ...pickFields(item, ITEM_COMPUTED_DAYS),
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
    return this.database.tenantTx(user, async (tx) => {
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
    return this.database.tenantTx(user, async (tx) => {
      const result = await approveReviewIn(tx, user, body, this.clock());
      await this.fileRecordIn(tx, user, body.id);
      return result;
    });
  }

  /** Returns a pending review: the application goes back to the applicant with the reason. */
  returnReview(user: AuthUser, body: { id: string; version: number; reason: string }) {
    return this.database.tenantTx(user, async (tx) => {
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
    return this.database.tenantTx(user, async (tx) => {
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
      .where(inTenant(reviewTasks, user.tenantId, [eq(reviewTasks.id, id)]));
    return !!row;
  }
}
