/**
 * The audit-time calculator of contract review (IAF MD 5:2019, MD 11:2019; DOMAIN.md §2): table
 * days by effective personnel and complexity → adjustment factors (total reduction capped at 30 %)
 * → rounding to half days (SPEC.md §5) → stage 1 / stage 2 split → surveillance (1/3) and
 * recertification (2/3) → on-site share (≥ 80 %) → MD 11 integration across standards (reduction
 * ≤ 20 %, increase allowed). Every step is written into the justification that goes to the client
 * with the contract. The server and the review page call the same functions.
 */
import { roundAuditDays } from '../audit-days.ts';
import { roundTo } from '../decimal.ts';
import {
  type Complexity,
  DEFAULT_DURATION_TABLES,
  type DurationTable,
  tableDays,
} from './duration-tables.ts';

export const AUDIT_TIME_STANDARDS = ['Q', 'E', 'S', 'ISMS'] as const;
export type AuditTimeStandard = (typeof AUDIT_TIME_STANDARDS)[number];

/** MD 5 Annex C factors as a code table: signed default percentages (negative reduces). */
export const AUDIT_TIME_FACTORS = [
  { code: 'R01', zh: '管理体系成熟、运行良好', en: 'Mature, well-performing system', percent: -10 },
  {
    code: 'R02',
    zh: '本机构已对该组织实施其他标准认证',
    en: 'Client already certified by this body to another standard',
    percent: -10,
  },
  { code: 'R03', zh: '组织持有其他相关认证', en: 'Other relevant certification held', percent: -5 },
  { code: 'R04', zh: '场所小、人员相对集中', en: 'Small premises relative to personnel', percent: -10 },
  {
    code: 'R05',
    zh: '大量人员从事相同的简单工作',
    en: 'Many people doing the same simple task',
    percent: -10,
  },
  {
    code: 'R06',
    zh: '部分人员在外、通过记录审核',
    en: 'Off-site personnel audited through records',
    percent: -5,
  },
  { code: 'R07', zh: '不承担设计开发职责', en: 'No design responsibility', percent: -10 },
  {
    code: 'A01',
    zh: '物流复杂、涉及多个建筑或场所',
    en: 'Complex logistics, several buildings or sites',
    percent: 10,
  },
  { code: 'A02', zh: '员工使用多种语言', en: 'Staff speak several languages', percent: 10 },
  { code: 'A03', zh: '场所面积大而人员少', en: 'Large site for its personnel', percent: 10 },
  { code: 'A04', zh: '体系不成熟或曾被暂停', en: 'Immature system or past suspension', percent: 10 },
  { code: 'A05', zh: '受高度监管的行业', en: 'Highly regulated sector', percent: 10 },
  { code: 'A06', zh: '高风险过程或产品', en: 'High-risk processes or products', percent: 20 },
  { code: 'A07', zh: '存在临时场所', en: 'Temporary sites', percent: 10 },
  { code: 'A08', zh: '存在夜班或多班次', en: 'Night or several shifts', percent: 10 },
  { code: 'A09', zh: '曾发生重大事故', en: 'Past major accidents', percent: 10 },
] as const;

export const MAX_TOTAL_REDUCTION_PERCENT = 30;
export const MIN_ONSITE_SHARE = 0.8;
export const MAX_INTEGRATION_REDUCTION_PERCENT = 20;

/** The body's policy, configurable per tenant. */
export interface AuditTimePolicy {
  /** Share of the initial audit time given to stage 1 (0-1). */
  stage1Share: number;
  /** QMS has one column: its risk level selects this signed adjustment (%). */
  qmsRiskAdjustment: Readonly<Record<1 | 2 | 3 | 4, number>>;
  /** Complexity of E and S when the review gives no risk level. */
  defaultRiskLevel: 1 | 2 | 3 | 4;
  tables: readonly DurationTable[];
}

