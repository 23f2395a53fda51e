/**
 * The report rows' sources, read through the owning areas' doors: certificate events (certificates),
 * approved plans and their teams (audit-programmes, auditors), finished audits (audit-execution),
 * the enterprise fields (customers), the contract and its amount (contract-review, finance). Each
 * function gathers one kind for many rows in a few queries and answers plain values the domain's
 * rules turn into the regulator's columns.
 */
import { certificateTypeOfStandard } from '@cb/domain';
import { planNumberPrefix, schemeOfStandard, standardOfScheme } from '@cb/domain/audit-programmes';
import { addAmounts } from '@cb/domain/finance';
import {
  type CertificateReportSource,
  cleanDate,
  cleanNumber,
  cleanText,
  joinValues,
} from '@cb/domain/regulator-reporting';
import {
  type AnyColumn,
  and,
  desc,
  eq,
  gte,
  inArray,
  isNotNull,
  isNull,
  lte,
  ne,
  or,
  type Placeholder,
  type SQL,
  sql,
} from 'drizzle-orm';
import { anyOfIds } from '../../platform/crud/index.ts';
import type { Reader } from '../../platform/db/database.ts';
import { preparedRead } from '../../platform/db/prepared.ts';
import { users } from '../../platform/identity/schema.ts';
import { projectExecutionsView as px } from '../audit-execution/door.ts';
import {
  auditProjectsView as pj,
  auditPlansForReportView as pl,
  planSitesForReportView,
  planTeamMembersView as tm,
} from '../audit-programmes/door.ts';
import { auditorsForReportView as au, auditorRegistrationsForReportView as reg } from '../auditors/door.ts';
import {
  certificatesForReportView as c,
  certificateEventsForReportView as ev,
  reportCertificateNoIs,
} from '../certificates/door.ts';
import { contractItemsView as ci, contractsView as ct } from '../contract-review/door.ts';
import {
  enterpriseContactsView as ecv,
  enterprisesForReportView as en,
  firstContactPerEnterprise,
  primaryContactOrder,
} from '../customers/door.ts';
import { contractItemAmountSql } from '../finance/door.ts';
import { serviceCertificatesView as sv } from '../service-certification/door.ts';
import { part, preparedBundle, readBundle } from './bundle.ts';

/** The certificate events that make rows (maintain, 维护, makes none). */
export const REPORTED_EVENT_TYPES = [
  'issue',
  'reissue',
  'change',
  'correct',
  'suspend',
  'restore',
  'revoke',
  'cancel',
  'expire',
];

export interface RowFilter {
  from?: string;
  to?: string;
  standardCode?: string;
  branchCode?: string;
  number?: string;
}

const likeUpper = (column: SQL | AnyColumn, text: string) =>
  sql`upper(${column}) like ${`%${text
    .replace(/[\\%_]/g, (m) => `\\${m}`)
    .replace(/\s+/g, '')
    .toUpperCase()}%`}`;

/** The monthly window of `YYYY-MM`. */
export function monthRange(month: string | undefined): { from?: string; to?: string } {
  if (!month) return {};
  const [y, m] = month.split('-').map(Number) as [number, number];
  const last = new Date(Date.UTC(y, m, 0)).getUTCDate();
  return { from: `${month}-01`, to: `${month}-${String(last).padStart(2, '0')}` };
}

/** Every field of a door's view (a subquery), as a selection: `select().from(view)`'s columns. */
function fieldsOf<S extends { _: { selectedFields: Record<string, unknown> } }>(
  view: S,
): S['_']['selectedFields'] {
  return Object.fromEntries(
    Object.keys(view._.selectedFields).map((key) => [key, (view as unknown as Record<string, unknown>)[key]]),
  ) as S['_']['selectedFields'];
}

/**
 * customers' primaryContactsOf as a part of a bundle: the enterprises' contacts through the door's
 * view in its order (primaryContactOrder), of which firstContactPerEnterprise keeps each one's first.
 */
function primaryContactsPart(
  db: Reader,
  tenantId: number | Placeholder,
  enterpriseIds: string[] | Placeholder,
) {
  return part(
    { enterpriseId: ecv.enterpriseId, name: ecv.name, phone: ecv.phone, email: ecv.email },
    (s) =>
      db
        .select(s)
        .from(ecv)
        .where(and(eq(ecv.tenantId, tenantId), anyOfIds(ecv.enterpriseId, enterpriseIds))),
    primaryContactOrder(),
  );
}

// ─────────────────────────────────────────── certificates ───────────────────────────────────────

export interface CertificateEventRow {
  eventId: string;
  eventType: string;
  effectiveDate: string;
  certificateId: string;
}

