/**
 * The steps of 培训认证 (tc): one tenant transaction per call; the domain's `trainingStep` decides
 * whether a step may run at the application's stage (a skipped or repeated step is 409 with its
 * Chinese reason), the reviewer of 材料审核 and 认证评审 may not be the handler (403), a stale
 * version is 409, a missing record 404. Publishing creates the training certificate through the
 * public checks' door in the same transaction.
 */
import {
  REVIEWER_IS_HANDLER,
  reviewerAllowed,
  type TrainingAction,
  type TrainingApplicationInput,
  trainingStep,
} from '@cb/domain/training-certification';
import type { AuthUser } from '../../platform/auth/tokens.ts';
import { EXPORT_MAX_ROWS, withUniqueMessages } from '../../platform/crud/index.ts';
import type { Database, Tx } from '../../platform/db/database.ts';
import { updateVersioned } from '../../platform/db/versioned.ts';
import { AppError, badRequest, conflict, forbidden, notFound } from '../../platform/http/errors.ts';
import {
  issueTrainingCertificate,
  TRAINING_CERTIFICATE_NO_TAKEN,
  trainingCertificateNoTaken,
} from '../public-checks/door.ts';
import * as repo from './repository.ts';
import { trainingApplications } from './schema.ts';

export type { TrainingApplicationListRow } from './repository.ts';
export const TRAINING_APPLICATION_MISSING = '培训认证申请不存在';

type Patch = Partial<typeof trainingApplications.$inferInsert>;

export class TrainingApplicationService {
  constructor(
    private readonly database: Database,
    private readonly now: () => Date = () => new Date(),
  ) {}

  list(user: AuthUser, query: repo.TrainingApplicationListQuery) {
    return this.database.tenantRead(user, (tx) => repo.listTrainingApplications(tx, user.tenantId, query));
  }

  exportRows(user: AuthUser, query: repo.TrainingApplicationExportQuery) {
    return this.database.tenantRead(user, (tx) =>
      repo.exportTrainingApplications(tx, user.tenantId, query, EXPORT_MAX_ROWS),
    );
  }

  async get(user: AuthUser, id: string) {
    const row = await this.database.tenantRead(user, (tx) =>
      repo.findTrainingApplication(tx, user.tenantId, id),
    );
    if (!row) throw notFound(TRAINING_APPLICATION_MISSING);
    return toDetail(row);
  }

  async create(user: AuthUser, input: TrainingApplicationInput) {
    return this.database.tenantTx(user, async (tx) =>
      repo.insertTrainingApplication(tx, {
        ...input,
        tenantId: user.tenantId,
        createdBy: user.userId,
        updatedBy: user.userId,
        handlerName: await repo.nameOfUser(tx, user.userId, user.username),
      }),
    );
  }

  /** Runs `action` on the application at `version`: the stage rule, then `patch` and the new stage. */
  private step(
    user: AuthUser,
    id: string,
    version: number,
    action: TrainingAction,
    patch: (row: repo.TrainingApplicationRecord, tx: Tx) => Promise<Patch> | Patch,
    options: { reviewer?: boolean } = {},
  ) {
    return this.database.tenantTx(user, async (tx) => {
      const row = await repo.findTrainingApplication(tx, user.tenantId, id);
      if (!row) throw notFound(TRAINING_APPLICATION_MISSING);
      if (row.version !== version) throw conflict();
      const step = trainingStep(row.stage, action);
      if (!step.ok) throw new AppError(409, step.reason);
      if (options.reviewer && !reviewerAllowed(row.createdBy, user.userId))
        throw forbidden(REVIEWER_IS_HANDLER);
      const values = await patch(row, tx);
      const saved = await updateVersioned(
        tx,
        trainingApplications,
        id,
        version,
        { ...values, stage: step.to ?? row.stage },
        user.userId,
      );
      return { id: saved.id, version: saved.version };
    });
  }

  update(
    user: AuthUser,
    { id, version, ...input }: TrainingApplicationInput & { id: string; version: number },
  ) {
    return this.step(user, id, version, 'edit', () => input);
  }

