/**
 * The rules of 应急事件 (BUSINESS.md §7, IAF ID 3 and the IAF guidance on extraordinary events):
 * an event's states (draft → published → closed), its measures' limits, and what a postponement or
 * a validity extension may move. Pure functions: the server checks them before it writes, the web
 * calls the same ones to show or hide a button.
 */
import { addDays } from '../common/dates.ts';
import type { CodeLabel } from '../labels.ts';
import { addMonths } from '../lifecycle/calendar.ts';
import { type LifecycleRuleSet, surveillanceDeadline } from '../lifecycle/rule-sets.ts';

/** An event's states. */
export const EMERGENCY_STATUS = { draft: 0, published: 1, closed: 2 } as const;
export const EMERGENCY_STATUSES = [
  { code: 0, zh: '草稿', en: 'Draft' },
  { code: 1, zh: '已发布', en: 'Published' },
  { code: 2, zh: '已关闭', en: 'Closed' },
] as const satisfies readonly CodeLabel[];

/** The kinds of event (IAF: disaster, epidemic, accident, a regulator's order …). */
export const EMERGENCY_TYPES = [
  { code: 'disaster', zh: '自然灾害', en: 'Natural disaster' },
  { code: 'epidemic', zh: '公共卫生事件', en: 'Public health event' },
  { code: 'accident', zh: '事故灾难', en: 'Accident' },
  { code: 'regulator', zh: '监管要求', en: "Regulator's order" },
  { code: 'other', zh: '其他', en: 'Other' },
] as const satisfies readonly CodeLabel[];
export type EmergencyType = (typeof EMERGENCY_TYPES)[number]['code'];

/** How the affected enterprises are chosen. */
export const EMERGENCY_SCOPES = [
  { code: 'region', zh: '按地区', en: 'By region' },
  { code: 'industry', zh: '按行业', en: 'By industry' },
  { code: 'list', zh: '指定企业', en: 'Listed enterprises' },
] as const satisfies readonly CodeLabel[];
export type EmergencyScope = (typeof EMERGENCY_SCOPES)[number]['code'];

/** The most an audit may be postponed, and a certificate's validity extended (IAF ID 3). */
export const EMERGENCY_MAX_MONTHS = 6;

/** The programme rows' audit types a postponement may move: surveillances and recertification. */
export const POSTPONABLE_AUDIT_TYPES = [2, 3, 4, 5, 6] as const;

export type EmergencyAction = 'edit' | 'delete' | 'publish' | 'close' | 'notice' | 'decide';

/** Whether an action is open in a status; null when it is, else the Chinese reason. */
export function emergencyActionProblem(status: number, action: EmergencyAction): string | null {
  switch (action) {
    case 'edit':
      return status === EMERGENCY_STATUS.closed ? '应急事件已关闭，不能编辑' : null;
    case 'delete':
      return status === EMERGENCY_STATUS.draft ? null : '只有草稿状态的应急事件可以删除';
    case 'publish':
      return status === EMERGENCY_STATUS.draft ? null : '只有草稿状态的应急事件可以发布';
    case 'close':
      return status === EMERGENCY_STATUS.published ? null : '只有已发布的应急事件可以关闭';
    case 'notice':
    case 'decide':
      return status === EMERGENCY_STATUS.published ? null : '只有已发布的应急事件可以发送通知或办理延期';
  }
}

export const isEmergencyActionOpen = (status: number, action: EmergencyAction) =>
  emergencyActionProblem(status, action) === null;

/** Whether the enterprise may still give or change its response: until the event closes. */
export function responseProblem(status: number): string | null {
  if (status === EMERGENCY_STATUS.closed) return '应急事件已关闭，不能再提交或修改反馈';
  return status === EMERGENCY_STATUS.published ? null : '应急事件未发布';
}

/**
 * A postponement of one audit by `months`: within the event's measure (itself ≤ 6) and, with what
 * earlier events already moved that audit, never beyond 6 months in all. Null when allowed.
 */
export function postponementProblem(months: number, eventMonths: number, alreadyMonths = 0): string | null {
  if (!Number.isInteger(months) || months < 1) return '延期月数至少为1个月';
  if (eventMonths < 1) return '该应急事件不允许延期审核';
  if (months > eventMonths) return `延期不能超过该应急事件允许的${eventMonths}个月`;
  if (alreadyMonths + months > EMERGENCY_MAX_MONTHS)
    return `同一审核累计延期不能超过${EMERGENCY_MAX_MONTHS}个月（已延期${alreadyMonths}个月）`;
  return null;
}

/** A certificate validity extension by `months`: the same limits as a postponement. */
export function extensionProblem(months: number, eventMonths: number, alreadyMonths = 0): string | null {
  if (!Number.isInteger(months) || months < 1) return '延长月数至少为1个月';
  if (eventMonths < 1) return '该应急事件不允许延长证书有效期';
  if (months > eventMonths) return `延长不能超过该应急事件允许的${eventMonths}个月`;
  if (alreadyMonths + months > EMERGENCY_MAX_MONTHS)
    return `同一证书累计延长不能超过${EMERGENCY_MAX_MONTHS}个月（已延长${alreadyMonths}个月）`;
  return null;
}

/** The moved due date of an audit postponed by `months` from its original due date. */
export const postponedDueDate = (originalDueTo: string, months: number) => addMonths(originalDueTo, months);

/** The extended expiry of a certificate: `months` after its expiry (the last valid day moves). */
export const extendedExpiryDate = (expiryDate: string, months: number) =>
  addDays(addMonths(addDays(expiryDate, 1), months), -1);

/**
 * The deadline of the n-th surveillance after a postponement: the rule set's own deadline (or the
 * planned date when later, `surveillanceDeadline`), moved to the postponed date when that is later.
 * The postponement is limited to 6 months, so no surveillance waits beyond 12 + 6 months.
 */
export function postponedSurveillanceDeadline(
  rules: LifecycleRuleSet,
  anchor: string,
  n: number,
  planned: string,
  postponedTo: string | null | undefined,
): string {
  const deadline = surveillanceDeadline(rules, anchor, n, planned);
  return postponedTo && postponedTo > deadline ? postponedTo : deadline;
}
