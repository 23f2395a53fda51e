/**
 * Code tables of applications and their changes (SPEC.md §3 "Enumerations"): what an application
 * change or an information change touches, the documents uploaded along the way, and the site facts
 * an application records (processors, construction projects, number of systems).
 */
import { type CodeOf, codeTable } from '../labels.ts';
import * as tableRows from './code-tables.json';

/** What an application change (变更申请) alters; the spec has "other" without a code, 99 is used. */
export const APPLICATION_CHANGE_TYPES = codeTable(
  tableRows.APPLICATION_CHANGE_TYPES,
  [1, 2, 3, 4, 5, 6, 7, 99],
);

export type ApplicationChangeType = CodeOf<typeof APPLICATION_CHANGE_TYPES>;

/** Which piece of client information changed (信息变更). */
export const INFO_CHANGE_TYPES = codeTable(
  tableRows.INFO_CHANGE_TYPES,
  [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22],
);

export type InfoChangeType = CodeOf<typeof INFO_CHANGE_TYPES>;

/**
 * Document types of uploads, keyed by the product's codes (area prefix + number). The spec names
 * stage-one and stage-two variants of the audit notice without their codes; `_stage1`/`_stage2` are used.
 */
export const UPLOAD_DOCUMENT_TYPES = codeTable(
  tableRows.UPLOAD_DOCUMENT_TYPES,
  'xmsl001 htps001 htps002 shfa002 shfa002_stage1 shfa002_stage2 product_sample_form change_audit change_scheme',
);

export type UploadDocumentType = CodeOf<typeof UPLOAD_DOCUMENT_TYPES>;

/** How many management systems an integrated application covers. */
export const SYSTEM_NUMBERS = codeTable(tableRows.SYSTEM_NUMBERS, [1, 2, 3]);

/** Who runs a site in product/organic certification (加工者类型). */
export const PROCESSOR_TYPES = codeTable(tableRows.PROCESSOR_TYPES, [1, 2, 3, 4]);

/** State of a construction project sampled as a temporary site (工程建设). */
export const CONSTRUCTION_STATUSES = codeTable(tableRows.CONSTRUCTION_STATUSES, [1, 2, 3, 4]);

/** The client's role in a construction contract. */
export const CONTRACT_ROLES = codeTable(tableRows.CONTRACT_ROLES, [1, 2]);
