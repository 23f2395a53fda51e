/**
 * Notices and messages: admins write, target, attach, publish and revoke them; recipients read
 * them, with their own read state. Publishing pushes a command to each recipient's open sockets
 * (on every instance) and then delivers through the channels each recipient chose (delivery.ts).
 */
import type {
  AdminNotice,
  ContractPopupSetting,
  NoticeAdminListQuery,
  NoticeBody,
  NoticeCategory,
  NoticeDelivery,
  NoticeSummary,
  Page,
  UserNoticeList,
  UserNoticePageQuery,
} from '@cb/domain';
import { pageOf } from '@cb/domain';
import type { AuthUser } from '../../platform/auth/tokens.ts';
import type { Database, Reader, Tx } from '../../platform/db/database.ts';
import { type StoredFile, storeFile } from '../../platform/files/files.ts';
import type { FileStorage } from '../../platform/files/storage.ts';
import { badRequest, conflict, notFound } from '../../platform/http/errors.ts';
import { uuidv7 } from '../../platform/ids.ts';
import type { RealtimeHub } from '../../platform/realtime/hub.ts';
import { readSetting, writeSetting } from '../../platform/settings/settings.ts';
import * as channelRepo from './channels.repository.ts';
import type { NoticeChannels } from './delivery.ts';
import * as repo from './repository.ts';
import { sanitizeNoticeHtml } from './sanitize.ts';
import { adminView, cmdOf, columnsOf, formatTime, summary } from './views.ts';

type Notice = repo.Notice;

export class NoticeService {
  constructor(
    private readonly database: Database,
    private readonly realtime: RealtimeHub,
    private readonly files: FileStorage,
    private readonly channels: NoticeChannels,
  ) {}

  private tx<T>(user: AuthUser, work: (tx: Tx) => Promise<T>): Promise<T> {
    return this.database.tenantTx(user, work);
  }

  /** A read of the caller's tenant (the read pool: no transaction of its own). */
  private read<T>(user: AuthUser, work: (tx: Reader) => Promise<T>): Promise<T> {
    return this.database.tenantRead(user, work);
  }

  /** Tells the recipients' open tabs and devices (every instance) to refresh. */
  private push(user: AuthUser, recipientIds: string[], notice: Notice, msgTxt: string) {
    return this.realtime.push(user.tenantId, recipientIds, {
      cmd: cmdOf(notice.msgCategory),
      msgId: notice.id,
      msgTxt,
    });
  }

  // ─────────────────────────────────────────── recipients ───────────────────────────────────────────

  /** The bell: unread messages and notices (only the categories the user may read). */
  userNoticeList(user: AuthUser, pageSize: number): Promise<UserNoticeList> {
    return this.read(user, async (tx) => {
      const allowed = await repo.allowedCategories(tx, user.userId);
      const part = async (category: NoticeCategory) => {
        if (!allowed.has(category)) return { list: [], total: 0 };
        const filter = { categories: [category], readFlag: 0 };
        const total = await repo.countReceived(tx, user.userId, filter);
        const rows = await repo.receivedNotices(tx, user.userId, filter, { limit: pageSize });
        return { list: rows.map((r) => summary(r.notice, 0)), total };
      };
      const messages = await part('1');
      const notices = await part('2');
      return {
        messageList: messages.list,
        messageTotal: messages.total,
        noticeList: notices.list,
        noticeTotal: notices.total,
      };
    });
  }