/** The unreported certificate events (at most `max`), newest first. */
export function unreportedCertificateEvents(tx: Reader, tenantId: number, f: RowFilter, max: number) {
  return tx
    .select({
      eventId: ev.id,
      eventType: ev.eventType,
      effectiveDate: ev.effectiveDate,
      certificateId: ev.certificateId,
    })
    .from(ev)
    .innerJoin(c, eq(c.id, ev.certificateId))
    .where(
      and(
        eq(ev.tenantId, tenantId),
        isNull(ev.reportedAt),
        inArray(ev.eventType, REPORTED_EVENT_TYPES),
        f.from ? gte(ev.effectiveDate, f.from) : undefined,
        f.to ? lte(ev.effectiveDate, f.to) : undefined,
        f.standardCode ? eq(c.standardCode, f.standardCode) : undefined,
        f.number ? likeUpper(c.certNo, f.number) : undefined,
      ),
    )
    .orderBy(desc(ev.effectiveDate), desc(ev.createdAt))
    .limit(max);
}

export interface CertificateSourceRow {
  eventId: string;
  eventType: string;
  effectiveDate: string;
  certNo: string;
  enterpriseName: string;
  standardCode: string;
  source: CertificateReportSource;
  mainExpiry: string | null;
}

/**
 * `column` (an auditor id) is one of the team members' matching `team`: the ids first, read as an
 * array (joined, the planner hashed every auditor of the tenant for a page).
 */
const teamAuditor = (db: Reader, column: AnyColumn, team: SQL | undefined) =>
  sql`${column} = any(array(${db.select({ id: tm.auditorId }).from(tm).where(team)}))`;

/**
 * What a certificate row is read from besides its enterprise: the event, its certificate and who
 * decided (`joinEventSources`); a page's statement reads them with its ids (unreported-page.ts).
 */
export const eventSourceFields = () => ({ e: fieldsOf(ev), c: fieldsOf(c), decider: users.realname });
export const eventCertificateOn = (tenantId: number | Placeholder) =>
  and(eq(c.tenantId, tenantId), eq(c.id, ev.certificateId));
export const eventDeciderOn = () => eq(users.id, sql`coalesce(${ev.approvedBy}, ${ev.actorId})`);
export { users as deciders };

/** Events with their certificates and who decided, by id. */
const eventsWithCertificatesQuery = (
  db: Reader,
  tenantId: number | Placeholder,
  ids: string[] | Placeholder,
) =>
  db
    .select(eventSourceFields())
    .from(ev)
    .innerJoin(c, eventCertificateOn(tenantId))
    .leftJoin(users, eventDeciderOn())
    .where(and(eq(ev.tenantId, tenantId), anyOfIds(ev.id, ids)));
export type EventSourceRow = Awaited<ReturnType<typeof eventsWithCertificatesQuery>>[number];

const eventsWithCertificates = preparedRead<
  Awaited<ReturnType<typeof eventsWithCertificatesQuery>>,
  { tenantId: number; ids: string[] }
>('regulator-reporting.certificate-events', (db) =>
  eventsWithCertificatesQuery(db, sql.placeholder('tenantId'), sql.placeholder('ids')),
);

/**
 * What the certificates' rows need of their enterprises: the enterprises, their contacts, their
 * audits (projects of approved plans) and their contract items with the amounts, as parts of a
 * bundle (values or placeholders).
 */
function certificateParts(
  db: Reader,
  v: { tenantId: number | Placeholder; enterpriseIds: string[] | Placeholder },
) {
  return {
    enterprises: part(fieldsOf(en), (s) =>
      db
        .select(s)
        .from(en)
        .where(and(eq(en.tenantId, v.tenantId), anyOfIds(en.id, v.enterpriseIds))),
    ),
    contacts: primaryContactsPart(db, v.tenantId, v.enterpriseIds),
    // The audits behind the certificates: each enterprise's projects of the scheme in approved plans.
    audits: part(
      {
        enterpriseId: pj.enterpriseId,
        scheme: pj.scheme,
        auditType: pj.auditType,
        days: pj.days,
        startDate: pl.startDate,
        endDate: pl.endDate,
      },
      (s) =>
        db
          .select(s)
          .from(pj)
          .innerJoin(pl, eq(pl.id, pj.planId))
          .where(
            and(eq(pj.tenantId, v.tenantId), anyOfIds(pj.enterpriseId, v.enterpriseIds), eq(pl.status, 3)),
          ),
      [desc(pl.startDate)],
    ),
    // The contract item of the enterprise and standard (the newest contract), and its amount.
    items: part(
      {
        id: ci.id,
        enterpriseId: ct.enterpriseId,
        standardCode: ci.standardCode,
        contractNo: ct.contractNo,
        fees: ci.fees,
        stage1Days: ci.stage1Days,
        stage2Days: ci.stage2Days,
        surveillanceDays: ci.surveillanceDays,
        recertificationDays: ci.recertificationDays,
        amount: contractItemAmountSql(v.tenantId, ci.id),
      },
      (s) =>
        db
          .select(s)
          .from(ci)
          .innerJoin(ct, eq(ct.id, ci.contractId))
          .where(and(eq(ci.tenantId, v.tenantId), anyOfIds(ct.enterpriseId, v.enterpriseIds))),
      [desc(ct.createdAt)],
    ),
  };
}

