/**
 * The rules of 合作方 (hzf): one tenant transaction per call, a taken code or name is 409 with a
 * clear message (the unique indexes decide), a stale version is 409 and a missing record 404. A
 * partner that something references (enterprises introduced, user links, consultancy relations,
 * applications — each area that points at partners says so through `onPartnerReferences`) is not
 * deleted: the refusal says what references it and to disable it instead.
 */
import type { PartnerInput } from '@cb/domain/partners';
import { and, eq, inArray } from 'drizzle-orm';
import type { AuthUser } from '../../platform/auth/tokens.ts';
import { EXPORT_MAX_ROWS, withUniqueMessages } from '../../platform/crud/index.ts';
import type { Database, Reader } from '../../platform/db/database.ts';
import { AppError, badRequest, conflict, notFound } from '../../platform/http/errors.ts';
import { auditorsView } from '../auditors/door.ts';
import { partnerReferences } from './door.ts';
import * as repo from './repository.ts';

export type { PartnerListRow } from './repository.ts';

const UNIQUE_MESSAGES = { partners_code_uq: '合作方编号已存在', partners_name_uq: '合作方名称已存在' };

/** Whether the error is PostgreSQL's 23503 (a foreign key still points at the row). */
function isForeignKeyViolation(error: unknown): boolean {
  const e = error as { code?: string; cause?: { code?: string } } | undefined;
  return e?.code === '23503' || e?.cause?.code === '23503';
}

export class PartnerService {
  constructor(private readonly database: Database) {}

  list(user: AuthUser, query: repo.PartnerListQuery) {
    return this.database.tenantRead(user, (tx) => repo.listPartners(tx, user.tenantId, query));
  }

  /** Every matching row (up to EXPORT_MAX_ROWS) in the list's order, for the Excel export. */
  exportRows(user: AuthUser, query: repo.PartnerExportQuery) {
    return this.database.tenantRead(user, (tx) =>
      repo.exportPartners(tx, user.tenantId, query, EXPORT_MAX_ROWS),
    );
  }

  /** Whether the partner exists in the caller's tenant (its files' access). */
  async exists(tx: Reader, user: AuthUser, id: string): Promise<boolean> {
    return Boolean(await repo.findPartner(tx, user.tenantId, id));
  }

  get(user: AuthUser, id: string) {
    return this.database.tenantRead(user, async (tx) => {
      const row = await repo.findPartner(tx, user.tenantId, id);
      if (!row) throw notFound();
      const consultants = await repo.consultantsOf(tx, user.tenantId, id);
      return {
        ...row,
        contacts: row.contacts.map((c) => ({ name: c.name, phone: c.phone ?? '', email: c.email ?? '' })),
        consultants,
      };
    });
  }

  create(user: AuthUser, input: PartnerInput) {
    return withUniqueMessages(
      () =>
        this.database.tenantTx(user, async (tx) => {
          await this.assertAuditors(tx, user, input.consultants);
          const saved = await repo.insertPartner(tx, user.tenantId, user.userId, input);
          await repo.replaceConsultants(tx, user, saved.id, input.consultants);
          return saved;
        }),
      UNIQUE_MESSAGES,
    );
  }

  update(user: AuthUser, { id, version, ...input }: PartnerInput & { id: string; version: number }) {
    return withUniqueMessages(
      () =>
        this.database.tenantTx(user, async (tx) => {
          if (!(await repo.findPartner(tx, user.tenantId, id))) throw notFound();
          await this.assertAuditors(tx, user, input.consultants);
          const saved = await repo.updatePartner(tx, user.userId, id, version, repo.partnerColumns(input));
          await repo.replaceConsultants(tx, user, id, input.consultants);
          return saved;
        }),
      UNIQUE_MESSAGES,
    );
  }

  /** 启用 / 停用: a disabled partner stays on its records but is offered for no new one. */
  setStatus(user: AuthUser, body: { id: string; version: number; status: 0 | 1 }) {
    return this.database.tenantTx(user, async (tx) => {
      if (!(await repo.findPartner(tx, user.tenantId, body.id))) throw notFound();
      return repo.updatePartner(tx, user.userId, body.id, body.version, { status: body.status });
    });
  }

  remove(user: AuthUser, id: string, version: number) {
    return this.database
      .tenantTx(user, async (tx) => {
        const row = await repo.findPartner(tx, user.tenantId, id);
        if (!row) throw notFound();
        if (row.version !== version) throw conflict();
        const references = await partnerReferences(tx, user.tenantId, id);
        if (references.length)
          throw conflict(`合作方「${row.name}」已被引用（${references.join('、')}），不能删除，请改为停用`);
        if (await repo.deletePartner(tx, user.tenantId, id, version)) return { id };
        throw conflict();
      })
      .catch((error: unknown) => {
        if (error instanceof AppError || !isForeignKeyViolation(error)) throw error;
        throw conflict('合作方已被其他记录引用，不能删除，请改为停用');
      });
  }

  /** Every consultant is an auditor of the caller's tenant (a foreign key alone would not see the tenant). */
  private async assertAuditors(tx: Reader, user: AuthUser, consultants: PartnerInput['consultants']) {
    const ids = [...new Set(consultants.map((c) => c.auditorId))];
    if (ids.length === 0) return;
    const found = await tx
      .select({ id: auditorsView.id })
      .from(auditorsView)
      .where(and(eq(auditorsView.tenantId, user.tenantId), inArray(auditorsView.id, ids)));
    if (found.length !== ids.length) throw badRequest('咨询人员不是本机构的审核人员');
  }
}