export const DEFAULT_AUDIT_TIME_POLICY: AuditTimePolicy = {
  stage1Share: 0.3,
  qmsRiskAdjustment: { 1: 10, 2: 0, 3: -10, 4: -20 },
  defaultRiskLevel: 2,
  tables: DEFAULT_DURATION_TABLES,
};

export interface AuditTimeItemInput {
  standard: string;
  effectivePersonnel: number;
  riskLevel?: number | undefined;
  adjustments?: readonly { code: string; percent: number }[] | undefined;
}

export interface AuditTimeInput {
  items: readonly AuditTimeItemInput[];
  /** MD 11 integration adjustment across the standards (signed %; negative reduces, at most −20). */
  integrationPercent?: number | undefined;
}

export interface AuditTimeItemResult {
  standard: AuditTimeStandard;
  tableDays: number;
  adjustedDays: number;
  /** The least on-site time: 80 % of the adjusted days, rounded up to a half day. */
  onsiteDays: number;
  stage1Days: number;
  stage2Days: number;
  surveillanceDays: number;
  recertificationDays: number;
  justification: string[];
}

export interface AuditTimeResult {
  items: AuditTimeItemResult[];
  totalDays: number;
}

/** A problem with the input: the field (path) and a Chinese message naming it. */
export class AuditTimeInputError extends Error {
  constructor(
    readonly field: string,
    message: string,
  ) {
    super(message);
  }
}

const COMPLEXITY_OF: Record<1 | 2 | 3 | 4, Complexity> = { 1: 'high', 2: 'medium', 3: 'low', 4: 'limited' };
const RISK_NAME: Record<1 | 2 | 3 | 4, string> = { 1: '高', 2: '中', 3: '低', 4: '有限' };
const STANDARD_NAME: Record<AuditTimeStandard, string> = {
  Q: '质量管理体系',
  E: '环境管理体系',
  S: '职业健康安全管理体系',
  ISMS: '信息安全管理体系',
};
const FACTOR_NAME = new Map<string, string>(AUDIT_TIME_FACTORS.map((f) => [f.code, f.zh]));

const pct = (n: number) => `${n > 0 ? '+' : ''}${roundTo(n, 2)}%`;
const ceilHalf = (days: number) => Math.ceil(roundTo(days * 2, 9)) / 2;

function validate(
  item: AuditTimeItemInput,
  i: number,
): asserts item is AuditTimeItemInput & { standard: AuditTimeStandard } {
  const at = `items[${i}]`;
  if (!(AUDIT_TIME_STANDARDS as readonly string[]).includes(item.standard))
    throw new AuditTimeInputError(
      `${at}.standard`,
      `第${i + 1}项：不支持的认证标准“${item.standard}”，可选 Q、E、S、ISMS`,
    );
  if (!Number.isInteger(item.effectivePersonnel) || item.effectivePersonnel < 1)
    throw new AuditTimeInputError(`${at}.effectivePersonnel`, `第${i + 1}项：有效人数必须是正整数`);
  if (item.riskLevel !== undefined && ![1, 2, 3, 4].includes(item.riskLevel))
    throw new AuditTimeInputError(`${at}.riskLevel`, `第${i + 1}项：风险等级只能是 1 高、2 中、3 低、4 有限`);
  if (item.standard === 'S' && item.riskLevel === 4)
    throw new AuditTimeInputError(
      `${at}.riskLevel`,
      `第${i + 1}项：职业健康安全管理体系没有“有限”复杂程度，请选择高、中或低`,
    );
  for (const [j, a] of (item.adjustments ?? []).entries()) {
    if (!a.code.trim() || a.code.length > 50)
      throw new AuditTimeInputError(
        `${at}.adjustments[${j}].code`,
        `第${i + 1}项：调整因素须填写代码或原因（50字以内）`,
      );
    if (!Number.isFinite(a.percent) || Math.abs(a.percent) > 100)
      throw new AuditTimeInputError(
        `${at}.adjustments[${j}].percent`,
        `第${i + 1}项：调整比例须在 -100% 到 +100% 之间`,
      );
  }
}