  /** The user's notices and messages, paged, optionally by read state and category. */
  listByUser(user: AuthUser, q: UserNoticePageQuery): Promise<Page<NoticeSummary>> {
    return this.read(user, async (tx) => {
      const categories = [...(await repo.allowedCategories(tx, user.userId))].filter(
        (c) => !q.msgCategory || c === q.msgCategory,
      );
      if (categories.length === 0) return pageOf([], 0, q.pageNo, q.pageSize);
      const filter = { categories, readFlag: q.readStatus ? Number(q.readStatus) : undefined };
      const total = await repo.countReceived(tx, user.userId, filter);
      const rows = await repo.receivedNotices(tx, user.userId, filter, {
        limit: q.pageSize,
        offset: (q.pageNo - 1) * q.pageSize,
        column: q.column,
        order: q.order,
      });
      const records = rows.map((r) => ({
        ...summary(r.notice, r.readFlag),
        content: sanitizeNoticeHtml(r.notice.content),
      }));
      return pageOf(records, total, q.pageNo, q.pageSize);
    });
  }

  /** Marks all of the user's unread notices of one category read. */
  async markAllRead(user: AuthUser, category: NoticeCategory): Promise<number> {
    const changed = await this.tx(user, async (tx) => {
      const allowed = await repo.allowedCategories(tx, user.userId);
      return allowed.has(category) ? repo.markRead(tx, user.userId, { category }) : 0;
    });
    // The user's other tabs and devices refresh their badge.
    if (changed)
      await this.realtime.push(user.tenantId, [user.userId], { cmd: cmdOf(category), msgTxt: 'read' });
    return changed;
  }

  /** Marks one notice read; 404 unless the user is one of its recipients. */
  async markRead(user: AuthUser, noticeId: string): Promise<void> {
    const category = await this.tx(user, async (tx) => {
      const notice = await this.readableNotice(tx, user, noticeId);
      await repo.markRead(tx, user.userId, { noticeId });
      return notice.msgCategory;
    });
    await this.realtime.push(user.tenantId, [user.userId], { cmd: cmdOf(category), msgTxt: 'read' });
  }

  /**
   * A notice as its recipient sees it (or an administrator, drafts included): sanitised content,
   * send time, attachments and the names of those who have read it.
   */
  detail(user: AuthUser, id: string, isAdmin: boolean) {
    return this.read(user, async (tx) => {
      const notice = isAdmin ? await this.noticeForAdmin(tx, id) : await this.readableNotice(tx, user, id);
      return {
        ...summary(notice, await repo.readFlagOf(tx, id, user.userId)),
        content: sanitizeNoticeHtml(notice.content),
        noticeFileList: await repo.noticeFiles(tx, id),
        readedNames: (await repo.readerNames(tx, id)).join('，'),
      };
    });
  }

  /** An attachment of a notice the user may read (or administer); other tenants' files are 404. */
  attachment(user: AuthUser, noticeId: string, fileId: string, isAdmin: boolean): Promise<StoredFile> {
    return this.read(user, async (tx) => {
      if (isAdmin) await this.noticeForAdmin(tx, noticeId);
      else await this.readableNotice(tx, user, noticeId);
      return this.fileOf(tx, noticeId, fileId);
    });
  }

  // ───────────────────────────────────────── administration ─────────────────────────────────────────

  adminList(user: AuthUser, q: NoticeAdminListQuery): Promise<Page<AdminNotice>> {
    return this.read(user, async (tx) => {
      const { records, ...figures } = await repo.adminPage(tx, user.tenantId, q);
      return {
        records: records.map((r) => ({
          ...adminView(r.notice),
          recipientCount: Number(r.recipientCount),
          readCount: Number(r.readCount),
        })),
        ...figures,
      };
    });
  }

  adminGet(user: AuthUser, id: string): Promise<AdminNotice> {
    return this.read(user, async (tx) => {
      const notice = await this.noticeForAdmin(tx, id);
      return {
        ...adminView(notice),
        content: sanitizeNoticeHtml(notice.content),
        noticeFileList: await repo.noticeFiles(tx, id),
      };
    });
  }

  create(user: AuthUser, input: NoticeBody): Promise<AdminNotice> {
    return this.tx(user, async (tx) => {
      await this.checkTargets(tx, input);
      const id = uuidv7();
      const row = await repo.insertNotice(tx, {
        id,
        tenantId: user.tenantId,
        ...columnsOf(input),
        createdBy: user.userId,
        updatedBy: user.userId,
      });
      await this.attachFiles(tx, id, input.fileUuids);
      return adminView(row);
    });
  }

