/**
 * The applications' door: the only file other areas import from modules/applications (issue 29
 * item 3, docs/decisions.md "One door per area"). Others hear of an accepted application
 * (`onApplicationAccepted`), send one back, settle an approved change request, read applications,
 * their items and change requests through the read-only views below (joined in their lists;
 * Postgres flattens them, RLS applies to the tables), and point their foreign keys at them with the
 * `…Key` functions.
 */
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { QueryBuilder } from 'drizzle-orm/pg-core';
import { changeContentColumns } from './change-repository.ts';
import { applicationChanges, applicationItems, applications } from './schema.ts';

const qb = new QueryBuilder();

/** The target of a foreign key to an application: `.references(applicationKey)`. */
export const applicationKey = (): AnyPgColumn => applications.id;
/** The target of a foreign key to an application's item (a standard applied for). */
export const applicationItemKey = (): AnyPgColumn => applicationItems.id;
/** The target of a foreign key to an application's change request. */
export const applicationChangeKey = (): AnyPgColumn => applicationChanges.id;

/** Applications as others see them: number, enterprise, partner, type, status, when. */
export const applicationsView = qb
  .select({
    id: applications.id,
    tenantId: applications.tenantId,
    applyNo: applications.applyNo,
    enterpriseId: applications.enterpriseId,
    partnerId: applications.partnerId,
    applicationType: applications.applicationType,
    status: applications.status,
    createdAt: applications.createdAt,
    reviewedAt: applications.reviewedAt,
  })
  .from(applications)
  .as('applications_view');

/** An application's items: the standard, scope, codes and headcount applied for. */
export const applicationItemsView = qb
  .select({
    id: applicationItems.id,
    tenantId: applicationItems.tenantId,
    applicationId: applicationItems.applicationId,
    certificateStandardId: applicationItems.certificateStandardId,
    scopeZh: applicationItems.scopeZh,
    scopeEn: applicationItems.scopeEn,
    professionalCodes: applicationItems.professionalCodes,
    headcount: applicationItems.headcount,
    effectivePersonnel: applicationItems.effectivePersonnel,
    sortNo: applicationItems.sortNo,
  })
  .from(applicationItems)
  .as('application_items_view');

/** Change requests of applications: what changes, from what to what, why, and their status. */
export const applicationChangesView = qb
  .select({
    id: applicationChanges.id,
    tenantId: applicationChanges.tenantId,
    applicationId: applicationChanges.applicationId,
    ...changeContentColumns,
    version: applicationChanges.version,
    createdAt: applicationChanges.createdAt,
    createdBy: applicationChanges.createdBy,
  })
  .from(applicationChanges)
  .as('application_changes_view');

export { changeContentOf } from './change-repository.ts';
export {
  applyApplicationItemFields,
  CHANGEABLE_ITEM_FIELDS,
  type ChangeableItemField,
  type ItemPatch,
  settleChangeRequest,
} from './change-settlement.ts';
// 申请统计 (modules/statistics): the list's counts per month or standard.
export {
  type ApplicationFigures,
  type ApplicationGrouping,
  applicationCellsSql,
  applicationFigures,
} from './for-statistics.ts';
export {
  type ApplicationAcceptedListener,
  onApplicationAccepted,
  returnAcceptedApplication,
} from './hooks.ts';
export { applicationItemsWithStandards } from './repository.ts';
export { insertDemoApplicationChanges } from './seed.ts';
export { DOWNLOAD_LIBRARY_RECORD_TYPE, downloadLibraryId } from './service.ts';
