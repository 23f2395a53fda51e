/**
 * The rules of 应急响应 (yjxy, BUSINESS.md §7): one tenant transaction per call that writes, the
 * domain's rule before each write, a stale version 409, a missing record 404, and every refusal a
 * Chinese reason. 应急通知 gives each affected enterprise a link of its own (a random token; only its
 * hash is kept); the public page finds the enterprise by it and nothing else.
 */
import { createHash, randomBytes } from 'node:crypto';
import {
  AUDIT_TYPES,
  addMonths,
  calendarDateOf,
  labelOf,
  RULE_SET_IDS,
  type RuleSetId,
  ruleSetById,
  surveillanceDeadline,
} from '@cb/domain';
import {
  type EmergencyAction,
  type EmergencyResponseInput,
  type EventInput,
  emergencyActionProblem,
  extendedExpiryDate,
  extensionProblem,
  POSTPONABLE_AUDIT_TYPES,
  postponementProblem,
  responseProblem,
} from '@cb/domain/emergencies';
import type { AuthUser } from '../../platform/auth/tokens.ts';
import { EXPORT_MAX_ROWS } from '../../platform/crud/index.ts';
import type { Database, Reader, Tx } from '../../platform/db/database.ts';
import { badRequest, conflict, notFound } from '../../platform/http/errors.ts';
import type { Notifier } from '../../platform/notify.ts';
import type { PublicAddress } from '../../platform/public-url.ts';
import { extendCertificateValidity } from '../certificates/door.ts';
import { primaryContactsOf, usersOfEnterprise } from '../customers/door.ts';
import { ADAPTERS, channelConfigs } from '../notices/door.ts';
import { renderLetter } from './letter.ts';
import * as repo from './repository.ts';

export type { EventListRow } from './repository.ts';

const EMAIL = '2';
const SMS = '4';

export const hashToken = (token: string) => createHash('sha256').update(token, 'utf8').digest('hex');
export const newToken = () => randomBytes(32).toString('base64url');
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const auditLabel = (type: number) => labelOf(AUDIT_TYPES, type) ?? `审核类型${type}`;

/** The rule deadline of a programme row: a surveillance's under its rule set, else its due date. */
export function rowDeadline(row: {
  auditType: number;
  dueTo: string;
  cycleStart: string | null;
  ruleSetId: string;
}): string {
  const surveillance = [2, 3, 5, 6].includes(row.auditType);
  if (!surveillance || !row.cycleStart || !RULE_SET_IDS.includes(row.ruleSetId as RuleSetId))
    return row.dueTo;
  const nth = row.auditType === 2 || row.auditType === 5 ? 1 : 2;
  return surveillanceDeadline(ruleSetById(row.ruleSetId as RuleSetId), row.cycleStart, nth, row.dueTo);
}

export interface EmergencyServices {
  database: Database;
  clock: () => Date;
  notifier: Notifier;
  publicAddress: PublicAddress;
}

export class EmergencyService {
  private readonly database: Database;
  private readonly delivering = new Set<Promise<void>>();

  constructor(private readonly services: EmergencyServices) {
    this.database = services.database;
  }

  private today() {
    return calendarDateOf(this.services.clock());
  }

  list(user: AuthUser, query: repo.EventListQuery) {
    return this.database.tenantRead(user, (tx) => repo.listEvents(tx, user.tenantId, query));
  }

  exportRows(user: AuthUser, query: repo.EventExportQuery) {
    return this.database.tenantRead(user, (tx) =>
      repo.exportEvents(tx, user.tenantId, query, EXPORT_MAX_ROWS),
    );
  }

  get(user: AuthUser, id: string) {
    return this.database.tenantRead(user, async (tx) => {
      const row = await repo.findEvent(tx, user.tenantId, id);
      if (!row) throw notFound();
      return { ...row, enterpriseNames: await repo.enterpriseNames(tx, user.tenantId, row.enterpriseIds) };
    });
  }

