/**
 * Application intake (项目受理, xmsl) rules shared by the server (the authority) and the web forms:
 * application types and statuses with their state machine, the eligibility checklist of DOMAIN.md
 * §1.1, the per-tenant application-number pattern, and the zod contracts of the API payloads.
 */
import { z } from 'zod';
import { APPLICATION_CHANGE_TYPES, INFO_CHANGE_TYPES, SYSTEM_NUMBERS } from './application.ts';
import { AUDIT_METHODS } from './audit-process.ts';
import { calendarDateSchema } from './calendar-date.ts';
import { RISK_LEVELS, YES_NO } from './enums.ts';
import type { CodeLabel, CodeOf } from './labels.ts';
import { PROFESSIONAL_CODE_MESSAGE, PROFESSIONAL_CODE_PATTERN } from './professional-codes.ts';

// ─────────────────────────────── types and statuses ───────────────────────────────

/** What the client applies for. A transfer continues another body's certificate (IAF MD 2). */
export const APPLICATION_TYPES = [
  { code: 1, zh: '初次认证', en: 'New certification' },
  { code: 2, zh: '转机构认证', en: 'Transfer' },
  { code: 3, zh: '变更认证', en: 'Change' },
] as const satisfies readonly CodeLabel[];
export type ApplicationType = CodeOf<typeof APPLICATION_TYPES>;
export const APPLICATION_TYPE_TRANSFER = 2;

export const APPLICATION_STATUSES = [
  { code: 0, zh: '草稿', en: 'Draft', color: 'default' },
  { code: 1, zh: '待受理', en: 'Submitted', color: 'processing' },
  { code: 2, zh: '已受理', en: 'Accepted', color: 'success' },
  { code: 3, zh: '已退回', en: 'Returned', color: 'error' },
  { code: 4, zh: '已撤回', en: 'Withdrawn', color: 'warning' },
] as const satisfies readonly (CodeLabel & { color: string })[];
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
  const rule = TRANSITIONS[action];
  if ((rule.from as readonly number[]).includes(current)) return { ok: true, status: rule.to };
  const label = APPLICATION_STATUSES.find((s) => s.code === current)?.zh ?? String(current);
  return { ok: false, message: `当前状态“${label}”不能${ACTION_NAMES[action]}` };
}

/** Drafts and returned applications may be edited; later states change only through change requests. */
export function isApplicationEditable(status: number): boolean {
  return status === APPLICATION_STATUS.draft || status === APPLICATION_STATUS.returned;
}

/** Status of a change request (变更申请); approval and rejection belong to 变更审批 (htps/bgsp). */
export const CHANGE_REQUEST_STATUSES = [
  { code: 1, zh: '待审批', en: 'Submitted', color: 'processing' },
  { code: 2, zh: '已通过', en: 'Approved', color: 'success' },
  { code: 3, zh: '已驳回', en: 'Rejected', color: 'error' },
  { code: 4, zh: '已撤回', en: 'Revoked', color: 'warning' },
] as const satisfies readonly (CodeLabel & { color: string })[];
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

// ─────────────────────────────── API payloads ───────────────────────────────

const uuid = (message: string) => z.uuid({ error: message });
const text = (max: number, label: string) =>
  z
    .string({ error: `${label}格式错误` })
    .trim()
    .max(max, `${label}不能超过${max}个字符`);
const codeIn = (table: readonly CodeLabel[], message: string) =>
  z.coerce.number({ error: message }).refine((v) => table.some((r) => r.code === v), message);
const count = (label: string) =>
  z.coerce
    .number({ error: `${label}必须是数字` })
    .int(`${label}必须是整数`)
    .min(0, `${label}不能小于0`)
    .max(10_000_000, `${label}过大`);

