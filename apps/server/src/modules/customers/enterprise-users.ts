/**
 * 企业用户: which sign-in users act for an enterprise (customer_user_links). A user created in
 * 用户管理 with the enterprise role sees nothing until it is linked here; once linked, its row scope
 * is that enterprise and the enterprise's messages (certificates, nonconformities) go to it. The
 * link row is versioned, so the audit trail records who linked whom and when.
 */
import { and, asc, eq, ilike, isNull, or } from 'drizzle-orm';
import { containsPattern } from '../../platform/crud/list.ts';
import { columnsOf } from '../../platform/db/columns.ts';
import type { Reader, Tx } from '../../platform/db/database.ts';
import { inTenant } from '../../platform/db/tenant.ts';
import { ENTERPRISE_ROLE } from '../../platform/identity/row-scope.ts';
import { roles, userRoles, users } from '../../platform/identity/schema.ts';
import { customerUserLinks as links } from './schema.ts';

export const ENTERPRISE_USER_MESSAGES = {
  userMissing: '用户不存在',
  notEnterpriseRole: '只能关联拥有“企业用户”角色的用户',
  linkedHere: '该用户已关联本企业',
  linkedElsewhere: '该用户已关联其他企业或合作方',
} as const;

/** The tenant's user, whether it holds the enterprise role, and what it is linked to now. */
export async function userForLink(tx: Reader, tenantId: number, userId: string) {
  const [user] = await tx
    .select({ id: users.id })
    .from(users)
    .where(inTenant(users, tenantId, [eq(users.id, userId)]));
  if (!user) return null;
  const [role] = await tx
    .select({ code: roles.code })
    .from(userRoles)
    .innerJoin(roles, eq(roles.id, userRoles.roleId))
    .where(and(eq(userRoles.userId, userId), eq(roles.code, ENTERPRISE_ROLE)));
  const [link] = await tx
    .select({ enterpriseId: links.enterpriseId, partnerId: links.partnerId })
    .from(links)
    .where(inTenant(links, tenantId, [eq(links.userId, userId)]));
  return { enterpriseRole: Boolean(role), link: link ?? null };
}

export async function insertLink(
  tx: Tx,
  tenantId: number,
  enterpriseId: string,
  userId: string,
  actorId: string,
) {
  await tx.insert(links).values({ tenantId, enterpriseId, userId, createdBy: actorId, updatedBy: actorId });
}

/** The users linked to an enterprise, oldest link first. */
export function linkedUsers(tx: Reader, tenantId: number, enterpriseId: string) {
  return tx
    .select({
      userId: users.id,
      linkedAt: links.createdAt,
      ...columnsOf(users, ['username', 'realname']),
    })
    .from(links)
    .innerJoin(users, eq(users.id, links.userId))
    .where(inTenant(links, tenantId, [eq(links.enterpriseId, enterpriseId)]))
    .orderBy(asc(links.createdAt), asc(users.username));
}

/**
 * The users a link may name: active, holding the enterprise role, linked to nothing yet; matched on
 * username or name, by username, at most 20.
 */
export function linkCandidates(tx: Reader, tenantId: number, keyword: string | undefined) {
  const text = keyword ? containsPattern(keyword) : null;
  return tx
    .selectDistinct({ userId: users.id, username: users.username, realname: users.realname })
    .from(users)
    .innerJoin(userRoles, eq(userRoles.userId, users.id))
    .innerJoin(roles, and(eq(roles.id, userRoles.roleId), eq(roles.code, ENTERPRISE_ROLE)))
    .leftJoin(links, inTenant(links, tenantId, [eq(links.userId, users.id)]))
    .where(
      inTenant(users, tenantId, [
        eq(users.status, 1),
        isNull(links.id),
        text ? or(ilike(users.username, text), ilike(users.realname, text)) : undefined,
      ]),
    )
    .orderBy(asc(users.username))
    .limit(20);
}
