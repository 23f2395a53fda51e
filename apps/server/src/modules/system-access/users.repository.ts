/** Queries of user administration; each runs in the caller's tenant transaction (RLS). */
import type { Page, UserFilters, UserListQuery, UserRecord } from '@cb/domain';
import { asc, eq, ilike, inArray, or, type SQL, sql } from 'drizzle-orm';
import { containsPattern, listPages, tableRows } from '../../platform/crud/index.ts';
import type { Reader, Tx } from '../../platform/db/database.ts';
import { preparedRead } from '../../platform/db/prepared.ts';
import { inTenant } from '../../platform/db/tenant.ts';
import { notFound } from '../../platform/http/errors.ts';
import { roles, userRoles, users } from '../../platform/identity/schema.ts';

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

function userWhere(tx: Reader, tenantId: number, q: UserFilters): SQL | undefined {
  return inTenant(users, tenantId, [
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
  ]);
}

/** The roles of a page's users (prepared: one statement whatever the page's length). */
const rolesOfUsers = preparedRead<
  { userId: string; id: string; code: string; name: string }[],
  { ids: string[] }
>('system-access.roles-of-users', (db) =>
  db
    .select({ userId: userRoles.userId, id: roles.id, code: roles.code, name: roles.name })
    .from(userRoles)
    .innerJoin(roles, eq(roles.id, userRoles.roleId))
    .where(sql`${userRoles.userId} = any(${sql.placeholder('ids')}::uuid[])`)
    .orderBy(asc(roles.code)),
);

async function withRoles(tx: Reader, rows: readonly UserRow[]): Promise<UserRecord[]> {
  const ids = rows.map((r) => r.id);
  const held = ids.length ? await rolesOfUsers(tx, { ids }) : [];
  return rows.map(({ createdAt, ...rest }) => ({
    ...rest,
    createTime: createdAt.toISOString(),
    roles: held.filter((h) => h.userId === rest.id).map(({ userId: _u, ...role }) => role),
  }));
}

const userPages = listPages(
  'system-access.users',
  users,
  eq(users.tenantId, sql.placeholder('tenantId')),
  tableRows(users, columns),
  { sort: SORT, fallback: [asc(users.username)], tieBreak: users.id },
);

export async function pageUsers(tx: Reader, tenantId: number, q: UserListQuery): Promise<Page<UserRecord>> {
  const page = await userPages(tx, { tenantId }, q, userWhere(tx, tenantId, q));
  return { ...page, records: await withRoles(tx, page.records) };
}

/** The users an export writes (at most `limit`), by username. */
export async function selectUsersForExport(
  tx: Reader,
  tenantId: number,
  q: UserFilters,
  limit: number,
): Promise<UserRecord[]> {
  const found = await tx
    .select(columns)
    .from(users)
    .where(userWhere(tx, tenantId, q))
    .orderBy(asc(users.username))
    .limit(limit);
  return withRoles(tx, found);
}

/** The user with its roles; 404 when it is not the tenant's. */
export async function loadUser(tx: Reader, tenantId: number, id: string): Promise<UserRecord> {
  const rows = await tx
    .select(columns)
    .from(users)
    .where(inTenant(users, tenantId, [eq(users.id, id)]));
  if (!rows.length) throw notFound('用户不存在');
  return (await withRoles(tx, rows))[0]!;
}

/** How many of these role ids are roles of the tenant. */
export async function countTenantRoles(
  tx: Reader,
  tenantId: number,
  roleIds: readonly string[],
): Promise<number> {
  const found = await tx
    .select({ id: roles.id })
    .from(roles)
    .where(inTenant(roles, tenantId, [inArray(roles.id, [...roleIds])]));
  return found.length;
}

export async function replaceUserRoles(tx: Tx, tenantId: number, userId: string, roleIds: readonly string[]) {
  await tx.delete(userRoles).where(eq(userRoles.userId, userId));
  await tx.insert(userRoles).values(roleIds.map((roleId) => ({ tenantId, userId, roleId })));
}

export type NewUser = typeof users.$inferInsert & { roleIds: readonly string[] };

/** Inserts users with their roles, 200 at a time. */
export async function insertUsers(tx: Tx, tenantId: number, rows: readonly NewUser[]): Promise<void> {
  for (let i = 0; i < rows.length; i += 200) {
    const chunk = rows.slice(i, i + 200);
    await tx.insert(users).values(chunk.map(({ roleIds: _r, ...user }) => user));
    await tx
      .insert(userRoles)
      .values(chunk.flatMap((u) => u.roleIds.map((roleId) => ({ tenantId, userId: u.id!, roleId }))));
  }
}

/** The tenant's role codes and usernames, which an import checks its rows against. */
export async function importContext(tx: Reader, tenantId: number) {
  return {
    roles: await tx
      .select({ id: roles.id, code: roles.code })
      .from(roles)
      .where(eq(roles.tenantId, tenantId)),
    usernames: await tx.select({ username: users.username }).from(users).where(eq(users.tenantId, tenantId)),
  };
}