  /** Edits a draft or revoked notice (a published one must be revoked first). */
  async update(user: AuthUser, input: NoticeBody & { id: string; version: number }): Promise<AdminNotice> {
    const { view, dropped } = await this.tx(user, async (tx) => {
      const current = await this.noticeForAdmin(tx, input.id);
      if (current.sendStatus === 1) throw badRequest('已发布的通知不能编辑，请先撤销');
      await this.checkTargets(tx, input);
      const row = await repo.updateNotice(
        tx,
        input.id,
        input.version,
        user.userId,
        columnsOf(input),
        'unlessPublished',
      );
      if (!row) throw conflict();
      return { view: adminView(row), dropped: await this.attachFiles(tx, input.id, input.fileUuids) };
    });
    for (const key of dropped) await this.files.delete(key).catch(() => {});
    return view;
  }

  /** Publishes a draft or revoked notice to its current targets; answers with the recipient count. */
  async release(user: AuthUser, id: string, version: number | undefined) {
    const { notice, recipientIds } = await this.tx(user, async (tx) => {
      const current = await this.noticeAt(tx, id, version);
      if (current.sendStatus === 1) throw conflict('该通知已发布');
      const sender = (await repo.senderName(tx, user.userId)) ?? user.username;
      const now = new Date();
      const row = await repo.updateNotice(
        tx,
        id,
        current.version,
        user.userId,
        { sendStatus: 1, sendTime: now, revokeTime: null, senderId: user.userId, senderName: sender },
        'unlessPublished',
      );
      if (!row) throw conflict();
      const ids = await repo.targetedUserIds(tx, row);
      await repo.setRecipients(tx, user.tenantId, id, ids);
      return { notice: row, recipientIds: ids };
    });
    await this.push(user, recipientIds, notice, notice.title);
    this.channels.deliverInBackground(user.tenantId, notice, recipientIds);
    return { ...adminView(notice), recipientCount: recipientIds.length };
  }

  /** Takes a published notice back from its recipients (their lists drop it at once). */
  async revoke(user: AuthUser, id: string, version: number | undefined): Promise<AdminNotice> {
    const { notice, recipientIds } = await this.tx(user, async (tx) => {
      const current = await this.noticeAt(tx, id, version);
      if (current.sendStatus !== 1) throw conflict('该通知未发布，无需撤销');
      const row = await repo.updateNotice(
        tx,
        id,
        current.version,
        user.userId,
        { sendStatus: 2, revokeTime: new Date() },
        'whilePublished',
      );
      if (!row) throw conflict();
      return { notice: row, recipientIds: await repo.recipientIds(tx, id) };
    });
    await this.push(user, recipientIds, notice, 'revoked');
    return adminView(notice);
  }

  /** Removes a draft or revoked notice from the lists (kept in the database for the record). */
  async remove(user: AuthUser, id: string, version: number | undefined): Promise<void> {
    await this.tx(user, async (tx) => {
      const current = await this.noticeAt(tx, id, version);
      if (current.sendStatus === 1) throw badRequest('已发布的通知不能删除，请先撤销');
      const row = await repo.updateNotice(
        tx,
        id,
        current.version,
        user.userId,
        { deleted: true },
        'unlessPublished',
      );
      if (!row) throw conflict();
    });
  }

  async upload(user: AuthUser, fileName: string, data: Buffer) {
    const row = await this.tx(user, (tx) =>
      storeFile(tx, this.files, {
        tenantId: user.tenantId,
        userId: user.userId,
        ownerArea: repo.NOTICE_FILE_AREA,
        fileName,
        data,
      }),
    );
    return { fileUuid: row.id, fileName: row.fileName, size: row.size, contentType: row.contentType };
  }

