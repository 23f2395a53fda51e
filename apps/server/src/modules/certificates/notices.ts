/**
 * 短信通知 (zsfx/sms): when a certificate is issued, suspended, restored, revoked, cancelled or expires, its
 * enterprise's contact is told by SMS and e-mail. The notices are written in the status change's
 * own transaction (so a rolled-back change tells nobody) and sent once it has committed, through
 * the tenant's channels of the notices module (SMTP, the SMS gateway). SMS goes out only when the
 * body bought the SMS service (ERP setting buyNoteService, SPEC.md §5); otherwise the notice is
 * recorded as not sent with the reason. A failed notice can be sent again from the list.
 */
import {
  type CertificateNoticeChannelState,
  type CertificateNoticeListQuery,
  type CertificateNoticeRow,
  certificateNoticePlan,
  certificateNoticeText,
  NO_CHANNEL_CONFIGURED,
  NOTICE_EVENTS,
  type NoticeEvent,
  noticeResendProblem,
  type Page,
} from '@cb/domain';
import { and, desc, eq, ilike, inArray, type SQL } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { AuthUser } from '../../platform/auth/tokens.ts';
import {
  containsPattern,
  isUnfiltered,
  orderFor,
  paged,
  preparedTenantPage,
  tableRows,
} from '../../platform/crud/list.ts';
import { afterCommit, type Database, type Reader, type Tx } from '../../platform/db/database.ts';
import { inTenant } from '../../platform/db/tenant.ts';
import { updateVersioned } from '../../platform/db/versioned.ts';
import { badRequest, conflict, notFound } from '../../platform/http/errors.ts';
import { uuidv7 } from '../../platform/ids.ts';
import { readSetting } from '../../platform/settings/settings.ts';
import { primaryContactOf } from '../customers/door.ts';
import { ADAPTERS, channelConfigs, type Recipient } from '../notices/door.ts';
import { selectEnabledTenantName } from './repository.ts';
import { certificateEvents, certificateNotices } from './schema.ts';

type NoticeRecord = typeof certificateNotices.$inferSelect;

const isNoticeEvent = (action: string): action is NoticeEvent => NOTICE_EVENTS.some((e) => e.code === action);

/** The enterprise's contact who hears about its certificates: the primary one, else the first. */
async function contactOf(tx: Tx, tenantId: number, enterpriseId: string | null) {
  return enterpriseId ? primaryContactOf(tx, tenantId, enterpriseId) : undefined;
}

/**
 * Records the notices of a status change inside its transaction and sends them after the commit.
 * Answers how many were recorded (none when the enterprise has no contact with a phone or e-mail).
 */
export async function queueCertificateNotices(
  tx: Tx,
  actor: { tenantId: number; userId: string | null },
  certificate: { id: string; certNo: string; enterpriseName: string; enterpriseId: string | null },
  event: {
    id: string;
    action: string;
    effectiveDate: string;
    suspendUntil: string | null;
    reasonCode: string;
    /** An issue's: the standard with its edition and the expiry, told in the notice. */
    standard?: string;
    expiryDate?: string;
  },
): Promise<number> {
  if (!isNoticeEvent(event.action)) return 0;
  const contact = await contactOf(tx, actor.tenantId, certificate.enterpriseId);
  if (!contact) return 0;
  const { buyNoteService } = await readSetting(tx, actor.tenantId, 'erpPortal');
  const plan = certificateNoticePlan(contact, buyNoteService);
  if (!plan.length) return 0;
  const bodyName = (await selectEnabledTenantName(tx, actor.tenantId)) ?? '';
  const text = certificateNoticeText(event.action, {
    certNo: certificate.certNo,
    enterpriseName: certificate.enterpriseName,
    bodyName,
    effectiveDate: event.effectiveDate,
    suspendUntil: event.suspendUntil,
    reasonCode: event.reasonCode,
    ...(event.standard ? { standard: event.standard } : {}),
    ...(event.expiryDate ? { expiryDate: event.expiryDate } : {}),
  });
  const rows = plan.map((p) => ({
    id: uuidv7(),
    tenantId: actor.tenantId,
    certificateId: certificate.id,
    eventId: event.id,
    certNo: certificate.certNo,
    enterpriseName: certificate.enterpriseName,
    eventType: event.action,
    channel: p.channel,
    recipientName: contact.name,
    address: p.address,
    title: text.title,
    content: text.content,
    status: p.status,
    detail: p.detail,
    createdBy: actor.userId,
    updatedBy: actor.userId,
  }));
  await tx.insert(certificateNotices).values(rows);
  const pending = rows.filter((r) => r.status === 'pending').map((r) => r.id);
  if (pending.length) afterCommit(() => certificateNoticeOutbox.sendInBackground(actor.tenantId, pending));
  return rows.length;
}

