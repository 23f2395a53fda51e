/**
 * 变更审批 (htps/bgsp, DOMAIN.md §1.2 row 2, §1.4 types 11/21, §5 ChangeRequest): the approver of a
 * change request (变更申请, xmsl) decides whether it needs no audit (an information change, applied
 * at once to the enterprise record and the affected item, and flowing to the certificate at its next
 * version), a document review (applied once the documents are checked), or an audit — type 11 scope
 * extension or 21 change audit — which re-runs contract review for the affected item; or rejects it.
 *
 * The field catalogue says which record each changeable field lives on, its Chinese label, which
 * change types suggest it, and whether it is printed on the certificate (and with which certchange
 * code of DOMAIN.md §4). The server and the pages call the same rules.
 */

import { AUDIT_TYPES } from '../audit-types.ts';
import { type CodeOf, codeTable, rowsOf } from '../labels.ts';
import { PROFESSIONAL_CODE_PATTERN } from '../reference/professional-codes.ts';
import * as tableRows from './rules.json';

// ─────────────────────────────────────────── decisions ───────────────────────────────────────────

export const CHANGE_DECISION = { noAudit: 1, documentReview: 2, audit: 3, reject: 4 } as const;
export type ChangeDecision = (typeof CHANGE_DECISION)[keyof typeof CHANGE_DECISION];

/** The approver's conclusions (审批结论). */
export const CHANGE_DECISIONS = codeTable(tableRows.CHANGE_DECISIONS, [1, 2, 3, 4]);

/** The audits a change may need (DOMAIN.md §1.4): 11 scope extension, 21 change audit. */
export const CHANGE_AUDIT_TYPES = rowsOf(AUDIT_TYPES, [11, 21]);
export type ChangeAuditType = CodeOf<typeof CHANGE_AUDIT_TYPES>;

/** What the change request becomes (CHANGE_REQUEST_STATUSES of applications): 2 approved, 3 rejected. */
export function changeRequestStatusAfter(decision: ChangeDecision): 2 | 3 {
  return decision === CHANGE_DECISION.reject ? 3 : 2;
}

/** Whether the decision applies the field changes at once (the audit path applies them after the audit). */
export function decisionAppliesChange(decision: ChangeDecision): boolean {
  return decision === CHANGE_DECISION.noAudit || decision === CHANGE_DECISION.documentReview;
}

/** Only a change request waiting for approval (status 1 待审批) may be decided. */
export function isChangeDecidable(status: number): boolean {
  return status === 1;
}

// ─────────────────────────────────────────── fields ───────────────────────────────────────────

export type ChangeFieldTarget = 'enterprise' | 'item';
export type ChangeFieldKind = 'text' | 'count' | 'codes';

export interface ChangeField {
  key: string;
  target: ChangeFieldTarget;
  zh: string;
  en: string;
  kind: ChangeFieldKind;
  max: number;
  /** Must not be empty after the change. */
  required: boolean;
  /** APPLICATION_CHANGE_TYPES and INFO_CHANGE_TYPES codes that suggest this field. */
  changeTypes: readonly number[];
  infoTypes: readonly number[];
  /** A scope field: changing it is never a mere information change. */
  scope: boolean;
  /** The certchange code (DOMAIN.md §4) when the field is printed on the certificate. */
  certificate: '01' | '02' | 'scope' | null;
}

const field = (
  key: string,
  target: ChangeFieldTarget,
  zh: string,
  en: string,
  rest: Partial<Omit<ChangeField, 'key' | 'target' | 'zh' | 'en'>>,
): ChangeField => ({
  key,
  target,
  zh,
  en,
  kind: 'text',
  max: 200,
  required: false,
  changeTypes: [],
  infoTypes: [],
  scope: false,
  certificate: null,
  ...rest,
});

