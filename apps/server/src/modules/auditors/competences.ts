/**
 * 注册资格与专业代码 (qualifications and code competences, HR's side): the registrations per scheme
 * and the code competences, listed, exported, imported from Excel (all rows or none), added,
 * edited, and an auditor's application approved or returned, each write one tenant transaction
 * guarded by the record's version that lands in the audit trail.
 */
import {
  addDays,
  type competenceBody,
  type competenceDecisionBody,
  type competenceEditBody,
  type competenceListQuery,
  type qualificationBody,
  type qualificationEditBody,
  type qualificationListQuery,
} from '@cb/domain';
import type { AuthUser } from '../../platform/auth/tokens.ts';
import { updateVersioned } from '../../platform/crud/index.ts';
import { authoredBy } from '../../platform/db/columns.ts';
import type { Tx } from '../../platform/db/database.ts';
import { badRequest, conflict, notFound } from '../../platform/http/errors.ts';
import * as competenceRepo from './competence-repository.ts';
import { readCompetenceWorkbook, readQualificationWorkbook } from './excel.ts';
import * as repo from './repository.ts';
import { auditorCodeCompetences, auditorQualifications } from './schema.ts';
import { AuditorStep, type In } from './step.ts';

export class CompetenceService extends AuditorStep {
  listQualifications(user: AuthUser, q: In<typeof qualificationListQuery>) {
    const today = this.today();
    const expiring =
      q.expiringWithinDays !== undefined ? { today, until: addDays(today, q.expiringWithinDays) } : undefined;
    return this.database.tenantRead(user, (tx) =>
      competenceRepo.listQualifications(tx, user.tenantId, { ...q, expiring }),
    );
  }

  /** Registrations from Excel (people found by ID-card number): all rows or none. */
  importQualifications(user: AuthUser, content: Buffer) {
    return this.tx(user, async (tx) => {
      const { rows, errors } = await readQualificationWorkbook(
        content,
        await repo.auditorIdsByIdCard(tx, user.tenantId),
      );
      if (errors.length) throw badRequest(errors.join('；'));
      await tx.insert(auditorQualifications).values(
        rows.map((r) => ({
          ...r,
          tenantId: user.tenantId,
          createdBy: user.userId,
          updatedBy: user.userId,
        })),
      );
      return { imported: rows.length };
    });
  }

  exportQualifications(user: AuthUser) {
    return this.database.tenantRead(user, (tx) => competenceRepo.qualificationsOf(tx, user.tenantId, 'all'));
  }

  addQualification(user: AuthUser, body: In<typeof qualificationBody>) {
    return this.tx(user, async (tx) => {
      await this.requireAuditor(tx, user, body.auditorId);
      const [row] = await tx
        .insert(auditorQualifications)
        .values({ ...body, ...authoredBy(user) })
        .returning({ id: auditorQualifications.id, version: auditorQualifications.version });
      return row!;
    });
  }

  editQualification(user: AuthUser, body: In<typeof qualificationEditBody>) {
    const { id, version, ...fields } = body;
    return this.editOwn(
      user,
      auditorQualifications,
      { id, version, auditorId: fields.auditorId },
      (tx) => competenceRepo.findQualification(tx, user.tenantId, id),
      () => ({ ...fields, remindedDays: null }),
    );
  }

  // ──────────────────────────────────────── code competences ────────────────────────────────────

  listCompetences(user: AuthUser, q: In<typeof competenceListQuery>) {
    return this.database.tenantRead(user, (tx) => competenceRepo.listCompetences(tx, user.tenantId, q));
  }

  exportCompetences(user: AuthUser, q: Omit<In<typeof competenceListQuery>, 'pageNo' | 'pageSize'>) {
    return this.database.tenantRead(user, (tx) => competenceRepo.competencesOf(tx, user.tenantId, q));
  }

  /** HR records a competence; it is approved at once. */
  addCompetence(user: AuthUser, body: In<typeof competenceBody>) {
    return this.tx(user, async (tx) => {
      await this.requireAuditor(tx, user, body.auditorId);
      const now = this.clock();
      const [row] = await tx
        .insert(auditorCodeCompetences)
        .values(this.approvedAtOnce(user, body, now))
        .returning({ id: auditorCodeCompetences.id, version: auditorCodeCompetences.version });
      return row!;
    });
  }

  /** Competences from Excel (approved at once; people found by ID-card number): all rows or none. */
  importCompetences(user: AuthUser, content: Buffer) {
    return this.tx(user, async (tx) => {
      const now = this.clock();
      const { rows, errors } = await readCompetenceWorkbook(
        content,
        await repo.auditorIdsByIdCard(tx, user.tenantId),
      );
      if (errors.length) throw badRequest(errors.join('；'));
      if (rows.length > 0) {
        await tx
          .insert(auditorCodeCompetences)
          .values(rows.map((body) => this.approvedAtOnce(user, body, now)));
      }
      return { imported: rows.length };
    });
  }

  editCompetence(user: AuthUser, body: In<typeof competenceEditBody>) {
    const { id, version, ...fields } = body;
    return this.editOwn(
      user,
      auditorCodeCompetences,
      { id, version, auditorId: fields.auditorId },
      (tx) => competenceRepo.findCompetence(tx, user.tenantId, id),
      (current) => ({ ...fields, passDate: fields.passDate ?? current.passDate }),
    );
  }

  /** HR approves an application, or returns it with a reason. */
  decideCompetence(user: AuthUser, body: In<typeof competenceDecisionBody>) {
    return this.tx(user, async (tx) => {
      const current = await competenceRepo.findCompetence(tx, user.tenantId, body.id);
      if (!current) throw notFound();
      if (current.status !== 0) throw conflict('该申请已处理，请刷新后重试');
      if (!body.approve && !body.reason) throw badRequest('请填写退回原因');
      const row = await updateVersioned(
        tx,
        auditorCodeCompetences,
        body.id,
        body.version,
        body.approve
          ? {
              status: 1,
              decidedAt: this.clock(),
              decidedBy: user.userId,
              passDate: current.passDate ?? this.today(),
              returnReason: '',
            }
          : { status: 2, decidedAt: this.clock(), decidedBy: user.userId, returnReason: body.reason },
        user.userId,
      );
      return { id: row.id, version: row.version };
    });
  }

  /** A competence HR records (added or imported): approved at once, passed today unless dated. */
  private approvedAtOnce<B extends { passDate?: string | null | undefined }>(
    user: AuthUser,
    body: B,
    now: Date,
  ) {
    return {
      ...body,
      passDate: body.passDate ?? this.today(),
      status: 1,
      appliedAt: now,
      decidedAt: now,
      decidedBy: user.userId,
      tenantId: user.tenantId,
      createdBy: user.userId,
      updatedBy: user.userId,
    };
  }

  /**
   * Edits a record of the auditor the body names under its version (404 when it is missing or
   * another auditor's); `patch` reads the current record.
   */
  private editOwn<
    T extends typeof auditorQualifications | typeof auditorCodeCompetences,
    R extends { auditorId: string },
  >(
    user: AuthUser,
    table: T,
    target: { id: string; version: number; auditorId: string },
    find: (tx: Tx) => Promise<R | undefined>,
    patch: (current: R) => Partial<T['$inferInsert']>,
  ) {
    return this.tx(user, async (tx) => {
      const current = await find(tx);
      if (!current || current.auditorId !== target.auditorId) throw notFound();
      const row = await updateVersioned(tx, table, target.id, target.version, patch(current), user.userId);
      return { id: row.id, version: row.version };
    });
  }
}