const escapeHtml = (text: string) =>
  text
    .replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!)
    .replace(/\n/g, '<br>');

/**
 * Sends recorded notices through the tenant's channels, each attempt written back (sent, or failed
 * with the gateway's or mail server's answer). One per app: the routes bind it to the database.
 */
export class CertificateNoticeOutbox {
  private database: Database | undefined;
  private log: Pick<FastifyBaseLogger, 'error'> | undefined;
  private readonly pending = new Set<Promise<void>>();

  bind(database: Database, log: Pick<FastifyBaseLogger, 'error'>) {
    this.database = database;
    this.log = log;
  }

  /** Resolves once the sends started so far have finished (tests). */
  async idle(): Promise<void> {
    while (this.pending.size) await Promise.allSettled([...this.pending]);
  }

  sendInBackground(tenantId: number, ids: string[]): void {
    if (!this.database) return;
    const job = this.send(tenantId, ids).then(
      () => undefined,
      (err) => this.log?.error({ err, ids }, 'certificate notice delivery failed'),
    );
    this.pending.add(job);
    void job.finally(() => this.pending.delete(job));
  }

  /** Tries each notice that is not sent yet; answers the notices as they are afterwards. */
  async send(tenantId: number, ids: string[], userId: string | null = null): Promise<NoticeRecord[]> {
    const database = this.database;
    if (!database || !ids.length) return [];
    const system = { tenantId, userId };
    const { notices, configs } = await database.tenantTx(system, async (tx) => ({
      notices: await tx
        .select()
        .from(certificateNotices)
        .where(inTenant(certificateNotices, tenantId, [inArray(certificateNotices.id, ids)])),
      configs: await channelConfigs(tx),
    }));
    const results: { id: string; status: 'sent' | 'failed'; detail: string }[] = [];
    for (const notice of notices) {
      if (notice.status === 'sent') continue;
      const config = configs.find((c) => c.route === notice.channel);
      if (!config?.enabled) {
        results.push({ id: notice.id, status: 'failed', detail: NO_CHANNEL_CONFIGURED });
        continue;
      }
      const to: Recipient = {
        userId: '',
        username: '',
        realname: notice.recipientName,
        email: notice.channel === '2' ? notice.address : null,
        phone: notice.channel === '4' ? notice.address : null,
        thirdPartyId: null,
      };
      try {
        await ADAPTERS[notice.channel]!.send(config.config, to, {
          id: notice.id,
          title: notice.title,
          text: notice.content,
          html: escapeHtml(notice.content),
        });
        results.push({ id: notice.id, status: 'sent', detail: '' });
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        results.push({ id: notice.id, status: 'failed', detail: message.slice(0, 500) });
      }
    }
    return database.tenantTx(system, async (tx) => {
      const now = new Date();
      for (const r of results) {
        const [row] = await tx
          .select()
          .from(certificateNotices)
          .where(eq(certificateNotices.id, r.id))
          .for('update');
        if (!row || row.status === 'sent') continue;
        await updateVersioned(
          tx,
          certificateNotices,
          r.id,
          row.version,
          {
            status: r.status,
            detail: r.detail,
            attempts: row.attempts + 1,
            ...(r.status === 'sent' ? { sentAt: now } : {}),
          },
          userId,
        );
        if (r.status === 'sent' && row.eventId)
          await tx
            .update(certificateEvents)
            .set({ notifiedAt: now })
            .where(and(eq(certificateEvents.id, row.eventId), eq(certificateEvents.tenantId, tenantId)));
      }
      return tx
        .select()
        .from(certificateNotices)
        .where(inTenant(certificateNotices, tenantId, [inArray(certificateNotices.id, ids)]));
    });
  }
}

export const certificateNoticeOutbox = new CertificateNoticeOutbox();

const noticeRow = (n: NoticeRecord): CertificateNoticeRow => ({
  id: n.id,
  version: n.version,
  certificateId: n.certificateId,
  certNo: n.certNo,
  enterpriseName: n.enterpriseName,
  eventType: n.eventType,
  channel: n.channel,
  recipientName: n.recipientName,
  address: n.address,
  title: n.title,
  status: n.status,
  detail: n.detail,
  attempts: n.attempts,
  sentTime: n.sentAt?.toISOString() ?? null,
  createTime: n.createdAt.toISOString(),
});

