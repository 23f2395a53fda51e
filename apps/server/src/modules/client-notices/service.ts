/**
 * The rules of 客户通知 and 开放文件 (khgl, BUSINESS.md §6): one tenant transaction per change, a
 * stale version is 409 and a missing record 404, every refusal with its Chinese reason.
 *
 * Sending files one recipient row per enterprise of the audience in the same transaction as the
 * status change (so a sent notice and its recipients never disagree); the optional SMS and e-mail go
 * out after the commit through the notices' channels, to each enterprise's primary contact, and each
 * outcome is written on its recipient row (a channel not configured is recorded, never dropped).
 */
import {
  type ClientNoticeAudience,
  type ClientNoticeInput,
  fileOpenedTo,
  noticeEditProblem,
  noticeSendProblem,
  type OpenedFileInput,
} from '@cb/domain/client-notices';
import type { AuthUser } from '../../platform/auth/tokens.ts';
import { EXPORT_MAX_ROWS } from '../../platform/crud/index.ts';
import type { Database, Reader } from '../../platform/db/database.ts';
import { badRequest, notFound } from '../../platform/http/errors.ts';
import { customerScope } from '../../platform/identity/row-scope.ts';
import type { PublicAddress } from '../../platform/public-url.ts';
import { primaryContactsOf } from '../customers/door.ts';
import { ADAPTERS, channelConfigs } from '../notices/door.ts';
import * as repo from './repository.ts';

const EMAIL = '2';
const SMS = '4';
const DELIVERY_BATCH = 200;

const emptyPage = (q: { pageNo: number; pageSize: number }) => ({
  records: [],
  total: 0,
  size: q.pageSize,
  current: q.pageNo,
  pages: 0,
});

/** The enterprise an external user acts for, or null for the body's users. */
async function enterpriseOf(tx: Reader, user: AuthUser): Promise<string | null> {
  const scope = await customerScope(tx, user);
  return scope.kind === 'enterprise' ? scope.enterpriseId : null;
}

export class ClientNoticeService {
  /** Deliveries under way (tests and shutdown wait for them). */
  private readonly delivering = new Set<Promise<void>>();

  constructor(
    private readonly database: Database,
    private readonly clock: () => Date,
    private readonly publicAddress: PublicAddress,
  ) {}

  list(user: AuthUser, query: repo.ClientNoticeListQuery) {
    return this.database.tenantRead(user, (tx) => repo.listNotices(tx, user.tenantId, query));
  }

  exportRows(user: AuthUser, query: repo.ClientNoticeExportQuery) {
    return this.database.tenantRead(user, (tx) =>
      repo.exportNotices(tx, user.tenantId, query, EXPORT_MAX_ROWS),
    );
  }

  get(user: AuthUser, id: string) {
    return this.database.tenantRead(user, async (tx) => {
      const row = await repo.findNotice(tx, user.tenantId, id);
      if (!row) throw notFound();
      const enterprises =
        row.audienceType === 'list' ? await repo.enterpriseNames(tx, user.tenantId, row.audienceValues) : [];
      return { ...row, enterprises };
    });
  }

  create(user: AuthUser, input: ClientNoticeInput) {
    return this.database.tenantTx(user, (tx) => repo.insertNotice(tx, user.tenantId, user.userId, input));
  }

  update(user: AuthUser, { id, version, ...input }: ClientNoticeInput & { id: string; version: number }) {
    return this.database.tenantTx(user, async (tx) => {
      const notice = await repo.lockNotice(tx, user.tenantId, id);
      if (!notice) throw notFound();
      const problem = noticeEditProblem(notice.status);
      if (problem) throw badRequest(problem);
      return repo.updateNotice(tx, user.userId, id, version, input);
    });
  }

  /** A deleted notice leaves the lists and the enterprises' portal; the row and its history stay. */
  remove(user: AuthUser, id: string, version: number) {
    return this.database.tenantTx(user, async (tx) => {
      if (!(await repo.lockNotice(tx, user.tenantId, id))) throw notFound();
      await repo.updateNotice(tx, user.userId, id, version, { deleted: true });
      return { id };
    });
  }

  countAudience(user: AuthUser, type: ClientNoticeAudience, values: readonly string[]) {
    return this.database.tenantRead(user, async (tx) => ({
      count: await repo.countAudience(tx, user.tenantId, type, values),
    }));
  }

  enterpriseOptions(user: AuthUser, keyword: string | undefined) {
    return this.database.tenantRead(user, (tx) => repo.enterpriseOptions(tx, user.tenantId, keyword));
  }

  recipients(user: AuthUser, query: Parameters<typeof repo.listRecipients>[2]) {
    return this.database.tenantRead(user, async (tx) => {
      if (!(await repo.findNotice(tx, user.tenantId, query.id))) throw notFound();
      return repo.listRecipients(tx, user.tenantId, query);
    });
  }