/** One standard's audit time with its justification. */
export function calculateItem(
  item: AuditTimeItemInput,
  policy: AuditTimePolicy = DEFAULT_AUDIT_TIME_POLICY,
  index = 0,
): AuditTimeItemResult {
  validate(item, index);
  const standard = item.standard;
  const table = policy.tables.find((t) => t.standard === standard);
  if (!table)
    throw new AuditTimeInputError(
      `items[${index}].standard`,
      `第${index + 1}项：未配置${STANDARD_NAME[standard]}的审核时间表`,
    );
  const risk = (item.riskLevel ?? policy.defaultRiskLevel) as 1 | 2 | 3 | 4;
  const oneColumn = Boolean(table.columns.all);
  const complexity: Complexity = oneColumn ? 'all' : COMPLEXITY_OF[risk];
  const base = tableDays(table, complexity, item.effectivePersonnel);
  if (base === null)
    throw new AuditTimeInputError(
      `items[${index}].riskLevel`,
      `第${index + 1}项：${table.standard} 审核时间表没有该复杂程度`,
    );
  const why: string[] = [
    `${STANDARD_NAME[standard]}：有效人数 ${item.effectivePersonnel} 人，${table.version} 表${oneColumn ? '' : `（${RISK_NAME[risk]}复杂程度）`}初次审核时间 ${base} 人日`,
  ];

  const factors = [...(item.adjustments ?? [])];
  if (standard === 'Q' && item.riskLevel !== undefined && policy.qmsRiskAdjustment[risk] !== 0)
    factors.unshift({ code: `风险等级${RISK_NAME[risk]}`, percent: policy.qmsRiskAdjustment[risk] });
  for (const f of factors) why.push(`调整：${FACTOR_NAME.get(f.code) ?? f.code} ${pct(f.percent)}`);
  let net = factors.reduce((sum, f) => sum + f.percent, 0);
  if (net < -MAX_TOTAL_REDUCTION_PERCENT) {
    why.push(`合计减少 ${pct(net)} 超过上限，按 -${MAX_TOTAL_REDUCTION_PERCENT}% 计（IAF MD 5）`);
    net = -MAX_TOTAL_REDUCTION_PERCENT;
  } else if (factors.length) why.push(`合计调整 ${pct(net)}`);

  const adjustedDays = Math.max(0.5, roundAuditDays(base * (1 + net / 100)));
  why.push(`调整后审核时间 ${roundTo(base * (1 + net / 100), 2)} 人日，按半天取整为 ${adjustedDays} 人日`);
  return { standard, tableDays: base, ...deriveFromInitial(adjustedDays, policy, why) };
}

/**
 * From the initial audit time (stage 1 + stage 2): the stage split by the body's share, the least
 * on-site time (80 %, rounded up to a half day), surveillance (1/3) and recertification (2/3), each
 * rounded by the same rule; every step appended to `why`.
 */
export function deriveFromInitial(adjustedDays: number, policy: AuditTimePolicy, why: string[]) {
  const stage1Days = Math.max(0.5, roundAuditDays(adjustedDays * policy.stage1Share));
  const stage2Days = roundTo(adjustedDays - stage1Days, 2);
  why.push(
    `一阶段 ${stage1Days} 人日，二阶段 ${stage2Days} 人日（一阶段占 ${roundTo(policy.stage1Share * 100, 2)}%）`,
  );
  const onsiteDays = Math.min(adjustedDays, ceilHalf(adjustedDays * MIN_ONSITE_SHARE));
  why.push(`现场审核不少于 ${onsiteDays} 人日（≥ ${MIN_ONSITE_SHARE * 100}%）`);
  const surveillanceDays = Math.max(0.5, roundAuditDays(adjustedDays / 3));
  const recertificationDays = Math.max(0.5, roundAuditDays((adjustedDays * 2) / 3));
  why.push(
    `监督审核 ${surveillanceDays} 人日（初审的 1/3），再认证 ${recertificationDays} 人日（初审的 2/3）`,
  );
  why.push('技术专家和实习审核员不计入审核时间');
  return {
    adjustedDays,
    onsiteDays,
    stage1Days,
    stage2Days,
    surveillanceDays,
    recertificationDays,
    justification: why,
  };
}