/** The main certificates of these numbers (ignoring case) that are not cancelled, with their expiry. */
const mainsPart = (db: Reader, tenantId: number | Placeholder, mainNos: readonly (string | Placeholder)[]) =>
  part({ certNo: c.certNo, expiryDate: c.expiryDate }, (s) =>
    db
      .select(s)
      .from(c)
      .where(
        and(
          eq(c.tenantId, tenantId),
          ne(c.status, 99),
          // The number goes into the lookup as a bound value: a prepared read's placeholder serves.
          or(...mainNos.map((no) => reportCertificateNoIs(no as string))),
        ),
      ),
  );

/** certificateBundle with the main certificate of one number (a page's sub-certificates' usual case). */
const certificateWithMainBundle = preparedBundle<
  ReturnType<typeof certificateParts> & { mains: ReturnType<typeof mainsPart> },
  { tenantId: number; enterpriseIds: string[]; mainNo: string }
>('regulator-reporting.certificate-sources-main', (db) => ({
  mains: mainsPart(db, sql.placeholder('tenantId'), [sql.placeholder('mainNo')]),
  ...certificateParts(db, {
    tenantId: sql.placeholder('tenantId'),
    enterpriseIds: sql.placeholder('enterpriseIds'),
  }),
}));

const certificateBundle = preparedBundle<
  ReturnType<typeof certificateParts>,
  { tenantId: number; enterpriseIds: string[] }
>('regulator-reporting.certificate-sources', (db) =>
  certificateParts(db, {
    tenantId: sql.placeholder('tenantId'),
    enterpriseIds: sql.placeholder('enterpriseIds'),
  }),
);