/** Every field a change approval can change, enterprise fields first. */
export const CHANGE_FIELDS: readonly ChangeField[] = [
  /* @__PURE__ */ field('name', 'enterprise', '企业名称', 'Company name', {
    max: 100,
    required: true,
    changeTypes: [2],
    infoTypes: [3],
    certificate: '01',
  }),
  /* @__PURE__ */ field('nameEn', 'enterprise', '企业英文名称', 'Company name (English)', {
    changeTypes: [2],
    infoTypes: [3],
    certificate: '01',
  }),
  /* @__PURE__ */ field('registeredAddress', 'enterprise', '注册地址', 'Registered address', {
    changeTypes: [4],
    infoTypes: [6],
    certificate: '02',
  }),
  /* @__PURE__ */ field(
    'registeredAddressEn',
    'enterprise',
    '注册地址（英文）',
    'Registered address (English)',
    {
      changeTypes: [4],
      infoTypes: [6],
      certificate: '02',
    },
  ),
  /* @__PURE__ */ field('officeAddress', 'enterprise', '经营地址', 'Operating address', {
    changeTypes: [5],
    infoTypes: [8],
    certificate: '02',
  }),
  /* @__PURE__ */ field('officeAddressEn', 'enterprise', '经营地址（英文）', 'Operating address (English)', {
    changeTypes: [5],
    infoTypes: [8],
    certificate: '02',
  }),
  /* @__PURE__ */ field('productionAddress', 'enterprise', '生产地址', 'Production address', {
    infoTypes: [7],
    certificate: '02',
  }),
  /* @__PURE__ */ field('legalRepresentative', 'enterprise', '法定代表人', 'Legal representative', {
    max: 50,
  }),
  /* @__PURE__ */ field('totalHeadcount', 'enterprise', '总人数', 'Total headcount', {
    kind: 'count',
    changeTypes: [3],
    infoTypes: [4],
  }),
  /* @__PURE__ */ field('scopeZh', 'item', '认证范围（中文）', 'Scope (Chinese)', {
    max: 2000,
    required: true,
    changeTypes: [6],
    infoTypes: [9],
    scope: true,
    certificate: 'scope',
  }),
  /* @__PURE__ */ field('scopeEn', 'item', '认证范围（英文）', 'Scope (English)', {
    max: 2000,
    changeTypes: [6],
    infoTypes: [9],
    scope: true,
    certificate: 'scope',
  }),
  /* @__PURE__ */ field('professionalCodes', 'item', '专业代码', 'Professional codes', {
    kind: 'codes',
    max: 1000,
    changeTypes: [7],
    infoTypes: [10],
    scope: true,
  }),
  /* @__PURE__ */ field('headcount', 'item', '体系覆盖人数', 'System-covered headcount', {
    kind: 'count',
    changeTypes: [3],
    infoTypes: [5],
  }),
  /* @__PURE__ */ field('effectivePersonnel', 'item', '有效人数', 'Effective headcount', {
    kind: 'count',
    changeTypes: [3],
    infoTypes: [19],
  }),
];

export const CHANGE_FIELD_KEYS = /* @__PURE__ */ CHANGE_FIELDS.map((f) => f.key) as [string, ...string[]];

export function changeFieldOf(key: string): ChangeField | undefined {
  return CHANGE_FIELDS.find((f) => f.key === key);
}

/**
 * The fields a change request's types point at, in catalogue order (what the approval page opens
 * with; the approver may add or remove fields).
 * @example suggestedChangeFields(5, [8]) // ['officeAddress', 'officeAddressEn']
 */
export function suggestedChangeFields(changeType: number, infoTypes: readonly number[]): string[] {
  return CHANGE_FIELDS.filter(
    (f) => f.changeTypes.includes(changeType) || f.infoTypes.some((t) => infoTypes.includes(t)),
  ).map((f) => f.key);
}

/** Professional codes as typed (commas, 、, semicolons or spaces between them). */
export function parseProfessionalCodes(text: string): string[] {
  return [
    ...new Set(
      text
        .split(/[\s,，、;；]+/)
        .map((c) => c.trim())
        .filter(Boolean),
    ),
  ];
}