/** One standard of an application (becomes a contract item after review). */
export const applicationItemSchema = z
  .object({
    certificateStandardId: uuid('请选择认证标准'),
    standardVersion: text(50, '标准版本').default(''),
    scopeZh: text(2000, '认证范围（中文）').min(1, '请输入认证范围（中文）'),
    scopeEn: text(2000, '认证范围（英文）').default(''),
    professionalCodes: z
      .array(z.string().trim().regex(PROFESSIONAL_CODE_PATTERN, PROFESSIONAL_CODE_MESSAGE))
      .max(50, '专业代码最多50个')
      .default([]),
    riskLevel: codeIn(RISK_LEVELS, '风险等级只能是1-4').nullable().default(null),
    headcount: count('体系覆盖人数'),
    effectivePersonnel: count('有效人数'),
    exclusions: text(1000, '删减条款').default(''),
    auditMethod: codeIn(AUDIT_METHODS, '审核方式不正确').default(1),
    systemNumber: codeIn(SYSTEM_NUMBERS, '体系数量只能是单体系、双体系或三体系').default(1),
    integratedAudit: codeIn(YES_NO, '结合审核只能是0或1').default(0),
  })
  .refine((i) => i.effectivePersonnel <= i.headcount, {
    message: '有效人数不能大于体系覆盖人数',
    path: ['effectivePersonnel'],
  });
export type ApplicationItemInput = z.infer<typeof applicationItemSchema>;

const checklistSchema = z
  .object(
    Object.fromEntries(ELIGIBILITY_ITEMS.map((i) => [i.code, z.boolean().optional()])) as Record<
      EligibilityItem,
      z.ZodOptional<z.ZodBoolean>
    >,
  )
  .strict()
  .default({});

/** The editable fields of an application (create and update). */
export const applicationInputSchema = z
  .object({
    enterpriseId: uuid('请选择申请企业'),
    applicationType: codeIn(APPLICATION_TYPES, '申请类型不正确'),
    receivedDate: calendarDateSchema('受理日期'),
    originalBody: text(200, '原认证机构').default(''),
    originalCertificateNo: text(100, '原证书编号').default(''),
    contactName: text(50, '联系人').default(''),
    contactPhone: text(30, '联系电话').default(''),
    remark: text(1000, '备注').default(''),
    eligibility: checklistSchema,
    items: z.array(applicationItemSchema).min(1, '请至少添加一个认证标准').max(20, '认证标准最多20个'),
  })
  .superRefine((a, ctx) => {
    if (a.applicationType === APPLICATION_TYPE_TRANSFER) {
      if (!a.originalBody)
        ctx.addIssue({ code: 'custom', path: ['originalBody'], message: '转机构认证请输入原认证机构' });
      if (!a.originalCertificateNo)
        ctx.addIssue({
          code: 'custom',
          path: ['originalCertificateNo'],
          message: '转机构认证请输入原证书编号',
        });
    }
    const ids = a.items.map((i) => i.certificateStandardId);
    if (new Set(ids).size !== ids.length)
      ctx.addIssue({ code: 'custom', path: ['items'], message: '同一认证标准不能重复添加' });
  });
export type ApplicationInput = z.infer<typeof applicationInputSchema>;

/** A change request (变更申请) on an application: what changes, from what to what, and why. */
export const changeRequestInputSchema = z
  .object({
    changeType: codeIn(APPLICATION_CHANGE_TYPES, '请选择变更类型'),
    infoChangeTypes: z
      .array(codeIn(INFO_CHANGE_TYPES, '信息变更类型不正确'))
      .max(22, '信息变更类型最多22个')
      .default([]),
    beforeValue: text(2000, '变更前内容').min(1, '请输入变更前内容'),
    afterValue: text(2000, '变更后内容').min(1, '请输入变更后内容'),
    reason: text(1000, '变更原因').min(1, '请输入变更原因'),
    otherDescription: text(200, '其他变更说明').default(''),
  })
  .superRefine((c, ctx) => {
    if (c.changeType === 99 && !c.otherDescription)
      ctx.addIssue({
        code: 'custom',
        path: ['otherDescription'],
        message: '变更类型为“其他”时请说明变更内容',
      });
    if (c.beforeValue === c.afterValue)
      ctx.addIssue({ code: 'custom', path: ['afterValue'], message: '变更后内容与变更前相同' });
    if (new Set(c.infoChangeTypes).size !== c.infoChangeTypes.length)
      ctx.addIssue({ code: 'custom', path: ['infoChangeTypes'], message: '信息变更类型不能重复' });
  });
export type ChangeRequestInput = z.infer<typeof changeRequestInputSchema>;

/** A reviewer's return needs a reason the applicant can act on. */
export const returnReasonSchema = text(500, '退回原因').min(2, '请输入退回原因（至少2个字）');