  create(user: AuthUser, input: EventInput) {
    return this.database.tenantTx(user, (tx) => repo.insertEvent(tx, user.tenantId, user.userId, input));
  }

  update(user: AuthUser, { id, version, ...input }: EventInput & { id: string; version: number }) {
    return this.database.tenantTx(user, async (tx) => {
      const event = await this.locked(tx, user, id, version, 'edit');
      // Published: who is affected is fixed; the text and the measures may still change.
      const patch =
        event.status === 0
          ? input
          : {
              ...input,
              scope: event.scope,
              regions: event.regions,
              industries: event.industries,
              enterpriseIds: event.enterpriseIds,
            };
      return repo.updateEvent(tx, user.userId, id, version, patch);
    });
  }

  remove(user: AuthUser, id: string, version: number) {
    return this.database.tenantTx(user, async (tx) => {
      await this.locked(tx, user, id, version, 'delete');
      if (await repo.deleteEvent(tx, user.tenantId, id, version)) return { id };
      throw conflict();
    });
  }

  /** Draft → published: the affected enterprises are fixed now, by the event's scope. */
  publish(user: AuthUser, id: string, version: number) {
    return this.database.tenantTx(user, async (tx) => {
      const event = await this.locked(tx, user, id, version, 'publish');
      const ids = await repo.matchingEnterprises(tx, user.tenantId, event);
      if (ids.length === 0) throw badRequest('没有符合范围的受影响企业，不能发布');
      await repo.insertAffected(tx, user.tenantId, user.userId, id, ids);
      return repo.updateEvent(tx, user.userId, id, version, {
        status: 1,
        publishedAt: this.services.clock(),
      });
    });
  }

  /** Published → closed: the responses can no longer change. */
  close(user: AuthUser, id: string, version: number) {
    return this.database.tenantTx(user, async (tx) => {
      await this.locked(tx, user, id, version, 'close');
      return repo.updateEvent(tx, user.userId, id, version, { status: 2, closedAt: this.services.clock() });
    });
  }

  private async locked(tx: Tx, user: AuthUser, id: string, version: number | null, action: EmergencyAction) {
    const event = await repo.lockEvent(tx, user.tenantId, id);
    if (!event) throw notFound();
    if (version !== null && event.version !== version) throw conflict();
    const problem = emergencyActionProblem(event.status, action);
    if (problem) throw badRequest(problem);
    return event;
  }

  // ──────────────────────────────────────────── 应急通知 ────────────────────────────────────────────

  /**
   * Sends every affected enterprise a link with a new token of its own (a link sent before stops
   * working; the response stays with the enterprise): a message to its users in the same
   * transaction, then e-mail and SMS to its primary contact where the body has the channels.
   */
  async sendNotice(user: AuthUser, body: { id: string; sendEmail: boolean; sendSms: boolean }) {
    const at = this.services.clock();
    let origin = '';
    try {
      origin = this.services.publicAddress.origin();
    } catch {
      origin = '';
    }
    const sent = await this.database.tenantTx(user, async (tx) => {
      const event = await this.locked(tx, user, body.id, null, 'notice');
      const affected = await repo.affectedIds(tx, user.tenantId, body.id);
      const links: { id: string; enterpriseId: string; link: string }[] = [];
      for (const a of affected) {
        const token = newToken();
        await repo.setToken(tx, a.id, hashToken(token), at);
        // The token rides in the fragment: browsers never send it, so no access log keeps it.
        const link = `${origin}/emergency/${event.id}#${token}`;
        links.push({ id: a.id, enterpriseId: a.enterpriseId, link });
        await this.services.notifier.send(tx, user.tenantId, {
          title: `应急通知：${event.title}`,
          content: `${a.name}：${event.title}（${event.occurredAt}）。请通过以下链接反馈贵单位的运营情况及延期需求：\n${link}`,
          userIds: await usersOfEnterprise(tx, user.tenantId, a.enterpriseId),
          msgType: '3',
        });
      }
      await repo.updateEvent(tx, user.userId, event.id, event.version, { noticeSentAt: at });
      return { title: event.title, links };
    });
    let email = 0;
    let sms = 0;
    if (body.sendEmail || body.sendSms) {
      const outcome = await this.deliver(user, sent.title, sent.links, body);
      email = outcome.email;
      sms = outcome.sms;
    }
    return { sent: sent.links.length, email, sms };
  }

