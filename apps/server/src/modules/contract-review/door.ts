/**
 * The contract review's door: the only file other areas import from modules/contract-review (issue
 * 29 item 3, docs/decisions.md "One door per area"). Others hear of an approved contract or change
 * review (`onContractApproved`, `onChangeReviewApproved`), open a change review, apply an approved
 * change to a contract item, read contracts, their items and the body's accreditations through the
 * read-only views below (joined in their lists; Postgres flattens them, RLS applies to the tables),
 * and point their foreign keys at a contract or its item with `contractKey` / `contractItemKey`.
 */
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { QueryBuilder } from 'drizzle-orm/pg-core';
import { bodyAccreditations, contractItems, contracts } from './schema.ts';

const qb = new QueryBuilder();

/** The target of a foreign key to a contract: `.references(contractKey)`. */
export const contractKey = (): AnyPgColumn => contracts.id;
/** The target of a foreign key to a contract's item (one standard contracted). */
export const contractItemKey = (): AnyPgColumn => contractItems.id;

/** Contracts as others see them: number, application, enterprise, status, when. */
export const contractsView = qb
  .select({
    id: contracts.id,
    tenantId: contracts.tenantId,
    contractNo: contracts.contractNo,
    applicationId: contracts.applicationId,
    enterpriseId: contracts.enterpriseId,
    status: contracts.status,
    signedDate: contracts.signedDate,
    createdAt: contracts.createdAt,
  })
  .from(contracts)
  .as('contracts_view');

/** A contract's items: the standard, scope, codes, sites, stage and audit days contracted. */
export const contractItemsView = qb
  .select({
    id: contractItems.id,
    tenantId: contractItems.tenantId,
    contractId: contractItems.contractId,
    certificateStandardId: contractItems.certificateStandardId,
    standardCode: contractItems.standardCode,
    standardVersion: contractItems.standardVersion,
    scopeZh: contractItems.scopeZh,
    scopeEn: contractItems.scopeEn,
    professionalCodes: contractItems.professionalCodes,
    headcount: contractItems.headcount,
    sites: contractItems.sites,
    stage1Days: contractItems.stage1Days,
    stage2Days: contractItems.stage2Days,
    accreditationMark: contractItems.accreditationMark,
    isTransfer: contractItems.isTransfer,
    recertCount: contractItems.recertCount,
    surveillanceDays: contractItems.surveillanceDays,
    recertificationDays: contractItems.recertificationDays,
    sampleInitial: contractItems.sampleInitial,
    /** The item's fee lines [{ auditType, feeType, amount }] (finance's receivables). */
    fees: contractItems.fees,
  })
  .from(contractItems)
  .as('contract_items_view');

/** The body's accreditations: the accreditation number of a mark (CNAS, …) for a standard. */
export const bodyAccreditationsView = qb
  .select({
    tenantId: bodyAccreditations.tenantId,
    standardCode: bodyAccreditations.standardCode,
    mark: bodyAccreditations.mark,
    accreditationNo: bodyAccreditations.accreditationNo,
  })
  .from(bodyAccreditations)
  .as('body_accreditations_view');

export {
  type ApprovedContract,
  type ChangeReviewApproved,
  type ChangeReviewApprovedListener,
  type ContractApprovedListener,
  onChangeReviewApproved,
  onContractApproved,
  openChangeReview,
} from './hooks.ts';
export { applyContractItemFields, approvedContractItemFor, type ContractItemPatch } from './item-changes.ts';
