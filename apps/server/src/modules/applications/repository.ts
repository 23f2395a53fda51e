/**
 * The queries of the applications (xmsl): the list with its filters and the user's row scope, the
 * detail with its items and events, and the rows a create or update writes. Every function runs in
 * the caller's tenant transaction; the rules (which status allows what) are in service.ts.
 */
import {
  APPLICATION_STATUSES,
  APPLICATION_TYPES,
  type ApplicationDetail,
  type ApplicationExportQuery,
  type ApplicationInput,
  type ApplicationRow,
  AUDIT_METHODS,
  isApplicationEditable,
  labelOf,
  missingEligibility,
  RISK_LEVELS,
  SYSTEM_NUMBERS,
} from '@cb/domain';
import {
  aliasedTable,
  and,
  asc,
  eq,
  exists,
  gte,
  ilike,
  inArray,
  like,
  lte,
  type SQL,
  sql,
} from 'drizzle-orm';
import type { AuthUser } from '../../platform/auth/tokens.ts';
import { containsPattern, prefixPattern } from '../../platform/crud/list.ts';
import type { Tx } from '../../platform/db/database.ts';
import { badRequest, notFound } from '../../platform/http/errors.ts';
import { type CustomerScope, enterpriseScopeWhere } from '../../platform/identity/row-scope.ts';
import { users } from '../../platform/identity/schema.ts';
import { uuidv7 } from '../../platform/ids.ts';
import { enterprises, partners } from '../customers/schema.ts';
import { certificateStandards } from '../reference/schema.ts';
import { applicationEvents, applicationItems, applications } from './schema.ts';

export type ApplicationRecord = typeof applications.$inferSelect;

const submitter = aliasedTable(users, 'submitter');
const reviewer = aliasedTable(users, 'reviewer');
const creator = aliasedTable(users, 'creator');

const listColumns = {
  id: applications.id,
  version: applications.version,
  applyNo: applications.applyNo,
  enterpriseId: applications.enterpriseId,
  enterpriseName: enterprises.name,
  partnerName: partners.name,
  applicationType: applications.applicationType,
  receivedDate: applications.receivedDate,
  standardCodes: applications.standardCodes,
  status: applications.status,
  returnReason: applications.returnReason,
  createdAt: applications.createdAt,
  submittedAt: applications.submittedAt,
  reviewedAt: applications.reviewedAt,
};

type ListRow = {
  [K in keyof typeof listColumns]: (typeof listColumns)[K]['_']['data'] | null;
};

const iso = (d: Date | null | undefined) => (d ? d.toISOString() : null);

function toListRecord(r: ListRow): ApplicationRow {
  return {
    id: r.id!,
    version: r.version!,
    applyNo: r.applyNo!,
    enterpriseId: r.enterpriseId!,
    enterpriseName: r.enterpriseName ?? '',
    partnerName: r.partnerName ?? '',
    applicationType: r.applicationType!,
    applicationType_dictText: labelOf(APPLICATION_TYPES, r.applicationType) ?? '',
    receivedDate: r.receivedDate!,
    standardCodes: r.standardCodes ?? '',
    status: r.status!,
    status_dictText: labelOf(APPLICATION_STATUSES, r.status) ?? '',
    returnReason: r.returnReason ?? '',
    createTime: iso(r.createdAt),
    submitTime: iso(r.submittedAt),
    reviewTime: iso(r.reviewedAt),
  };
}

/** Sortable columns of the list (`column` of the query). */
export const APPLICATION_SORT = {
  applyNo: applications.applyNo,
  receivedDate: applications.receivedDate,
  status: applications.status,
  createTime: applications.createdAt,
  submitTime: applications.submittedAt,
};

/**
 * 企业名称 search: the matching enterprises come first from the trigram index, and the applications
 * are then looked up by those ids. Written as one subquery, the planner cannot tell a rare name from
 * a common one and walks the newest applications one by one (150 ms at 300 000 rows). Past this
 * many matches the name is common, and the subquery is the better plan.
 */
const NAME_MATCH_CAP = 2_000;

