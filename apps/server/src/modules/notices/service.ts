/**
 * Notices and messages: admins write, target, attach, publish and revoke them; recipients read
 * them, with their own read state. Publishing pushes a command to each recipient's open sockets
 * (on every instance) and then delivers through the channels each recipient chose.
 */
import {
  EXTERNAL_ROLE_CODES,
  NOTICE_CATEGORY_MENU,
  NOTICE_ROUTE,
  type NoticeCategory,
  type NoticeTargetType,
  normaliseNoticeRoutes,
  noticeTargetsNamed,
  pageOf,
} from '@cb/domain';
import {
  and,
  asc,
  count,
  desc,
  eq,
  ilike,
  inArray,
  isNull,
  ne,
  not,
  notInArray,
  or,
  type SQL,
  sql,
} from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { AuthUser } from '../../platform/auth/tokens.ts';
import type { Database, Tx } from '../../platform/db/database.ts';
import {
  noticeChannelConfigs,
  noticeDeliveries,
  noticeRecipients,
  noticeRoutePrefs,
  notices,
  permissions,
  rolePermissions,
  roles,
  storedFiles,
  userRoles,
  users,
} from '../../platform/db/schema.ts';
import { type StoredFile, storeFile } from '../../platform/files/files.ts';
import type { FileStorage } from '../../platform/files/storage.ts';
import { badRequest, conflict, notFound } from '../../platform/http/errors.ts';
import { uuidv7 } from '../../platform/ids.ts';
import { CMD_MESSAGE, CMD_NOTICE, type RealtimeHub } from '../../platform/realtime/hub.ts';
import { readSetting } from '../system/settings.ts';
import {
  ADAPTERS,
  CHANNEL_SCHEMAS,
  NoAddressError,
  type Recipient,
  SECRET_FIELDS,
  SECRET_MASK,
} from './channels.ts';
import type { NoticeInput } from './dto.ts';
import { htmlToText, sanitizeNoticeHtml } from './sanitize.ts';

export const NOTICE_FILE_AREA = 'notice';
/** Button codes of the notice administration (the same codes gate the web buttons). */
export const NOTICE_PERMISSION = {
  add: 'xxtz:noticeList:add',
  edit: 'xxtz:noticeList:edit',
  revoke: 'xxtz:noticeList:revoke',
  delete: 'xxtz:noticeList:delete',
} as const;
export const NOTICE_ADMIN_PERMISSIONS = Object.values(NOTICE_PERMISSION);

type Notice = typeof notices.$inferSelect;

const TIME_FORMAT = new Intl.DateTimeFormat('sv-SE', {
  timeZone: 'Asia/Shanghai',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});
/** 'YYYY-MM-DD HH:mm:ss' in China time, the product's display format. */
export const formatTime = (date: Date | null | undefined) => (date ? TIME_FORMAT.format(date) : null);

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);
const priorityRank = sql`case ${notices.priority} when 'H' then 3 when 'M' then 2 else 1 end`;
const cmdOf = (category: string) => (category === '1' ? CMD_MESSAGE : CMD_NOTICE);
const ctx = (user: AuthUser) => ({ tenantId: user.tenantId, userId: user.userId });

