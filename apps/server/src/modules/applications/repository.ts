/**
 * The queries of one application (xmsl): the row and the detail with its items and events, the
 * checks of a create or update, and the rows they write. Every function runs in the caller's
 * tenant transaction; the rules (which status allows what) are in service.ts, the list's queries
 * in list-repository.ts.
 */
import {
  APPLICATION_STATUSES,
  APPLICATION_TYPES,
  type ApplicationDetail,
  type ApplicationInput,
  AUDIT_METHODS,
  catalogueStandard,
  isApplicationEditable,
  labelOf,
  missingEligibility,
  RISK_LEVELS,
  SYSTEM_NUMBERS,
} from '@cb/domain';
import { aliasedTable, asc, eq, ilike, inArray } from 'drizzle-orm';
import type { AuthUser } from '../../platform/auth/tokens.ts';
import { containsPattern } from '../../platform/crud/list.ts';
import { columnsOf } from '../../platform/db/columns.ts';
import type { Reader, Tx } from '../../platform/db/database.ts';
import { inTenant } from '../../platform/db/tenant.ts';
import { badRequest, notFound } from '../../platform/http/errors.ts';
import { type CustomerScope, enterpriseScopeWhere } from '../../platform/identity/row-scope.ts';
import { users } from '../../platform/identity/schema.ts';
import { uuidv7 } from '../../platform/ids.ts';
import { enterprisesView, primaryContactsOf } from '../customers/door.ts';
import { partnersView } from '../partners/door.ts';
import { standardsView } from '../reference/door.ts';
import { applicationEvents, applicationItems, applications } from './schema.ts';

export type ApplicationRecord = typeof applications.$inferSelect;

const submitter = aliasedTable(users, 'submitter');
const reviewer = aliasedTable(users, 'reviewer');
const creator = aliasedTable(users, 'creator');
const iso = (d: Date | null | undefined) => (d ? d.toISOString() : null);

/** The application row if the user may see it; 404 otherwise (ids cannot be probed). */
export async function readApplication(
  tx: Reader,
  tenantId: number,
  scope: CustomerScope,
  id: string,
): Promise<ApplicationRecord> {
  const [row] = await tx
    .select()
    .from(applications)
    .where(
      inTenant(applications, tenantId, [
        eq(applications.id, id),
        eq(applications.deleted, false),
        enterpriseScopeWhere(scope, applications.enterpriseId, applications.partnerId),
      ]),
    );
  if (!row) throw notFound('申请不存在');
  return row;
}

