/**
 * Customer enterprises: the rules and transactions of the khgl pages. An enterprise is saved
 * together with its sites and contacts (one transaction, guarded by the enterprise's version),
 * every read is limited to the caller's customer scope, and removal is a soft delete (the record
 * stays for the audit trail and the certificates that refer to it). Queries are in repository.ts.
 */
import type {
  EnterpriseInput,
  enterpriseConsultancyBody,
  enterpriseContactBody,
  enterpriseEditBody,
  enterpriseListQuery,
  enterpriseSiteBody,
} from '@cb/domain';
import { ENTERPRISE_MESSAGES, type Page, scaleLevelOf } from '@cb/domain';
import type { z } from 'zod';
import type { AuthUser } from '../../platform/auth/tokens.ts';
import {
  EXPORT_MAX_ROWS,
  type HistoryEntry,
  recordHistory,
  updateVersioned,
  withUniqueMessages,
} from '../../platform/crud/index.ts';
import type { Database, Reader, Tx } from '../../platform/db/database.ts';
import { badRequest, notFound } from '../../platform/http/errors.ts';
import { customerScope } from '../../platform/identity/row-scope.ts';
import {
  insertLink,
  linkCandidates,
  linkedUsers,
  ENTERPRISE_USER_MESSAGES as U,
  userForLink,
} from './enterprise-users.ts';
import * as repo from './repository.ts';
import { enterprises as e, enterpriseConsultancies, enterpriseContacts, enterpriseSites } from './schema.ts';

export type { EnterpriseListRow } from './repository.ts';

const UNIQUE_MESSAGES = {
  enterprises_name_uq: ENTERPRISE_MESSAGES.nameDuplicate,
  enterprises_credit_code_uq: ENTERPRISE_MESSAGES.creditCodeDuplicate,
  enterprises_code_uq: ENTERPRISE_MESSAGES.codeDuplicate,
};

export type ListQuery = z.infer<typeof enterpriseListQuery>;
type Filters = Omit<ListQuery, 'pageNo' | 'pageSize'>;

export class EnterpriseService {
  constructor(private readonly database: Database) {}

  /** The caller's visible enterprises, narrowed by `f`. */
  private async where(tx: Reader, user: AuthUser, f: repo.EnterpriseFilters = {}) {
    return repo.enterpriseWhere(user.tenantId, await customerScope(tx, user), f);
  }

  list(user: AuthUser, q: ListQuery) {
    return this.database.tenantRead(user, async (tx) =>
      repo.listEnterprises(tx, await this.where(tx, user, q), q),
    );
  }

  /** Every matching row (up to EXPORT_MAX_ROWS) in the list's order, for the Excel export. */
  exportRows(user: AuthUser, q: Filters) {
    return this.database.tenantRead(user, async (tx) =>
      repo.exportEnterprises(tx, await this.where(tx, user, q), q, EXPORT_MAX_ROWS),
    );
  }

  /** Whether the caller may see the enterprise (inside the caller's tenant transaction). */
  async canSee(tx: Reader, user: AuthUser, id: string): Promise<boolean> {
    return Boolean(await repo.findEnterprise(tx, await this.where(tx, user), id));
  }

  /** The enterprise if the caller may see it; otherwise 404 (as if it did not exist). */
  private async visible(tx: Reader, user: AuthUser, id: string) {
    const row = await repo.findEnterprise(tx, await this.where(tx, user), id);
    if (!row) throw notFound();
    return row;
  }

  get(user: AuthUser, id: string) {
    return this.database.tenantRead(user, async (tx) => {
      const row = await this.visible(tx, user, id);
      const partnerName = row.partnerId ? await repo.partnerName(tx, row.partnerId) : '';
      const sites = await repo.sitesOf(tx, user.tenantId, id);
      const contacts = await repo.contactsOf(tx, user.tenantId, id);
      const consultancies = await repo.consultanciesOf(tx, user.tenantId, id);
      const { tenantId: _t, deleted: _d, createdAt, updatedAt, ...rest } = row;
      return {
        ...rest,
        partnerName,
        createTime: createdAt,
        updateTime: updatedAt,
        sites: sites.map(({ tenantId: _x, ...s }) => s),
        contacts: contacts.map(({ tenantId: _x, ...c }) => c),
        consultancies,
      };
    });
  }