  /** The delivery log of a notice: one row per recipient and channel. */
  deliveries(user: AuthUser, id: string) {
    return this.read(user, async (tx) => {
      await this.noticeForAdmin(tx, id);
      const rows = await channelRepo.deliveriesOf(tx, id);
      return rows.map((r) => ({ ...r, status: r.status as NoticeDelivery['status'], at: formatTime(r.at) }));
    });
  }

  targetOptions(user: AuthUser) {
    return this.read(user, (tx) => repo.targetOptions(tx));
  }

  // ─────────────────────────────────────── contract popup setting ───────────────────────────────────────

  contractPopup(user: AuthUser) {
    return this.read(user, (tx) => readSetting(tx, user.tenantId, 'contractPopup'));
  }

  saveContractPopup(user: AuthUser, { version, ...value }: ContractPopupSetting & { version: number }) {
    return this.tx(user, (tx) =>
      writeSetting(tx, user.tenantId, 'contractPopup', value, version, user.userId),
    );
  }

  // ───────────────────────────────────────────── public ─────────────────────────────────────────────

  /** A notice marked public, for the pages that need no sign-in: no reader names, no sender id. */
  publicDetail(id: string) {
    return this.database.systemTx(async (tx) => {
      const notice = await repo.publicNotice(tx, id);
      if (!notice) throw notFound();
      return {
        id: notice.id,
        title: notice.title,
        content: sanitizeNoticeHtml(notice.content),
        sendTimeStr: formatTime(notice.sendTime),
        noticeFileList: await repo.noticeFiles(tx, id),
      };
    });
  }

  publicAttachment(id: string, fileId: string): Promise<StoredFile> {
    return this.database.systemTx(async (tx) => {
      if (!(await repo.publicNotice(tx, id))) throw notFound();
      return this.fileOf(tx, id, fileId);
    });
  }

  // ──────────────────────────────────────────── internals ────────────────────────────────────────────

  /** A published notice the user received, in a category the user may read; else 404. */
  private async readableNotice(tx: Reader, user: AuthUser, id: string): Promise<Notice> {
    const notice = await repo.receivedNotice(tx, user.userId, id);
    if (!notice) throw notFound();
    const allowed = await repo.allowedCategories(tx, user.userId);
    if (!allowed.has(notice.msgCategory as NoticeCategory)) throw notFound();
    return notice;
  }

  private async noticeForAdmin(tx: Reader, id: string): Promise<Notice> {
    const notice = await repo.liveNotice(tx, id);
    if (!notice) throw notFound();
    return notice;
  }

  /** The notice, if the admin saw its current version (when they say which they saw). */
  private async noticeAt(tx: Tx, id: string, version: number | undefined): Promise<Notice> {
    const current = await this.noticeForAdmin(tx, id);
    if (version !== undefined && version !== current.version) throw conflict();
    return current;
  }

  private async fileOf(tx: Reader, noticeId: string, fileId: string): Promise<StoredFile> {
    const file = await repo.noticeFile(tx, noticeId, fileId);
    if (!file) throw notFound();
    return file;
  }

  private async checkTargets(tx: Tx, input: NoticeBody): Promise<void> {
    const kind = input.targetType;
    if (kind !== 'roles' && kind !== 'users') return;
    const wanted = [...new Set(input.targets)];
    if ((await repo.countTargets(tx, kind, wanted)) !== wanted.length)
      throw badRequest(
        input.targetType === 'roles' ? '通知对象中有不存在的角色' : '通知对象中有不存在的用户',
      );
  }

  /** Attaches exactly `fileIds`; returns the storage keys of the files the notice no longer has. */
  private async attachFiles(tx: Tx, noticeId: string, fileIds: string[]): Promise<string[]> {
    const wanted = [...new Set(fileIds)];
    const { attached, droppedKeys } = await repo.attachFiles(tx, noticeId, wanted);
    if (attached !== wanted.length) throw badRequest('附件不存在或已被使用');
    return droppedKeys;
  }
}