/** The sources of the given events' rows (in the events' order). */
export async function certificateSources(
  tx: Reader,
  tenantId: number,
  eventIds: readonly string[],
  body: { approvalNo: string; name: string },
  /** The events' eventSourceFields, read already (with their page). */
  eventsRead?: readonly EventSourceRow[],
): Promise<CertificateSourceRow[]> {
  if (!eventIds.length) return [];
  // The events with their certificates and who decided (one statement).
  const joined = eventsRead ?? (await eventsWithCertificates(tx, { tenantId, ids: [...eventIds] }));
  const events = joined.map((x) => x.e);
  const certIds = new Set(events.map((e) => e.certificateId));
  let certs = [...new Map(joined.map((x) => [x.c.id, x.c])).values()];
  // A reissue is recorded on the replaced version: its row is the new one's.
  const replacing = certs
    .map((x) => x.replacedById)
    .filter((id): id is string => Boolean(id) && !certIds.has(id!));
  if (replacing.length)
    certs = certs.concat(
      await tx
        .select()
        .from(c)
        .where(and(eq(c.tenantId, tenantId), inArray(c.id, replacing))),
    );
  const certById = new Map(certs.map((x) => [x.id, x]));

  // What the certificates' rows need of their enterprises, audits, contracts and main certificates,
  // read together (bundle.ts): one statement.
  const mainNos = [...new Set(certs.map((x) => x.mainCertNo.trim().toUpperCase()).filter(Boolean))];
  const enterpriseIds = [
    ...new Set(certs.map((x) => x.enterpriseId).filter((id): id is string => Boolean(id))),
  ];
  const values = { tenantId, enterpriseIds };
  const read =
    mainNos.length > 1
      ? await readBundle(tx, {
          mains: mainsPart(tx, tenantId, mainNos),
          ...certificateParts(tx, values),
        })
      : mainNos.length === 1
        ? await certificateWithMainBundle(tx, { ...values, mainNo: mainNos[0]! })
        : { mains: [], ...(await certificateBundle(tx, values)) };
  const mainExpiry = new Map(read.mains.map((m) => [m.certNo.toUpperCase(), m.expiryDate]));
  const enterpriseById = new Map(read.enterprises.map((e) => [e.id, e]));
  const contacts = firstContactPerEnterprise(read.contacts);
  const audits = read.audits;
  const items = read.items;
  const amounts = new Map(items.flatMap((i) => (i.amount === null ? [] : [[i.id, i.amount] as const])));

  // Col 63 of a service certificate (type C, GB/T 27922): its service project's area code, found by
  // the certificate's number (a project entered on its own) or by the contract item (a project of
  // the lifecycle, whose certificate 证书发放 issued).
  const isService = (x: { certificateType?: string; standardCode: string }) =>
    x.certificateType === 'C' || certificateTypeOfStandard(x.standardCode) === 'C';
  const serviceNos = [...new Set(certs.filter(isService).map((x) => x.certNo.trim().toUpperCase()))];
  const serviceItemIds = items.filter(isService).map((i) => i.id);
  const services = serviceNos.length
    ? await tx
        .select({ certNo: sv.certNo, contractItemId: sv.contractItemId, serviceAreaCode: sv.serviceAreaCode })
        .from(sv)
        .where(
          and(
            eq(sv.tenantId, tenantId),
            or(
              inArray(sql`upper(${sv.certNo})`, serviceNos),
              serviceItemIds.length ? inArray(sv.contractItemId, serviceItemIds) : undefined,
            ),
          ),
        )
    : [];

  const nameById = new Map(
    joined.flatMap((x) => {
      const id = x.e.approvedBy ?? x.e.actorId;
      return id && x.decider !== null ? [[id, x.decider] as const] : [];
    }),
  );

  const byId = new Map(events.map((e) => [e.id, e]));
  const out: CertificateSourceRow[] = [];
  for (const id of eventIds) {
    const e = byId.get(id);
    if (!e) continue;
    const own = certById.get(e.certificateId);
    if (!own) continue;
    const reissued =
      e.eventType === 'reissue' && own.replacedById ? certById.get(own.replacedById) : undefined;
    const cert = reissued ?? own;
    const enterprise = cert.enterpriseId ? enterpriseById.get(cert.enterpriseId) : undefined;
    // Audits are kept by scheme (QMS …), certificates by standard (Q …): the one on or before the issue, else the first.
    const ofScheme = audits.filter(
      (a) =>
        a.enterpriseId === cert.enterpriseId &&
        a.scheme === schemeOfStandard(cert.standardCode) &&
        a.startDate,
    );
    const audit = ofScheme.find((a) => String(a.startDate) <= cert.issueDate) ?? ofScheme.at(-1);
    const item = items.find(
      (i) => i.enterpriseId === cert.enterpriseId && i.standardCode === cert.standardCode,
    );
    const amount = item
      ? (amounts.get(item.id) ?? (item.fees.length ? addAmounts(item.fees.map((f) => f.amount)) : null))
      : null;
    const service = isService(cert)
      ? (services.find((x) => x.certNo && x.certNo.toUpperCase() === cert.certNo.trim().toUpperCase()) ??
        (item ? services.find((x) => x.contractItemId === item.id) : undefined))
      : undefined;
    const before = (e.before ?? {}) as { enterpriseName?: string };
    const decider = nameById.get(e.approvedBy ?? e.actorId ?? '');
    out.push({
      eventId: e.id,
      eventType: e.eventType,
      effectiveDate: e.effectiveDate,
      certNo: cert.certNo,
      enterpriseName: cert.enterpriseName,
      standardCode: cert.standardCode,
      mainExpiry: cert.mainCertNo ? (mainExpiry.get(cert.mainCertNo.trim().toUpperCase()) ?? null) : null,
      source: {
        eventType: e.eventType,
        effectiveDate: e.effectiveDate,
        changeType: e.changeType,
        reasonCode: e.reasonCode,
        approvalNo: body.approvalNo,
        bodyName: body.name,
        certNo: cert.certNo,
        mainCertNo: cert.mainCertNo,
        standardCode: cert.standardCode,
        standardName: cert.standardName,
        standardVersion: cert.standardVersion,
        // The status the event left: an issue or reissue a valid certificate, not today's status.
        status:
          e.eventType === 'issue' || e.eventType === 'reissue'
            ? 1
            : e.toStatus === 99
              ? cert.status
              : e.toStatus,
        firstIssueDate: cert.firstIssueDate,
        issueDate: cert.issueDate,
        expiryDate: cert.expiryDate,
        suspendUntil: e.suspendUntil ?? cert.suspendUntil,
        scope: cert.scopeZh,
        enterpriseName: cert.enterpriseName,
        enterpriseNameEn: cert.enterpriseNameEn,
        enterpriseFormerName:
          before.enterpriseName && before.enterpriseName !== cert.enterpriseName ? before.enterpriseName : '',
        address: cert.enterpriseAddress,
        marks: cert.marks,
        accreditationNo: cert.accreditationNo,
        sites: cert.sites.map((s) => ({ name: s.name ?? '', address: s.address ?? '' })),
        enterprise: enterprise
          ? {
              creditCode: enterprise.creditCode,
              industryCode: enterprise.industryCode,
              regionCode: enterprise.regionCode,
              natureCode: enterprise.natureCode,
              registeredCapital: enterprise.registeredCapital,
              currency: enterprise.currency,
              legalRepresentative: enterprise.legalRepresentative,
              headcount: enterprise.totalHeadcount || null,
              addresses: [
                enterprise.registeredAddress,
                enterprise.officeAddress,
                enterprise.productionAddress,
              ].filter(Boolean),
              phone: contacts.get(enterprise.id)?.phone ?? '',
            }
          : null,
        audit: audit
          ? {
              auditType: audit.auditType,
              startDate: audit.startDate ? String(audit.startDate) : null,
              endDate: audit.endDate ? String(audit.endDate) : null,
              days: audit.days !== null && audit.days !== undefined ? String(audit.days) : null,
            }
          : null,
        deciders: decider ? [decider] : [],
        decisionDate: e.eventType === 'issue' ? cert.issueDate : e.effectiveDate,
        contractNo: item?.contractNo ?? '',
        contractDays: item
          ? {
              initial: String(Number(item.stage1Days) + Number(item.stage2Days)),
              surveillance: String(item.surveillanceDays),
              recertification: String(item.recertificationDays),
            }
          : null,
        contractAmount: amount,
        previousCertNo: reissued ? own.certNo : '',
        remark: '',
        serviceAreaCode: service?.serviceAreaCode ?? '',
      },
    });
  }
  return out;
}