  resubmit(user: AuthUser, id: string, version: number) {
    return this.step(user, id, version, 'resubmit', (row) => ({ resubmitCount: row.resubmitCount + 1 }));
  }

  auditMaterials(user: AuthUser, body: { id: string; version: number; pass: boolean; reason: string }) {
    return this.step(
      user,
      body.id,
      body.version,
      body.pass ? 'materialPass' : 'materialReturn',
      async (_row, tx) => ({
        returnReason: body.pass ? '' : body.reason,
        materialAuditorId: user.userId,
        materialAuditorName: await repo.nameOfUser(tx, user.userId, user.username),
        materialAuditedAt: this.now(),
      }),
      { reviewer: true },
    );
  }

  review(user: AuthUser, body: { id: string; version: number; pass: boolean; findings: string }) {
    return this.step(
      user,
      body.id,
      body.version,
      body.pass ? 'reviewPass' : 'reviewFail',
      async (_row, tx) => ({
        reviewPassed: body.pass,
        findings: body.findings,
        reviewerId: user.userId,
        reviewerName: await repo.nameOfUser(tx, user.userId, user.username),
        reviewedAt: this.now(),
      }),
      { reviewer: true },
    );
  }

  draft(
    user: AuthUser,
    body: { id: string; version: number; certNo: string; issueDate: string; validTo: string | null },
  ) {
    return this.step(user, body.id, body.version, 'makeDraft', async (_row, tx) => {
      if (await trainingCertificateNoTaken(tx, user.tenantId, body.certNo))
        throw conflict('培训证书编号已存在');
      return { certNo: body.certNo, issueDate: body.issueDate, validTo: body.validTo, draftedAt: this.now() };
    });
  }

  publish(user: AuthUser, id: string, version: number) {
    return withUniqueMessages(
      () =>
        this.step(user, id, version, 'publish', async (row, tx) => {
          if (!row.certNo || !row.issueDate) throw badRequest('请先制作证书草稿再发布');
          const certificate = await issueTrainingCertificate(tx, user.tenantId, user.userId, {
            certNo: row.certNo,
            holderName: row.applicantName,
            holderIdCardNo: row.idCardNo,
            employer: row.organisation,
            courseName: row.courseName,
            standardName: row.standardName,
            courseHours: row.courseHours,
            trainingFrom: row.trainingFrom,
            trainingTo: row.trainingTo,
            issueDate: row.issueDate,
            validTo: row.validTo,
            remark: '培训认证发布',
          });
          return { trainingCertificateId: certificate.id, publishedAt: this.now() };
        }),
      TRAINING_CERTIFICATE_NO_TAKEN,
    );
  }

  saveReport(user: AuthUser, body: { id: string; version: number; conclusion: string }) {
    return this.database.tenantTx(user, async (tx) => {
      const row = await repo.findTrainingApplication(tx, user.tenantId, body.id);
      if (!row) throw notFound(TRAINING_APPLICATION_MISSING);
      if (row.version !== body.version) throw conflict();
      const saved = await updateVersioned(
        tx,
        trainingApplications,
        body.id,
        body.version,
        { conclusion: body.conclusion },
        user.userId,
      );
      return { id: saved.id, version: saved.version };
    });
  }

  /** The record a PDF is printed from (the certificate needs a draft). */
  async forPrint(user: AuthUser, id: string, needsDraft: boolean) {
    const row = await this.database.tenantRead(user, (tx) =>
      repo.findTrainingApplication(tx, user.tenantId, id),
    );
    if (!row) throw notFound(TRAINING_APPLICATION_MISSING);
    if (needsDraft && (!row.certNo || !row.issueDate)) throw new AppError(409, '证书尚未制作');
    return row;
  }
}

export function toDetail(row: repo.TrainingApplicationRecord) {
  return {
    ...row,
    createTime: row.createdAt,
    updateTime: row.updatedAt,
    createdBy: row.createdBy ?? null,
  };
}
