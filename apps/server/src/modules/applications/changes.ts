/**
 * Change requests on accepted applications (变更申请): what changes (APPLICATION_CHANGE_TYPES and
 * the INFO_CHANGE_TYPES it touches), before and after, and why. They wait for 变更审批
 * (htps/bgsp, a later area); until then they may be edited or revoked while submitted.
 */
import {
  APPLICATION_CHANGE_TYPES,
  APPLICATION_STATUS,
  CHANGE_REQUEST_STATUSES,
  type ChangeRequestInput,
  INFO_CHANGE_TYPES,
  isChangeRequestOpen,
  labelOf,
  type Page,
  pageOf,
} from '@cb/domain';
import { and, count, desc, eq, ilike, like, type SQL } from 'drizzle-orm';
import type { AuthUser } from '../../platform/auth/tokens.ts';
import { containsPattern, orderFor, prefixPattern } from '../../platform/crud/list.ts';
import type { Database, Tx } from '../../platform/db/database.ts';
import { updateVersioned } from '../../platform/db/versioned.ts';
import { badRequest, notFound } from '../../platform/http/errors.ts';
import { users } from '../../platform/identity/schema.ts';
import { enterprises } from '../customers/schema.ts';
import { type CustomerScope, customerScope, enterpriseScopeWhere } from '../../platform/identity/row-scope.ts';
import type { ChangeListQuery } from './dto.ts';
import { applicationChanges, applications } from './schema.ts';

export const CHANGE_PERMISSION = {
  add: 'xmsl:change:add',
  edit: 'xmsl:change:edit',
  detail: 'xmsl:change:detail',
  revoke: 'xmsl:change:revoke',
} as const;
export const CHANGE_LIST_PERMISSIONS = Object.values(CHANGE_PERMISSION);

const ctx = (user: AuthUser) => ({ tenantId: user.tenantId, userId: user.userId });

const columns = {
  id: applicationChanges.id,
  version: applicationChanges.version,
  applicationId: applicationChanges.applicationId,
  applyNo: applications.applyNo,
  enterpriseName: enterprises.name,
  changeType: applicationChanges.changeType,
  infoChangeTypes: applicationChanges.infoChangeTypes,
  beforeValue: applicationChanges.beforeValue,
  afterValue: applicationChanges.afterValue,
  reason: applicationChanges.reason,
  otherDescription: applicationChanges.otherDescription,
  status: applicationChanges.status,
  fromZone: applicationChanges.fromZone,
  createdAt: applicationChanges.createdAt,
  createdByName: users.realname,
};

type Row = { [K in keyof typeof columns]: (typeof columns)[K]['_']['data'] | null };

function toRecord(r: Row) {
  const info = (r.infoChangeTypes ?? []) as number[];
  return {
    id: r.id!,
    version: r.version!,
    applicationId: r.applicationId!,
    applyNo: r.applyNo ?? '',
    enterpriseName: r.enterpriseName ?? '',
    changeType: r.changeType!,
    changeType_dictText: labelOf(APPLICATION_CHANGE_TYPES, r.changeType) ?? '',
    infoChangeTypes: info,
    infoChangeTypes_dictText: info.map((c) => labelOf(INFO_CHANGE_TYPES, c) ?? String(c)).join('、'),
    beforeValue: r.beforeValue ?? '',
    afterValue: r.afterValue ?? '',
    reason: r.reason ?? '',
    otherDescription: r.otherDescription ?? '',
    status: r.status!,
    status_dictText: labelOf(CHANGE_REQUEST_STATUSES, r.status) ?? '',
    fromZone: r.fromZone ?? 0,
    createTime: r.createdAt ? r.createdAt.toISOString() : null,
    createByName: r.createdByName ?? '',
  };
}
export type ChangeRecord = ReturnType<typeof toRecord>;

const SORT = {
  createTime: applicationChanges.createdAt,
  changeType: applicationChanges.changeType,
  status: applicationChanges.status,
};

const select = (tx: Tx) =>
  tx
    .select(columns)
    .from(applicationChanges)
    .innerJoin(applications, eq(applications.id, applicationChanges.applicationId))
    .innerJoin(enterprises, eq(enterprises.id, applications.enterpriseId))
    .leftJoin(users, eq(users.id, applicationChanges.createdBy));

export class ChangeRequestService {
  constructor(private readonly database: Database) {}

