/**
 * The queries of notices and messages: what a user may read, their read state, recipients,
 * attachments and the administration list (channels and deliveries: channels.repository.ts). Every
 * query runs in a tenant transaction (RLS keeps it to the tenant) unless it serves the public
 * notice page.
 */
import {
  EXTERNAL_ROLE_CODES,
  NOTICE_CATEGORY_MENU,
  type NoticeAdminListQuery,
  type NoticeCategory,
  type NoticeTargetType,
} from '@cb/domain';
import {
  and,
  asc,
  count,
  desc,
  eq,
  inArray,
  isNull,
  ne,
  not,
  notInArray,
  or,
  type SQL,
  sql,
} from 'drizzle-orm';
import { contains, isUnfiltered, paged, preparedListPage, tableRows } from '../../platform/crud/index.ts';
import type { Reader, Tx } from '../../platform/db/database.ts';
import { inTenant } from '../../platform/db/tenant.ts';
import { storedFiles } from '../../platform/files/schema.ts';
import { permissions, rolePermissions, roles, userRoles, users } from '../../platform/identity/schema.ts';
import { noticeRecipients, notices } from './schema.ts';

export type Notice = typeof notices.$inferSelect;

/** The owner area of notice attachments in the stored files. */
export const NOTICE_FILE_AREA = 'notice';

const priorityRank = sql`case ${notices.priority} when 'H' then 3 when 'M' then 2 else 1 end`;

/** Which categories the user may read: '1' with menu /xxtz/list, '2' with /xxtz/noticeList. */
export async function allowedCategories(tx: Reader, userId: string): Promise<Set<NoticeCategory>> {
  const menuPaths = Object.values(NOTICE_CATEGORY_MENU);
  const rows = await tx
    .selectDistinct({ path: permissions.path })
    .from(userRoles)
    .innerJoin(rolePermissions, eq(rolePermissions.roleId, userRoles.roleId))
    .innerJoin(permissions, eq(permissions.id, rolePermissions.permissionId))
    .where(and(eq(userRoles.userId, userId), inArray(permissions.path, menuPaths), ne(permissions.kind, 2)));
  const held = new Set(rows.map((r) => r.path));
  return new Set(
    (Object.entries(NOTICE_CATEGORY_MENU) as [NoticeCategory, string][])
      .filter(([, path]) => held.has(path))
      .map(([c]) => c),
  );
}

// ─────────────────────────────────────────── recipients ───────────────────────────────────────────

/** Published, not deleted, and received by the user. */
const visibleTo = (userId: string) =>
  and(eq(noticeRecipients.userId, userId), eq(notices.sendStatus, 1), eq(notices.deleted, false));

export interface ReceivedFilter {
  categories: readonly NoticeCategory[];
  readFlag?: number | undefined;
}

const receivedWhere = (userId: string, f: ReceivedFilter) =>
  and(
    visibleTo(userId),
    inArray(notices.msgCategory, [...f.categories]),
    f.readFlag !== undefined ? eq(noticeRecipients.readFlag, f.readFlag) : undefined,
  );

export async function countReceived(tx: Reader, userId: string, f: ReceivedFilter): Promise<number> {
  const [{ total } = { total: 0 }] = await tx
    .select({ total: count() })
    .from(notices)
    .innerJoin(noticeRecipients, eq(noticeRecipients.noticeId, notices.id))
    .where(receivedWhere(userId, f));
  return total;
}

/** The user's notices of the filter with their read flags, newest first unless sorted. */
export function receivedNotices(
  tx: Reader,
  userId: string,
  f: ReceivedFilter,
  page: {
    limit: number;
    offset?: number;
    column?: 'sendTime' | 'priority' | 'title';
    order?: 'asc' | 'desc';
  },
) {
  const sortColumn =
    page.column === 'title' ? notices.title : page.column === 'priority' ? priorityRank : notices.sendTime;
  const direction = page.order === 'asc' ? asc : desc;
  return tx
    .select({ notice: notices, readFlag: noticeRecipients.readFlag })
    .from(notices)
    .innerJoin(noticeRecipients, eq(noticeRecipients.noticeId, notices.id))
    .where(receivedWhere(userId, f))
    .orderBy(direction(sortColumn), desc(notices.id))
    .limit(page.limit)
    .offset(page.offset ?? 0);
}