  async send(user: AuthUser, id: string, version: number) {
    const sent = await this.database.tenantTx(user, async (tx) => {
      const notice = await repo.lockNotice(tx, user.tenantId, id);
      if (!notice) throw notFound();
      const already = noticeSendProblem(notice.status, 1);
      if (already) throw badRequest(already);
      const recipients = await repo.insertRecipients(
        tx,
        user.tenantId,
        id,
        notice.audienceType as ClientNoticeAudience,
        notice.audienceValues,
      );
      // Throwing here rolls the recipients back with the rest.
      const problem = noticeSendProblem(notice.status, recipients);
      if (problem) throw badRequest(problem);
      const saved = await repo.updateNotice(tx, user.userId, id, version, {
        status: 1,
        sentAt: this.clock(),
        sentBy: user.userId,
        senderName: await repo.userName(tx, user.userId),
        recipientCount: recipients,
      });
      return { ...saved, recipients, notice };
    });
    if (sent.notice.sendSms || sent.notice.sendEmail) this.track(this.deliver(user, sent.notice));
    return { id: sent.id, version: sent.version, recipients: sent.recipients };
  }

  // ─────────────────────────────────────── the enterprise's view ───────────────────────────────────────

  mine(user: AuthUser, query: Parameters<typeof repo.listMyNotices>[3]) {
    return this.database.tenantRead(user, async (tx) => {
      const enterpriseId = await enterpriseOf(tx, user);
      return enterpriseId ? repo.listMyNotices(tx, user.tenantId, enterpriseId, query) : emptyPage(query);
    });
  }

  /** The notice as the enterprise reads it; the first reading is recorded (who and when). */
  readMine(user: AuthUser, id: string) {
    return this.database.tenantTx(user, async (tx) => {
      const enterpriseId = await enterpriseOf(tx, user);
      if (!enterpriseId) throw notFound();
      const notice = await repo.findMyNotice(tx, user.tenantId, enterpriseId, id);
      if (!notice) throw notFound();
      if (notice.readTime) return notice;
      const at = this.clock();
      await repo.markRead(
        tx,
        id,
        enterpriseId,
        { userId: user.userId, name: (await repo.userName(tx, user.userId)) ?? '' },
        at,
      );
      return { ...notice, readTime: at };
    });
  }

  publicNotice(id: string) {
    return this.database.systemTx(async (tx) => {
      const notice = await repo.publicNotice(tx, id);
      if (!notice) throw notFound();
      return notice;
    });
  }

  // ──────────────────────────────────────────── delivery ────────────────────────────────────────────

  /** Waits for the deliveries under way (tests; shutdown). */
  async settled(): Promise<void> {
    while (this.delivering.size) await Promise.allSettled([...this.delivering]);
  }

  private track(work: Promise<void>) {
    const p = work.catch(() => undefined).finally(() => this.delivering.delete(p));
    this.delivering.add(p);
  }

  private async deliver(
    user: AuthUser,
    notice: { id: string; title: string; content: string; sendSms: boolean; sendEmail: boolean },
  ) {
    const { configs, ids } = await this.database.tenantRead(user, async (tx) => ({
      configs: await channelConfigs(tx),
      ids: (await repo.recipientIds(tx, notice.id)).map((r) => r.enterpriseId),
    }));
    const email = configs.find((c) => c.route === EMAIL);
    const sms = configs.find((c) => c.route === SMS);
    let link = '';
    try {
      link = `${this.publicAddress.origin()}/notice/detail/${notice.id}/2`;
    } catch {
      link = '';
    }
    const text = link ? `${notice.content}\n\n${link}` : notice.content;
    const html =
      escapeHtml(notice.content) +
      (link ? `<p><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p>` : '');
    for (let i = 0; i < ids.length; i += DELIVERY_BATCH) {
      const batch = ids.slice(i, i + DELIVERY_BATCH);
      const contacts = await this.database.tenantRead(user, (tx) =>
        primaryContactsOf(tx, user.tenantId, batch),
      );
      const outcomes: { enterpriseId: string; smsStatus?: string; emailStatus?: string }[] = [];
      for (const enterpriseId of batch) {
        const contact = contacts.get(enterpriseId);
        const to = {
          userId: '',
          username: '',
          realname: contact?.name ?? '',
          email: contact?.email || null,
          phone: contact?.phone || null,
          thirdPartyId: null,
        };
        const outcome: { enterpriseId: string; smsStatus?: string; emailStatus?: string } = { enterpriseId };
        if (notice.sendEmail)
          outcome.emailStatus = await attempt(email, to.email, '邮件', '企业联系人未设置邮箱', () =>
            ADAPTERS[EMAIL]!.send(email!.config, to, { id: notice.id, title: notice.title, text, html }),
          );
        if (notice.sendSms)
          outcome.smsStatus = await attempt(sms, to.phone, '短信', '企业联系人未设置手机号', () =>
            ADAPTERS[SMS]!.send(sms!.config, to, {
              id: notice.id,
              title: notice.title,
              text: `【${notice.title}】${link ? link : notice.content.slice(0, 60)}`,
              html: '',
            }),
          );
        outcomes.push(outcome);
      }
      await this.database.tenantTx(user, async (tx) => {
        for (const { enterpriseId, ...outcome } of outcomes)
          await repo.setDelivery(tx, notice.id, enterpriseId, outcome);
      });
    }
  }
}