  async list(user: AuthUser, q: ChangeListQuery): Promise<Page<ChangeRecord>> {
    return this.database.tenantTx(ctx(user), async (tx) => {
      const scope = await customerScope(tx, user);
      const where = and(
        eq(applicationChanges.tenantId, user.tenantId),
        enterpriseScopeWhere(scope, applications.enterpriseId, applications.partnerId),
        q.applyNo ? like(applications.applyNo, prefixPattern(q.applyNo.toUpperCase())) : undefined,
        q.enterpriseName ? ilike(enterprises.name, containsPattern(q.enterpriseName)) : undefined,
        q.applicationId ? eq(applicationChanges.applicationId, q.applicationId) : undefined,
        q.changeType !== undefined ? eq(applicationChanges.changeType, q.changeType) : undefined,
        q.status !== undefined ? eq(applicationChanges.status, q.status) : undefined,
      );
      const [{ n } = { n: 0 }] = await tx
        .select({ n: count() })
        .from(applicationChanges)
        .innerJoin(applications, eq(applications.id, applicationChanges.applicationId))
        .innerJoin(enterprises, eq(enterprises.id, applications.enterpriseId))
        .where(where);
      const offset = (q.pageNo - 1) * q.pageSize;
      const rows =
        offset >= Number(n)
          ? []
          : await select(tx)
              .where(where)
              .orderBy(
                ...orderFor(
                  q,
                  SORT,
                  [desc(applicationChanges.createdAt), desc(applicationChanges.id)],
                  applicationChanges.id,
                ),
              )
              .limit(q.pageSize)
              .offset(offset);
      return pageOf(rows.map(toRecord), Number(n), q.pageNo, q.pageSize);
    });
  }

  async detail(user: AuthUser, id: string): Promise<ChangeRecord> {
    return this.database.tenantTx(ctx(user), async (tx) =>
      this.read(tx, user.tenantId, await customerScope(tx, user), id),
    );
  }

  async create(user: AuthUser, applicationId: string, fromZone: number, input: ChangeRequestInput) {
    return this.database.tenantTx(ctx(user), async (tx) => {
      const scope = await customerScope(tx, user);
      const [application] = await tx
        .select({ id: applications.id, status: applications.status })
        .from(applications)
        .where(
          and(
            eq(applications.tenantId, user.tenantId),
            eq(applications.id, applicationId),
            eq(applications.deleted, false),
            enterpriseScopeWhere(scope, applications.enterpriseId, applications.partnerId),
          ),
        );
      if (!application) throw notFound('申请不存在');
      if (application.status !== APPLICATION_STATUS.accepted)
        throw badRequest('只有已受理的申请才能发起变更，未受理的申请请直接修改');
      const [created] = await tx
        .insert(applicationChanges)
        .values({
          tenantId: user.tenantId,
          applicationId,
          fromZone,
          ...input,
          status: 1,
          createdBy: user.userId,
          updatedBy: user.userId,
        })
        .returning({ id: applicationChanges.id });
      return this.read(tx, user.tenantId, scope, created!.id);
    });
  }

  async update(user: AuthUser, id: string, version: number, input: ChangeRequestInput) {
    return this.database.tenantTx(ctx(user), async (tx) => {
      const scope = await customerScope(tx, user);
      const current = await this.read(tx, user.tenantId, scope, id);
      if (!isChangeRequestOpen(current.status))
        throw badRequest(`当前状态“${current.status_dictText}”不能修改`);
      await updateVersioned(tx, applicationChanges, id, version, input, user.userId);
      return this.read(tx, user.tenantId, scope, id);
    });
  }

  async revoke(user: AuthUser, id: string, version: number) {
    return this.database.tenantTx(ctx(user), async (tx) => {
      const scope = await customerScope(tx, user);
      const current = await this.read(tx, user.tenantId, scope, id);
      if (!isChangeRequestOpen(current.status))
        throw badRequest(`当前状态“${current.status_dictText}”不能撤回`);
      await updateVersioned(tx, applicationChanges, id, version, { status: 4 }, user.userId);
      return this.read(tx, user.tenantId, scope, id);
    });
  }

  private async read(tx: Tx, tenantId: number, scope: CustomerScope, id: string): Promise<ChangeRecord> {
    const where: SQL | undefined = and(
      eq(applicationChanges.tenantId, tenantId),
      eq(applicationChanges.id, id),
      enterpriseScopeWhere(scope, applications.enterpriseId, applications.partnerId),
    );
    const [row] = await select(tx).where(where);
    if (!row) throw notFound('变更申请不存在');
    return toRecord(row);
  }
}
