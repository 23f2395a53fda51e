/**
 * 培训证书管理: the staff's list, add, edit (incl. revocation), delete and export of the training
 * certificates /trainCertificate/check answers. One tenant transaction per call; the domain's rules
 * run in the contract (dates, revocation reason) before anything is written; a taken number is 409
 * with its Chinese message (the unique index decides); a stale version is 409, a missing record 404.
 * The table has `version`, so every write is in the audit trail.
 */
import {
  maskIdCard,
  TRAINING_CERTIFICATE_STORED_STATUS,
  type TrainingCertificateInput,
  type TrainingCertificateListQuery,
} from '@cb/domain';
import type { AuthUser } from '../../platform/auth/tokens.ts';
import { updateVersioned, withUniqueMessages } from '../../platform/crud/index.ts';
import type { Database } from '../../platform/db/database.ts';
import { conflict, notFound } from '../../platform/http/errors.ts';
import { chinaToday } from '../certificates/door.ts';
import { trainingCertificates } from './schema.ts';
import { trainingCertificateStatus } from './service.ts';
import * as repo from './training-repository.ts';

export const TRAINING_CERTIFICATE_NOT_EXISTING = '培训证书不存在';
const UNIQUE_MESSAGES = { training_certificates_no_uq: '培训证书编号已存在' };

type StoredRow = Awaited<ReturnType<typeof repo.exportTrainingCertificates>>[number];

export class TrainingCertificateService {
  constructor(
    private readonly database: Database,
    private readonly now: () => Date = () => new Date(),
  ) {}

  private today() {
    return chinaToday(this.now());
  }

  /** A list row: the ID-card number masked, the status as the public check would answer it. */
  private toRow(row: StoredRow, today: string) {
    return {
      ...row,
      holderIdCardNo: maskIdCard(row.holderIdCardNo),
      status: trainingCertificateStatus(row, today),
    };
  }

  async list(user: AuthUser, query: TrainingCertificateListQuery) {
    const today = this.today();
    const page = await this.database.tenantRead(user, (tx) =>
      repo.listTrainingCertificates(tx, user.tenantId, query, today),
    );
    return { ...page, records: page.records.map((r) => this.toRow(r, today)) };
  }

  async exportRows(user: AuthUser, query: repo.TrainingCertificateFilters) {
    const today = this.today();
    const rows = await this.database.tenantRead(user, (tx) =>
      repo.exportTrainingCertificates(tx, user.tenantId, query, today),
    );
    return rows.map((r) => this.toRow(r, today));
  }

  /** The record; the ID-card number whole only for `wholeIdCard` (who may edit it), else masked. */
  async get(user: AuthUser, id: string, wholeIdCard: boolean) {
    const row = await this.database.tenantRead(user, (tx) =>
      repo.findTrainingCertificateById(tx, user.tenantId, id),
    );
    if (!row) throw notFound(TRAINING_CERTIFICATE_NOT_EXISTING);
    return {
      ...row,
      holderIdCardNo: wholeIdCard ? row.holderIdCardNo : maskIdCard(row.holderIdCardNo),
      status: trainingCertificateStatus(row, this.today()),
      storedStatus: row.status,
    };
  }

  create(user: AuthUser, input: TrainingCertificateInput) {
    const revoked = input.status === TRAINING_CERTIFICATE_STORED_STATUS.revoked;
    return withUniqueMessages(
      () =>
        this.database.tenantTx(user, (tx) =>
          repo.insertTrainingCertificate(tx, user.tenantId, user.userId, {
            ...input,
            revokeReason: revoked ? input.revokeReason : '',
            revokedAt: revoked ? this.now() : null,
          }),
        ),
      UNIQUE_MESSAGES,
    );
  }

  /** Saves the form if the record is still at `version`; revoking stamps the time, restoring clears it. */
  update(
    user: AuthUser,
    { id, version, ...input }: TrainingCertificateInput & { id: string; version: number },
  ) {
    return withUniqueMessages(
      () =>
        this.database.tenantTx(user, async (tx) => {
          const before = await repo.findTrainingCertificateById(tx, user.tenantId, id);
          if (!before) throw notFound(TRAINING_CERTIFICATE_NOT_EXISTING);
          if (before.version !== version) throw conflict();
          const revoked = input.status === TRAINING_CERTIFICATE_STORED_STATUS.revoked;
          const row = await updateVersioned(
            tx,
            trainingCertificates,
            id,
            version,
            {
              ...input,
              revokeReason: revoked ? input.revokeReason : '',
              revokedAt: revoked ? (before.revokedAt ?? this.now()) : null,
            },
            user.userId,
          );
          return { id: row.id, version: row.version };
        }),
      UNIQUE_MESSAGES,
    );
  }

  remove(user: AuthUser, id: string, version: number) {
    return this.database.tenantTx(user, async (tx) => {
      if (await repo.deleteTrainingCertificate(tx, user.tenantId, id, version)) return { id };
      throw (await repo.findTrainingCertificateById(tx, user.tenantId, id))
        ? conflict()
        : notFound(TRAINING_CERTIFICATE_NOT_EXISTING);
    });
  }
}