/** A published notice the user received (any category); undefined otherwise. */
export async function receivedNotice(tx: Reader, userId: string, id: string): Promise<Notice | undefined> {
  const [row] = await tx
    .select({ notice: notices })
    .from(notices)
    .innerJoin(noticeRecipients, eq(noticeRecipients.noticeId, notices.id))
    .where(and(eq(notices.id, id), visibleTo(userId)));
  return row?.notice;
}

/** Marks the user's unread notices read: one, or all of a category. Returns how many changed. */
export async function markRead(
  tx: Tx,
  userId: string,
  which: { noticeId: string } | { category: NoticeCategory },
): Promise<number> {
  const notice =
    'noticeId' in which
      ? eq(noticeRecipients.noticeId, which.noticeId)
      : inArray(
          noticeRecipients.noticeId,
          tx
            .select({ id: notices.id })
            .from(notices)
            .where(
              and(
                eq(notices.msgCategory, which.category),
                eq(notices.sendStatus, 1),
                eq(notices.deleted, false),
              ),
            ),
        );
  const rows = await tx
    .update(noticeRecipients)
    .set({ readFlag: 1, readTime: new Date() })
    .where(and(eq(noticeRecipients.userId, userId), eq(noticeRecipients.readFlag, 0), notice))
    .returning({ id: noticeRecipients.noticeId });
  return rows.length;
}

/** Names of the notice's readers, first reader first. */
export async function readerNames(tx: Reader, noticeId: string): Promise<string[]> {
  const rows = await tx
    .select({ realname: users.realname })
    .from(noticeRecipients)
    .innerJoin(users, eq(users.id, noticeRecipients.userId))
    .where(and(eq(noticeRecipients.noticeId, noticeId), eq(noticeRecipients.readFlag, 1)))
    .orderBy(asc(noticeRecipients.readTime));
  return rows.map((r) => r.realname);
}

/** The user's read flag of a notice, or null when the user is not a recipient. */
export async function readFlagOf(tx: Reader, noticeId: string, userId: string): Promise<number | null> {
  const [row] = await tx
    .select({ readFlag: noticeRecipients.readFlag })
    .from(noticeRecipients)
    .where(and(eq(noticeRecipients.noticeId, noticeId), eq(noticeRecipients.userId, userId)));
  return row?.readFlag ?? null;
}

export async function recipientIds(tx: Reader, noticeId: string): Promise<string[]> {
  const rows = await tx
    .select({ userId: noticeRecipients.userId })
    .from(noticeRecipients)
    .where(eq(noticeRecipients.noticeId, noticeId));
  return rows.map((r) => r.userId);
}

/** Makes `userIds` the notice's recipients: others go, new ones come unread, kept ones keep their state. */
export async function setRecipients(tx: Tx, tenantId: number, noticeId: string, userIds: readonly string[]) {
  await tx
    .delete(noticeRecipients)
    .where(
      and(
        eq(noticeRecipients.noticeId, noticeId),
        userIds.length ? notInArray(noticeRecipients.userId, [...userIds]) : undefined,
      ),
    );
  for (let i = 0; i < userIds.length; i += 500) {
    await tx
      .insert(noticeRecipients)
      .values(userIds.slice(i, i + 500).map((userId) => ({ tenantId, noticeId, userId })))
      .onConflictDoNothing();
  }
}

/** The active users a notice's targets name (everyone, the body's staff, external users, holders of the roles, or the users). */
export function targetedUserIds(tx: Reader, notice: Notice): Promise<string[]> {
  return noticeRecipientIds(tx, notice.tenantId, notice.targetType as NoticeTargetType, notice.targets);
}

