/**
 * Customer enterprises: the repository/service of the khgl pages. An enterprise is saved together
 * with its sites and contacts (one transaction, guarded by the enterprise's version), every read
 * is limited to the caller's customer scope, and removal is a soft delete (the record stays for
 * the audit trail and the certificates that refer to it).
 */

import type {
  EnterpriseInput,
  enterpriseContactBody,
  enterpriseEditBody,
  enterpriseListQuery,
  enterpriseSiteBody,
} from '@cb/domain';
import { ENTERPRISE_MESSAGES, type Page, REGIONS, scaleLevelOf } from '@cb/domain';
import { and, asc, desc, eq, gte, like, lt, ne, notInArray, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { AuthUser } from '../../platform/auth/tokens.ts';
import {
  contains,
  EXPORT_MAX_ROWS,
  type HistoryEntry,
  orderFor,
  paged,
  prefixPattern,
  recordHistory,
  updateVersioned,
  withUniqueMessages,
} from '../../platform/crud/index.ts';
import type { Database, Tx } from '../../platform/db/database.ts';
import { badRequest, notFound } from '../../platform/http/errors.ts';
import {
  type CustomerScope,
  customerScope,
  enterpriseScopeWhere,
} from '../../platform/identity/row-scope.ts';
import { enterprises as e, enterpriseContacts, enterpriseSites, partners } from './schema.ts';

const UNIQUE_MESSAGES = {
  enterprises_name_uq: ENTERPRISE_MESSAGES.nameDuplicate,
  enterprises_credit_code_uq: ENTERPRISE_MESSAGES.creditCodeDuplicate,
  enterprises_code_uq: ENTERPRISE_MESSAGES.codeDuplicate,
};

export type ListQuery = z.infer<typeof enterpriseListQuery>;
type Filters = Omit<ListQuery, 'pageNo' | 'pageSize'>;

const SORT = {
  code: e.code,
  name: e.name,
  creditCode: e.creditCode,
  regionCode: e.regionCode,
  totalHeadcount: e.totalHeadcount,
  createTime: e.createdAt,
  updateTime: e.updatedAt,
};
const DEFAULT_ORDER = [desc(e.createdAt), desc(e.id)];

/** The columns of a list row (and of the export). */
const listColumns = {
  id: e.id,
  code: e.code,
  name: e.name,
  nameEn: e.nameEn,
  creditCode: e.creditCode,
  natureCode: e.natureCode,
  industryCode: e.industryCode,
  regionCode: e.regionCode,
  regionName: e.regionName,
  registeredCapital: e.registeredCapital,
  legalRepresentative: e.legalRepresentative,
  registeredAddress: e.registeredAddress,
  totalHeadcount: e.totalHeadcount,
  scaleLevel: e.scaleLevel,
  branchCompany: e.branchCompany,
  partnerId: e.partnerId,
  partnerName: partners.name,
  status: e.status,
  createTime: e.createdAt,
  updateTime: e.updatedAt,
  version: e.version,
};

export type EnterpriseListRow = Awaited<ReturnType<EnterpriseService['list']>>['records'][number];

export class EnterpriseService {
  constructor(private readonly database: Database) {}

  private where(user: AuthUser, scope: CustomerScope, f: Partial<Filters>): SQL | undefined {
    return and(
      eq(e.tenantId, user.tenantId),
      eq(e.deleted, false),
      enterpriseScopeWhere(scope, e.id, e.partnerId),
      contains(e.name, f.name),
      // Credit codes are typed from the start: a prefix search that the unique index serves.
      f.creditCode ? like(e.creditCode, prefixPattern(f.creditCode.toUpperCase())) : undefined,
      f.regionCode ? eq(e.regionCode, f.regionCode) : undefined,
      f.partnerId ? eq(e.partnerId, f.partnerId) : undefined,
      f.status !== undefined ? eq(e.status, f.status) : undefined,
    );
  }

  private selectRows(tx: Tx) {
    return tx.select(listColumns).from(e).leftJoin(partners, eq(partners.id, e.partnerId));
  }

  list(user: AuthUser, q: ListQuery) {
    return this.database.tenantTx(user, async (tx) => {
      const where = this.where(user, await customerScope(tx, user), q);
      return paged(tx, e, where, q, (limit, offset) =>
        this.selectRows(tx)
          .where(where)
          .orderBy(...orderFor(q, SORT, DEFAULT_ORDER, e.id))
          .limit(limit)
          .offset(offset),
      );
    });
  }

  /** Every matching row (up to EXPORT_MAX_ROWS) in the list's order, for the Excel export. */
  exportRows(user: AuthUser, q: Filters) {
    return this.database.tenantTx(user, async (tx) => {
      const where = this.where(user, await customerScope(tx, user), q);
      return this.selectRows(tx)
        .where(where)
        .orderBy(...orderFor(q, SORT, DEFAULT_ORDER, e.id))
        .limit(EXPORT_MAX_ROWS);
    });
  }

  /** Whether the caller may see the enterprise (inside the caller's tenant transaction). */
  async canSee(tx: Tx, user: AuthUser, id: string): Promise<boolean> {
    const scope = await customerScope(tx, user);
    const [row] = await tx
      .select({ id: e.id })
      .from(e)
      .where(and(this.where(user, scope, {}), eq(e.id, id)));
    return Boolean(row);
  }

  /** The enterprise if the caller may see it; otherwise 404 (as if it did not exist). */
  private async visible(tx: Tx, user: AuthUser, id: string) {
    const scope = await customerScope(tx, user);
    const [row] = await tx
      .select()
      .from(e)
      .where(and(this.where(user, scope, {}), eq(e.id, id)));
    if (!row) throw notFound();
    return row;
  }

  get(user: AuthUser, id: string) {
    return this.database.tenantTx(user, async (tx) => {
      const row = await this.visible(tx, user, id);
      const [partner] = row.partnerId
        ? await tx.select({ name: partners.name }).from(partners).where(eq(partners.id, row.partnerId))
        : [];
      const sites = await tx
        .select()
        .from(enterpriseSites)
        .where(and(eq(enterpriseSites.tenantId, user.tenantId), eq(enterpriseSites.enterpriseId, id)))
        .orderBy(asc(enterpriseSites.sortNo), asc(enterpriseSites.createdAt));
      const contacts = await tx
        .select()
        .from(enterpriseContacts)
        .where(and(eq(enterpriseContacts.tenantId, user.tenantId), eq(enterpriseContacts.enterpriseId, id)))
        .orderBy(asc(enterpriseContacts.sortNo), asc(enterpriseContacts.createdAt));
      const { tenantId: _t, deleted: _d, createdAt, updatedAt, ...rest } = row;
      return {
        ...rest,
        partnerName: partner?.name ?? '',
        createTime: createdAt,
        updateTime: updatedAt,
        sites: sites.map(({ tenantId: _x, ...s }) => s),
        contacts: contacts.map(({ tenantId: _x, ...c }) => c),
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
          const code = body.code || (await nextEnterpriseCode(tx, user.tenantId, new Date()));
          const [created] = await tx
            .insert(e)
            .values({
              ...this.columns(body),
              code,
              tenantId: user.tenantId,
              createdBy: user.userId,
              updatedBy: user.userId,
            })
            .returning({ id: e.id, code: e.code, version: e.version });
          await this.saveChildren(tx, user, created!.id, body.sites, body.contacts);
          return created!;
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
          await this.assertPartner(tx, user, input.partnerId);
          const updated = await updateVersioned(
            tx,
            e,
            id,
            version,
            { ...this.columns(input), code: input.code || current.code },
            user.userId,
          );
          await this.saveChildren(tx, user, id, input.sites, input.contacts);
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
    const column = field === 'name' ? e.name : e.creditCode;
    const normalised = field === 'creditCode' ? value.toUpperCase() : value;
    return this.database.tenantTx(user, async (tx) => {
      const [hit] = await tx
        .select({ id: e.id })
        .from(e)
        .where(
          and(
            eq(e.tenantId, user.tenantId),
            eq(e.deleted, false),
            eq(column, normalised),
            exceptId ? ne(e.id, exceptId) : undefined,
          ),
        )
        .limit(1);
      return !hit;
    });
  }

  history(
    user: AuthUser,
    id: string,
    paging: { pageNo: number; pageSize: number },
  ): Promise<Page<HistoryEntry>> {
    return this.database.tenantTx(user, async (tx) => {
      await this.visible(tx, user, id);
      return recordHistory(
        tx,
        user.tenantId,
        [
          { table: 'enterprises', recordId: id },
          { table: 'enterprise_sites', parentColumn: 'enterprise_id', parentId: id },
          { table: 'enterprise_contacts', parentColumn: 'enterprise_id', parentId: id },
        ],
        paging,
      );
    });
  }

  /** Up to 20 visible enterprises for a picker, by name or credit code; or the one of `id`. */
  options(user: AuthUser, keyword: string | undefined, id: string | undefined) {
    return this.database.tenantTx(user, async (tx) => {
      const scope = await customerScope(tx, user);
      return tx
        .select({ id: e.id, name: e.name, creditCode: e.creditCode, code: e.code })
        .from(e)
        .where(
          and(
            this.where(user, scope, {}),
            id ? eq(e.id, id) : undefined,
            keyword
              ? sql`(${contains(e.name, keyword)} or ${like(e.creditCode, prefixPattern(keyword.toUpperCase()))})`
              : undefined,
          ),
        )
        .orderBy(asc(e.name))
        .limit(20);
    });
  }

  /** Partners for the search form and the picker (a partner user sees only its own). */
  partnerOptions(user: AuthUser) {
    return this.database.tenantTx(user, async (tx) => {
      const scope = await customerScope(tx, user);
      if (scope.kind === 'enterprise') return [];
      return tx
        .select({ id: partners.id, name: partners.name, code: partners.code })
        .from(partners)
        .where(
          and(
            eq(partners.tenantId, user.tenantId),
            eq(partners.deleted, false),
            scope.kind === 'partner'
              ? scope.partnerId
                ? eq(partners.id, scope.partnerId)
                : sql`false`
              : undefined,
          ),
        )
        .orderBy(asc(partners.code));
    });
  }

  private columns(body: EnterpriseInput) {
    const { sites: _s, contacts: _c, code: _code, ...fields } = body;
    return {
      ...fields,
      regionName: REGION_NAMES.get(body.regionCode) ?? '',
      scaleLevel: scaleLevelOf(body.totalHeadcount) ?? 'S',
    };
  }

  private async assertPartner(tx: Tx, user: AuthUser, partnerId: string | null) {
    if (!partnerId) return;
    const [row] = await tx
      .select({ id: partners.id })
      .from(partners)
      .where(
        and(eq(partners.tenantId, user.tenantId), eq(partners.id, partnerId), eq(partners.deleted, false)),
      );
    if (!row) throw badRequest('合作方不存在');
  }

  /**
   * Makes the stored sites and contacts equal to the submitted lists: rows with a known id are
   * updated, rows without one are added, and rows no longer listed are removed. An id that is not
   * one of this enterprise's rows is refused.
   */
  private async saveChildren(
    tx: Tx,
    user: AuthUser,
    enterpriseId: string,
    sites: readonly z.infer<typeof enterpriseSiteBody>[],
    contacts: readonly z.infer<typeof enterpriseContactBody>[],
  ) {
    await syncChildren(tx, user, enterpriseSites, enterpriseId, sites, '场所');
    await syncChildren(tx, user, enterpriseContacts, enterpriseId, contacts, '联系人');
  }
}

type ChildTable = typeof enterpriseSites | typeof enterpriseContacts;

async function syncChildren(
  tx: Tx,
  user: AuthUser,
  table: ChildTable,
  enterpriseId: string,
  rows: readonly ({ id?: string } & Record<string, unknown>)[],
  label: string,
) {
  const owned = and(eq(table.tenantId, user.tenantId), eq(table.enterpriseId, enterpriseId));
  const existing = new Set((await tx.select({ id: table.id }).from(table).where(owned)).map((r) => r.id));
  const keep = rows.flatMap((r) => (r.id ? [r.id] : []));
  if (keep.some((id) => !existing.has(id))) throw badRequest(`${label}不存在`);
  if (new Set(keep).size !== keep.length) throw badRequest(`${label}重复`);
  await tx.delete(table).where(keep.length ? and(owned, notInArray(table.id, keep)) : owned);
  for (const [sortNo, { id, ...fields }] of rows.entries()) {
    if (id) {
      await tx
        .update(table)
        .set({
          ...fields,
          sortNo,
          updatedAt: new Date(),
          updatedBy: user.userId,
          version: sql`${table.version} + 1`,
        } as never)
        .where(and(owned, eq(table.id, id)));
    } else {
      await tx.insert(table).values({
        ...fields,
        sortNo,
        enterpriseId,
        tenantId: user.tenantId,
        createdBy: user.userId,
        updatedBy: user.userId,
      } as never);
    }
  }
}

const REGION_NAMES = new Map<string, string>(REGIONS.map((r) => [r.code, r.zh]));

/**
 * The next customer number of the tenant: KH + year + five-digit serial. A transaction-scoped
 * advisory lock per tenant makes concurrent creations take turns; the unique index backs it up.
 */
export async function nextEnterpriseCode(tx: Tx, tenantId: number, now: Date): Promise<string> {
  const prefix = `KH${now.getFullYear()}`;
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('enterprise_code'), ${tenantId})`);
  const [last] = await tx
    .select({ code: e.code })
    .from(e)
    .where(and(eq(e.tenantId, tenantId), gte(e.code, prefix), lt(e.code, `KH${now.getFullYear() + 1}`)))
    .orderBy(desc(e.code))
    .limit(1);
  const serial =
    last && /^\d{5,}$/.test(last.code.slice(prefix.length)) ? Number(last.code.slice(prefix.length)) : 0;
  return `${prefix}${String(serial + 1).padStart(5, '0')}`;
}
