/**
 * Application intake (项目受理, xmsl) rules shared by the server (the authority) and the web pages:
 * application types and statuses with their state machine (which status allows which action), the
 * eligibility checklist of DOMAIN.md §1.1 and the per-tenant application-number pattern. The API
 * payloads are in contract.ts.
 */
import { type CodeOf, codeTable } from '../labels.ts';
import * as tableRows from './intake.json';

// ─────────────────────────────── types and statuses ───────────────────────────────

/** What the client applies for. A transfer continues another body's certificate (IAF MD 2). */
export const APPLICATION_TYPES = codeTable(tableRows.APPLICATION_TYPES, [1, 2, 3]);
export type ApplicationType = CodeOf<typeof APPLICATION_TYPES>;
export const APPLICATION_TYPE_TRANSFER = 2;

export const APPLICATION_STATUSES = codeTable(tableRows.APPLICATION_STATUSES, [0, 1, 2, 3, 4]);
export type ApplicationStatus = CodeOf<typeof APPLICATION_STATUSES>;

export const APPLICATION_STATUS = {
  draft: 0,
  submitted: 1,
  accepted: 2,
  returned: 3,
  withdrawn: 4,
} as const satisfies Record<string, ApplicationStatus>;

export type ApplicationAction = 'submit' | 'accept' | 'return' | 'withdraw';

/**
 * The application state machine: draft → submitted → accepted | returned; a returned application is
 * corrected and submitted again; the applicant may withdraw until it is accepted. Accepted and
 * withdrawn are final (an accepted application changes only through a change request).
 */
const TRANSITIONS: Readonly<
  Record<ApplicationAction, { from: readonly ApplicationStatus[]; to: ApplicationStatus }>
> = {
  submit: { from: [0, 3], to: 1 },
  accept: { from: [1], to: 2 },
  return: { from: [1], to: 3 },
  withdraw: { from: [0, 1, 3], to: 4 },
};

const ACTION_NAMES: Readonly<Record<ApplicationAction, string>> = {
  submit: '提交',
  accept: '受理',
  return: '退回',
  withdraw: '撤回',
};

export type TransitionResult = { ok: true; status: ApplicationStatus } | { ok: false; message: string };

/**
 * The status after an action, or why the action is not allowed in the current status.
 * @example applicationTransition(1, 'accept') // { ok: true, status: 2 }
 * @example applicationTransition(2, 'return') // { ok: false, message: '当前状态“已受理”不能退回' }
 */
export function applicationTransition(current: number, action: ApplicationAction): TransitionResult {
  if (isApplicationActionAllowed(current, action)) return { ok: true, status: TRANSITIONS[action].to };
  const label = APPLICATION_STATUSES.find((s) => s.code === current)?.zh ?? String(current);
  return { ok: false, message: `当前状态“${label}”不能${ACTION_NAMES[action]}` };
}

/** Drafts and returned applications may be edited; later states change only through change requests. */
export function isApplicationEditable(status: number): boolean {
  return status === APPLICATION_STATUS.draft || status === APPLICATION_STATUS.returned;
}

/**
 * Whether the status allows the action (the buttons of the list and the detail page, and the
 * server's check before it writes).
 * @example isApplicationActionAllowed(1, 'accept') // true
 */
export function isApplicationActionAllowed(status: number, action: ApplicationAction): boolean {
  return (TRANSITIONS[action].from as readonly number[]).includes(status);
}

/** Only drafts may be deleted (softly: regulated records are never removed). */
export function isApplicationDeletable(status: number): boolean {
  return status === APPLICATION_STATUS.draft;
}

/** Change requests (变更申请) are raised on accepted applications; earlier ones are edited directly. */
export function isApplicationChangeable(status: number): boolean {
  return status === APPLICATION_STATUS.accepted;
}

/** Status of a change request (变更申请); approval and rejection belong to 变更审批 (htps/bgsp). */
export const CHANGE_REQUEST_STATUSES = codeTable(tableRows.CHANGE_REQUEST_STATUSES, [1, 2, 3, 4]);
export type ChangeRequestStatus = CodeOf<typeof CHANGE_REQUEST_STATUSES>;

/** A change request may be edited or revoked only while it waits for approval. */
export function isChangeRequestOpen(status: number): boolean {
  return status === 1;
}

// ─────────────────────────────── eligibility checklist ───────────────────────────────

/**
 * The application checklist (DOMAIN.md §1.1 "Eligibility", CNCA-QMS-01:2025 §5.1.2; transfers add
 * IAF MD 2 and the 2025 one-year bar). Every item must be confirmed before submission.
 */