/** The active users of the tenant a notice with this target goes to. */
export async function noticeRecipientIds(
  tx: Reader,
  tenantId: number,
  targetType: NoticeTargetType,
  targets: readonly string[],
): Promise<string[]> {
  const external = sql`exists (select 1 from ${userRoles} inner join ${roles} on ${roles.id} = ${userRoles.roleId}
    where ${userRoles.userId} = ${users.id} and ${inArray(roles.code, [...EXTERNAL_ROLE_CODES])})`;
  const active = inTenant(users, tenantId, [eq(users.status, 1)]);
  let where: SQL | undefined;
  switch (targetType) {
    case 'all':
      where = active;
      break;
    case 'staff':
      where = and(active, not(external));
      break;
    case 'external':
      where = and(active, external);
      break;
    case 'roles':
      if (targets.length === 0) return [];
      where = and(
        active,
        sql`exists (select 1 from ${userRoles} inner join ${roles} on ${roles.id} = ${userRoles.roleId}
          where ${userRoles.userId} = ${users.id} and ${inArray(roles.code, [...targets])})`,
      );
      break;
    case 'users':
      if (targets.length === 0) return [];
      where = and(active, inArray(users.id, [...targets]));
      break;
  }
  const rows = await tx.select({ id: users.id }).from(users).where(where);
  return rows.map((r) => r.id);
}

// ───────────────────────────────────────── administration ─────────────────────────────────────────

/** A notice that is not deleted (drafts and revoked ones included). */
export async function liveNotice(tx: Reader, id: string): Promise<Notice | undefined> {
  const [row] = await tx
    .select()
    .from(notices)
    .where(and(eq(notices.id, id), eq(notices.deleted, false)));
  return row;
}

/** A notice marked public, published and not deleted (the public page; no tenant). */
export async function publicNotice(tx: Reader, id: string): Promise<Notice | undefined> {
  const [row] = await tx
    .select()
    .from(notices)
    .where(
      and(
        eq(notices.id, id),
        eq(notices.isPublic, true),
        eq(notices.sendStatus, 1),
        eq(notices.deleted, false),
        eq(notices.msgCategory, '2'),
      ),
    );
  return row;
}

const ADMIN_SORT: Record<string, SQL | typeof notices.title> = {
  createTime: sql`${notices.createdAt}`,
  sendTime: sql`${notices.sendTime}`,
  title: notices.title,
  priority: priorityRank,
  sendStatus: sql`${notices.sendStatus}`,
};

const adminRows = tableRows(notices, {
  notice: notices,
  recipientCount: sql<number>`(select count(*)::int from notice_recipients r where r.notice_id = ${notices.id})`,
  readCount: sql<number>`(select count(*)::int from notice_recipients r where r.notice_id = ${notices.id} and r.read_flag = 1)`,
});
/** The list's order: the chosen column (the time created by default) either way, then the newest id. */
const adminOrder = (column: string | undefined, order: 'asc' | 'desc') => [
  (order === 'asc' ? asc : desc)(ADMIN_SORT[column ?? 'createTime'] ?? notices.createdAt),
  desc(notices.id),
];
const liveNotices = inTenant(notices, sql.placeholder('tenantId'), [eq(notices.deleted, false)]);
/** The list as it opens (no filter, by time either way), prepared (platform/crud/list.ts). */
const unfilteredAdmin = {
  asc: preparedListPage('notices.admin.asc', notices, liveNotices, adminRows(adminOrder(undefined, 'asc'))),
  desc: preparedListPage(
    'notices.admin.desc',
    notices,
    liveNotices,
    adminRows(adminOrder(undefined, 'desc')),
  ),
};

/** One page of the administration list, with each notice's recipient and reader counts. */
export function adminPage(tx: Reader, tenantId: number, q: NoticeAdminListQuery) {
  if (isUnfiltered(q)) return unfilteredAdmin[q.order](tx, { tenantId }, q);
  const where = inTenant(notices, tenantId, [
    eq(notices.deleted, false),
    contains(notices.title, q.title),
    q.msgCategory ? eq(notices.msgCategory, q.msgCategory) : undefined,
    q.sendStatus ? eq(notices.sendStatus, Number(q.sendStatus)) : undefined,
  ]);
  const rows = adminRows(adminOrder(q.column, q.order));
  return paged(tx, notices, where, q, (limit, offset) => rows(tx, where, limit, offset));
}

export async function insertNotice(tx: Tx, values: typeof notices.$inferInsert): Promise<Notice> {
  const [row] = await tx.insert(notices).values(values).returning();
  return row!;
}