// ─────────────────────────────────────────── plans ──────────────────────────────────────────────

export interface PlanSourceRow {
  sourceId: string;
  planId: string;
  planNo: string;
  branchCode: string;
  method: number;
  startDate: string;
  endDate: string;
  enterpriseName: string;
  standardCode: string;
  values: Record<string, string>;
}

/**
 * The approved plans with a first audit day that the plan sheet reports, narrowed by the row filter
 * (month, branch, plan number); the standard is filtered on the plan's projects by the caller.
 */
export const reportablePlansWhere = (tenantId: number | Placeholder, f: RowFilter) =>
  and(
    eq(pl.tenantId, tenantId),
    // A constant, not a parameter: a prepared read's generic plan then still matches the partial
    // index audit_plans_report_idx (status = 3) and counts without scanning every plan's status.
    sql`${pl.status} = 3`,
    isNotNull(pl.startDate),
    f.from ? gte(pl.startDate, f.from) : undefined,
    f.to ? lte(pl.startDate, f.to) : undefined,
    f.branchCode ? eq(pl.branchCode, f.branchCode) : undefined,
    f.number ? likeUpper(pl.planNo, f.number) : undefined,
  );

/**
 * A plan row's source id: the plan and when it was approved (a re-approved plan makes a new row).
 * unreported-page.ts builds the same text in SQL (planSourceIdSql): the milliseconds of approvedAt.
 */
export function planSourceId(planId: string, approvedAt: Date | null): string {
  return `${planId}@${approvedAt ? approvedAt.getTime() : 0}`;
}

/** What a plan row is read from besides its team: the plan and its enterprise's name and codes. */
export const planSourceFields = () => ({
  id: pl.id,
  planNo: pl.planNo,
  enterpriseId: pl.enterpriseId,
  branchCode: pl.branchCode,
  method: pl.method,
  startDate: pl.startDate,
  endDate: pl.endDate,
  approvedAt: pl.approvedAt,
  enterpriseName: en.name,
  creditCode: en.creditCode,
  regionCode: en.regionCode,
});
export const planEnterpriseOn = () => eq(en.id, pl.enterpriseId);
export { en as planEnterprises };

/** The plans with their enterprises' names, credit and region codes. */
const plansQuery = (db: Reader) =>
  db.select(planSourceFields()).from(pl).innerJoin(en, planEnterpriseOn()).$dynamic();
export type PlanSourceFields = Awaited<ReturnType<typeof plansQuery>>[number];

/** plansQuery of the given plans (a page's, put in its order by the caller), prepared. */
const plansById = preparedRead<Awaited<ReturnType<typeof plansQuery>>, { tenantId: number; ids: string[] }>(
  'regulator-reporting.plans',
  (db) =>
    plansQuery(db).where(
      and(eq(pl.tenantId, sql.placeholder('tenantId')), anyOfIds(pl.id, sql.placeholder('ids'))),
    ),
);

/**
 * The plans' projects, team, its auditors, sites and the enterprises' contacts: one prepared
 * statement (bundle.ts). The team's auditors by id (joined in SQL, the planner hashed every auditor
 * for a page): the ids first.
 */
const planBundle = preparedBundle<
  ReturnType<typeof planParts>,
  { tenantId: number; planIds: string[]; enterpriseIds: string[] }
>('regulator-reporting.plan-sources', (db) => planParts(db));

