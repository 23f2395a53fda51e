/**
 * What every row of 信息上报 is computed with (its context): the body's code maps (the defaults
 * with its corrections), its CNCA approval number (settings `certificateNumber`), the lifecycle's
 * rule sets and working calendar (`lifecycleRulesOf`: settings `lifecycle` and the calendar), the
 * body's name, and today.
 *
 * Reading them takes four statements; the lists read them from a per-instance cache instead
 * (`cachedContext`), checked on every call against a stamp: the body's name and the revisions of
 * the tables they come from (platform/db/tenant-revisions.ts: 'settings', 'lifecycle.calendar',
 * 'regulator-reporting.code-maps'), which triggers raise in the transaction of every write to them.
 * The stamp is a column of the page's own statement (unreported-page.ts) or, without one, one
 * prepared primary-key read; the parts are read after it, so a change committed meanwhile costs one
 * more reload, and no instance serves a context older than what its stamp says.
 */
import {
  CHINA_HOLIDAY_DAYS,
  calendarDateOf,
  regulatorReportDeadline,
  revocationDeadline,
  suspensionReportDeadline,
  type WorkingCalendar,
  workingCalendar,
} from '@cb/domain';
import {
  certificateRowDeadline,
  DEFAULT_REPORT_CODE_MAPS,
  type ReportCodeMaps,
  type ReportKind,
} from '@cb/domain/regulator-reporting';
import { eq, type Placeholder, sql } from 'drizzle-orm';
import type { Reader } from '../../platform/db/database.ts';
import { preparedRead } from '../../platform/db/prepared.ts';
import { tenantRevisionsSql } from '../../platform/db/tenant-revisions.ts';
import { tenants } from '../../platform/identity/schema.ts';
import { readSetting } from '../../platform/settings/settings.ts';
import { lifecycleRulesOf, type TenantLifecycleRules } from '../audit-programmes/door.ts';
import * as repo from './repository.ts';

export interface Context {
  tenantId: number;
  maps: ReportCodeMaps;
  calendar: WorkingCalendar;
  /** The lifecycle rules' deadline of a certificate event or a month's row (configurable SLAs, the body's calendar). */
  deadline: (eventType: string, standardCode: string, date: string) => string;
  today: string;
  body: { approvalNo: string; name: string };
}

/** What a context is built of, read from the database (all but the body's name and today). */
interface ContextParts {
  maps: ReportCodeMaps;
  approvalNo: string;
  rules: TenantLifecycleRules | null;
}

const NATIONAL_CALENDAR = workingCalendar(CHINA_HOLIDAY_DAYS);

async function readContextParts(tx: Reader, tenantId: number): Promise<ContextParts> {
  const overrides = await repo.codeMapOverrides(tx, tenantId);
  const maps = Object.fromEntries(
    Object.entries(DEFAULT_REPORT_CODE_MAPS).map(([name, map]) => [
      name,
      {
        ...map,
        ...Object.fromEntries(overrides.filter((o) => o.map === name).map((o) => [o.fromCode, o.toCode])),
      },
    ]),
  ) as unknown as ReportCodeMaps;
  const { approvalNo } = await readSetting(tx, tenantId, 'certificateNumber');
  // The lifecycle's rule sets and working calendar (the SLAs 期限待办 and the reminder job use too).
  const rules = await lifecycleRulesOf(tx, tenantId).catch(() => null);
  return { maps, approvalNo, rules };
}

function contextOf(tenantId: number, parts: ContextParts, bodyName: string, now: Date): Context {
  const { rules } = parts;
  return {
    tenantId,
    maps: parts.maps,
    calendar: rules?.calendar ?? NATIONAL_CALENDAR,
    deadline: (eventType, standardCode, date) => {
      if (!rules) return certificateRowDeadline(eventType, date, NATIONAL_CALENDAR);
      const ruleSet = rules.ruleSetFor(standardCode, date);
      if (eventType === 'suspend') return suspensionReportDeadline(ruleSet, date, rules.calendar);
      if (eventType === 'revoke') return revocationDeadline(ruleSet, date, rules.calendar);
      return regulatorReportDeadline(ruleSet, date);
    },
    today: calendarDateOf(now),
    body: { approvalNo: parts.approvalNo, name: bodyName },
  };
}

/** The body's code maps (defaults with its corrections), the calendar, today and its approval number, read now. */
export async function reportContext(
  tx: Reader,
  tenantId: number,
  bodyName: string,
  now: Date,
): Promise<Context> {
  return contextOf(tenantId, await readContextParts(tx, tenantId), bodyName, now);
}

// ─────────────────────────────────────────── the cache ──────────────────────────────────────────

/** The body's name (enabled tenants only) and the revisions of what a context is read from. */
export interface ContextStamp {
  stampName: string;
  stampRevisions: string;
}

const TOPICS = ['settings', 'lifecycle.calendar', 'regulator-reporting.code-maps'] as const;

/** The stamp as columns of a statement the request sends anyway (`tenantId` may be a placeholder). */
export const contextStampColumns = (tenantId: number | Placeholder) => ({
  stampName: sql<string>`coalesce((select ${tenants.name} from ${tenants} where ${tenants.id} = ${tenantId} and ${tenants.status} = 1), '')`,
  stampRevisions: tenantRevisionsSql(tenantId, TOPICS),
});

/** The stamp alone (a page without rows carries none), prepared. */
const stampOf = preparedRead<ContextStamp[], { tenantId: number }>(
  'regulator-reporting.context-stamp',
  (db) =>
    db
      .select({
        stampName: sql<string>`case when ${tenants.status} = 1 then ${tenants.name} else '' end`,
        stampRevisions: tenantRevisionsSql(sql.placeholder('tenantId'), TOPICS),
      })
      .from(tenants)
      .where(eq(tenants.id, sql.placeholder('tenantId'))),
);

/** Per database handle (tests run several apps in one process), per tenant. */
const caches = new WeakMap<object, Map<number, { revisions: string; parts: ContextParts }>>();

/** How many times a context's parts were read from the database (tests, diagnostics). */
export const contextCacheStats = { loads: 0 };

/**
 * The context of a list of `kind` (the body's name: the certificate sheet's only), from the cache
 * when its revisions are the stamp's (`stamp`, read with the page, or read here).
 *
 * @param owner the database handle the cache belongs to
 */
export async function cachedContext(
  tx: Reader,
  owner: object,
  tenantId: number,
  kind: ReportKind | null,
  now: Date,
  stamp?: ContextStamp,
): Promise<Context> {
  const current = stamp ?? (await stampOf(tx, { tenantId }))[0] ?? { stampName: '', stampRevisions: '' };
  let byTenant = caches.get(owner);
  if (!byTenant) {
    byTenant = new Map();
    caches.set(owner, byTenant);
  }
  let parts =
    byTenant.get(tenantId)?.revisions === current.stampRevisions ? byTenant.get(tenantId)?.parts : undefined;
  if (!parts) {
    contextCacheStats.loads += 1;
    parts = await readContextParts(tx, tenantId);
    // Rules that could not be read are read again next time, not kept.
    if (parts.rules) byTenant.set(tenantId, { revisions: current.stampRevisions, parts });
  }
  return contextOf(tenantId, parts, kind === 'certificate' ? current.stampName : '', now);
}
