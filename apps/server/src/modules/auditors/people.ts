/**
 * 人员 (the auditors themselves): their list and export (identity documents masked unless the
 * reader is HR), one auditor, adding, importing from Excel (all rows or none), editing and
 * archiving, each write one tenant transaction guarded by the record's version that lands in the
 * audit trail; and whether an auditor exists, for the record files' read check.
 */
import {
  type auditorBody,
  type auditorEditBody,
  type auditorListQuery,
  groupBankNumber,
  maskIdCard,
} from '@cb/domain';
import type { AuthUser } from '../../platform/auth/tokens.ts';
import { EXPORT_MAX_ROWS, updateVersioned } from '../../platform/crud/index.ts';
import { authoredBy } from '../../platform/db/columns.ts';
import type { Reader } from '../../platform/db/database.ts';
import { badRequest } from '../../platform/http/errors.ts';
import * as competenceRepo from './competence-repository.ts';
import { readAuditorWorkbook } from './excel.ts';
import { runAuditorRenamed } from './hooks.ts';
import * as recordsRepo from './records-repository.ts';
import * as repo from './repository.ts';
import { auditors } from './schema.ts';
import { AuditorStep, type In } from './step.ts';

/** What a reader may see of an auditor's identity documents: HR sees them whole. */
export interface Visibility {
  sensitive: boolean;
}

function present<T extends { idCardNo: string; bankAccount?: string }>(row: T, v: Visibility): T {
  return {
    ...row,
    idCardNo: v.sensitive ? row.idCardNo : maskIdCard(row.idCardNo),
    ...(row.bankAccount !== undefined
      ? {
          bankAccount: v.sensitive
            ? groupBankNumber(row.bankAccount)
            : row.bankAccount
              ? `**** ${row.bankAccount.slice(-4)}`
              : '',
        }
      : {}),
  };
}

export class AuditorService extends AuditorStep {
  /** Whether the auditor exists in the caller's tenant (inside the caller's transaction). */
  async exists(tx: Reader, user: AuthUser, id: string): Promise<boolean> {
    return Boolean(await repo.findAuditor(tx, user.tenantId, id, this.today()));
  }

  private async checkUser(tx: Reader, user: AuthUser, userId: string | null) {
    if (userId && !(await repo.userExists(tx, user.tenantId, userId)))
      throw badRequest('关联的用户账号不存在');
  }

  // ─────────────────────────────────────────── auditors ─────────────────────────────────────────

  list(user: AuthUser, q: In<typeof auditorListQuery>, v: Visibility) {
    return this.database.tenantRead(user, async (tx) => {
      const page = await repo.listAuditors(tx, user.tenantId, q, this.today());
      return { ...page, records: page.records.map((r) => present(r, v)) };
    });
  }

  exportRows(user: AuthUser, q: Omit<In<typeof auditorListQuery>, 'pageNo' | 'pageSize'>, v: Visibility) {
    return this.database.tenantRead(user, async (tx) =>
      (await repo.exportAuditors(tx, user.tenantId, q, this.today(), EXPORT_MAX_ROWS)).map((r) =>
        present(r, v),
      ),
    );
  }

  get(user: AuthUser, id: string, v: Visibility) {
    return this.database.tenantRead(user, async (tx) => present(await this.requireAuditor(tx, user, id), v));
  }

  create(user: AuthUser, body: In<typeof auditorBody>) {
    return this.tx(user, async (tx) => {
      await this.checkUser(tx, user, body.userId);
      const [row] = await tx
        .insert(auditors)
        .values({ ...normalise(body), ...authoredBy(user) })
        .returning({ id: auditors.id, version: auditors.version });
      return row!;
    });
  }

  /** The Excel roster: every row valid, or a 400 listing the rows and columns at fault; all or none. */
  importAuditors(user: AuthUser, content: Buffer) {
    return this.tx(user, async (tx) => {
      const known = await repo.auditorIdsByIdCard(tx, user.tenantId);
      const { rows, errors } = await readAuditorWorkbook(content, new Set(known.keys()));
      if (errors.length) throw badRequest(errors.join('；'));
      if (rows.length > 0) {
        await tx.insert(auditors).values(
          rows.map((b) => ({
            ...normalise(b),
            tenantId: user.tenantId,
            createdBy: user.userId,
            updatedBy: user.userId,
          })),
        );
      }
      return { imported: rows.length };
    });
  }

  update(user: AuthUser, body: In<typeof auditorEditBody>) {
    const { id, version, ...fields } = body;
    return this.tx(user, async (tx) => {
      const before = await this.requireAuditor(tx, user, id);
      await this.checkUser(tx, user, fields.userId);
      const row = await updateVersioned(tx, auditors, id, version, normalise(fields), user.userId);
      // Other areas that keep the name (劳务费结算's groups) update their own rows in this transaction.
      if (fields.name !== before.name)
        await runAuditorRenamed(tx, {
          tenantId: user.tenantId,
          auditorId: id,
          name: fields.name,
          previousName: before.name,
        });
      return { id: row.id, version: row.version };
    });
  }

  /** Everything about one auditor on one page (the archive). */
  archive(user: AuthUser, id: string, v: Visibility) {
    return this.database.tenantRead(user, async (tx) => {
      const auditor = present(await this.requireAuditor(tx, user, id), v);
      const paging = { pageNo: 1, pageSize: 100, order: 'desc' as const };
      const [qualifications, competences, contracts, leaves, witness] = [
        await competenceRepo.qualificationsOf(tx, user.tenantId, [id]),
        await competenceRepo.competencesOf(tx, user.tenantId, { auditorId: id }),
        (await recordsRepo.listContracts(tx, user.tenantId, { ...paging, auditorId: id })).records,
        (await recordsRepo.listLeaves(tx, user.tenantId, { ...paging, auditorId: id })).records,
        (await recordsRepo.listWitness(tx, user.tenantId, { ...paging, auditorId: id })).records,
      ];
      return { auditor, qualifications, competences, contracts, leaves, witness };
    });
  }
}

function normalise<T extends { bankAccount: string; idCardNo: string }>(body: T): T {
  return { ...body, bankAccount: body.bankAccount.replace(/\s/g, ''), idCardNo: body.idCardNo.toUpperCase() };
}
