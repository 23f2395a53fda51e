/**
 * Auditors' labour fees (BUSINESS.md §3): the versioned tariff and the fee of one team member of a
 * plan. Every amount is integer fen; the calculator and the generation on plan completion use the
 * same function, so a row's factors are the ones the calculator shows.
 */

/** The tariff's rows (BUSINESS.md §3 default [ERP]), in fen; a version keeps them as they were. */
export interface LabourTariffRates {
  memberDayRate: number;
  leaderDayRate: number;
  /** Per extra standard audited in the plan, on the day rate. */
  extraStandard: number;
  /** At most this many extra standards are counted. */
  extraStandardMax: number;
  codeHeld: number;
  witnessLeader: number;
  witnessMember: number;
  senior: number;
  expertDayRate: number;
  reportInitial: number;
  reportStage1Offsite: number;
  reportStage1Onsite: number;
  reportStage2: number;
  reportSurveillance: number;
  reportRecertification: number;
  reportOther: number;
  /** Per extra standard on the leader's report fee when the fee is not 0. */
  reportExtraStandard: number;
}

export type LabourTariffKey = keyof LabourTariffRates;

/** The tariff rows in the order the administrator edits them, with their Chinese names. */
export const LABOUR_TARIFF_ROWS: readonly { key: LabourTariffKey; label: string; count?: true }[] = [
  { key: 'memberDayRate', label: '组员日费率' },
  { key: 'leaderDayRate', label: '组长日费率' },
  { key: 'extraStandard', label: '每增加一个标准（日费率）' },
  { key: 'extraStandardMax', label: '增加标准最多计数', count: true },
  { key: 'codeHeld', label: '具备专业代码' },
  { key: 'witnessLeader', label: '见证评审（组长）' },
  { key: 'witnessMember', label: '见证评审（组员）' },
  { key: 'senior', label: '高级审核员' },
  { key: 'expertDayRate', label: '技术专家日费率' },
  { key: 'reportInitial', label: '报告费：初次审核（一阶段二阶段合并）' },
  { key: 'reportStage1Offsite', label: '报告费：一阶段非现场（文件审核）' },
  { key: 'reportStage1Onsite', label: '报告费：一阶段现场' },
  { key: 'reportStage2', label: '报告费：二阶段' },
  { key: 'reportSurveillance', label: '报告费：监督审核' },
  { key: 'reportRecertification', label: '报告费：再认证审核' },
  { key: 'reportOther', label: '报告费：其他审核' },
  { key: 'reportExtraStandard', label: '报告费：每增加一个标准' },
];

/** BUSINESS.md §3's default tariff (fen; extraStandardMax is a count). */
export const DEFAULT_LABOUR_TARIFF: LabourTariffRates = {
  memberDayRate: 22000,
  leaderDayRate: 28000,
  extraStandard: 3000,
  extraStandardMax: 5,
  codeHeld: 3000,
  witnessLeader: 10000,
  witnessMember: 5000,
  senior: 1000,
  expertDayRate: 20000,
  reportInitial: 20000,
  reportStage1Offsite: 20000,
  reportStage1Onsite: 0,
  reportStage2: 0,
  reportSurveillance: 10000,
  reportRecertification: 20000,
  reportOther: 0,
  reportExtraStandard: 5000,
};

export const LABOUR_ROLES = ['leader', 'member', 'expert', 'trainee', 'observer'] as const;
export type LabourRole = (typeof LABOUR_ROLES)[number];
export const LABOUR_QUALIFICATIONS = ['senior', 'auditor', 'provisional', 'expert'] as const;
export type LabourQualification = (typeof LABOUR_QUALIFICATIONS)[number];

export const LABOUR_ROLE_LABELS: Record<LabourRole, string> = {
  leader: '组长',
  member: '组员',
  expert: '技术专家',
  trainee: '实习',
  observer: '观察员',
};
export const LABOUR_QUALIFICATION_LABELS: Record<LabourQualification, string> = {
  senior: '高级审核员',
  auditor: '审核员',
  provisional: '实习审核员',
  expert: '技术专家',
};

/** The plan's facts every member's fee depends on. */
export interface LabourPlanFacts {
  /** SPEC audit type 1–24. */
  auditType: number;
  stage?: 1 | 2 | undefined;
  stage1OnSite?: boolean | undefined;
  /** Standards audited in the plan (≥ 1). */
  standards: number;
}

export interface LabourMemberFacts {
  role: LabourRole;
  qualification: LabourQualification;
  holdsCode: boolean;
  witness: boolean;
  halfDays: number;
}

export interface LabourMemberFee {
  /** fen */
  dayRate: number;
  /** Days × 10 (one decimal, exact): half-days × 5. */
  days10: number;
  reportFee: number;
  total: number;
  factors: string[];
}