function noticeWhere(tenantId: number, q: Omit<CertificateNoticeListQuery, 'pageNo' | 'pageSize'>) {
  const n = certificateNotices;
  const conditions: (SQL | undefined)[] = [eq(n.tenantId, tenantId)];
  if (q.certNo) conditions.push(ilike(n.certNo, containsPattern(q.certNo)));
  if (q.enterpriseName) conditions.push(ilike(n.enterpriseName, containsPattern(q.enterpriseName)));
  if (q.channel) conditions.push(eq(n.channel, q.channel));
  if (q.status) conditions.push(eq(n.status, q.status));
  if (q.eventType) conditions.push(eq(n.eventType, q.eventType));
  return and(...conditions);
}

const NOTICE_SORT = { createTime: certificateNotices.createdAt, sentTime: certificateNotices.sentAt };
const NOTICE_ORDER = [desc(certificateNotices.createdAt)];
const noticePageRows = tableRows(certificateNotices);
const unfilteredNotices = preparedTenantPage(
  'certificates.notices',
  certificateNotices,
  noticePageRows(NOTICE_ORDER),
);

/** A page of the tenant's notices, as the table holds them. */
function noticeRecordPage(tx: Reader, tenantId: number, query: CertificateNoticeListQuery) {
  if (isUnfiltered(query)) return unfilteredNotices(tx, { tenantId }, query);
  const where = noticeWhere(tenantId, query);
  const rows = noticePageRows(orderFor(query, NOTICE_SORT, NOTICE_ORDER, certificateNotices.id));
  return paged(tx, certificateNotices, where, query, (limit, offset) => rows(tx, where, limit, offset));
}

/** The 短信通知 list, its export, the channels' state and the resend. */
export class CertificateNoticeService {
  constructor(private readonly database: Database) {}

  list(user: AuthUser, query: CertificateNoticeListQuery): Promise<Page<CertificateNoticeRow>> {
    return this.database.tenantRead(user, async (tx) => {
      const page = await noticeRecordPage(tx, user.tenantId, query);
      return { ...page, records: page.records.map(noticeRow) };
    });
  }

  exportRows(user: AuthUser, query: Omit<CertificateNoticeListQuery, 'pageNo' | 'pageSize'>, max: number) {
    const n = certificateNotices;
    return this.database.tenantRead(user, async (tx) =>
      (
        await tx
          .select()
          .from(n)
          .where(noticeWhere(user.tenantId, query))
          .orderBy(desc(n.createdAt), n.id)
          .limit(max)
      ).map(noticeRow),
    );
  }

  channelState(user: AuthUser): Promise<CertificateNoticeChannelState> {
    return this.database.tenantRead(user, async (tx) => {
      const { buyNoteService } = await readSetting(tx, user.tenantId, 'erpPortal');
      const configs = await channelConfigs(tx);
      const enabled = (route: string) => configs.some((c) => c.route === route && c.enabled);
      return { buyNoteService, smsEnabled: buyNoteService === 1 && enabled('4'), emailEnabled: enabled('2') };
    });
  }

  /** 重发: checks the rule and the version in a transaction, then sends and answers the result. */
  async resend(user: AuthUser, id: string, version: number): Promise<CertificateNoticeRow> {
    await this.database.tenantTx(user, async (tx) => {
      const [row] = await tx
        .select()
        .from(certificateNotices)
        .where(inTenant(certificateNotices, user.tenantId, [eq(certificateNotices.id, id)]))
        .for('update');
      if (!row) throw notFound('通知不存在');
      if (row.version !== version) throw conflict();
      const { buyNoteService } = await readSetting(tx, user.tenantId, 'erpPortal');
      const problem = noticeResendProblem(row, buyNoteService);
      if (problem) throw badRequest(problem);
      // Taken for this attempt: a second click on a stale row answers 409.
      await updateVersioned(
        tx,
        certificateNotices,
        id,
        row.version,
        { status: 'pending', detail: '' },
        user.userId,
      );
    });
    const [after] = await certificateNoticeOutbox.send(user.tenantId, [id], user.userId);
    if (!after) throw notFound('通知不存在');
    return noticeRow(after);
  }
}
