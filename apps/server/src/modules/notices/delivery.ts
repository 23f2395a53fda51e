/**
 * Notice channels: each user's choice of channels (dictionary notice_route; '1' in-app is always
 * kept, '4' SMS only when the body bought the SMS service), the tenant's configuration of the
 * external channels (secrets never sent back), and the delivery of a published notice through the
 * channels each recipient chose, every attempt written to the delivery log.
 */
import { NOTICE_ROUTE, type NoticeChannelConfig, normaliseNoticeRoutes } from '@cb/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { AuthUser } from '../../platform/auth/tokens.ts';
import type { Database, Reader, Tx } from '../../platform/db/database.ts';
import { badRequest, conflict } from '../../platform/http/errors.ts';
import { uuidv7 } from '../../platform/ids.ts';
import { readSetting } from '../../platform/settings/settings.ts';
import * as channelRepo from './channels.repository.ts';
import {
  ADAPTERS,
  CHANNEL_SCHEMAS,
  NoAddressError,
  type Recipient,
  SECRET_FIELDS,
  SECRET_MASK,
} from './channels.ts';
import type * as repo from './repository.ts';
import { htmlToText, sanitizeNoticeHtml } from './sanitize.ts';
import type { noticeDeliveries } from './schema.ts';

type ExternalRoute = NoticeChannelConfig['route'];
const EXTERNAL_ROUTES: readonly ExternalRoute[] = ['2', '3', '4'];
/** Sends in flight at once: a slow mail server must not hold hundreds of connections. */
const SENDS_AT_ONCE = 5;

function maskSecrets(config: Record<string, unknown>): Record<string, unknown> {
  const copy = { ...config };
  for (const field of SECRET_FIELDS) if (copy[field]) copy[field] = SECRET_MASK;
  return copy;
}

const configView = (row: {
  route: string;
  enabled: boolean;
  config: Record<string, unknown>;
  version: number;
}) => ({
  route: row.route as ExternalRoute,
  enabled: row.enabled,
  config: maskSecrets(row.config),
  version: row.version,
});

export class NoticeChannels {
  private readonly pending = new Set<Promise<void>>();

  constructor(
    private readonly database: Database,
    private readonly log: FastifyBaseLogger,
  ) {}

  private tx<T>(user: AuthUser, work: (tx: Tx) => Promise<T>): Promise<T> {
    return this.database.tenantTx(user, work);
  }

  /** A read of the caller's tenant (the read pool: no transaction of its own). */
  private read<T>(user: AuthUser, work: (tx: Reader) => Promise<T>): Promise<T> {
    return this.database.tenantRead(user, work);
  }

  /** Resolves when background deliveries started so far have finished (tests, shutdown). */
  async idle(): Promise<void> {
    while (this.pending.size) await Promise.allSettled([...this.pending]);
  }

  // ─────────────────────────────────────── a user's channels ───────────────────────────────────────

  async routes(user: AuthUser) {
    const row = await this.read(user, (tx) => channelRepo.routePrefs(tx, user.userId));
    return { routes: row?.routes ?? [NOTICE_ROUTE.inApp], version: row?.version ?? 0 };
  }

  /** Saves the user's channels: '1' always kept, '4' refused while the SMS service is not bought. */
  updateRoutes(user: AuthUser, values: string[], version: number | undefined) {
    return this.tx(user, async (tx) => {
      const setting = await readSetting(tx, user.tenantId, 'erpPortal');
      const result = normaliseNoticeRoutes(values, setting.buyNoteService);
      if ('error' in result) throw badRequest(result.error);
      const row = await channelRepo.routePrefs(tx, user.userId);
      if (version !== undefined && version !== (row?.version ?? 0)) throw conflict();
      const saved = row
        ? await channelRepo.updateRoutePrefs(tx, row.id, row.version, user.userId, result.routes)
        : await channelRepo.insertRoutePrefs(tx, user.tenantId, user.userId, result.routes);
      if (!saved) throw conflict();
      return { routes: saved.routes, version: saved.version };
    });
  }

