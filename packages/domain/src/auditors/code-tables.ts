/**
 * Code tables of the people area (rlzy, DOMAIN.md §3.3 and §4.5): CCAA registration levels, leader
 * flags, where a code competence comes from, employment and status of an auditor.
 */
import { type CodeOf, codeTable } from '../labels.ts';
import * as tableRows from './code-tables.json';

/**
 * Management-system schemes an auditor registers for (CCAA registration is per field); PRODUCT is the
 * CCAA registration of product-certification factory inspectors (产品认证检查员).
 */
export const AUDITOR_SCHEMES = codeTable(
  tableRows.AUDITOR_SCHEMES,
  'QMS EMS OHSMS FSMS HACCP ISMS ITSMS EnMS SERVICE PRODUCT',
);
export type AuditorScheme = CodeOf<typeof AUDITOR_SCHEMES>;

/** CCAA registration level (资格等级). */
export const QUALIFICATION_LEVELS = codeTable(tableRows.QUALIFICATION_LEVELS, '01 02 03 04');
export type QualificationLevel = CodeOf<typeof QUALIFICATION_LEVELS>;

/** Whether the body lets the person lead a team (`zz` is_leader). */
export const LEADER_FLAGS = codeTable(tableRows.LEADER_FLAGS, [1, 2, 3]);
export type LeaderFlag = CodeOf<typeof LEADER_FLAGS>;

/** Where a professional-code competence comes from (`zz` skill_source). */
export const COMPETENCE_SOURCES = codeTable(tableRows.COMPETENCE_SOURCES, '1 2 3 4 5 6 7 8');

/** State of a code competence: applied for in the auditor zone, then approved or returned by HR. */
export const COMPETENCE_STATUSES = codeTable(tableRows.COMPETENCE_STATUSES, [0, 1, 2, 3]);
export type CompetenceStatus = CodeOf<typeof COMPETENCE_STATUSES>;

export const EMPLOYMENT_TYPES = codeTable(tableRows.EMPLOYMENT_TYPES, [1, 2]);

export const AUDITOR_STATUSES = codeTable(tableRows.AUDITOR_STATUSES, [1, 2, 3]);
export type AuditorStatus = CodeOf<typeof AUDITOR_STATUSES>;

/**
 * How far a competence in one code reaches (a body's policy, DOMAIN.md §3.3): the exact 小类, or
 * every 小类 of the same 中类.
 */
export const CODE_MATCH_RULES = codeTable(tableRows.CODE_MATCH_RULES, 'minor middle');
export type CodeMatchRule = CodeOf<typeof CODE_MATCH_RULES>;

/** Kinds of an auditor's contract with the body. */
export const LABOUR_CONTRACT_TYPES = codeTable(tableRows.LABOUR_CONTRACT_TYPES, '1 2 3');

/** State of a leave: HR approves or rejects it. */
export const LEAVE_STATUSES = codeTable(tableRows.LEAVE_STATUSES, [0, 1, 2]);