  create(user: AuthUser, body: EnterpriseInput) {
    return withUniqueMessages(
      () =>
        this.database.tenantTx(user, async (tx) => {
          const scope = await customerScope(tx, user);
          if (scope.kind !== 'tenant') throw badRequest('外部用户不能新增企业');
          await this.assertPartner(tx, user, body.partnerId);
          const code = body.code || (await repo.nextEnterpriseCode(tx, user.tenantId, new Date()));
          const created = await repo.insertEnterprise(tx, {
            ...columns(body),
            code,
            tenantId: user.tenantId,
            createdBy: user.userId,
            updatedBy: user.userId,
          });
          await this.saveChildren(tx, user, created.id, body.sites, body.contacts);
          await this.saveConsultancies(tx, user, created.id, body.consultancies);
          return created;
        }),
      UNIQUE_MESSAGES,
    );
  }

  update(user: AuthUser, body: z.infer<typeof enterpriseEditBody>) {
    const { id, version, ...input } = body;
    return withUniqueMessages(
      () =>
        this.database.tenantTx(user, async (tx) => {
          const current = await this.visible(tx, user, id);
          await this.assertPartner(tx, user, input.partnerId, current.partnerId);
          const updated = await updateVersioned(
            tx,
            e,
            id,
            version,
            { ...columns(input), code: input.code || current.code },
            user.userId,
          );
          await this.saveChildren(tx, user, id, input.sites, input.contacts);
          await this.saveConsultancies(tx, user, id, input.consultancies);
          return { id: updated.id, code: updated.code, version: updated.version };
        }),
      UNIQUE_MESSAGES,
    );
  }

  remove(user: AuthUser, id: string, version: number) {
    return this.database.tenantTx(user, async (tx) => {
      await this.visible(tx, user, id);
      const removed = await updateVersioned(tx, e, id, version, { deleted: true }, user.userId);
      return { id: removed.id };
    });
  }

  /** Whether a name or credit code is free in the tenant (other than the record being edited). */
  isUnique(user: AuthUser, field: 'name' | 'creditCode', value: string, exceptId?: string) {
    const normalised = field === 'creditCode' ? value.toUpperCase() : value;
    return this.database.tenantRead(
      user,
      async (tx) => !(await repo.isTaken(tx, user.tenantId, field, normalised, exceptId)),
    );
  }

  history(
    user: AuthUser,
    id: string,
    paging: { pageNo: number; pageSize: number },
  ): Promise<Page<HistoryEntry>> {
    return this.database.tenantRead(user, async (tx) => {
      await this.visible(tx, user, id);
      return recordHistory(
        tx,
        user.tenantId,
        [
          { table: 'enterprises', recordId: id },
          { table: 'enterprise_sites', parentColumn: 'enterprise_id', parentId: id },
          { table: 'enterprise_contacts', parentColumn: 'enterprise_id', parentId: id },
          { table: 'enterprise_consultancies', parentColumn: 'enterprise_id', parentId: id },
        ],
        paging,
      );
    });
  }

  /**
   * 关联企业用户: links a user holding the enterprise role to the enterprise (staff only; a user acts
   * for one enterprise or partner). Refused with a clear message, nothing written, otherwise.
   */
  linkUser(user: AuthUser, enterpriseId: string, userId: string) {
    return this.database.tenantTx(user, async (tx) => {
      if ((await customerScope(tx, user)).kind !== 'tenant') throw badRequest('外部用户不能关联企业用户');
      await this.visible(tx, user, enterpriseId);
      const target = await userForLink(tx, user.tenantId, userId);
      if (!target) throw badRequest(U.userMissing);
      if (!target.enterpriseRole) throw badRequest(U.notEnterpriseRole);
      if (target.link)
        throw badRequest(target.link.enterpriseId === enterpriseId ? U.linkedHere : U.linkedElsewhere);
      await insertLink(tx, user.tenantId, enterpriseId, userId, user.userId);
      return linkedUsers(tx, user.tenantId, enterpriseId);
    });
  }

