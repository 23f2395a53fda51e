/** General code tables shared by many areas (SPEC.md §3 "Enumerations"). */

import * as tableRows from './enums.json';
import { type CodeOf, codeTable } from './labels.ts';

export const YES_NO = codeTable(tableRows.YES_NO, [0, 1]);

export const SEXES = codeTable(tableRows.SEXES, [1, 2]);

/** Risk level of a professional code; a project takes the highest risk among its codes. */
export const RISK_LEVELS = codeTable(tableRows.RISK_LEVELS, [1, 2, 3, 4]);

export type RiskLevel = CodeOf<typeof RISK_LEVELS>;

/** Approval of a record that may have to be reported to the regulator. */
export const APPROVAL_STATUSES = codeTable(tableRows.APPROVAL_STATUSES, [3, 1, 2]);

/** A note on a record; `color` is the tag colour it is shown in. */
export const NOTE_TYPES = codeTable(tableRows.NOTE_TYPES, [1, 2, 3]);

export type NoteType = CodeOf<typeof NOTE_TYPES>;

/** Kind of person in HR lists; the codes are strings in the product. */
export const PERSONNEL_KINDS = codeTable(tableRows.PERSONNEL_KINDS, '1 2 3');
