/**
 * User administration of one tenant: list, create, edit, freeze, password reset, role assignment,
 * Excel import and export. Every query runs in the admin's tenant transaction (RLS), so another
 * tenant's user answers exactly like a missing one (404).
 */
import {
  type Page,
  USER_STATUS,
  type UserAddBody,
  type UserEditBody,
  type UserFilters,
  type UserListQuery,
  type UserRecord,
} from '@cb/domain';
import type { FastifyRequest } from 'fastify';
import { generatePassword, hashPassword } from '../../platform/auth/passwords.ts';
import type { AuthUser, TokenService } from '../../platform/auth/tokens.ts';
import { EXPORT_MAX_ROWS, isUniqueViolation } from '../../platform/crud/index.ts';
import type { Database, Reader } from '../../platform/db/database.ts';
import { updateVersioned } from '../../platform/db/versioned.ts';
import { badRequest } from '../../platform/http/errors.ts';
import { users } from '../../platform/identity/schema.ts';
import { uuidv7 } from '../../platform/ids.ts';
import type { SecurityLog } from '../../platform/security-log.ts';
import { readUserWorkbook, writeUserWorkbook } from './user-excel.ts';
import {
  countTenantRoles,
  importContext,
  insertUsers,
  loadUser,
  pageUsers,
  replaceUserRoles,
  selectUsersForExport,
} from './users.repository.ts';

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
    const message = duplicateMessage(error);
    if (message) throw badRequest(message);
    throw error;
  }
}

/** The tenant's roles with these ids; any other id (missing, another tenant's) is 400. */
async function checkRoles(tx: Reader, tenantId: number, roleIds: readonly string[]): Promise<string[]> {
  const unique = [...new Set(roleIds)];
  if ((await countTenantRoles(tx, tenantId, unique)) !== unique.length) throw badRequest('所选角色不存在');
  return unique;
}

export class UserAdminService {
  constructor(
    private readonly database: Database,
    private readonly tokens: TokenService,
    private readonly securityLog: SecurityLog,
  ) {}

  list(admin: AuthUser, q: UserListQuery): Promise<Page<UserRecord>> {
    return this.database.tenantRead(admin, (tx) => pageUsers(tx, admin.tenantId, q));
  }

  get(admin: AuthUser, id: string): Promise<UserRecord> {
    return this.database.tenantRead(admin, (tx) => loadUser(tx, admin.tenantId, id));
  }

  async create(admin: AuthUser, body: UserAddBody): Promise<UserRecord> {
    const passwordHash = await hashPassword(body.password);
    return refuseDuplicates(() =>
      this.database.tenantTx(admin, async (tx) => {
        const roleIds = await checkRoles(tx, admin.tenantId, body.roleIds);
        const id = uuidv7();
        await insertUsers(tx, admin.tenantId, [
          {
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
            roleIds,
          },
        ]);
        return loadUser(tx, admin.tenantId, id);
      }),
    );
  }

  async edit(request: FastifyRequest, admin: AuthUser, body: UserEditBody): Promise<UserRecord> {
    const result = await refuseDuplicates(() =>
      this.database.tenantTx(admin, async (tx) => {
        const roleIds = await checkRoles(tx, admin.tenantId, body.roleIds);
        const before = await loadUser(tx, admin.tenantId, body.id);
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
        await replaceUserRoles(tx, admin.tenantId, body.id, roleIds);
        // Signed-in sessions carry their roles: every instance reads them again once this commits.
        this.tokens.userChanged(tx, body.id);
        const after = await loadUser(tx, admin.tenantId, body.id);
        const rolesBefore = before.roles.map((r) => r.code).join(',');
        const rolesAfter = after.roles.map((r) => r.code).join(',');
        return { after, rolesChanged: rolesBefore !== rolesAfter ? `${rolesBefore} → ${rolesAfter}` : null };
      }),
    );
    if (result.rolesChanged)
      await this.securityLog.recordSuccess(
        request,
        admin,
        'permission_change',
        `roles of ${result.after.username}: ${result.rolesChanged}`,
      );
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
      return loadUser(tx, admin.tenantId, body.id);
    });
    await this.securityLog.recordSuccess(
      request,
      admin,
      'user_status_change',
      `${saved.username} ${body.status === USER_STATUS.frozen ? 'frozen' : 'unfrozen'}`,
    );
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
    await this.securityLog.recordSuccess(
      request,
      admin,
      'password_reset',
      `password of ${saved.username} reset`,
    );
    return { username: saved.username, password, version: saved.version };
  }

  async exportWorkbook(admin: AuthUser, q: UserFilters): Promise<Buffer> {
    const rows = await this.database.tenantRead(admin, (tx) =>
      selectUsersForExport(tx, admin.tenantId, q, EXPORT_MAX_ROWS),
    );
    return writeUserWorkbook(rows);
  }

  /**
   * Creates the sheet's users, each with a generated password (returned once) that must be changed
   * at first sign-in. All rows or none: any bad row refuses the whole file.
   */
  async importWorkbook(admin: AuthUser, content: Buffer): Promise<{ username: string; password: string }[]> {
    const known = await this.database.tenantTx(admin, (tx) => importContext(tx, admin.tenantId));
    const { rows, errors } = await readUserWorkbook(content, {
      roleIdByCode: new Map(known.roles.map((r) => [r.code, r.id])),
      existingUsernames: new Set(known.usernames.map((u) => u.username)),
    });
    if (errors.length) throw badRequest(`导入失败：${errors.join('；')}`);
    const prepared: { username: string; password: string; passwordHash: string }[] = [];
    for (const row of rows) {
      const password = generatePassword();
      prepared.push({ username: row.username, password, passwordHash: await hashPassword(password) });
    }
    await refuseDuplicates(() =>
      this.database.tenantTx(admin, (tx) =>
        insertUsers(
          tx,
          admin.tenantId,
          rows.map((u, i) => ({
            id: uuidv7(),
            tenantId: admin.tenantId,
            username: u.username,
            realname: u.realname,
            passwordHash: prepared[i]!.passwordHash,
            phone: u.phone,
            email: u.email,
            thirdPartyId: u.thirdPartyId,
            isParentCompanyUser: u.isParentCompanyUser,
            mustChangePassword: true,
            createdBy: admin.userId,
            updatedBy: admin.userId,
            roleIds: u.roleIds,
          })),
        ),
      ),
    );
    return prepared.map((u) => ({ username: u.username, password: u.password }));
  }
}