/** Which categories the user may read: '1' with menu /xxtz/list, '2' with /xxtz/noticeList. */
export async function allowedCategories(tx: Tx, userId: string): Promise<Set<NoticeCategory>> {
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

export class NoticeService {
  private readonly pending = new Set<Promise<void>>();

  constructor(
    private readonly database: Database,
    private readonly realtime: RealtimeHub,
    private readonly files: FileStorage,
    private readonly log: FastifyBaseLogger,
  ) {}

  /** Resolves when background deliveries started so far have finished (tests, shutdown). */
  async idle(): Promise<void> {
    while (this.pending.size) await Promise.allSettled([...this.pending]);
  }

  // ─────────────────────────────────────────── recipients ───────────────────────────────────────────

  /** The bell: unread messages and notices (only the categories the user may read). */
  async userNoticeList(user: AuthUser, pageSize: number) {
    return this.database.tenantTx(ctx(user), async (tx) => {
      const allowed = await allowedCategories(tx, user.userId);
      const part = async (category: NoticeCategory) => {
        if (!allowed.has(category)) return { list: [], total: 0 };
        const where = and(
          this.visibleTo(user.userId),
          eq(notices.msgCategory, category),
          eq(noticeRecipients.readFlag, 0),
        );
        const [{ total } = { total: 0 }] = await tx
          .select({ total: count() })
          .from(notices)
          .innerJoin(noticeRecipients, eq(noticeRecipients.noticeId, notices.id))
          .where(where);
        const rows = await tx
          .select({ notice: notices })
          .from(notices)
          .innerJoin(noticeRecipients, eq(noticeRecipients.noticeId, notices.id))
          .where(where)
          .orderBy(desc(notices.sendTime))
          .limit(pageSize);
        return { list: rows.map((r) => this.summary(r.notice, 0)), total };
      };
      const messages = await part('1');
      const noticesPart = await part('2');
      return {
        messageList: messages.list,
        messageTotal: messages.total,
        noticeList: noticesPart.list,
        noticeTotal: noticesPart.total,
      };
    });
  }

  /** The user's notices and messages, paged, optionally by read state and category. */
  async listByUser(
    user: AuthUser,
    q: {
      pageNo: number;
      pageSize: number;
      column?: 'sendTime' | 'priority' | 'title' | undefined;
      order: 'asc' | 'desc';
      readStatus?: '0' | '1' | undefined;
      msgCategory?: NoticeCategory | undefined;
    },
  ) {
    return this.database.tenantTx(ctx(user), async (tx) => {
      const allowed = [...(await allowedCategories(tx, user.userId))].filter(
        (c) => !q.msgCategory || c === q.msgCategory,
      );
      if (allowed.length === 0) return pageOf([], 0, q.pageNo, q.pageSize);
      const where = and(
        this.visibleTo(user.userId),
        inArray(notices.msgCategory, allowed),
        q.readStatus ? eq(noticeRecipients.readFlag, Number(q.readStatus)) : undefined,
      );
      const [{ total } = { total: 0 }] = await tx
        .select({ total: count() })
        .from(notices)
        .innerJoin(noticeRecipients, eq(noticeRecipients.noticeId, notices.id))
        .where(where);
      const sortColumn =
        q.column === 'title' ? notices.title : q.column === 'priority' ? priorityRank : notices.sendTime;
      const direction = q.order === 'asc' ? asc : desc;
      const rows = await tx
        .select({ notice: notices, readFlag: noticeRecipients.readFlag })
        .from(notices)
        .innerJoin(noticeRecipients, eq(noticeRecipients.noticeId, notices.id))
        .where(where)
        .orderBy(direction(sortColumn), desc(notices.id))
        .limit(q.pageSize)
        .offset((q.pageNo - 1) * q.pageSize);
      return pageOf(
        rows.map((r) => ({
          ...this.summary(r.notice, r.readFlag),
          content: sanitizeNoticeHtml(r.notice.content),
        })),
        total,
        q.pageNo,
        q.pageSize,
      );
    });
  }

  /** Marks all of the user's unread notices of one category read. */
  async markAllRead(user: AuthUser, category: NoticeCategory): Promise<number> {
    const changed = await this.database.tenantTx(ctx(user), async (tx) => {
      const allowed = await allowedCategories(tx, user.userId);
      if (!allowed.has(category)) return 0;
      const rows = await tx
        .update(noticeRecipients)
        .set({ readFlag: 1, readTime: new Date() })
        .where(
          and(
            eq(noticeRecipients.userId, user.userId),
            eq(noticeRecipients.readFlag, 0),
            inArray(
              noticeRecipients.noticeId,
              tx
                .select({ id: notices.id })
                .from(notices)
                .where(
                  and(
                    eq(notices.msgCategory, category),
                    eq(notices.sendStatus, 1),
                    eq(notices.deleted, false),
                  ),
                ),
            ),
          ),
        )
        .returning({ id: noticeRecipients.noticeId });
      return rows.length;
    });
    // The user's other tabs and devices refresh their badge.
    if (changed)
      await this.realtime.push(user.tenantId, [user.userId], { cmd: cmdOf(category), msgTxt: 'read' });
    return changed;
  }

  /** Marks one notice read; 404 unless the user is one of its recipients. */
  async markRead(user: AuthUser, noticeId: string): Promise<void> {
    const category = await this.database.tenantTx(ctx(user), async (tx) => {
      const notice = await this.readableNotice(tx, user, noticeId);
      await tx
        .update(noticeRecipients)
        .set({ readFlag: 1, readTime: new Date() })
        .where(
          and(
            eq(noticeRecipients.noticeId, noticeId),
            eq(noticeRecipients.userId, user.userId),
            eq(noticeRecipients.readFlag, 0),
          ),
        );
      return notice.msgCategory;
    });
    await this.realtime.push(user.tenantId, [user.userId], { cmd: cmdOf(category), msgTxt: 'read' });
  }

  /**
   * A notice as its recipient sees it (or an administrator, drafts included): sanitised content,
   * send time, attachments and the names of those who have read it.
   */
  async detail(user: AuthUser, id: string, isAdmin: boolean) {
    return this.database.tenantTx(ctx(user), async (tx) => {
      const notice = isAdmin ? await this.noticeForAdmin(tx, id) : await this.readableNotice(tx, user, id);
      const readers = await tx
        .select({ realname: users.realname })
        .from(noticeRecipients)
        .innerJoin(users, eq(users.id, noticeRecipients.userId))
        .where(and(eq(noticeRecipients.noticeId, id), eq(noticeRecipients.readFlag, 1)))
        .orderBy(asc(noticeRecipients.readTime));
      const [mine] = await tx
        .select({ readFlag: noticeRecipients.readFlag })
        .from(noticeRecipients)
        .where(and(eq(noticeRecipients.noticeId, id), eq(noticeRecipients.userId, user.userId)));
      return {
        ...this.summary(notice, mine?.readFlag ?? null),
        content: sanitizeNoticeHtml(notice.content),
        noticeFileList: await this.fileList(tx, id),
        readedNames: readers.map((r) => r.realname).join('，'),
      };
    });
  }

  /** An attachment of a notice the user may read (or administer); other tenants' files are 404. */
  async attachment(user: AuthUser, noticeId: string, fileId: string, isAdmin: boolean): Promise<StoredFile> {
    return this.database.tenantTx(ctx(user), async (tx) => {
      if (isAdmin) await this.noticeForAdmin(tx, noticeId);
      else await this.readableNotice(tx, user, noticeId);
      return this.noticeFile(tx, noticeId, fileId);
    });
  }

  // ─────────────────────────────────────────── channels ───────────────────────────────────────────

  async routes(user: AuthUser) {
    return this.database.tenantTx(ctx(user), async (tx) => {
      const [row] = await tx.select().from(noticeRoutePrefs).where(eq(noticeRoutePrefs.userId, user.userId));
      const routes = row?.routes ?? [NOTICE_ROUTE.inApp];
      return { routes, version: row?.version ?? 0 };
    });
  }

  /** Saves the user's channels: '1' always kept, '4' refused while the SMS service is not bought. */
  async updateRoutes(user: AuthUser, values: string[], version: number | undefined) {
    return this.database.tenantTx(ctx(user), async (tx) => {
      const setting = await readSetting(tx, user.tenantId, 'erpPortal');
      const result = normaliseNoticeRoutes(values, setting.buyNoteService);
      if ('error' in result) throw badRequest(result.error);
      const [row] = await tx.select().from(noticeRoutePrefs).where(eq(noticeRoutePrefs.userId, user.userId));
      if (version !== undefined && version !== (row?.version ?? 0)) throw conflict();
      if (!row) {
        const [created] = await tx
          .insert(noticeRoutePrefs)
          .values({
            tenantId: user.tenantId,
            userId: user.userId,
            routes: result.routes,
            createdBy: user.userId,
          })
          .onConflictDoNothing()
          .returning();
        if (!created) throw conflict();
        return { routes: created.routes, version: created.version };
      }
      const [updated] = await tx
        .update(noticeRoutePrefs)
        .set({
          routes: result.routes,
          version: sql`${noticeRoutePrefs.version} + 1`,
          updatedAt: new Date(),
          updatedBy: user.userId,
        })
        .where(and(eq(noticeRoutePrefs.id, row.id), eq(noticeRoutePrefs.version, row.version)))
        .returning();
      if (!updated) throw conflict();
      return { routes: updated.routes, version: updated.version };
    });
  }

  /** Which external channels the administrator has enabled, and whether SMS is bought. */
  async channelStatus(user: AuthUser) {
    return this.database.tenantTx(ctx(user), async (tx) => {
      const setting = await readSetting(tx, user.tenantId, 'erpPortal');
      const rows = await tx
        .select({ route: noticeChannelConfigs.route })
        .from(noticeChannelConfigs)
        .where(eq(noticeChannelConfigs.enabled, true));
      return {
        enabledRoutes: [NOTICE_ROUTE.inApp, ...rows.map((r) => r.route).sort()],
        buyNoteService: setting.buyNoteService,
      };
    });
  }

  /** The tenant's channel configurations, secrets masked. */
  async channelConfigs(user: AuthUser) {
    return this.database.tenantTx(ctx(user), async (tx) => {
      const rows = await tx.select().from(noticeChannelConfigs);
      return (['2', '3', '4'] as const).map((route) => {
        const row = rows.find((r) => r.route === route);
        return {
          route,
          enabled: row?.enabled ?? false,
          config: maskSecrets(row?.config ?? {}),
          version: row?.version ?? 0,
        };
      });
    });
  }

  async editChannel(
    user: AuthUser,
    input: { route: '2' | '3' | '4'; enabled: boolean; config: Record<string, unknown>; version: number },
  ) {
    return this.database.tenantTx(ctx(user), async (tx) => {
      const [row] = await tx
        .select()
        .from(noticeChannelConfigs)
        .where(eq(noticeChannelConfigs.route, input.route));
      if ((row?.version ?? 0) !== input.version) throw conflict();
      const merged: Record<string, unknown> = { ...input.config };
      for (const field of SECRET_FIELDS) {
        if (merged[field] === SECRET_MASK) merged[field] = row?.config[field] ?? '';
      }
      const parsed = CHANNEL_SCHEMAS[input.route].safeParse(merged);
      // A disabled channel may keep an incomplete draft; an enabled one must be complete.
      if (!parsed.success && input.enabled)
        throw badRequest(parsed.error.issues[0]?.message ?? '渠道配置错误');
      const config = parsed.success ? (parsed.data as Record<string, unknown>) : merged;
      if (!row) {
        const [created] = await tx
          .insert(noticeChannelConfigs)
          .values({
            tenantId: user.tenantId,
            route: input.route,
            enabled: input.enabled,
            config,
            createdBy: user.userId,
            updatedBy: user.userId,
          })
          .onConflictDoNothing()
          .returning();
        if (!created) throw conflict();
        return {
          route: created.route,
          enabled: created.enabled,
          config: maskSecrets(created.config),
          version: created.version,
        };
      }
      const [updated] = await tx
        .update(noticeChannelConfigs)
        .set({
          enabled: input.enabled,
          config,
          version: sql`${noticeChannelConfigs.version} + 1`,
          updatedAt: new Date(),
          updatedBy: user.userId,
        })
        .where(and(eq(noticeChannelConfigs.id, row.id), eq(noticeChannelConfigs.version, row.version)))
        .returning();
      if (!updated) throw conflict();
      return {
        route: updated.route,
        enabled: updated.enabled,
        config: maskSecrets(updated.config),
        version: updated.version,
      };
    });
  }

  // ─────────────────────────────────────────── administration ───────────────────────────────────────────

  async adminList(
    user: AuthUser,
    q: {
      pageNo: number;
      pageSize: number;
      column?: 'createTime' | 'sendTime' | 'title' | 'priority' | 'sendStatus' | undefined;
      order: 'asc' | 'desc';
      title?: string | undefined;
      msgCategory?: NoticeCategory | undefined;
      sendStatus?: '0' | '1' | '2' | undefined;
    },
  ) {
    return this.database.tenantTx(ctx(user), async (tx) => {
      const where = and(
        eq(notices.deleted, false),
        q.title ? ilike(notices.title, `%${escapeLike(q.title)}%`) : undefined,
        q.msgCategory ? eq(notices.msgCategory, q.msgCategory) : undefined,
        q.sendStatus ? eq(notices.sendStatus, Number(q.sendStatus)) : undefined,
      );
      const [{ total } = { total: 0 }] = await tx.select({ total: count() }).from(notices).where(where);
      const sortColumns: Record<string, SQL | typeof notices.title> = {
        createTime: sql`${notices.createdAt}`,
        sendTime: sql`${notices.sendTime}`,
        title: notices.title,
        priority: priorityRank,
        sendStatus: sql`${notices.sendStatus}`,
      };
      const direction = q.order === 'asc' ? asc : desc;
      const rows = await tx
        .select({
          notice: notices,
          recipientCount: sql<number>`(select count(*)::int from notice_recipients r where r.notice_id = ${notices.id})`,
          readCount: sql<number>`(select count(*)::int from notice_recipients r where r.notice_id = ${notices.id} and r.read_flag = 1)`,
        })
        .from(notices)
        .where(where)
        .orderBy(direction(sortColumns[q.column ?? 'createTime']!), desc(notices.id))
        .limit(q.pageSize)
        .offset((q.pageNo - 1) * q.pageSize);
      return pageOf(
        rows.map((r) => ({
          ...this.adminView(r.notice),
          recipientCount: Number(r.recipientCount),
          readCount: Number(r.readCount),
        })),
        total,
        q.pageNo,
        q.pageSize,
      );
    });
  }

  async adminGet(user: AuthUser, id: string) {
    return this.database.tenantTx(ctx(user), async (tx) => {
      const notice = await this.noticeForAdmin(tx, id);
      return {
        ...this.adminView(notice),
        content: sanitizeNoticeHtml(notice.content),
        noticeFileList: await this.fileList(tx, id),
      };
    });
  }

  async create(user: AuthUser, input: NoticeInput) {
    return this.database.tenantTx(ctx(user), async (tx) => {
      await this.checkTargets(tx, input);
      const id = uuidv7();
      const [row] = await tx
        .insert(notices)
        .values({
          id,
          tenantId: user.tenantId,
          ...this.columnsOf(input),
          createdBy: user.userId,
          updatedBy: user.userId,
        })
        .returning();
      await this.attachFiles(tx, id, input.fileUuids);
      return this.adminView(row!);
    });
  }

  async update(user: AuthUser, input: NoticeInput & { id: string; version: number }) {
    const removed = await this.database.tenantTx(ctx(user), async (tx) => {
      const current = await this.noticeForAdmin(tx, input.id);
      if (current.sendStatus === 1) throw badRequest('已发布的通知不能编辑，请先撤销');
      await this.checkTargets(tx, input);
      const [row] = await tx
        .update(notices)
        .set({
          ...this.columnsOf(input),
          version: sql`${notices.version} + 1`,
          updatedAt: new Date(),
          updatedBy: user.userId,
        })
        .where(and(eq(notices.id, input.id), eq(notices.version, input.version), ne(notices.sendStatus, 1)))
        .returning();
      if (!row) throw conflict();
      const dropped = await this.attachFiles(tx, input.id, input.fileUuids);
      return { view: this.adminView(row), dropped };
    });
    for (const key of removed.dropped) await this.files.delete(key).catch(() => {});
    return removed.view;
  }

  /** Publishes a draft or revoked notice to its current targets; returns the recipient count. */
  async release(user: AuthUser, id: string, version: number | undefined) {
    const { notice, recipientIds } = await this.database.tenantTx(ctx(user), async (tx) => {
      const current = await this.noticeForAdmin(tx, id);
      if (version !== undefined && version !== current.version) throw conflict();
      if (current.sendStatus === 1) throw conflict('该通知已发布');
      const [sender] = await tx
        .select({ realname: users.realname })
        .from(users)
        .where(eq(users.id, user.userId));
      const [row] = await tx
        .update(notices)
        .set({
          sendStatus: 1,
          sendTime: new Date(),
          revokeTime: null,
          senderId: user.userId,
          senderName: sender?.realname ?? user.username,
          version: sql`${notices.version} + 1`,
          updatedAt: new Date(),
          updatedBy: user.userId,
        })
        .where(and(eq(notices.id, id), eq(notices.version, current.version), ne(notices.sendStatus, 1)))
        .returning();
      if (!row) throw conflict();
      const ids = await this.resolveRecipients(tx, row);
      await tx
        .delete(noticeRecipients)
        .where(
          and(
            eq(noticeRecipients.noticeId, id),
            ids.length ? notInArray(noticeRecipients.userId, ids) : undefined,
          ),
        );
      for (let i = 0; i < ids.length; i += 500) {
        await tx
          .insert(noticeRecipients)
          .values(ids.slice(i, i + 500).map((userId) => ({ tenantId: user.tenantId, noticeId: id, userId })))
          .onConflictDoNothing();
      }
      return { notice: row, recipientIds: ids };
    });
    await this.realtime.push(user.tenantId, recipientIds, {
      cmd: cmdOf(notice.msgCategory),
      msgId: notice.id,
      msgTxt: notice.title,
    });
    this.deliverInBackground(user.tenantId, notice, recipientIds);
    return { ...this.adminView(notice), recipientCount: recipientIds.length };
  }

  async revoke(user: AuthUser, id: string, version: number | undefined) {
    const { notice, recipientIds } = await this.database.tenantTx(ctx(user), async (tx) => {
      const current = await this.noticeForAdmin(tx, id);
      if (version !== undefined && version !== current.version) throw conflict();
      if (current.sendStatus !== 1) throw conflict('该通知未发布，无需撤销');
      const [row] = await tx
        .update(notices)
        .set({
          sendStatus: 2,
          revokeTime: new Date(),
          version: sql`${notices.version} + 1`,
          updatedAt: new Date(),
          updatedBy: user.userId,
        })
        .where(and(eq(notices.id, id), eq(notices.version, current.version), eq(notices.sendStatus, 1)))
        .returning();
      if (!row) throw conflict();
      const recipients = await tx
        .select({ userId: noticeRecipients.userId })
        .from(noticeRecipients)
        .where(eq(noticeRecipients.noticeId, id));
      return { notice: row, recipientIds: recipients.map((r) => r.userId) };
    });
    await this.realtime.push(user.tenantId, recipientIds, {
      cmd: cmdOf(notice.msgCategory),
      msgId: notice.id,
      msgTxt: 'revoked',
    });
    return this.adminView(notice);
  }

  /** Removes a draft or revoked notice from the lists (kept in the database for the record). */
  async remove(user: AuthUser, id: string, version: number | undefined) {
    await this.database.tenantTx(ctx(user), async (tx) => {
      const current = await this.noticeForAdmin(tx, id);
      if (version !== undefined && version !== current.version) throw conflict();
      if (current.sendStatus === 1) throw badRequest('已发布的通知不能删除，请先撤销');
      const [row] = await tx
        .update(notices)
        .set({
          deleted: true,
          version: sql`${notices.version} + 1`,
          updatedAt: new Date(),
          updatedBy: user.userId,
        })
        .where(and(eq(notices.id, id), eq(notices.version, current.version), ne(notices.sendStatus, 1)))
        .returning({ id: notices.id });
      if (!row) throw conflict();
    });
  }

  async upload(user: AuthUser, fileName: string, data: Buffer) {
    const row = await this.database.tenantTx(ctx(user), (tx) =>
      storeFile(tx, this.files, {
        tenantId: user.tenantId,
        userId: user.userId,
        ownerArea: NOTICE_FILE_AREA,
        fileName,
        data,
      }),
    );
    return { fileUuid: row.id, fileName: row.fileName, size: row.size, contentType: row.contentType };
  }

  /** The delivery log of a notice: one row per recipient and channel. */
  async deliveries(user: AuthUser, id: string) {
    return this.database.tenantTx(ctx(user), async (tx) => {
      await this.noticeForAdmin(tx, id);
      const rows = await tx
        .select({
          userId: noticeDeliveries.userId,
          realname: users.realname,
          route: noticeDeliveries.route,
          status: noticeDeliveries.status,
          detail: noticeDeliveries.detail,
          at: noticeDeliveries.at,
        })
        .from(noticeDeliveries)
        .leftJoin(users, eq(users.id, noticeDeliveries.userId))
        .where(eq(noticeDeliveries.noticeId, id))
        .orderBy(asc(noticeDeliveries.at), asc(noticeDeliveries.route));
      return rows.map((r) => ({ ...r, at: formatTime(r.at) }));
    });
  }

  /** Roles and active users a notice can be sent to. */
  async targetOptions(user: AuthUser) {
    return this.database.tenantTx(ctx(user), async (tx) => ({
      roles: await tx.select({ code: roles.code, name: roles.name }).from(roles).orderBy(asc(roles.name)),
      users: await tx
        .select({ id: users.id, username: users.username, realname: users.realname })
        .from(users)
        .where(eq(users.status, 1))
        .orderBy(asc(users.username))
        .limit(1000),
    }));
  }

  // ─────────────────────────────────────────── public ───────────────────────────────────────────

  /** A notice marked public, for the pages that need no sign-in: no reader names, no sender id. */
  async publicDetail(id: string) {
    const notice = await this.publicNotice(id);
    return this.database.systemTx(async (tx) => ({
      id: notice.id,
      title: notice.title,
      content: sanitizeNoticeHtml(notice.content),
      sendTimeStr: formatTime(notice.sendTime),
      noticeFileList: await this.fileList(tx, id),
    }));
  }

  async publicAttachment(id: string, fileId: string): Promise<StoredFile> {
    await this.publicNotice(id);
    return this.database.systemTx((tx) => this.noticeFile(tx, id, fileId));
  }

  // ─────────────────────────────────────────── internals ───────────────────────────────────────────

  private visibleTo(userId: string) {
    return and(eq(noticeRecipients.userId, userId), eq(notices.sendStatus, 1), eq(notices.deleted, false));
  }

  private async publicNotice(id: string): Promise<Notice> {
    const [row] = await this.database.systemTx((tx) =>
      tx
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
        ),
    );
    if (!row) throw notFound();
    return row;
  }

  /** A published notice the user received, in a category the user may read; else 404. */
  private async readableNotice(tx: Tx, user: AuthUser, id: string): Promise<Notice> {
    const [row] = await tx
      .select({ notice: notices })
      .from(notices)
      .innerJoin(noticeRecipients, eq(noticeRecipients.noticeId, notices.id))
      .where(and(eq(notices.id, id), this.visibleTo(user.userId)));
    if (!row) throw notFound();
    const allowed = await allowedCategories(tx, user.userId);
    if (!allowed.has(row.notice.msgCategory as NoticeCategory)) throw notFound();
    return row.notice;
  }

  private async noticeForAdmin(tx: Tx, id: string): Promise<Notice> {
    const [row] = await tx
      .select()
      .from(notices)
      .where(and(eq(notices.id, id), eq(notices.deleted, false)));
    if (!row) throw notFound();
    return row;
  }

  private async noticeFile(tx: Tx, noticeId: string, fileId: string): Promise<StoredFile> {
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
    if (!file) throw notFound();
    return file;
  }

  private async fileList(tx: Tx, noticeId: string) {
    const rows = await tx
      .select({
        fileUuid: storedFiles.id,
        fileName: storedFiles.fileName,
        size: storedFiles.size,
        contentType: storedFiles.contentType,
      })
      .from(storedFiles)
      .where(and(eq(storedFiles.ownerArea, NOTICE_FILE_AREA), eq(storedFiles.ownerId, noticeId)))
      .orderBy(asc(storedFiles.createdAt));
    return rows;
  }

  private summary(notice: Notice, readFlag: number | null) {
    return {
      id: notice.id,
      title: notice.title,
      msgCategory: notice.msgCategory,
      type: notice.msgType,
      priority: notice.priority,
      senderName: notice.senderName,
      sendTimeStr: formatTime(notice.sendTime),
      createTime: formatTime(notice.sendTime ?? notice.createdAt),
      readFlag,
    };
  }

  private adminView(notice: Notice) {
    return {
      id: notice.id,
      title: notice.title,
      msgCategory: notice.msgCategory,
      msgType: notice.msgType,
      priority: notice.priority,
      targetType: notice.targetType,
      targets: notice.targets,
      sendStatus: notice.sendStatus,
      isPublic: notice.isPublic,
      senderName: notice.senderName,
      sendTimeStr: formatTime(notice.sendTime),
      revokeTimeStr: formatTime(notice.revokeTime),
      createTime: formatTime(notice.createdAt),
      version: notice.version,
    };
  }

  private columnsOf(input: NoticeInput) {
    return {
      msgCategory: input.msgCategory,
      msgType: input.msgType,
      title: input.title,
      content: sanitizeNoticeHtml(input.content),
      priority: input.priority,
      targetType: input.targetType,
      targets: noticeTargetsNamed(input.targetType) ? [...new Set(input.targets)] : [],
      // Only notices (not personal messages) can be shown to the public.
      isPublic: input.msgCategory === '2' && input.isPublic,
    };
  }

  private async checkTargets(tx: Tx, input: NoticeInput): Promise<void> {
    const wanted = [...new Set(input.targets)];
    if (input.targetType === 'roles') {
      const found = await tx.select({ code: roles.code }).from(roles).where(inArray(roles.code, wanted));
      if (found.length !== wanted.length) throw badRequest('通知对象中有不存在的角色');
    }
    if (input.targetType === 'users') {
      const found = await tx.select({ id: users.id }).from(users).where(inArray(users.id, wanted));
      if (found.length !== wanted.length) throw badRequest('通知对象中有不存在的用户');
    }
  }

  /** Attaches exactly `fileIds` to the notice; returns the storage keys of files it no longer has. */
  private async attachFiles(tx: Tx, noticeId: string, fileIds: string[]): Promise<string[]> {
    const wanted = [...new Set(fileIds)];
    if (wanted.length) {
      const attached = await tx
        .update(storedFiles)
        .set({ ownerId: noticeId })
        .where(
          and(
            inArray(storedFiles.id, wanted),
            eq(storedFiles.ownerArea, NOTICE_FILE_AREA),
            or(isNull(storedFiles.ownerId), eq(storedFiles.ownerId, noticeId)),
          ),
        )
        .returning({ id: storedFiles.id });
      if (attached.length !== wanted.length) throw badRequest('附件不存在或已被使用');
    }
    const dropped = await tx
      .delete(storedFiles)
      .where(
        and(
          eq(storedFiles.ownerArea, NOTICE_FILE_AREA),
          eq(storedFiles.ownerId, noticeId),
          wanted.length ? notInArray(storedFiles.id, wanted) : undefined,
        ),
      )
      .returning({ key: storedFiles.storageKey });
    return dropped.map((d) => d.key);
  }

  private resolveRecipients(tx: Tx, notice: Notice): Promise<string[]> {
    return noticeRecipientIds(tx, notice.tenantId, notice.targetType as NoticeTargetType, notice.targets);
  }

  private deliverInBackground(tenantId: number, notice: Notice, recipientIds: string[]): void {
    const job = this.deliver(tenantId, notice, recipientIds).catch((err) =>
      this.log.error({ err, noticeId: notice.id }, 'notice delivery failed'),
    );
    this.pending.add(job);
    void job.finally(() => this.pending.delete(job));
  }

  /** In-app is done by publishing; each further channel a recipient chose is tried and logged. */
  private async deliver(tenantId: number, notice: Notice, recipientIds: string[]): Promise<void> {
    if (recipientIds.length === 0) return;
    const system = { tenantId, userId: null };
    const { people, prefs, configs, buyNoteService } = await this.database.tenantTx(system, async (tx) => ({
      people: await tx
        .select({
          userId: users.id,
          username: users.username,
          realname: users.realname,
          email: users.email,
          phone: users.phone,
          thirdPartyId: users.thirdPartyId,
        })
        .from(users)
        .where(inArray(users.id, recipientIds)),
      prefs: await tx
        .select({ userId: noticeRoutePrefs.userId, routes: noticeRoutePrefs.routes })
        .from(noticeRoutePrefs)
        .where(inArray(noticeRoutePrefs.userId, recipientIds)),
      configs: await tx.select().from(noticeChannelConfigs),
      buyNoteService: (await readSetting(tx, tenantId, 'erpPortal')).buyNoteService,
    }));
    const routesOf = new Map(prefs.map((p) => [p.userId, p.routes]));
    const configOf = new Map(configs.map((c) => [c.route, c]));
    const outgoing = {
      id: notice.id,
      title: notice.title,
      html: sanitizeNoticeHtml(notice.content),
      text: htmlToText(notice.content),
    };
    const log: (typeof noticeDeliveries.$inferInsert)[] = [];
    const record = (to: Recipient, route: string, status: string, detail: string | null = null) =>
      log.push({
        id: uuidv7(),
        tenantId,
        noticeId: notice.id,
        userId: to.userId,
        route,
        status,
        detail: detail?.slice(0, 500) ?? null,
      });

    const sendOne = async (to: Recipient, route: string) => {
      const config = configOf.get(route);
      if (route === NOTICE_ROUTE.sms && buyNoteService === 0)
        return record(to, route, 'not_configured', '未开通短信增值服务');
      if (!config?.enabled) return record(to, route, 'not_configured', '渠道未配置或未启用');
      try {
        await ADAPTERS[route]!.send(config.config, to, outgoing);
        record(to, route, 'sent');
      } catch (err) {
        if (err instanceof NoAddressError) record(to, route, 'no_address', err.message);
        else record(to, route, 'failed', err instanceof Error ? err.message : String(err));
      }
    };
    const queue: [Recipient, string][] = [];
    for (const person of people) {
      record(person, NOTICE_ROUTE.inApp, 'sent');
      for (const route of routesOf.get(person.userId) ?? [])
        if (route !== NOTICE_ROUTE.inApp) queue.push([person, route]);
    }
    // A few sends at a time: a slow mail server must not hold hundreds of connections.
    for (let i = 0; i < queue.length; i += 5) {
      await Promise.all(queue.slice(i, i + 5).map(([to, route]) => sendOne(to, route)));
    }
    await this.database.tenantTx(system, async (tx) => {
      for (let i = 0; i < log.length; i += 500)
        await tx.insert(noticeDeliveries).values(log.slice(i, i + 500));
    });
  }
}

function maskSecrets(config: Record<string, unknown>): Record<string, unknown> {
  const copy = { ...config };
  for (const field of SECRET_FIELDS) if (copy[field]) copy[field] = SECRET_MASK;
  return copy;
}

/** The active users of the tenant a notice with this target goes to. */
export async function noticeRecipientIds(
  tx: Tx,
  tenantId: number,
  targetType: NoticeTargetType,
  targets: readonly string[],
): Promise<string[]> {
  const external = sql`exists (select 1 from ${userRoles} inner join ${roles} on ${roles.id} = ${userRoles.roleId}
    where ${userRoles.userId} = ${users.id} and ${inArray(roles.code, [...EXTERNAL_ROLE_CODES])})`;
  const active = and(eq(users.tenantId, tenantId), eq(users.status, 1));
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