/**
 * A standard without an MD 5 table (FSMS, GAP …): the body's figure set by hand with its reason,
 * rounded and split by the same rules.
 * @example calculateManualItem('食品安全管理体系', 4.3, '按 CNCA 规则').adjustedDays // 4.5
 */
export function calculateManualItem(
  standardName: string,
  days: number,
  reason: string,
  policy: AuditTimePolicy = DEFAULT_AUDIT_TIME_POLICY,
) {
  if (!(days > 0)) throw new AuditTimeInputError('manualDays', `${standardName}：请填写审核时间（人日）`);
  if (!reason.trim())
    throw new AuditTimeInputError(
      'manualDays',
      `${standardName}：无 IAF MD 5 审核时间表，请填写确定审核时间的理由`,
    );
  const adjustedDays = Math.max(0.5, roundAuditDays(days));
  const why = [
    `${standardName}：无 IAF MD 5 审核时间表，${reason.trim()}，确定初次审核时间 ${days} 人日，按半天取整为 ${adjustedDays} 人日`,
  ];
  return { tableDays: 0, ...deriveFromInitial(adjustedDays, policy, why) };
}

/**
 * The total of several standards after the MD 11 integration adjustment (reduction at most 20 %,
 * increase allowed; nothing for a single standard), rounded by the same rule, with its note.
 * @example integratedTotal([7, 8, 8], -15) // { totalDays: 19.5, applied: -15, note: '多体系合计 23 人日，一体化调整 -15%，合计 19.5 人日' }
 */
export function integratedTotal(days: readonly number[], integrationPercent = 0) {
  const sum = roundTo(
    days.reduce((s, d) => s + d, 0),
    2,
  );
  if (!Number.isFinite(integrationPercent) || integrationPercent > 100)
    throw new AuditTimeInputError('integrationPercent', '一体化调整比例须为数字（减少为负数）');
  let applied = integrationPercent;
  if (days.length > 1 && integrationPercent !== 0) {
    if (applied < -MAX_INTEGRATION_REDUCTION_PERCENT) applied = -MAX_INTEGRATION_REDUCTION_PERCENT;
  } else applied = 0;
  const totalDays = roundAuditDays(sum * (1 + applied / 100));
  const note =
    days.length < 2
      ? null
      : applied === 0
        ? `多体系合计 ${sum} 人日，未作一体化调整`
        : `多体系合计 ${sum} 人日，一体化调整 ${pct(applied)}${applied !== integrationPercent ? `（${pct(integrationPercent)} 超过上限 -${MAX_INTEGRATION_REDUCTION_PERCENT}%，IAF MD 11）` : ''}，合计 ${totalDays} 人日`;
  return { totalDays, applied, note };
}

/** Every standard's audit time and the total after the MD 11 integration adjustment. */
export function calculateAuditTime(
  input: AuditTimeInput,
  policy: AuditTimePolicy = DEFAULT_AUDIT_TIME_POLICY,
): AuditTimeResult {
  if (input.items.length === 0) throw new AuditTimeInputError('items', '请至少填写一个认证标准');
  const items = input.items.map((item, i) => calculateItem(item, policy, i));
  const { totalDays, note } = integratedTotal(
    items.map((r) => r.adjustedDays),
    input.integrationPercent ?? 0,
  );
  if (note) items.at(-1)!.justification.push(note);
  return { items, totalDays };
}