  private async deliver(
    user: AuthUser,
    title: string,
    links: { id: string; enterpriseId: string; link: string }[],
    body: { sendEmail: boolean; sendSms: boolean },
  ) {
    const { configs, contacts } = await this.database.tenantRead(user, async (tx) => ({
      configs: await channelConfigs(tx),
      contacts: await primaryContactsOf(
        tx,
        user.tenantId,
        links.map((l) => l.enterpriseId),
      ),
    }));
    const email = configs.find((c) => c.route === EMAIL);
    const sms = configs.find((c) => c.route === SMS);
    const counts = { email: 0, sms: 0 };
    const outcomes: { id: string; emailStatus?: string; smsStatus?: string }[] = [];
    for (const l of links) {
      const contact = contacts.get(l.enterpriseId);
      const to = {
        userId: '',
        username: '',
        realname: contact?.name ?? '',
        email: contact?.email || null,
        phone: contact?.phone || null,
        thirdPartyId: null,
      };
      const text = `${title}：请通过以下链接反馈贵单位的运营情况及延期需求：${l.link}`;
      const outcome: { id: string; emailStatus?: string; smsStatus?: string } = { id: l.id };
      if (body.sendEmail)
        outcome.emailStatus = await attempt(email, to.email, '邮件', '企业联系人未设置邮箱', async () => {
          await ADAPTERS[EMAIL]!.send(email!.config, to, {
            id: l.id,
            title: `应急通知：${title}`,
            text,
            html: '',
          });
          counts.email++;
        });
      if (body.sendSms)
        outcome.smsStatus = await attempt(sms, to.phone, '短信', '企业联系人未设置手机号', async () => {
          await ADAPTERS[SMS]!.send(sms!.config, to, {
            id: l.id,
            title,
            text: `【应急通知】${l.link}`,
            html: '',
          });
          counts.sms++;
        });
      outcomes.push(outcome);
    }
    await this.database.tenantTx(user, async (tx) => {
      for (const { id, ...o } of outcomes) await repo.setDelivery(tx, id, o);
    });
    return counts;
  }

  enterpriseOptions(user: AuthUser, keyword: string | undefined) {
    return this.database.tenantRead(user, (tx) => repo.enterpriseOptions(tx, user.tenantId, keyword));
  }

  affected(user: AuthUser, query: Parameters<typeof repo.listAffected>[2]) {
    return this.database.tenantRead(user, async (tx) => {
      if (!(await repo.findEvent(tx, user.tenantId, query.id))) throw notFound();
      return repo.listAffected(tx, user.tenantId, query);
    });
  }

  // ───────────────────────────────── postponement and validity extension ─────────────────────────────────

  /** The enterprise's audits and certificates, with what earlier decisions already moved. */
  due(user: AuthUser, id: string, enterpriseId: string) {
    return this.database.tenantRead(user, async (tx) => {
      await this.affectedOf(tx, user, id, enterpriseId);
      return this.dueOf(tx, user.tenantId, enterpriseId);
    });
  }

  private async dueOf(tx: Reader, tenantId: number, enterpriseId: string) {
    const audits = await repo.openAudits(tx, tenantId, enterpriseId, POSTPONABLE_AUDIT_TYPES);
    const certificates = await repo.liveCertificates(tx, tenantId, enterpriseId);
    const moved = await repo.decidedSoFar(
      tx,
      tenantId,
      'audit',
      audits.map((a) => a.programmeRowId),
    );
    const extended = await repo.decidedSoFar(
      tx,
      tenantId,
      'validity',
      certificates.map((c) => c.certificateId),
    );
    return {
      audits: audits.map((a) => ({
        programmeRowId: a.programmeRowId,
        auditType: a.auditType,
        scheme: a.scheme,
        dueTo: a.dueTo,
        deadline: rowDeadline(a),
        postponedMonths: moved.get(a.programmeRowId)?.months ?? 0,
        postponedTo: moved.get(a.programmeRowId)?.newDate ?? null,
      })),
      certificates: certificates.map((c) => ({
        ...c,
        extendedMonths: extended.get(c.certificateId)?.months ?? 0,
      })),
    };
  }

