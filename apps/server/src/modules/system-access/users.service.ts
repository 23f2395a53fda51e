/**
 * User administration of one tenant: list, create, edit, freeze, password reset, role assignment,
 * Excel import and export. Every query runs in the admin's tenant transaction (RLS), so another
 * tenant's user answers exactly like a missing one (404).
 */
import type { Page } from '@cb/domain';
import { and, asc, eq, ilike, inArray, or, type SQL } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { generatePassword, hashPassword } from '../../platform/auth/passwords.ts';
import type { AuthUser, TokenService } from '../../platform/auth/tokens.ts';
import type { Database, Tx } from '../../platform/db/database.ts';
import { roles, userRoles, users } from '../../platform/db/schema.ts';
import { updateVersioned } from '../../platform/db/versioned.ts';
import { AppError, badRequest, notFound } from '../../platform/http/errors.ts';
import { uuidv7 } from '../../platform/ids.ts';
import type { SecurityLog } from '../../platform/security-log.ts';
import { isUniqueViolation } from '../reference/dictionaries.routes.ts';
import { containsPattern, orderFor, paged } from '../reference/list.ts';
import {
  USER_STATUS,
  type UserAddBody,
  type UserEditBody,
  type UserListQuery,
  type userFilters,
} from './dto.ts';
import { type ImportedUser, readUserWorkbook, writeUserWorkbook } from './user-excel.ts';

export interface UserRecord {
  id: string;
  username: string;
  realname: string;
  phone: string | null;
  email: string | null;
  status: number;
  isParentCompanyUser: boolean;
  thirdPartyId: string | null;
  mustChangePassword: boolean;
  roles: { id: string; code: string; name: string }[];
  createTime: string;
  version: number;
}

const SORT = {
  username: users.username,
  realname: users.realname,
  status: users.status,
  createTime: users.createdAt,
};

const columns = {
  id: users.id,
  username: users.username,
  realname: users.realname,
  phone: users.phone,
  email: users.email,
  status: users.status,
  isParentCompanyUser: users.isParentCompanyUser,
  thirdPartyId: users.thirdPartyId,
  mustChangePassword: users.mustChangePassword,
  createdAt: users.createdAt,
  version: users.version,
};

type UserRow = Omit<UserRecord, 'roles' | 'createTime'> & { createdAt: Date };

/** Unique-index violations as the message the form shows. */
function duplicateMessage(error: unknown): string | null {
  if (!isUniqueViolation(error)) return null;
  const text = JSON.stringify(error, Object.getOwnPropertyNames(error ?? {}));
  if (text.includes('users_third_party_uq')) return '该企业微信账号已关联其他用户';
  if (text.includes('roles_code_uq')) return '角色编码已存在';
  return '用户名已存在';
}

/** Runs `work` and turns a unique-index violation into a 400 with a clear message. */
export async function refuseDuplicates<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    const message = duplicateMessage(error) ?? (isUniqueViolation(error) ? '数据重复' : null);
    if (message) throw badRequest(message);
    throw error;
  }
}

export class UserAdminService {
  constructor(
    private readonly database: Database,
    private readonly tokens: TokenService,
    private readonly securityLog: SecurityLog,
  ) {}

  private where(tx: Tx, tenantId: number, q: Partial<typeof userFilters._output>): SQL | undefined {
    return and(
      eq(users.tenantId, tenantId),
      q.keyword
        ? or(
            ilike(users.username, containsPattern(q.keyword)),
            ilike(users.realname, containsPattern(q.keyword)),
            ilike(users.phone, containsPattern(q.keyword)),
          )
        : undefined,
      q.status ? eq(users.status, q.status) : undefined,
      q.roleId
        ? inArray(
            users.id,
            tx.select({ id: userRoles.userId }).from(userRoles).where(eq(userRoles.roleId, q.roleId)),
          )
        : undefined,
    );
  }

  private async withRoles(tx: Tx, rows: readonly UserRow[]): Promise<UserRecord[]> {
    const ids = rows.map((r) => r.id);
    const held = ids.length
      ? await tx
          .select({ userId: userRoles.userId, id: roles.id, code: roles.code, name: roles.name })
          .from(userRoles)
          .innerJoin(roles, eq(roles.id, userRoles.roleId))
          .where(inArray(userRoles.userId, ids))
          .orderBy(asc(roles.code))
      : [];
    return rows.map(({ createdAt, ...rest }) => ({
      ...rest,
      createTime: createdAt.toISOString(),
      roles: held.filter((h) => h.userId === rest.id).map(({ userId: _u, ...role }) => role),
    }));
  }