/** The ids of the enterprises named like `name`, or null when there is no name or too many match. */
export async function enterprisesNamed(
  tx: Tx,
  tenantId: number,
  name: string | undefined,
): Promise<string[] | null> {
  if (!name) return null;
  const rows = await tx
    .select({ id: enterprises.id })
    .from(enterprises)
    .where(and(eq(enterprises.tenantId, tenantId), ilike(enterprises.name, containsPattern(name))))
    .limit(NAME_MATCH_CAP + 1);
  return rows.length > NAME_MATCH_CAP ? null : rows.map((r) => r.id);
}

/** Where a list or an export looks: the tenant, the user's scope and the filters. */
export function applicationListWhere(
  tenantId: number,
  scope: CustomerScope,
  q: ApplicationExportQuery,
  /** The enterprises whose name matches `q.enterpriseName`, when few enough to list (see above). */
  namedEnterprises: string[] | null = null,
): SQL | undefined {
  const byName = !q.enterpriseName
    ? undefined
    : namedEnterprises
      ? namedEnterprises.length > 0
        ? inArray(applications.enterpriseId, namedEnterprises)
        : sql`false`
      : inArray(
          applications.enterpriseId,
          sql`(select ${enterprises.id} from ${enterprises} where ${enterprises.tenantId} = ${tenantId} and ${ilike(enterprises.name, containsPattern(q.enterpriseName))})`,
        );
  return and(
    eq(applications.tenantId, tenantId),
    eq(applications.deleted, false),
    enterpriseScopeWhere(scope, applications.enterpriseId, applications.partnerId),
    q.applyNo ? like(applications.applyNo, prefixPattern(q.applyNo.toUpperCase())) : undefined,
    byName,
    q.enterpriseId ? eq(applications.enterpriseId, q.enterpriseId) : undefined,
    q.partnerId ? eq(applications.partnerId, q.partnerId) : undefined,
    q.status !== undefined ? eq(applications.status, q.status) : undefined,
    q.applicationType !== undefined ? eq(applications.applicationType, q.applicationType) : undefined,
    q.receivedFrom ? gte(applications.receivedDate, q.receivedFrom) : undefined,
    q.receivedTo ? lte(applications.receivedDate, q.receivedTo) : undefined,
    q.certificateStandardId
      ? exists(
          sql`(select 1 from ${applicationItems} where ${applicationItems.tenantId} = ${tenantId} and ${applicationItems.applicationId} = ${applications.id} and ${applicationItems.certificateStandardId} = ${q.certificateStandardId})`,
        )
      : undefined,
  );
}

/** How many applications match, counting no further than `cap` + 1. */
export async function countApplications(tx: Tx, where: SQL | undefined, cap: number): Promise<number> {
  const [row] = await tx
    .execute<{ n: number | string }>(
      sql`select count(*) as n from (select 1 from ${applications} where ${where} limit ${cap + 1}) capped`,
    )
    .then((r) => r.rows);
  return Number(row?.n ?? 0);
}

/** Rows of the list in the given order. */
export async function selectApplicationRows(
  tx: Tx,
  where: SQL | undefined,
  order: SQL[],
  limit: number,
  offset = 0,
): Promise<ApplicationRow[]> {
  const rows = await tx
    .select(listColumns)
    .from(applications)
    .innerJoin(enterprises, eq(enterprises.id, applications.enterpriseId))
    .leftJoin(partners, eq(partners.id, applications.partnerId))
    .where(where)
    .orderBy(...order)
    .limit(limit)
    .offset(offset);
  return rows.map(toListRecord);
}

/** The application row if the user may see it; 404 otherwise (ids cannot be probed). */
export async function readApplication(
  tx: Tx,
  tenantId: number,
  scope: CustomerScope,
  id: string,
): Promise<ApplicationRecord> {
  const [row] = await tx
    .select()
    .from(applications)
    .where(
      and(
        eq(applications.tenantId, tenantId),
        eq(applications.id, id),
        eq(applications.deleted, false),
        enterpriseScopeWhere(scope, applications.enterpriseId, applications.partnerId),
      ),
    );
  if (!row) throw notFound('申请不存在');
  return row;
}

