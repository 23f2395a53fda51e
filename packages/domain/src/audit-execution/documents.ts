/**
 * The documents of an audit's on-site file (现场审核文件) and of a nonconformity's answer, as record
 * file document types (upload.ts joins them into RECORD_DOCUMENT_TYPES), and the default checklist
 * per audit type the body can change (SPEC 现场审核文件; DOMAIN.md §1.2 row 9).
 */
import { type CodeOf, codeTable } from '../labels.ts';
import * as tableRows from './documents.json';
import type { ChecklistSlot } from './rules.ts';

export const ONSITE_DOCUMENT_TYPES = codeTable(
  tableRows.ONSITE_DOCUMENT_TYPES,
  'shxm_plan shxm_attendance shxm_stage1_report shxm_checklist shxm_report shxm_nc_report shxm_sampling shxm_other',
);
export type OnsiteDocumentType = CodeOf<typeof ONSITE_DOCUMENT_TYPES>;

/** Evidence of a nonconformity's correction, uploaded by the enterprise. */
export const NC_DOCUMENT_TYPES = codeTable(tableRows.NC_DOCUMENT_TYPES, 'nc_evidence');

/** On-site document types of which a project keeps many files (the others are versioned). */
export const MULTI_FILE_ONSITE_TYPES = [
  'shxm_nc_report',
  'shxm_sampling',
  'shxm_other',
  'nc_evidence',
] as const;

/**
 * What the audited enterprise may read of its audit's files, per document type (issue 30 item 9):
 * what the body issues to it — the audit plan, the stage-1 and audit reports, the nonconformity
 * reports — and its own correction evidence. The team's working papers (checklists, sampling
 * records, the meeting attendance sheet kept for the body's file, other on-site documents) stay
 * inside the body. Every document type must be decided here (the `satisfies` fails to compile
 * otherwise); `clientMaySee` answers false for a type it does not know. The file lists, the
 * single-file downloads and the archive (its entries and ZIP) all use it; a refused file answers
 * 404 like a missing one.
 */
export const CLIENT_VISIBLE_DOCUMENTS = {
  shxm_plan: true,
  shxm_attendance: false,
  shxm_stage1_report: true,
  shxm_checklist: false,
  shxm_report: true,
  shxm_nc_report: true,
  shxm_sampling: false,
  shxm_other: false,
  nc_evidence: true,
} as const satisfies Record<OnsiteDocumentType | CodeOf<typeof NC_DOCUMENT_TYPES>, boolean>;

/**
 * Whether the audited enterprise may see a file of the document type.
 * @example clientMaySee('shxm_report') // true
 * @example clientMaySee('shxm_checklist') // false
 */
export function clientMaySee(documentType: string): boolean {
  return Object.hasOwn(CLIENT_VISIBLE_DOCUMENTS, documentType)
    ? CLIENT_VISIBLE_DOCUMENTS[documentType as keyof typeof CLIENT_VISIBLE_DOCUMENTS]
    : false;
}

export const ONSITE_RECORD_TYPE = 'audit_project';
export const NC_RECORD_TYPE = 'nonconformity';
export const ONSITE_FILES_PREFIX = '/shxm/onsiteFile/files';
export const NC_FILES_PREFIX = '/shxm/nc/files';

export const onsiteDocumentName = (code: string) =>
  ONSITE_DOCUMENT_TYPES.find((d) => d.code === code)?.zh ?? code;

/**
 * Which checklist applies to a project: stage 1 of an initial audit has its own; every other audit
 * is keyed by its audit type (stage 0).
 * @example checklistKeyOf(1, 1) // { auditType: 1, stage: 1 }
 * @example checklistKeyOf(2, null) // { auditType: 2, stage: 0 }
 */
export function checklistKeyOf(
  auditType: number,
  auditStage: number | null,
): { auditType: number; stage: number } {
  return { auditType, stage: auditStage === 1 || auditStage === 2 ? auditStage : 0 };
}

const STAGE1_DEFAULT: readonly ChecklistSlot[] = [
  { documentType: 'shxm_plan', required: true },
  { documentType: 'shxm_attendance', required: true },
  { documentType: 'shxm_stage1_report', required: true },
  { documentType: 'shxm_checklist', required: false },
  { documentType: 'shxm_other', required: false },
];

const AUDIT_DEFAULT: readonly ChecklistSlot[] = [
  { documentType: 'shxm_plan', required: true },
  { documentType: 'shxm_attendance', required: true },
  { documentType: 'shxm_checklist', required: true },
  { documentType: 'shxm_report', required: true },
  { documentType: 'shxm_nc_report', required: true, onlyWithNcs: true },
  { documentType: 'shxm_sampling', required: false },
  { documentType: 'shxm_other', required: false },
];

/** The checklist a body starts with, before it configures its own for the audit type. */
export function defaultChecklist(key: { auditType: number; stage: number }): readonly ChecklistSlot[] {
  return key.stage === 1 ? STAGE1_DEFAULT : AUDIT_DEFAULT;
}