/** How a stored value is shown and compared (codes joined by 、, numbers as digits). */
export function formatChangeValue(value: unknown): string {
  if (Array.isArray(value)) return value.join('、');
  if (value === null || value === undefined) return '';
  return String(value);
}

/**
 * Why a new value is unusable for its field, or null. Counts are whole numbers ≥ 0, codes follow
 * 大类.中类.小类.
 * @example changeValueError('totalHeadcount', '-1') // '总人数必须是不小于0的整数'
 */
export function changeValueError(key: string, after: string): string | null {
  const f = changeFieldOf(key);
  if (!f) return '变更字段不正确';
  const value = after.trim();
  if (f.required && !value) return `请填写变更后的${f.zh}`;
  if (value.length > f.max) return `${f.zh}不能超过${f.max}个字符`;
  if (f.kind === 'count' && !/^\d{1,8}$/.test(value)) return `${f.zh}必须是不小于0的整数`;
  if (f.kind === 'codes') {
    const codes = parseProfessionalCodes(value);
    if (codes.length === 0) return '请填写变更后的专业代码';
    const bad = codes.find((c) => !PROFESSIONAL_CODE_PATTERN.test(c));
    if (bad) return `专业代码“${bad}”格式应为“大类.中类.小类”，例如 19.05.01`;
    if (codes.length > 50) return '专业代码最多50个';
  }
  return null;
}

/** The value as stored: a number for counts, an array for codes, trimmed text otherwise. */
export function changeValueOf(key: string, after: string): string | number | string[] {
  const f = changeFieldOf(key);
  const value = after.trim();
  if (f?.kind === 'count') return Number(value);
  if (f?.kind === 'codes') return parseProfessionalCodes(value);
  return value;
}

/** Codes in `after` that `before` lacks (an extension of the scope). */
export function addedProfessionalCodes(before: string, after: string): string[] {
  const had = new Set(parseProfessionalCodes(before));
  return parseProfessionalCodes(after).filter((c) => !had.has(c));
}

// ─────────────────────────────────────────── the decision rule ───────────────────────────────────

export interface ChangeDecisionInput {
  decision: number;
  auditType: number | null;
  itemId: string | null;
  opinion: string;
  fields: readonly { key: string; after: string }[];
}

export interface DecisionIssue {
  path: (string | number)[];
  message: string;
}

/**
 * The checks a decision's own input must pass (the request schema runs them; no record needed).
 * @example decisionInputIssues({ decision: 4, auditType: null, itemId: null, opinion: '', fields: [] })
 *   // [{ path: ['opinion'], message: '请填写驳回原因' }]
 */
export function decisionInputIssues(input: ChangeDecisionInput): DecisionIssue[] {
  const issues: DecisionIssue[] = [];
  const { decision, auditType, itemId, opinion, fields } = input;
  const keys = fields.map((f) => f.key);
  if (new Set(keys).size !== keys.length) issues.push({ path: ['fields'], message: '变更字段不能重复' });
  fields.forEach((f, i) => {
    const error = changeValueError(f.key, f.after);
    if (error) issues.push({ path: ['fields', i, 'after'], message: error });
  });
  const needsItem = fields.some((f) => changeFieldOf(f.key)?.target === 'item');
  if (decision === CHANGE_DECISION.reject) {
    if (opinion.trim().length < 2) issues.push({ path: ['opinion'], message: '请填写驳回原因（至少2个字）' });
    if (fields.length) issues.push({ path: ['fields'], message: '驳回时不能填写变更内容' });
    return issues;
  }
  if (decision === CHANGE_DECISION.audit) {
    if (auditType !== 11 && auditType !== 21)
      issues.push({ path: ['auditType'], message: '请选择审核类型（扩大认证范围审核或变更审核）' });
    if (!itemId) issues.push({ path: ['itemId'], message: '请选择需要重新评审的认证项目' });
    if (auditType === 11 && !fields.some((f) => changeFieldOf(f.key)?.scope))
      issues.push({ path: ['auditType'], message: '扩大认证范围审核须变更认证范围或专业代码' });
  } else if (auditType !== null) {
    issues.push({ path: ['auditType'], message: '只有需要审核时才选择审核类型' });
  }
  if (decision === CHANGE_DECISION.noAudit) {
    if (!fields.length) issues.push({ path: ['fields'], message: '信息变更请至少填写一项变更后的内容' });
    const scoped = fields.find((f) => changeFieldOf(f.key)?.scope);
    if (scoped)
      issues.push({
        path: ['decision'],
        message: `${changeFieldOf(scoped.key)!.zh}的变更不是信息变更，须文件审核或现场审核`,
      });
  }
  if (needsItem && !itemId) issues.push({ path: ['itemId'], message: '请选择变更的认证项目' });
  return issues;
}