function planParts(db: Reader) {
  const tenantId = sql.placeholder('tenantId');
  const planIds = sql.placeholder('planIds');
  const teamOfPlans = and(eq(tm.tenantId, tenantId), anyOfIds(tm.planId, planIds));
  return {
    projects: part({ planId: pj.planId, auditType: pj.auditType, stage: pj.stage, scheme: pj.scheme }, (s) =>
      db
        .select(s)
        .from(pj)
        .where(and(eq(pj.tenantId, tenantId), anyOfIds(pj.planId, planIds))),
    ),
    members: part(
      { planId: tm.planId, role: tm.role, sortNo: tm.sortNo, auditorId: tm.auditorId },
      (s) => db.select(s).from(tm).where(teamOfPlans),
      [tm.sortNo],
    ),
    people: part({ id: au.id, name: au.name, idCardNo: au.idCardNo, phone: au.phone }, (s) =>
      db
        .select(s)
        .from(au)
        .where(and(eq(au.tenantId, tenantId), teamAuditor(db, au.id, teamOfPlans))),
    ),
    sites: part(
      fieldsOf(planSitesForReportView),
      (s) =>
        db
          .select(s)
          .from(planSitesForReportView)
          .where(
            and(
              eq(planSitesForReportView.tenantId, tenantId),
              anyOfIds(planSitesForReportView.planId, planIds),
            ),
          ),
      [planSitesForReportView.sortNo],
    ),
    contacts: primaryContactsPart(db, tenantId, sql.placeholder('enterpriseIds')),
  };
}

/** Approved plans with a first audit day (unreported ones, or a month's), with their team and enterprise. */
export async function planSources(
  tx: Reader,
  tenantId: number,
  f: RowFilter,
  reportedIds: ReadonlySet<string>,
  max: number,
  maps: {
    method: (m: number) => string;
    role: (r: number) => string;
    project: (s: string) => string;
    stage: (auditType: number, stage: number | null) => string;
    /** The body's CNCA approval number (the plan numbers' R0 prefix). */
    approvalNo: string;
  },
  /** Only these plans (a page of unreported-page.ts), in this order; `f` and `max` then do not apply. */
  onlyIds?: readonly string[],
  /** Their planSourceFields, read already (with their page). */
  plansRead?: readonly PlanSourceFields[],
): Promise<PlanSourceRow[]> {
  if (onlyIds && !onlyIds.length) return [];
  const plans = onlyIds
    ? plansRead
      ? [...plansRead]
      : await plansById(tx, { tenantId, ids: [...onlyIds] })
    : await plansQuery(tx)
        .where(reportablePlansWhere(tenantId, f))
        .orderBy(desc(pl.startDate), desc(pl.id))
        .limit(max * 2);
  if (onlyIds) {
    const at = new Map(onlyIds.map((id, i) => [id, i]));
    plans.sort((a, b) => (at.get(a.id) ?? 0) - (at.get(b.id) ?? 0));
  }
  const rows = plans
    .map((p) => ({ ...p, sourceId: planSourceId(p.id, p.approvedAt) }))
    .filter((p) => !reportedIds.has(p.sourceId))
    .slice(0, onlyIds ? onlyIds.length : max);
  if (!rows.length) return [];
  const planIds = rows.map((p) => p.id);
  const read = await planBundle(tx, {
    tenantId,
    planIds,
    enterpriseIds: [...new Set(rows.map((p) => p.enterpriseId))],
  });
  const { projects, members, sites } = read;
  const personById = new Map(read.people.map((a) => [a.id, a]));
  const team = members.flatMap((m) => {
    const a = personById.get(m.auditorId);
    return a
      ? [
          {
            planId: m.planId,
            role: m.role,
            sortNo: m.sortNo,
            name: a.name,
            idCardNo: a.idCardNo,
            phone: a.phone,
          },
        ]
      : [];
  });
  const contacts = firstContactPerEnterprise(read.contacts);
  return rows
    .filter(
      (p) =>
        onlyIds !== undefined ||
        !f.standardCode ||
        projects.some(
          (x) =>
            x.planId === p.id && [f.standardCode, schemeOfStandard(f.standardCode ?? '')].includes(x.scheme),
        ),
    )
    .map((p) => {
      const own = projects.filter((x) => x.planId === p.id);
      const members = team.filter((m) => m.planId === p.id && [1, 2].includes(m.role));
      const experts = team.filter((m) => m.planId === p.id && m.role === 3);
      const contact = contacts.get(p.enterpriseId);
      const standards = [...new Set(own.map((x) => standardOfScheme(x.scheme)))];
      const values: Record<string, string> = {
        PLAN_NO: regulatorPlanNo(p.planNo, maps.approvalNo, p.branchCode),
        AUDIT_TYPE: joinValues([...new Set(own.map((x) => maps.stage(x.auditType, null)))]),
        AUDIT_STAGE: joinValues([...new Set(own.map((x) => maps.stage(x.auditType, x.stage)))]),
        AUDIT_S_DATE: cleanDate(p.startDate ? String(p.startDate) : ''),
        AUDIT_E_DATE: cleanDate(p.endDate ? String(p.endDate) : ''),
        AUDIT_METHOD: maps.method(p.method),
        TEAM_ID_NUMBER: joinValues(members.map((m) => cleanNumber(m.idCardNo))),
        TEAM_NAME: joinValues(members.map((m) => m.name)),
        TEAM_ROLE: joinValues(members.map((m) => maps.role(m.role))),
        TEAM_PHONE: joinValues(members.map((m) => m.phone)),
        TECH_EXPERT: joinValues(experts.map((m) => `${m.name} ${cleanNumber(m.idCardNo)}`)),
        ORG_DISTRICT: cleanNumber(p.regionCode),
        ORG_CODE: cleanNumber(p.creditCode),
        ORG_NAME: cleanText(p.enterpriseName),
        CONTACT: cleanText(contact?.name),
        CONTACT_PHONE: cleanText(contact?.phone),
        AUDIT_ADDRESS: joinValues(sites.filter((s) => s.planId === p.id).map((s) => s.address || s.name)),
        AUTH_PROJ_CODE: joinValues(standards.map(maps.project)),
      };
      return {
        sourceId: p.sourceId,
        planId: p.id,
        planNo: p.planNo,
        branchCode: p.branchCode,
        method: p.method,
        startDate: String(p.startDate),
        endDate: p.endDate ? String(p.endDate) : '',
        enterpriseName: p.enterpriseName,
        standardCode: standards.join('；'),
        values,
      };
    });
}

