/**
 * The rules of 检测报告 (jcbg): one tenant transaction per call, the domain's rules before each
 * write (rules.ts: review transitions, dates, the number per laboratory), the caller's row scope
 * (an enterprise user reads and writes only its own enterprise's reports; another's answer 404 as
 * missing ones do), a stale version 409 and a missing record 404. Every write is in the audit trail
 * (the table's trigger).
 */
import { calendarDateOf } from '@cb/domain';
import {
  isReportEditable,
  REPORT_FILE_TYPES,
  REPORT_MESSAGES,
  type ReportDetail,
  type ReportEditInput,
  type ReportInput,
  type ReportReviewAction,
  reportDatesRefusal,
  reportNumberKey,
  reportReviewRefusal,
  reportStatusAfter,
  reportStatusAfterEdit,
} from '@cb/domain/test-reports';
import { eq } from 'drizzle-orm';
import type { AuthUser } from '../../platform/auth/tokens.ts';
import { EXPORT_MAX_ROWS, updateVersioned, withUniqueMessages } from '../../platform/crud/index.ts';
import type { Database, Reader, Tx } from '../../platform/db/database.ts';
import { storeFile } from '../../platform/files/files.ts';
import { checkUpload } from '../../platform/files/sniff.ts';
import type { FileStorage } from '../../platform/files/storage.ts';
import { AppError, badRequest, conflict, forbidden, notFound } from '../../platform/http/errors.ts';
import { type CustomerScope, customerScope } from '../../platform/identity/row-scope.ts';
import { users } from '../../platform/identity/schema.ts';
import * as repo from './repository.ts';
import { testReports } from './schema.ts';

export type { ReportListRow } from './repository.ts';

const UNIQUE_MESSAGES = { test_reports_number_uq: REPORT_MESSAGES.numberTaken };
const NOT_FOUND = '检测报告不存在';

async function userName(tx: Reader, userId: string) {
  const [row] = await tx.select({ name: users.realname }).from(users).where(eq(users.id, userId));
  return row?.name ?? '';
}

export class ReportService {
  constructor(
    private readonly database: Database,
    private readonly files: FileStorage,
    private readonly clock: () => Date,
  ) {}

  list(user: AuthUser, query: repo.ReportListQuery) {
    return this.database.tenantRead(user, async (tx) =>
      repo.listReports(tx, user.tenantId, await customerScope(tx, user), query),
    );
  }

  /** Every matching row (up to EXPORT_MAX_ROWS) in the list's order, for the Excel export. */
  exportRows(user: AuthUser, query: repo.ReportExportQuery) {
    return this.database.tenantRead(user, async (tx) =>
      repo.exportReports(tx, user.tenantId, await customerScope(tx, user), query, EXPORT_MAX_ROWS),
    );
  }

  get(user: AuthUser, id: string): Promise<ReportDetail> {
    return this.database.tenantRead(user, async (tx) => {
      const row = await repo.findReport(tx, user.tenantId, await customerScope(tx, user), id);
      if (!row) throw notFound(NOT_FOUND);
      const { storageKey: _k, contentType: _c, numberKey: _n, ...rest } = row;
      return {
        ...rest,
        ...(await repo.linkLabels(tx, user.tenantId, row)),
        usedByDecisions: await repo.usesOf(tx, user.tenantId, id),
        reviewedAt: row.reviewedAt?.toISOString() ?? null,
      } as unknown as ReportDetail;
    });
  }

  /** Stores an uploaded PDF or image (type from its content, name cleaned, size limited by the route). */
  async uploadFile(user: AuthUser, upload: { fileName: string; data: Buffer }) {
    // Checked before anything is stored, so a refused file leaves nothing behind.
    const type = checkUpload(upload.data, upload.fileName);
    if (!type || !(REPORT_FILE_TYPES as readonly string[]).includes(type.contentType))
      throw new AppError(415, REPORT_MESSAGES.fileType);
    return this.database.tenantTx(user, async (tx) => {
      const stored = await storeFile(tx, this.files, {
        tenantId: user.tenantId,
        userId: user.userId,
        ownerArea: repo.FILE_AREA,
        fileName: upload.fileName,
        data: upload.data,
      });
      return {
        fileId: stored.id,
        fileName: stored.fileName,
        size: stored.size,
        contentType: stored.contentType,
      };
    });
  }

  /** The enterprise a save is for: an enterprise user's own, else the one chosen (staff). */
  private async enterpriseFor(tx: Reader, user: AuthUser, scope: CustomerScope, chosen: string | null) {
    if (scope.kind === 'enterprise') {
      if (!scope.enterpriseId) throw forbidden('当前用户未关联企业');
      return scope.enterpriseId;
    }
    if (scope.kind === 'partner') throw forbidden();
    if (!chosen) throw badRequest('请选择企业');
    if (!(await repo.enterpriseExists(tx, user.tenantId, chosen))) throw badRequest('企业不存在');
    return chosen;
  }

  private async checkInput(
    tx: Reader,
    user: AuthUser,
    enterpriseId: string,
    input: ReportInput,
    reportId: string | null,
  ) {
    const dates = reportDatesRefusal(input.samplingDate, input.issueDate, calendarDateOf(this.clock()));
    if (dates) throw badRequest(dates);
    if (!input.fileId) throw badRequest(REPORT_MESSAGES.fileMissing);
    if (!(await repo.attachableFile(tx, user.tenantId, input.fileId, user.userId, reportId)))
      throw badRequest(REPORT_MESSAGES.fileNotFound);
    if (!(await repo.linksBelongTo(tx, user.tenantId, enterpriseId, input)))
      throw badRequest('关联的合同项目、证书或审核项目不属于该企业');
  }

