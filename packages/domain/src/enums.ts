/** General code tables shared by many areas (SPEC.md §3 "Enumerations"). */
import type { CodeLabel, CodeOf } from './labels.ts';

export const YES_NO = [
  { code: 0, zh: '否', en: 'No' },
  { code: 1, zh: '是', en: 'Yes' },
] as const satisfies readonly CodeLabel[];

export const SEXES = [
  { code: 1, zh: '男', en: 'Male' },
  { code: 2, zh: '女', en: 'Female' },
] as const satisfies readonly CodeLabel[];

/** Risk level of a professional code; a project takes the highest risk among its codes. */
export const RISK_LEVELS = [
  { code: 1, zh: '高', en: 'High' },
  { code: 2, zh: '中', en: 'Medium' },
  { code: 3, zh: '低', en: 'Low' },
  { code: 4, zh: '有限', en: 'Limited' },
] as const satisfies readonly CodeLabel[];

export type RiskLevel = CodeOf<typeof RISK_LEVELS>;

/** Approval of a record that may have to be reported to the regulator. */
export const APPROVAL_STATUSES = [
  { code: 3, zh: '通过', en: 'Passed' },
  { code: 1, zh: '不通过', en: 'Not passed' },
  { code: 2, zh: '无需上报', en: 'No report needed' },
] as const satisfies readonly CodeLabel[];

/** A note on a record; `color` is the tag colour it is shown in. */
export const NOTE_TYPES = [
  { code: 1, zh: '提醒', en: 'Reminder', color: 'orange' },
  { code: 2, zh: '通过', en: 'Passed', color: 'green' },
  { code: 3, zh: '驳回', en: 'Rejected', color: 'red' },
] as const satisfies readonly (CodeLabel & { color: string })[];

export type NoteType = CodeOf<typeof NOTE_TYPES>;

/** Kind of person in HR lists; the codes are strings in the product. */
export const PERSONNEL_KINDS = [
  { code: '1', zh: '审核员/技术专家', en: 'Auditor/technical expert' },
  { code: '2', zh: '管理人员', en: 'Manager' },
  { code: '3', zh: '市场经理', en: 'Marketing manager' },
] as const satisfies readonly CodeLabel[];