  private async affectedOf(tx: Reader, user: AuthUser, id: string, enterpriseId: string) {
    const event = await repo.findEvent(tx, user.tenantId, id);
    if (!event) throw notFound();
    const affected = await repo.findAffected(tx, user.tenantId, id, enterpriseId);
    if (!affected) throw notFound('该企业不在此应急事件的受影响企业中');
    return { event, affected };
  }

  /** Postpones one audit by `months` (≤ the event's measure, ≤ 6 in all), recorded with the event. */
  postpone(
    user: AuthUser,
    body: { id: string; enterpriseId: string; programmeRowId: string; months: number; reason: string },
  ) {
    return this.database.tenantTx(user, async (tx) => {
      const event = await this.locked(tx, user, body.id, null, 'decide');
      const { affected } = await this.affectedOf(tx, user, body.id, body.enterpriseId);
      const audit = (await this.dueOf(tx, user.tenantId, body.enterpriseId)).audits.find(
        (a) => a.programmeRowId === body.programmeRowId,
      );
      if (!audit) throw notFound('该企业没有这项待实施的审核');
      const problem = postponementProblem(body.months, event.postponementMonths, audit.postponedMonths);
      if (problem) throw badRequest(problem);
      const from = audit.postponedTo ?? audit.deadline;
      const newDate = addMonths(from, body.months);
      const saved = await repo.insertDecision(tx, {
        tenantId: user.tenantId,
        eventId: event.id,
        enterpriseId: body.enterpriseId,
        kind: 'audit',
        programmeRowId: audit.programmeRowId,
        auditType: audit.auditType,
        subject: `${auditLabel(audit.auditType)}（${audit.scheme}）`,
        originalDate: from,
        newDate,
        months: body.months,
        reason: body.reason,
        createdBy: user.userId,
        updatedBy: user.userId,
      });
      await this.tellEnterprise(tx, user, body.enterpriseId, {
        title: `审核延期：${affected.name}`,
        content: `因${event.title}，贵单位的${auditLabel(audit.auditType)}（${audit.scheme}）期限由${from}延期至${newDate}。告知函可在应急反馈页面下载。`,
      });
      return saved;
    });
  }

  /** Extends a certificate's validity by `months` (≤ the event's measure, ≤ 6 in all), with a letter. */
  extend(
    user: AuthUser,
    body: { id: string; enterpriseId: string; certificateId: string; months: number; reason: string },
  ) {
    return this.database.tenantTx(user, async (tx) => {
      const event = await this.locked(tx, user, body.id, null, 'decide');
      const { affected } = await this.affectedOf(tx, user, body.id, body.enterpriseId);
      const cert = (await this.dueOf(tx, user.tenantId, body.enterpriseId)).certificates.find(
        (c) => c.certificateId === body.certificateId,
      );
      if (!cert) throw notFound('该企业没有这张有效的证书');
      const problem = extensionProblem(body.months, event.extensionMonths, cert.extendedMonths);
      if (problem) throw badRequest(problem);
      const newDate = extendedExpiryDate(cert.expiryDate, body.months);
      await extendCertificateValidity(tx, user, cert.certificateId, {
        expiryDate: newDate,
        effectiveDate: this.today(),
        reason: `因应急事件“${event.title}”延长有效期${body.months}个月${body.reason ? `：${body.reason}` : ''}`,
      });
      const saved = await repo.insertDecision(tx, {
        tenantId: user.tenantId,
        eventId: event.id,
        enterpriseId: body.enterpriseId,
        kind: 'validity',
        certificateId: cert.certificateId,
        subject: `证书${cert.certNo}（${cert.standardCode}）`,
        originalDate: cert.expiryDate,
        newDate,
        months: body.months,
        reason: body.reason,
        createdBy: user.userId,
        updatedBy: user.userId,
      });
      await this.tellEnterprise(tx, user, body.enterpriseId, {
        title: `证书有效期延长：${affected.name}`,
        content: `因${event.title}，贵单位的证书${cert.certNo}有效期由${cert.expiryDate}延长至${newDate}。告知函可在应急反馈页面下载。`,
      });
      return saved;
    });
  }