  /** Which external channels the administrator has enabled, and whether SMS is bought. */
  channelStatus(user: AuthUser) {
    return this.read(user, async (tx) => {
      const setting = await readSetting(tx, user.tenantId, 'erpPortal');
      const enabled = await channelRepo.enabledChannelRoutes(tx);
      return {
        enabledRoutes: [NOTICE_ROUTE.inApp, ...enabled.sort()],
        buyNoteService: setting.buyNoteService,
      };
    });
  }

  // ───────────────────────────────────── the tenant's channels ─────────────────────────────────────

  /** The tenant's channel configurations, secrets masked. */
  channelConfigs(user: AuthUser): Promise<NoticeChannelConfig[]> {
    return this.read(user, async (tx) => {
      const rows = await channelRepo.channelConfigs(tx);
      return EXTERNAL_ROUTES.map((route) => {
        const row = rows.find((r) => r.route === route);
        return configView(row ?? { route, enabled: false, config: {}, version: 0 });
      });
    });
  }

  /**
   * Saves a channel's configuration. A masked secret keeps the stored one; a disabled channel may
   * keep an incomplete draft, an enabled one must be complete.
   */
  editChannel(user: AuthUser, input: NoticeChannelConfig): Promise<NoticeChannelConfig> {
    return this.tx(user, async (tx) => {
      const row = (await channelRepo.channelConfigs(tx)).find((r) => r.route === input.route);
      if ((row?.version ?? 0) !== input.version) throw conflict();
      const merged: Record<string, unknown> = { ...input.config };
      for (const field of SECRET_FIELDS) {
        if (merged[field] === SECRET_MASK) merged[field] = row?.config[field] ?? '';
      }
      const parsed = CHANNEL_SCHEMAS[input.route].safeParse(merged);
      if (!parsed.success && input.enabled)
        throw badRequest(parsed.error.issues[0]?.message ?? '渠道配置错误');
      const config = parsed.success ? (parsed.data as Record<string, unknown>) : merged;
      const saved = row
        ? await channelRepo.updateChannelConfig(tx, row.id, row.version, user.userId, {
            enabled: input.enabled,
            config,
          })
        : await channelRepo.insertChannelConfig(tx, {
            tenantId: user.tenantId,
            route: input.route,
            enabled: input.enabled,
            config,
            createdBy: user.userId,
            updatedBy: user.userId,
          });
      if (!saved) throw conflict();
      return configView(saved);
    });
  }

  // ───────────────────────────────────────────── delivery ─────────────────────────────────────────────

  /** Delivers after the answer has gone; a failure is logged, never thrown at the publisher. */
  deliverInBackground(tenantId: number, notice: repo.Notice, recipientIds: string[]): void {
    const job = this.deliver(tenantId, notice, recipientIds).catch((err) =>
      this.log.error({ err, noticeId: notice.id }, 'notice delivery failed'),
    );
    this.pending.add(job);
    void job.finally(() => this.pending.delete(job));
  }

  /** In-app is done by publishing; each further channel a recipient chose is tried and logged. */
  private async deliver(tenantId: number, notice: repo.Notice, recipientIds: string[]): Promise<void> {
    if (recipientIds.length === 0) return;
    const system = { tenantId, userId: null };
    const { people, prefs, configs, buyNoteService } = await this.database.tenantTx(system, async (tx) => ({
      people: await channelRepo.recipientsOf(tx, recipientIds),
      prefs: await channelRepo.routePrefsOf(tx, recipientIds),
      configs: await channelRepo.channelConfigs(tx),
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
    for (let i = 0; i < queue.length; i += SENDS_AT_ONCE) {
      await Promise.all(queue.slice(i, i + SENDS_AT_ONCE).map(([to, route]) => sendOne(to, route)));
    }
    await this.database.tenantTx(system, (tx) => channelRepo.insertDeliveries(tx, log));
  }
}