/** The application with its names, items and events (what every step answers). */
export async function readApplicationDetail(
  tx: Tx,
  tenantId: number,
  scope: CustomerScope,
  id: string,
): Promise<ApplicationDetail> {
  const row = await readApplication(tx, tenantId, scope, id);
  const [names] = await tx
    .select({
      enterpriseName: enterprises.name,
      enterpriseNameEn: enterprises.nameEn,
      creditCode: enterprises.creditCode,
      partnerName: partners.name,
      submittedByName: submitter.realname,
      reviewedByName: reviewer.realname,
      createdByName: creator.realname,
    })
    .from(applications)
    .innerJoin(enterprises, eq(enterprises.id, applications.enterpriseId))
    .leftJoin(partners, eq(partners.id, applications.partnerId))
    .leftJoin(submitter, eq(submitter.id, applications.submittedBy))
    .leftJoin(reviewer, eq(reviewer.id, applications.reviewedBy))
    .leftJoin(creator, eq(creator.id, applications.createdBy))
    .where(eq(applications.id, id));
  const items = await tx
    .select({
      id: applicationItems.id,
      certificateStandardId: applicationItems.certificateStandardId,
      standardCode: certificateStandards.code,
      standardName: certificateStandards.name,
      standardVersion: applicationItems.standardVersion,
      scopeZh: applicationItems.scopeZh,
      scopeEn: applicationItems.scopeEn,
      professionalCodes: applicationItems.professionalCodes,
      riskLevel: applicationItems.riskLevel,
      headcount: applicationItems.headcount,
      effectivePersonnel: applicationItems.effectivePersonnel,
      exclusions: applicationItems.exclusions,
      auditMethod: applicationItems.auditMethod,
      systemNumber: applicationItems.systemNumber,
      integratedAudit: applicationItems.integratedAudit,
    })
    .from(applicationItems)
    .innerJoin(certificateStandards, eq(certificateStandards.id, applicationItems.certificateStandardId))
    .where(eq(applicationItems.applicationId, id))
    .orderBy(asc(applicationItems.sortNo));
  const events = await tx
    .select({
      action: applicationEvents.action,
      fromStatus: applicationEvents.fromStatus,
      toStatus: applicationEvents.toStatus,
      reason: applicationEvents.reason,
      actorName: users.realname,
      createdAt: applicationEvents.createdAt,
    })
    .from(applicationEvents)
    .leftJoin(users, eq(users.id, applicationEvents.actorId))
    .where(and(eq(applicationEvents.tenantId, tenantId), eq(applicationEvents.applicationId, id)))
    .orderBy(asc(applicationEvents.createdAt), asc(applicationEvents.id));
  const eligibility = row.eligibility as Record<string, boolean>;
  return {
    id: row.id,
    version: row.version,
    applyNo: row.applyNo,
    enterpriseId: row.enterpriseId,
    enterpriseName: names?.enterpriseName ?? '',
    enterpriseNameEn: names?.enterpriseNameEn ?? '',
    creditCode: names?.creditCode ?? '',
    partnerId: row.partnerId,
    partnerName: names?.partnerName ?? '',
    applicationType: row.applicationType,
    applicationType_dictText: labelOf(APPLICATION_TYPES, row.applicationType) ?? '',
    receivedDate: row.receivedDate,
    originalBody: row.originalBody,
    originalCertificateNo: row.originalCertificateNo,
    contactName: row.contactName,
    contactPhone: row.contactPhone,
    remark: row.remark,
    eligibility,
    missingEligibility: missingEligibility(row.applicationType, eligibility).map((m) => m.code),
    status: row.status,
    status_dictText: labelOf(APPLICATION_STATUSES, row.status) ?? '',
    editable: isApplicationEditable(row.status),
    returnReason: row.returnReason,
    createTime: iso(row.createdAt),
    createByName: names?.createdByName ?? '',
    submitTime: iso(row.submittedAt),
    submitByName: names?.submittedByName ?? '',
    reviewTime: iso(row.reviewedAt),
    reviewByName: names?.reviewedByName ?? '',
    items: items.map((i) => ({
      ...i,
      riskLevel_dictText: labelOf(RISK_LEVELS, i.riskLevel) ?? '',
      auditMethod_dictText: labelOf(AUDIT_METHODS, i.auditMethod) ?? '',
      systemNumber_dictText: labelOf(SYSTEM_NUMBERS, i.systemNumber) ?? '',
    })),
    events: events.map((e) => ({ ...e, actorName: e.actorName ?? '', createdAt: iso(e.createdAt) })),
  };
}