/** The application with its names, items and events (what every step answers). */
export async function readApplicationDetail(
  tx: Reader,
  tenantId: number,
  scope: CustomerScope,
  id: string,
): Promise<ApplicationDetail> {
  const row = await readApplication(tx, tenantId, scope, id);
  const [names] = await tx
    .select({
      enterpriseName: enterprisesView.name,
      enterpriseNameEn: enterprisesView.nameEn,
      creditCode: enterprisesView.creditCode,
      partnerName: partnersView.name,
      submittedByName: submitter.realname,
      reviewedByName: reviewer.realname,
      createdByName: creator.realname,
    })
    .from(applications)
    .innerJoin(enterprisesView, eq(enterprisesView.id, applications.enterpriseId))
    .leftJoin(partnersView, eq(partnersView.id, applications.partnerId))
    .leftJoin(submitter, eq(submitter.id, applications.submittedBy))
    .leftJoin(reviewer, eq(reviewer.id, applications.reviewedBy))
    .leftJoin(creator, eq(creator.id, applications.createdBy))
    .where(eq(applications.id, id));
  const items = await tx
    .select({
      id: applicationItems.id,
      certificateStandardId: applicationItems.certificateStandardId,
      standardCode: standardsView.code,
      standardName: standardsView.name,
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
    .innerJoin(standardsView, eq(standardsView.id, applicationItems.certificateStandardId))
    .where(eq(applicationItems.applicationId, id))
    .orderBy(asc(applicationItems.sortNo));
  const events = await tx
    .select({
      actorName: users.realname,
      ...columnsOf(applicationEvents, ['action', 'fromStatus', 'toStatus', 'reason', 'createdAt']),
    })
    .from(applicationEvents)
    .leftJoin(users, eq(users.id, applicationEvents.actorId))
    .where(inTenant(applicationEvents, tenantId, [eq(applicationEvents.applicationId, id)]))
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
export async function checkEnterprise(
  tx: Reader,
  tenantId: number,
  scope: CustomerScope,
  enterpriseId: string,
) {
  const [row] = await tx
    .select({ id: enterprisesView.id, partnerId: enterprisesView.partnerId })
    .from(enterprisesView)
    .where(
      inTenant(enterprisesView, tenantId, [
        eq(enterprisesView.id, enterpriseId),
        eq(enterprisesView.deleted, false),
      ]),
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
export async function checkStandards(tx: Reader, tenantId: number, input: ApplicationInput): Promise<string> {
  const ids = input.items.map((i) => i.certificateStandardId);
  const rows = await tx
    .select({ id: standardsView.id, code: standardsView.code })
    .from(standardsView)
    .where(inTenant(standardsView, tenantId, [inArray(standardsView.id, ids), eq(standardsView.enabled, 1)]));
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

/**
 * Replaces the application's items with the input's, in their order. An item without an edition
 * takes the catalogue's (the standard number of the chosen standard), so the contract item and
 * the certificate carry it (issue 30).
 */
export async function writeApplicationItems(
  tx: Tx,
  user: AuthUser,
  applicationId: string,
  input: ApplicationInput,
) {
  const catalogue = new Map(
    (
      await tx
        .select({
          id: standardsView.id,
          name: standardsView.name,
          standardNumber: standardsView.standardNumber,
        })
        .from(standardsView)
        .where(
          inTenant(standardsView, user.tenantId, [
            inArray(
              standardsView.id,
              input.items.map((i) => i.certificateStandardId),
            ),
          ]),
        )
    ).map((s) => [s.id, s]),
  );
  await tx.delete(applicationItems).where(eq(applicationItems.applicationId, applicationId));
  await tx.insert(applicationItems).values(
    input.items.map((item, index) => {
      const entry = catalogue.get(item.certificateStandardId);
      return {
        tenantId: user.tenantId,
        applicationId,
        ...item,
        standardVersion: entry
          ? catalogueStandard(entry, item.standardVersion).standardVersion
          : item.standardVersion,
        sortNo: index,
        createdBy: user.userId,
        updatedBy: user.userId,
      };
    }),
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
  tx: Reader,
  tenantId: number,
  scope: CustomerScope,
  keyword: string | undefined,
) {
  const found = await tx
    .select({ id: enterprisesView.id, name: enterprisesView.name, creditCode: enterprisesView.creditCode })
    .from(enterprisesView)
    .where(
      inTenant(enterprisesView, tenantId, [
        eq(enterprisesView.deleted, false),
        enterpriseScopeWhere(scope, enterprisesView.id, enterprisesView.partnerId),
        keyword ? ilike(enterprisesView.name, containsPattern(keyword)) : undefined,
      ]),
    )
    .orderBy(asc(enterprisesView.name))
    .limit(20);
  if (found.length === 0) return [];
  // The form fills 联系人 and 联系电话 from the primary contact (or else the first one listed).
  const contacts = await primaryContactsOf(
    tx,
    tenantId,
    found.map((e) => e.id),
  );
  return found.map((e) => {
    const contact = contacts.get(e.id);
    return { ...e, contactName: contact?.name ?? '', contactPhone: contact?.phone ?? '' };
  });
}

/** An application's items in their order, each with its standard's code and name (a review task is made of them). */
export function applicationItemsWithStandards(tx: Reader, tenantId: number, applicationId: string) {
  return tx
    .select({ item: applicationItems, code: standardsView.code, name: standardsView.name })
    .from(applicationItems)
    .innerJoin(standardsView, eq(standardsView.id, applicationItems.certificateStandardId))
    .where(inTenant(applicationItems, tenantId, [eq(applicationItems.applicationId, applicationId)]))
    .orderBy(asc(applicationItems.sortNo));
}