/** Fen as yuan with two decimals ("280.00"). */
export function fenToYuan(fen: number): string {
  const sign = fen < 0 ? '-' : '';
  const abs = Math.abs(fen);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** Yuan text with at most two decimals → fen, exactly (no floating point). */
export function yuanToFen(yuan: string): number {
  const m = /^(-)?(\d+)(?:\.(\d{1,2}))?$/.exec(yuan.trim());
  if (!m) throw new Error(`not an amount: ${yuan}`);
  const fen = Number(m[2]) * 100 + Number((m[3] ?? '').padEnd(2, '0'));
  return m[1] ? -fen : fen;
}

const SURVEILLANCE = new Set([2, 3, 5, 6]);
const RECERTIFICATION = new Set([4, 7]);

/** Whether the plan is a stage 1 document review off site: its days count 0. */
export function isStage1Offsite(plan: LabourPlanFacts): boolean {
  return plan.auditType === 1 && plan.stage === 1 && !plan.stage1OnSite;
}

/** The leader's report fee before the extra standards, with the factor naming it. */
function baseReportFee(t: LabourTariffRates, plan: LabourPlanFacts): [number, string] {
  if (plan.auditType === 1) {
    if (plan.stage === 1)
      return plan.stage1OnSite
        ? [t.reportStage1Onsite, '报告费（一阶段现场）']
        : [t.reportStage1Offsite, '报告费（一阶段非现场）'];
    if (plan.stage === 2) return [t.reportStage2, '报告费（二阶段）'];
    return [t.reportInitial, '报告费（初次审核）'];
  }
  if (SURVEILLANCE.has(plan.auditType)) return [t.reportSurveillance, '报告费（监督审核）'];
  if (RECERTIFICATION.has(plan.auditType)) return [t.reportRecertification, '报告费（再认证审核）'];
  return [t.reportOther, '报告费（其他审核）'];
}

/** day rate × days rounded half up to the fen (days = half-days ÷ 2). */
function dayAmount(dayRate: number, halfDays: number): number {
  return Math.floor((dayRate * halfDays + 1) / 2);
}

/** One member's fee for the plan under a tariff, with every factor that made it. */
export function memberLabourFee(
  t: LabourTariffRates,
  plan: LabourPlanFacts,
  m: LabourMemberFacts,
): LabourMemberFee {
  const factors: string[] = [];
  const extra = Math.min(Math.max(plan.standards - 1, 0), t.extraStandardMax);
  let dayRate: number;
  const isExpert = m.role === 'expert' || m.qualification === 'expert';
  if (isExpert) {
    dayRate = t.expertDayRate;
    factors.push(`技术专家日费率 ${fenToYuan(t.expertDayRate)}`);
  } else if (m.qualification === 'provisional') {
    dayRate = 0;
    factors.push('实习审核员日费率 0.00');
  } else {
    const leader = m.role === 'leader';
    dayRate = leader ? t.leaderDayRate : t.memberDayRate;
    factors.push(`${leader ? '组长' : '组员'}日费率 ${fenToYuan(dayRate)}`);
    if (extra > 0) {
      dayRate += extra * t.extraStandard;
      factors.push(`增加标准 ${extra} 个 +${fenToYuan(extra * t.extraStandard)}`);
    }
    if (m.holdsCode) {
      dayRate += t.codeHeld;
      factors.push(`具备专业代码 +${fenToYuan(t.codeHeld)}`);
    }
    if (m.witness) {
      const w = leader ? t.witnessLeader : t.witnessMember;
      dayRate += w;
      factors.push(`见证评审 +${fenToYuan(w)}`);
    }
    if (m.qualification === 'senior') {
      dayRate += t.senior;
      factors.push(`高级审核员 +${fenToYuan(t.senior)}`);
    }
  }
  let halfDays = Math.max(0, Math.trunc(m.halfDays));
  if (m.role === 'trainee' || m.role === 'observer') {
    halfDays = 0;
    factors.push(`${LABOUR_ROLE_LABELS[m.role]}不计人天`);
  } else if (isStage1Offsite(plan)) {
    halfDays = 0;
    factors.push('一阶段非现场不计人天');
  }
  const days10 = halfDays * 5;
  factors.push(`人天 ${days10 / 10}（${halfDays} 个半天）`);
  let reportFee = 0;
  if (m.role === 'leader') {
    const [base, label] = baseReportFee(t, plan);
    reportFee = base;
    factors.push(`${label} ${fenToYuan(base)}`);
    if (base !== 0 && extra > 0) {
      reportFee += extra * t.reportExtraStandard;
      factors.push(`报告费增加标准 ${extra} 个 +${fenToYuan(extra * t.reportExtraStandard)}`);
    }
  }
  const total = dayAmount(dayRate, halfDays) + reportFee;
  return { dayRate, days10, reportFee, total, factors };
}

/** Days × 10 as text ("2.5"). */
export function daysText(days10: number): string {
  return days10 % 10 === 0 ? String(days10 / 10) : (days10 / 10).toFixed(1);
}