  create(user: AuthUser, input: ReportInput) {
    return withUniqueMessages(
      () =>
        this.database.tenantTx(user, async (tx) => {
          const scope = await customerScope(tx, user);
          const enterpriseId = await this.enterpriseFor(tx, user, scope, input.enterpriseId);
          await this.checkInput(tx, user, enterpriseId, input, null);
          const saved = await repo.insertReport(tx, user.tenantId, user.userId, {
            ...input,
            enterpriseId,
            numberKey: reportNumberKey(input.cnasNo, input.reportNo),
          });
          await repo.attachFile(tx, user.tenantId, input.fileId!, saved.id);
          return saved;
        }),
      UNIQUE_MESSAGES,
    );
  }

  /** A change of a pending report, or the resubmission of a returned one (back to 待审核). */
  update(user: AuthUser, { id, version, ...input }: ReportEditInput) {
    return withUniqueMessages(
      () =>
        this.database.tenantTx(user, async (tx) => {
          const scope = await customerScope(tx, user);
          const current = await repo.findReport(tx, user.tenantId, scope, id);
          if (!current) throw notFound(NOT_FOUND);
          if (current.version !== version) throw conflict();
          if (!isReportEditable(current.reviewStatus)) throw badRequest(REPORT_MESSAGES.notEditable);
          const enterpriseId = await this.enterpriseFor(
            tx,
            user,
            scope,
            input.enterpriseId ?? current.enterpriseId,
          );
          await this.checkInput(tx, user, enterpriseId, input, id);
          const row = await updateVersioned(
            tx,
            testReports,
            id,
            version,
            {
              ...input,
              enterpriseId,
              numberKey: reportNumberKey(input.cnasNo, input.reportNo),
              reviewStatus: reportStatusAfterEdit(current.reviewStatus),
              returnReason: '',
              reviewedBy: null,
              reviewerName: '',
              reviewedAt: null,
            },
            user.userId,
          );
          await repo.attachFile(tx, user.tenantId, input.fileId!, id);
          return { id, version: row.version };
        }),
      UNIQUE_MESSAGES,
    );
  }

  /** 接受 or 退回 (with the reason): a pending report only (reportReviewRefusal). */
  review(user: AuthUser, action: ReportReviewAction, id: string, version: number, reason?: string) {
    return this.database.tenantTx(user, async (tx) => {
      const current = await repo.findReport(tx, user.tenantId, await customerScope(tx, user), id);
      if (!current) throw notFound(NOT_FOUND);
      if (current.version !== version) throw conflict();
      const refusal = reportReviewRefusal(current.reviewStatus, action, reason);
      if (refusal) throw badRequest(refusal);
      if (action === 'accept' && !current.fileId) throw badRequest(REPORT_MESSAGES.fileMissing);
      const row = await updateVersioned(
        tx,
        testReports,
        id,
        version,
        {
          reviewStatus: reportStatusAfter(action),
          returnReason: action === 'return' ? (reason ?? '').trim() : '',
          reviewedBy: user.userId,
          reviewerName: await userName(tx, user.userId),
          reviewedAt: this.clock(),
        },
        user.userId,
      );
      return { id, version: row.version };
    });
  }

  /** The report's file, if the caller may see the report (404 otherwise, as for a missing one). */
  file(user: AuthUser, id: string) {
    return this.database.tenantRead(user, async (tx) => {
      const row = await repo.findReport(tx, user.tenantId, await customerScope(tx, user), id);
      if (!row) throw notFound(NOT_FOUND);
      if (!row.storageKey || !row.contentType) throw notFound('检测报告文件不存在');
      return { storageKey: row.storageKey, contentType: row.contentType, fileName: row.fileName };
    });
  }

  remove(user: AuthUser, id: string, version: number) {
    return this.database.tenantTx(user, async (tx) => {
      const current = await repo.findReport(tx, user.tenantId, await customerScope(tx, user), id);
      if (!current) throw notFound(NOT_FOUND);
      if ((await repo.usesOf(tx, user.tenantId, id)) > 0) throw badRequest(REPORT_MESSAGES.usedByDecision);
      if (await repo.deleteReport(tx, user.tenantId, id, version)) return { id };
      throw conflict();
    });
  }

  enterprises(user: AuthUser, keyword: string | undefined) {
    return this.database.tenantRead(user, async (tx) =>
      repo.enterpriseOptions(tx, user.tenantId, await customerScope(tx, user), keyword),
    );
  }

  linkOptions(user: AuthUser, enterpriseId: string | undefined) {
    return this.database.tenantRead(user, async (tx) => {
      const scope = await customerScope(tx, user);
      const id = await this.enterpriseFor(tx, user, scope, enterpriseId ?? null);
      return repo.linkOptions(tx, user.tenantId, id);
    });
  }
}

/** The decisions' hook (certification-decisions/hooks.ts): warnings and their use. */
export const testReportsForDecisions = {
  warningsOf: (tx: Reader, tenantId: number, enterpriseId: string) =>
    repo.decisionWarnings(tx, tenantId, enterpriseId),
  async recordUsed(
    tx: Tx,
    actor: { tenantId: number; userId: string | null },
    decisionId: string,
    enterpriseId: string,
  ) {
    const warnings = await repo.decisionWarnings(tx, actor.tenantId, enterpriseId);
    await repo.recordUses(
      tx,
      actor,
      decisionId,
      warnings.map((w) => w.id),
    );
  },
};