  list(admin: AuthUser, q: UserListQuery): Promise<Page<UserRecord>> {
    return this.database.tenantTx(admin, async (tx) => {
      const where = this.where(tx, admin.tenantId, q);
      const page = await paged(tx, users, where, q, (limit, offset) =>
        tx
          .select(columns)
          .from(users)
          .where(where)
          .orderBy(...orderFor(q, SORT, [asc(users.username)], users.id))
          .limit(limit)
          .offset(offset),
      );
      return { ...page, records: await this.withRoles(tx, page.records) };
    });
  }

  get(admin: AuthUser, id: string): Promise<UserRecord> {
    return this.database.tenantTx(admin, (tx) => this.load(tx, admin.tenantId, id));
  }

  private async load(tx: Tx, tenantId: number, id: string): Promise<UserRecord> {
    const rows = await tx
      .select(columns)
      .from(users)
      .where(and(eq(users.tenantId, tenantId), eq(users.id, id)));
    if (!rows.length) throw notFound('用户不存在');
    return (await this.withRoles(tx, rows))[0]!;
  }

  /** The tenant's roles with these ids; any other id (missing, another tenant's) is 400. */
  private async checkRoles(tx: Tx, tenantId: number, roleIds: readonly string[]): Promise<string[]> {
    const unique = [...new Set(roleIds)];
    const found = await tx
      .select({ id: roles.id })
      .from(roles)
      .where(and(eq(roles.tenantId, tenantId), inArray(roles.id, unique)));
    if (found.length !== unique.length) throw badRequest('所选角色不存在');
    return unique;
  }

  private async setRoles(tx: Tx, tenantId: number, userId: string, roleIds: readonly string[]) {
    await tx.delete(userRoles).where(eq(userRoles.userId, userId));
    await tx.insert(userRoles).values(roleIds.map((roleId) => ({ tenantId, userId, roleId })));
  }

  async create(admin: AuthUser, body: UserAddBody): Promise<UserRecord> {
    const passwordHash = await hashPassword(body.password);
    return refuseDuplicates(() =>
      this.database.tenantTx(admin, async (tx) => {
        const roleIds = await this.checkRoles(tx, admin.tenantId, body.roleIds);
        const id = uuidv7();
        await tx.insert(users).values({
          id,
          tenantId: admin.tenantId,
          username: body.username,
          realname: body.realname,
          passwordHash,
          // A password chosen by an administrator is known to them: the user replaces it first.
          mustChangePassword: true,
          phone: body.phone,
          email: body.email,
          thirdPartyId: body.thirdPartyId,
          isParentCompanyUser: body.isParentCompanyUser,
          createdBy: admin.userId,
          updatedBy: admin.userId,
        });
        await this.setRoles(tx, admin.tenantId, id, roleIds);
        return this.load(tx, admin.tenantId, id);
      }),
    );
  }

  async edit(request: FastifyRequest, admin: AuthUser, body: UserEditBody): Promise<UserRecord> {
    const result = await refuseDuplicates(() =>
      this.database.tenantTx(admin, async (tx) => {
        const roleIds = await this.checkRoles(tx, admin.tenantId, body.roleIds);
        const before = await this.load(tx, admin.tenantId, body.id);
        await updateVersioned(
          tx,
          users,
          body.id,
          body.version,
          {
            realname: body.realname,
            phone: body.phone,
            email: body.email,
            thirdPartyId: body.thirdPartyId,
            isParentCompanyUser: body.isParentCompanyUser,
          },
          admin.userId,
        );
        await this.setRoles(tx, admin.tenantId, body.id, roleIds);
        const after = await this.load(tx, admin.tenantId, body.id);
        const rolesBefore = before.roles.map((r) => r.code).join(',');
        const rolesAfter = after.roles.map((r) => r.code).join(',');
        return { after, rolesChanged: rolesBefore !== rolesAfter ? `${rolesBefore} → ${rolesAfter}` : null };
      }),
    );
    if (result.rolesChanged)
      await this.securityLog.record(request, {
        event: 'permission_change',
        outcome: 'success',
        tenantId: admin.tenantId,
        userId: admin.userId,
        username: admin.username,
        detail: `roles of ${result.after.username}: ${result.rolesChanged}`,
      });
    return result.after;
  }