/**
 * Why this decision cannot be taken on a change request in `status` whose fields currently hold
 * `before` (key → shown value), or null when it can. Adding professional codes extends the scope:
 * only an audit of type 11 may follow (DOMAIN.md §1.1 "Scope extension").
 * @example changeDecisionError(2, { decision: 1, … }, {}) // '当前状态“已通过”不能审批'
 */
export function changeDecisionError(
  status: number,
  input: ChangeDecisionInput,
  before: Readonly<Record<string, string>>,
  statusLabel = '',
): string | null {
  if (!isChangeDecidable(status)) return `当前状态“${statusLabel || status}”不能审批`;
  const first = decisionInputIssues(input)[0];
  if (first) return first.message;
  const codes = input.fields.find((f) => f.key === 'professionalCodes');
  if (codes) {
    const added = addedProfessionalCodes(before.professionalCodes ?? '', codes.after);
    if (added.length && !(input.decision === CHANGE_DECISION.audit && input.auditType === 11))
      return `新增专业代码${added.join('、')}属于扩大认证范围，须选择“需要审核”的扩大认证范围审核`;
  }
  const unchanged = input.fields.find(
    (f) => formatChangeValue(changeValueOf(f.key, f.after)) === (before[f.key] ?? ''),
  );
  if (unchanged) return `${changeFieldOf(unchanged.key)!.zh}变更前后相同，请修改或删除该项`;
  return null;
}

// ─────────────────────────────────────────── the certificate ───────────────────────────────────

/** certchange codes a change carries to the certificate (DOMAIN.md §4). */
export const CERTIFICATE_CHANGE_CODES = codeTable(tableRows.CERTIFICATE_CHANGE_CODES, '01 02 05 06');

/**
 * The certchange codes a set of changed fields brings to the certificates, in code order: name 01,
 * address 02, scope 05 when codes were added (or the audit is a scope extension), 06 otherwise.
 * @example certificateChangeCodes(['name', 'officeAddress'], false) // ['01', '02']
 */
export function certificateChangeCodes(keys: readonly string[], extended: boolean): string[] {
  const codes = new Set<string>();
  for (const key of keys) {
    const c = changeFieldOf(key)?.certificate;
    if (c === 'scope') codes.add(extended ? '05' : '06');
    else if (c) codes.add(c);
  }
  return [...codes].sort();
}

/** Whether a field is printed on the certificate (its change must reach the next certificate version). */
export function isCertificateField(key: string): boolean {
  return changeFieldOf(key)?.certificate != null;
}

/** Steps of the decision trail (审批记录). */
export const CHANGE_APPROVAL_ACTIONS = codeTable(
  tableRows.CHANGE_APPROVAL_ACTIONS,
  'submit decide apply review certificate revoke',
);

/** What must still happen to the certificates: 0 nothing, 1 waiting for the next version, 2 done. */
export const CERTIFICATE_FLOW_STATUSES = codeTable(tableRows.CERTIFICATE_FLOW_STATUSES, [0, 1, 2]);