/**
 * Changes a notice if it still has `version` (and, with `unlessPublished`, is not published);
 * bumps the version. Undefined when it moved on meanwhile.
 */
export async function updateNotice(
  tx: Tx,
  id: string,
  version: number,
  userId: string,
  patch: Partial<typeof notices.$inferInsert>,
  guard: 'unlessPublished' | 'whilePublished',
): Promise<Notice | undefined> {
  const [row] = await tx
    .update(notices)
    .set({ ...patch, version: sql`${notices.version} + 1`, updatedAt: new Date(), updatedBy: userId })
    .where(
      and(
        eq(notices.id, id),
        eq(notices.version, version),
        guard === 'whilePublished' ? eq(notices.sendStatus, 1) : ne(notices.sendStatus, 1),
      ),
    )
    .returning();
  return row;
}

export async function senderName(tx: Reader, userId: string): Promise<string | undefined> {
  const [row] = await tx.select({ realname: users.realname }).from(users).where(eq(users.id, userId));
  return row?.realname;
}

/** How many of the roles (by code) and of the users (by id) exist in the tenant. */
export async function countTargets(
  tx: Reader,
  kind: 'roles' | 'users',
  values: readonly string[],
): Promise<number> {
  const rows =
    kind === 'roles'
      ? await tx
          .select({ id: roles.id })
          .from(roles)
          .where(inArray(roles.code, [...values]))
      : await tx
          .select({ id: users.id })
          .from(users)
          .where(inArray(users.id, [...values]));
  return rows.length;
}

/** Roles and active users a notice can be sent to. */
export async function targetOptions(tx: Reader) {
  return {
    roles: await tx.select({ code: roles.code, name: roles.name }).from(roles).orderBy(asc(roles.name)),
    users: await tx
      .select({ id: users.id, username: users.username, realname: users.realname })
      .from(users)
      .where(eq(users.status, 1))
      .orderBy(asc(users.username))
      .limit(1000),
  };
}

// ─────────────────────────────────────────── attachments ───────────────────────────────────────────

export async function noticeFile(tx: Reader, noticeId: string, fileId: string) {
  const [file] = await tx
    .select()
    .from(storedFiles)
    .where(
      and(
        eq(storedFiles.id, fileId),
        eq(storedFiles.ownerArea, NOTICE_FILE_AREA),
        eq(storedFiles.ownerId, noticeId),
      ),
    );
  return file;
}

export function noticeFiles(tx: Reader, noticeId: string) {
  return tx
    .select({
      fileUuid: storedFiles.id,
      fileName: storedFiles.fileName,
      size: storedFiles.size,
      contentType: storedFiles.contentType,
    })
    .from(storedFiles)
    .where(and(eq(storedFiles.ownerArea, NOTICE_FILE_AREA), eq(storedFiles.ownerId, noticeId)))
    .orderBy(asc(storedFiles.createdAt));
}

/**
 * Attaches exactly `fileIds` (uploaded for notices, not yet another notice's) to the notice.
 * Returns how many were attached and the storage keys of the files it no longer has.
 */
export async function attachFiles(tx: Tx, noticeId: string, fileIds: readonly string[]) {
  let attached = 0;
  if (fileIds.length) {
    const rows = await tx
      .update(storedFiles)
      .set({ ownerId: noticeId })
      .where(
        and(
          inArray(storedFiles.id, [...fileIds]),
          eq(storedFiles.ownerArea, NOTICE_FILE_AREA),
          or(isNull(storedFiles.ownerId), eq(storedFiles.ownerId, noticeId)),
        ),
      )
      .returning({ id: storedFiles.id });
    attached = rows.length;
  }
  const dropped = await tx
    .delete(storedFiles)
    .where(
      and(
        eq(storedFiles.ownerArea, NOTICE_FILE_AREA),
        eq(storedFiles.ownerId, noticeId),
        fileIds.length ? notInArray(storedFiles.id, [...fileIds]) : undefined,
      ),
    )
    .returning({ key: storedFiles.storageKey });
  return { attached, droppedKeys: dropped.map((d) => d.key) };
}