  private async tellEnterprise(
    tx: Tx,
    user: AuthUser,
    enterpriseId: string,
    m: { title: string; content: string },
  ) {
    await this.services.notifier.send(tx, user.tenantId, {
      ...m,
      userIds: await usersOfEnterprise(tx, user.tenantId, enterpriseId),
    });
  }

  async letter(user: AuthUser, id: string) {
    const decision = await this.database.tenantRead(user, (tx) => repo.findDecision(tx, user.tenantId, id));
    if (!decision) throw notFound();
    const body = await this.database.tenantRead(user, (tx) => bodyName(tx, user.tenantId));
    return { pdf: await renderLetter(decision, body), kind: decision.kind };
  }

  // ──────────────────────────────────────────── the public page ────────────────────────────────────────────

  /** The enterprise the link names, or 404 for a missing, wrong or other event's token. */
  private async byToken(id: string, token: string) {
    if (!UUID.test(id) || token.length < 20) throw notFound();
    const found = await this.database.systemTx((tx) => repo.byToken(tx, id, hashToken(token)));
    if (!found) throw notFound();
    return found;
  }

  async publicView(id: string, token: string) {
    const found = await this.byToken(id, token);
    return this.database.tenantRead({ tenantId: found.tenantId, userId: null }, async (tx) => ({
      ...found.event,
      bodyName: await bodyName(tx, found.tenantId),
      enterpriseName: found.enterpriseName,
      response:
        found.respondedAt && found.canOperate !== null
          ? {
              canOperate: found.canOperate,
              expectedRecovery: found.expectedRecovery,
              alternativeSites: found.alternativeSites,
              postponementWanted: found.postponementWanted ?? false,
              remark: found.remark,
              respondedAt: found.respondedAt,
            }
          : null,
      decisions: (await repo.decisionsOf(tx, found.tenantId, id, [found.enterpriseId])).map(
        ({ createTime: _c, enterpriseId: _e, ...x }) => x,
      ),
    }));
  }

  /** The enterprise's one response: given once, changed until the event closes. */
  async respond({ id, token, ...input }: EmergencyResponseInput) {
    const found = await this.byToken(id, token);
    const problem = responseProblem(found.event.status);
    if (problem) throw badRequest(problem);
    const at = this.services.clock();
    await this.database.tenantTx({ tenantId: found.tenantId, userId: null }, (tx) =>
      repo.saveResponse(tx, found.id, found.version, {
        ...input,
        expectedRecovery: input.canOperate ? null : input.expectedRecovery,
        respondedAt: at,
      }),
    );
    return { respondedAt: at };
  }

  async publicLetter(id: string, token: string, letter: string) {
    const found = await this.byToken(id, token);
    return this.database.tenantRead({ tenantId: found.tenantId, userId: null }, async (tx) => {
      const decision = await repo.findDecision(tx, found.tenantId, letter);
      if (!decision || decision.eventId !== id || decision.enterpriseId !== found.enterpriseId)
        throw notFound();
      return { pdf: await renderLetter(decision, await bodyName(tx, found.tenantId)), kind: decision.kind };
    });
  }

  /** Waits for deliveries under way (tests; shutdown). */
  async settled(): Promise<void> {
    while (this.delivering.size) await Promise.allSettled([...this.delivering]);
  }
}

async function bodyName(tx: Reader, tenantId: number): Promise<string> {
  return (await repo.tenantName(tx, tenantId)) ?? '';
}

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