  /** 关联用户 picker: the enterprise-role users not linked yet (staff only, like the link itself). */
  userCandidates(user: AuthUser, keyword: string | undefined) {
    return this.database.tenantRead(user, async (tx) => {
      if ((await customerScope(tx, user)).kind !== 'tenant') throw badRequest('外部用户不能关联企业用户');
      return linkCandidates(tx, user.tenantId, keyword);
    });
  }

  /** The users who act for a visible enterprise. */
  users(user: AuthUser, enterpriseId: string) {
    return this.database.tenantRead(user, async (tx) => {
      await this.visible(tx, user, enterpriseId);
      return linkedUsers(tx, user.tenantId, enterpriseId);
    });
  }

  /** Up to 20 visible enterprises for a picker, by name or credit code; or the one of `id`. */
  options(user: AuthUser, keyword: string | undefined, id: string | undefined) {
    return this.database.tenantRead(user, async (tx) =>
      repo.enterpriseOptions(tx, await this.where(tx, user), keyword, id),
    );
  }

  /** Partners for the search form and the picker (a partner user sees only its own). */
  partnerOptions(user: AuthUser) {
    return this.database.tenantRead(user, async (tx) => {
      const scope = await customerScope(tx, user);
      return scope.kind === 'enterprise' ? [] : repo.partnerOptions(tx, user.tenantId, scope);
    });
  }

  /** The partner exists; a disabled one only where the enterprise already names it. */
  private async assertPartner(tx: Reader, user: AuthUser, partnerId: string | null, current?: string | null) {
    if (!partnerId) return;
    const partner = await repo.partnerOf(tx, user.tenantId, partnerId);
    if (!partner) throw badRequest('合作方不存在');
    if (partner.status === 0 && partnerId !== current)
      throw badRequest(`合作方「${partner.name}」已停用，不能选择`);
  }

  /**
   * 咨询关系: the enterprise's consultancy relations become the submitted list (left out: unchanged).
   * Each names a consultancy partner of the tenant.
   */
  private async saveConsultancies(
    tx: Tx,
    user: AuthUser,
    enterpriseId: string,
    consultancies: readonly z.infer<typeof enterpriseConsultancyBody>[] | undefined,
  ) {
    if (!consultancies) return;
    for (const c of consultancies) {
      const partner = await repo.partnerOf(tx, user.tenantId, c.partnerId);
      if (!partner) throw badRequest('咨询机构不存在');
      if (partner.partnerType !== 'consultancy') throw badRequest(`「${partner.name}」不是咨询机构`);
    }
    await repo.syncChildren(tx, user, enterpriseConsultancies, enterpriseId, consultancies, '咨询关系');
  }

  private async saveChildren(
    tx: Tx,
    user: AuthUser,
    enterpriseId: string,
    sites: readonly z.infer<typeof enterpriseSiteBody>[],
    contacts: readonly z.infer<typeof enterpriseContactBody>[],
  ) {
    await repo.syncChildren(tx, user, enterpriseSites, enterpriseId, sites, '场所');
    await repo.syncChildren(tx, user, enterpriseContacts, enterpriseId, contacts, '联系人');
  }
}

/** The stored columns of a save: the region's name and the scale level follow from the input. */
function columns(body: EnterpriseInput) {
  const { sites: _s, contacts: _c, consultancies: _k, code: _code, ...fields } = body;
  return {
    ...fields,
    regionName: repo.REGION_NAMES.get(body.regionCode) ?? '',
    scaleLevel: scaleLevelOf(body.totalHeadcount) ?? 'S',
  };
}