const escapeHtml = (text: string) =>
  text
    .replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!)
    .replace(/\n/g, '<br>');

async function attempt(
  channel: { enabled: boolean } | undefined,
  address: string | null,
  name: string,
  missing: string,
  send: () => Promise<void>,
): Promise<string> {
  if (!channel?.enabled) return `${name}渠道未配置或未启用，未发送`;
  if (!address) return `${missing}，未发送`;
  try {
    await send();
    return `已发送至${address}`;
  } catch (error) {
    return `发送失败：${error instanceof Error ? error.message : String(error)}`.slice(0, 300);
  }
}

export class OpenedFileService {
  constructor(private readonly database: Database) {}

  list(user: AuthUser, query: repo.OpenedFileListQuery) {
    return this.database.tenantRead(user, (tx) => repo.listFiles(tx, user.tenantId, query));
  }

  exportRows(user: AuthUser, query: repo.OpenedFileExportQuery) {
    return this.database.tenantRead(user, (tx) =>
      repo.exportFiles(tx, user.tenantId, query, EXPORT_MAX_ROWS),
    );
  }

  get(user: AuthUser, id: string) {
    return this.database.tenantRead(user, async (tx) => {
      const row = await repo.findFile(tx, user.tenantId, id);
      if (!row) throw notFound();
      const { enterpriseIds, ...rest } = row;
      return { ...rest, enterprises: await repo.enterpriseNames(tx, user.tenantId, enterpriseIds) };
    });
  }

  create(user: AuthUser, input: OpenedFileInput) {
    return this.database.tenantTx(user, (tx) =>
      repo.insertFile(tx, user.tenantId, user.userId, clean(input)),
    );
  }

  update(user: AuthUser, { id, version, ...input }: OpenedFileInput & { id: string; version: number }) {
    return this.database.tenantTx(user, async (tx) => {
      if (!(await repo.fileExists(tx, user.tenantId, id))) throw notFound();
      return repo.updateFile(tx, user.userId, id, version, clean(input));
    });
  }

  /** A deleted file leaves the lists and the enterprises' downloads; the row and its history stay. */
  remove(user: AuthUser, id: string, version: number) {
    return this.database.tenantTx(user, async (tx) => {
      if (!(await repo.fileExists(tx, user.tenantId, id))) throw notFound();
      await repo.updateFile(tx, user.userId, id, version, { deleted: true });
      return { id };
    });
  }

  mine(user: AuthUser, query: Parameters<typeof repo.listMyFiles>[3]) {
    return this.database.tenantRead(user, async (tx) => {
      const enterpriseId = await enterpriseOf(tx, user);
      return enterpriseId ? repo.listMyFiles(tx, user.tenantId, enterpriseId, query) : emptyPage(query);
    });
  }

  /**
   * Whether the user may read the file's record: the body's users any live file, an enterprise user
   * only one opened to its enterprise (else 404, exactly like a missing one).
   */
  async canRead(tx: Reader, user: AuthUser, id: string): Promise<boolean> {
    const scope = await customerScope(tx, user);
    if (scope.kind === 'tenant') return repo.fileExists(tx, user.tenantId, id);
    if (scope.kind !== 'enterprise') return false;
    const file = await repo.findFile(tx, user.tenantId, id);
    return Boolean(file) && fileOpenedTo(file!, scope.enterpriseId);
  }

  /** Only the body's users change a file's document. */
  async canWrite(tx: Reader, user: AuthUser, id: string): Promise<boolean> {
    return (await customerScope(tx, user)).kind === 'tenant' && repo.fileExists(tx, user.tenantId, id);
  }
}

/** A file opened to everyone keeps no list. */
const clean = (input: OpenedFileInput): OpenedFileInput =>
  input.audienceType === 'all'
    ? { ...input, enterpriseIds: [] }
    : { ...input, enterpriseIds: [...new Set(input.enterpriseIds)] };