/** The enterprise must exist in the tenant and be within the user's scope (else it "does not exist"). */
export async function checkEnterprise(tx: Tx, tenantId: number, scope: CustomerScope, enterpriseId: string) {
  const [row] = await tx
    .select({ id: enterprises.id, partnerId: enterprises.partnerId })
    .from(enterprises)
    .where(
      and(
        eq(enterprises.tenantId, tenantId),
        eq(enterprises.id, enterpriseId),
        eq(enterprises.deleted, false),
      ),
    );
  const allowed =
    row &&
    (scope.kind === 'tenant' ||
      (scope.kind === 'enterprise' && scope.enterpriseId === row.id) ||
      (scope.kind === 'partner' && scope.partnerId !== null && scope.partnerId === row.partnerId));
  if (!allowed) throw badRequest('申请企业不存在');
  return row;
}

/** Every item's standard must be an enabled standard of the tenant; returns their codes ("Q,E"). */
export async function checkStandards(tx: Tx, tenantId: number, input: ApplicationInput): Promise<string> {
  const ids = input.items.map((i) => i.certificateStandardId);
  const rows = await tx
    .select({ id: certificateStandards.id, code: certificateStandards.code })
    .from(certificateStandards)
    .where(
      and(
        eq(certificateStandards.tenantId, tenantId),
        inArray(certificateStandards.id, ids),
        eq(certificateStandards.enabled, 1),
      ),
    );
  const codes = new Map(rows.map((r) => [r.id, r.code]));
  const missing = ids.findIndex((i) => !codes.has(i));
  if (missing >= 0) throw badRequest(`第${missing + 1}个认证标准不存在或已停用`);
  return ids.map((i) => codes.get(i)).join(',');
}

/** The application's columns of the form's fields (a transfer keeps its original body). */
export function applicationColumnsOf(input: ApplicationInput) {
  return {
    applicationType: input.applicationType,
    receivedDate: input.receivedDate,
    originalBody: input.applicationType === 2 ? input.originalBody : '',
    originalCertificateNo: input.applicationType === 2 ? input.originalCertificateNo : '',
    contactName: input.contactName,
    contactPhone: input.contactPhone,
    remark: input.remark,
    eligibility: input.eligibility,
  };
}

/** Replaces the application's items with the input's, in their order. */
export async function writeApplicationItems(
  tx: Tx,
  user: AuthUser,
  applicationId: string,
  input: ApplicationInput,
) {
  await tx.delete(applicationItems).where(eq(applicationItems.applicationId, applicationId));
  await tx.insert(applicationItems).values(
    input.items.map((item, index) => ({
      tenantId: user.tenantId,
      applicationId,
      ...item,
      sortNo: index,
      createdBy: user.userId,
      updatedBy: user.userId,
    })),
  );
}

/** One step of the application's history. */
export async function insertApplicationEvent(
  tx: Tx,
  user: AuthUser,
  applicationId: string,
  action: string,
  fromStatus: number | null,
  toStatus: number,
  reason = '',
) {
  await tx.insert(applicationEvents).values({
    id: uuidv7(),
    tenantId: user.tenantId,
    applicationId,
    action,
    fromStatus,
    toStatus,
    reason,
    actorId: user.userId,
  });
}

/** Enterprises the user may apply for, for the form's select (scoped like the list, at most 20). */
export async function selectEnterpriseOptions(
  tx: Tx,
  tenantId: number,
  scope: CustomerScope,
  keyword: string | undefined,
) {
  return tx
    .select({ id: enterprises.id, name: enterprises.name, creditCode: enterprises.creditCode })
    .from(enterprises)
    .where(
      and(
        eq(enterprises.tenantId, tenantId),
        eq(enterprises.deleted, false),
        enterpriseScopeWhere(scope, enterprises.id, enterprises.partnerId),
        keyword ? ilike(enterprises.name, containsPattern(keyword)) : undefined,
      ),
    )
    .orderBy(asc(enterprises.name))
    .limit(20);
}