/**
 * The plan number as the regulator's check-in app expects it (2021 layout): `R0` + the approval
 * number's last 3 digits + the 2-digit branch code (foreign-invested `RF0` + 2 digits) before the
 * body's own number; a number already in that form is kept (upper case, no spaces).
 */
export function regulatorPlanNo(planNo: string, approvalNo: string, branchCode: string): string {
  const prefix = planNumberPrefix(approvalNo, branchCode);
  const own = cleanNumber(planNo);
  return own.startsWith(prefix) ? own : `${prefix}${own.replace(/[^0-9A-Z]/g, '')}`;
}

// ─────────────────────────────────────────── results (team) ─────────────────────────────────────

export interface ResultSourceRow {
  sourceId: string;
  certNo: string;
  enterpriseName: string;
  standardCode: string;
  branchCode: string;
  auditType: number;
  stage: number | null;
  startDate: string;
  endDate: string;
  finishedOn: string;
  member: {
    name: string;
    idCardNo: string;
    role: number;
    level: string;
    registrationNo: string;
    fullTime: boolean;
  };
}

/** The projects with their executions, plans and enterprises' names. */
const finishedProjectsQuery = (db: Reader) =>
  db
    .select({
      projectId: pj.id,
      enterpriseId: pj.enterpriseId,
      auditType: pj.auditType,
      stage: pj.stage,
      scheme: pj.scheme,
      planId: pj.planId,
      branchCode: pl.branchCode,
      startDate: pl.startDate,
      endDate: pl.endDate,
      finishedAt: px.finishedAt,
      enterpriseName: en.name,
    })
    .from(pj)
    .innerJoin(px, eq(px.projectId, pj.id))
    .innerJoin(pl, eq(pl.id, pj.planId))
    .innerJoin(en, eq(en.id, pj.enterpriseId))
    .$dynamic();

/** finishedProjectsQuery of the given projects (a page's), prepared. */
const projectsById = preparedRead<
  Awaited<ReturnType<typeof finishedProjectsQuery>>,
  { tenantId: number; ids: string[]; limit: number }
>('regulator-reporting.result-projects', (db) =>
  finishedProjectsQuery(db)
    .where(and(eq(pj.tenantId, sql.placeholder('tenantId')), anyOfIds(pj.id, sql.placeholder('ids'))))
    .orderBy(desc(pl.endDate), desc(pj.id))
    .limit(sql.placeholder('limit')),
);

/**
 * The team of each plan with its auditors, their registrations and the enterprises' certificates:
 * one prepared statement (bundle.ts); the registrations of the team's auditors by id.
 */
const resultBundle = preparedBundle<
  ReturnType<typeof resultParts>,
  { tenantId: number; planIds: string[]; enterpriseIds: string[] }
>('regulator-reporting.result-sources', (db) => resultParts(db));