export const ELIGIBILITY_ITEMS = [
  {
    code: 'legalEntity',
    zh: '具有法人资格或合法经营资格，并取得相关法定许可',
    en: 'Legal entity with the required licences',
    transferOnly: false,
  },
  {
    code: 'systemRunning',
    zh: '管理体系已运行至少3个月',
    en: 'Management system in operation for at least 3 months',
    transferOnly: false,
  },
  {
    code: 'internalAudit',
    zh: '已完成至少一次完整的内部审核',
    en: 'At least one full internal audit done',
    transferOnly: false,
  },
  {
    code: 'managementReview',
    zh: '已完成至少一次管理评审',
    en: 'At least one management review done',
    transferOnly: false,
  },
  { code: 'notStopped', zh: '未被责令停业整顿', en: 'Not ordered to stop production', transferOnly: false },
  {
    code: 'notDishonest',
    zh: '未列入严重违法失信名单',
    en: 'Not on the serious-dishonesty lists',
    transferOnly: false,
  },
  {
    code: 'noMajorAccident',
    zh: '近12个月内未发生重大质量、环境或安全事故',
    en: 'No major accident in the last 12 months',
    transferOnly: false,
  },
  {
    code: 'noFailedSampling',
    zh: '近12个月内国家监督抽查未出现不合格',
    en: 'No failed national sampling in the last 12 months',
    transferOnly: false,
  },
  {
    code: 'certificateValid',
    zh: '原证书在有效期内且未被暂停',
    en: 'Original certificate valid and not suspended',
    transferOnly: true,
  },
  {
    code: 'noRecentSuspension',
    zh: '近1年内未因获证组织原因被暂停或撤销证书',
    en: 'No suspension or revocation caused by the client within a year',
    transferOnly: true,
  },
] as const;
export type EligibilityItem = (typeof ELIGIBILITY_ITEMS)[number]['code'];
export type EligibilityChecklist = Partial<Record<EligibilityItem, boolean>>;

/** The checklist items that apply to an application type. */
export function eligibilityItemsFor(type: number) {
  return ELIGIBILITY_ITEMS.filter((i) => !i.transferOnly || type === APPLICATION_TYPE_TRANSFER);
}

/**
 * The unconfirmed items of a checklist (empty when the application may be submitted).
 * @example missingEligibility(1, {}).length // 8
 */
export function missingEligibility(type: number, checklist: EligibilityChecklist) {
  return eligibilityItemsFor(type).filter((i) => checklist[i.code] !== true);
}

// ─────────────────────────────── application numbers ───────────────────────────────

/** The pattern a new tenant starts with: SQ + year + 5-digit serial, e.g. SQ202600001. */
export const DEFAULT_APPLICATION_NUMBER_PATTERN = 'SQ{yyyy}{seq:5}';

const TOKEN = /\{(yyyy|yy|MM|dd|seq(?::([1-9]|1\d|20))?)\}/g;

/**
 * Why a number pattern is unusable, or null when it is fine. Allowed: letters, digits, `-`, `_`,
 * `/`, and the tokens {yyyy} {yy} {MM} {dd} and exactly one {seq} / {seq:N} (N = width 1-20).
 * @example numberPatternError('SQ{yyyy}') // '编号规则必须包含一个流水号 {seq}'
 */
export function numberPatternError(pattern: string): string | null {
  if (!pattern.trim()) return '请输入编号规则';
  if (pattern.length > 40) return '编号规则不能超过40个字符';
  const seqCount = [...pattern.matchAll(TOKEN)].filter((m) => m[1]!.startsWith('seq')).length;
  if (seqCount !== 1) return '编号规则必须包含一个流水号 {seq}';
  const literal = pattern.replace(TOKEN, '');
  if (!/^[A-Za-z0-9_\-/]*$/.test(literal))
    return '编号规则只能包含字母、数字、-、_、/ 和 {yyyy}{yy}{MM}{dd}{seq:N}';
  return null;
}

function render(pattern: string, date: string, seq: number | null): string {
  const [yyyy = '', MM = '', dd = ''] = date.split('-');
  return pattern.replace(TOKEN, (_, token: string, width?: string) => {
    if (token === 'yyyy') return yyyy;
    if (token === 'yy') return yyyy.slice(2);
    if (token === 'MM') return MM;
    if (token === 'dd') return dd;
    return seq === null ? '{seq}' : String(seq).padStart(Number(width ?? 1), '0');
  });
}

/**
 * The sequence a number draws from: the pattern with its date parts filled in. A pattern with
 * {yyyy} therefore restarts its serial every year, one with {MM} every month.
 * @example applicationNumberScope('SQ{yyyy}{seq:5}', '2026-11-21') // 'SQ2026{seq}'
 */
export function applicationNumberScope(pattern: string, date: string): string {
  return render(pattern, date, null);
}

/**
 * The application number for a date (YYYY-MM-DD, China time) and serial.
 * @example formatApplicationNumber('SQ{yyyy}{seq:5}', '2026-11-21', 7) // 'SQ202600007'
 */
export function formatApplicationNumber(pattern: string, date: string, seq: number): string {
  return render(pattern, date, seq);
}