  /** Freezes (2) or unfreezes (1) a user; freezing revokes every token and closes their sockets. */
  async setStatus(
    request: FastifyRequest,
    admin: AuthUser,
    body: { id: string; version: number; status: 1 | 2 },
  ): Promise<UserRecord> {
    if (body.id === admin.userId && body.status === USER_STATUS.frozen)
      throw badRequest('不能冻结当前登录的用户');
    const saved = await this.database.tenantTx(admin, async (tx) => {
      await updateVersioned(tx, users, body.id, body.version, { status: body.status }, admin.userId);
      if (body.status === USER_STATUS.frozen) await this.tokens.revokeAllOf(tx, body.id);
      return this.load(tx, admin.tenantId, body.id);
    });
    await this.securityLog.record(request, {
      event: 'user_status_change',
      outcome: 'success',
      tenantId: admin.tenantId,
      userId: admin.userId,
      username: admin.username,
      detail: `${saved.username} ${body.status === USER_STATUS.frozen ? 'frozen' : 'unfrozen'}`,
    });
    return saved;
  }

  /**
   * A new generated password, shown once to the admin; the user must change it at next sign-in,
   * and their open sessions end now.
   */
  async resetPassword(
    request: FastifyRequest,
    admin: AuthUser,
    body: { id: string; version: number },
  ): Promise<{ username: string; password: string; version: number }> {
    if (body.id === admin.userId) throw badRequest('请通过“修改密码”修改自己的密码');
    const password = generatePassword();
    const passwordHash = await hashPassword(password);
    const saved = await this.database.tenantTx(admin, async (tx) => {
      const row = await updateVersioned(
        tx,
        users,
        body.id,
        body.version,
        { passwordHash, mustChangePassword: true, passwordChangedAt: new Date() },
        admin.userId,
      );
      await this.tokens.revokeAllOf(tx, body.id);
      return row;
    });
    await this.securityLog.record(request, {
      event: 'password_reset',
      outcome: 'success',
      tenantId: admin.tenantId,
      userId: admin.userId,
      username: admin.username,
      detail: `password of ${saved.username} reset`,
    });
    return { username: saved.username, password, version: saved.version };
  }

  async exportWorkbook(admin: AuthUser, q: Partial<typeof userFilters._output>): Promise<Buffer> {
    const rows = await this.database.tenantTx(admin, async (tx) => {
      const found = await tx
        .select(columns)
        .from(users)
        .where(this.where(tx, admin.tenantId, q))
        .orderBy(asc(users.username))
        .limit(20_000);
      return this.withRoles(tx, found);
    });
    return writeUserWorkbook(rows);
  }

  /**
   * Creates the sheet's users, each with a generated password (returned once) that must be changed
   * at first sign-in. All rows or none: any bad row refuses the whole file.
   */
  async importWorkbook(admin: AuthUser, content: Buffer): Promise<{ username: string; password: string }[]> {
    const known = await this.database.tenantTx(admin, async (tx) => ({
      roles: await tx
        .select({ id: roles.id, code: roles.code })
        .from(roles)
        .where(eq(roles.tenantId, admin.tenantId)),
      usernames: await tx
        .select({ username: users.username })
        .from(users)
        .where(eq(users.tenantId, admin.tenantId)),
    }));
    const { rows, errors } = await readUserWorkbook(content, {
      roleIdByCode: new Map(known.roles.map((r) => [r.code, r.id])),
      existingUsernames: new Set(known.usernames.map((u) => u.username)),
    });
    if (errors.length) throw badRequest(`导入失败：${errors.join('；')}`);
    const prepared: (ImportedUser & { id: string; password: string; passwordHash: string })[] = [];
    for (const row of rows) {
      const password = generatePassword();
      prepared.push({ ...row, id: uuidv7(), password, passwordHash: await hashPassword(password) });
    }
    await refuseDuplicates(() =>
      this.database.tenantTx(admin, async (tx) => {
        for (let i = 0; i < prepared.length; i += 200) {
          const chunk = prepared.slice(i, i + 200);
          await tx.insert(users).values(
            chunk.map((u) => ({
              id: u.id,
              tenantId: admin.tenantId,
              username: u.username,
              realname: u.realname,
              passwordHash: u.passwordHash,
              phone: u.phone,
              email: u.email,
              thirdPartyId: u.thirdPartyId,
              isParentCompanyUser: u.isParentCompanyUser,
              mustChangePassword: true,
              createdBy: admin.userId,
              updatedBy: admin.userId,
            })),
          );
          await tx
            .insert(userRoles)
            .values(
              chunk.flatMap((u) =>
                u.roleIds.map((roleId) => ({ tenantId: admin.tenantId, userId: u.id, roleId })),
              ),
            );
        }
      }),
    );
    return prepared.map((u) => ({ username: u.username, password: u.password }));
  }
}

export const importTooLarge = () => new AppError(413, '文件过大，最大 2 MB');