function resultParts(db: Reader) {
  const tenantId = sql.placeholder('tenantId');
  const teamOfPlans = and(
    eq(tm.tenantId, tenantId),
    anyOfIds(tm.planId, sql.placeholder('planIds')),
    inArray(tm.role, [1, 2, 3]),
  );
  return {
    team: part(
      {
        id: tm.id,
        planId: tm.planId,
        auditorId: tm.auditorId,
        role: tm.role,
        scheme: tm.scheme,
        name: au.name,
        idCardNo: au.idCardNo,
        employmentType: au.employmentType,
      },
      (s) => db.select(s).from(tm).innerJoin(au, eq(au.id, tm.auditorId)).where(teamOfPlans),
      [tm.sortNo],
    ),
    regs: part(fieldsOf(reg), (s) =>
      db
        .select(s)
        .from(reg)
        .where(and(eq(reg.tenantId, tenantId), teamAuditor(db, reg.auditorId, teamOfPlans))),
    ),
    certs: part(
      {
        enterpriseId: c.enterpriseId,
        standardCode: c.standardCode,
        certNo: c.certNo,
        issueDate: c.issueDate,
      },
      (s) =>
        db
          .select(s)
          .from(c)
          .where(
            and(
              eq(c.tenantId, tenantId),
              ne(c.status, 99),
              anyOfIds(c.enterpriseId, sql.placeholder('enterpriseIds')),
            ),
          ),
    ),
  };
}

/** The team rows of finished audits: one per member (leader, auditor, expert) per project (stage). */
export async function resultSources(
  tx: Reader,
  tenantId: number,
  f: RowFilter,
  reportedIds: ReadonlySet<string>,
  max: number,
  /** Only these rows (`<project>:<member>`, a page of unreported-page.ts), in this order; `f` and `max` then do not apply. */
  onlySourceIds?: readonly string[],
): Promise<ResultSourceRow[]> {
  if (onlySourceIds && !onlySourceIds.length) return [];
  const onlyProjects = onlySourceIds && [...new Set(onlySourceIds.map((id) => id.split(':')[0]!))];
  const projects = onlyProjects
    ? await projectsById(tx, { tenantId, ids: onlyProjects, limit: onlyProjects.length })
    : await finishedProjectsQuery(tx)
        .where(
          and(
            eq(pj.tenantId, tenantId),
            isNotNull(px.finishedAt),
            isNotNull(pl.startDate),
            f.from ? gte(pl.endDate, f.from) : undefined,
            f.to ? lte(pl.endDate, f.to) : undefined,
            f.branchCode ? eq(pl.branchCode, f.branchCode) : undefined,
            f.standardCode
              ? inArray(pj.scheme, [f.standardCode, schemeOfStandard(f.standardCode)])
              : undefined,
          ),
        )
        .orderBy(desc(pl.endDate), desc(pj.id))
        .limit(max);
  if (!projects.length) return [];
  const planIds = [...new Set(projects.map((p) => p.planId).filter((id): id is string => Boolean(id)))];
  const { team, regs, certs } = await resultBundle(tx, {
    tenantId,
    planIds,
    enterpriseIds: [...new Set(projects.map((p) => p.enterpriseId))],
  });
  const out: ResultSourceRow[] = [];
  for (const p of projects) {
    const cert = certs.find(
      (x) => x.enterpriseId === p.enterpriseId && schemeOfStandard(x.standardCode) === p.scheme,
    );
    for (const m of team.filter((x) => x.planId === p.planId && (x.scheme === p.scheme || x.role === 3))) {
      const sourceId = `${p.projectId}:${m.id}`;
      if (reportedIds.has(sourceId)) continue;
      if (
        f.number &&
        !(cert?.certNo ?? '').toUpperCase().includes(f.number.replace(/\s+/g, '').toUpperCase())
      )
        continue;
      const r = regs.find((x) => x.auditorId === m.auditorId && x.scheme === p.scheme);
      out.push({
        sourceId,
        certNo: cert?.certNo ?? '',
        enterpriseName: p.enterpriseName,
        standardCode: cert?.standardCode ?? standardOfScheme(p.scheme),
        branchCode: p.branchCode,
        auditType: p.auditType,
        stage: p.stage,
        startDate: String(p.startDate),
        endDate: p.endDate ? String(p.endDate) : String(p.startDate),
        finishedOn: p.finishedAt ? p.finishedAt.toISOString().slice(0, 10) : '',
        member: {
          name: m.name,
          idCardNo: m.idCardNo,
          role: m.role,
          level: m.role === 3 ? '04' : (r?.level ?? ''),
          registrationNo: r?.registrationNo ?? '',
          fullTime: m.employmentType === 1,
        },
      });
    }
  }
  if (onlySourceIds) {
    const bySource = new Map(out.map((row) => [row.sourceId, row]));
    return onlySourceIds.flatMap((id) => bySource.get(id) ?? []);
  }
  return out.slice(0, max);
}
