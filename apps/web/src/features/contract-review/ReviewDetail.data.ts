/**
 * The review page's live calculation: the same @cb/domain functions the server runs on save
 * (effective personnel, IAF MD 1 sample, MD 5 audit time with the body's tables, MD 11 total), so
 * the reviewer sees every figure and its justification while typing.
 */
import {
  AuditTimeInputError,
  type AuditTimePolicy,
  adjustmentsForCalculator,
  calculateItem,
  calculateManualItem,
  calculatorStandard,
  type DurationTable,
  effectivePersonnel,
  integratedTotal,
  personnelError,
  type ReviewDetail,
  siteSample,
  withFactorNames,
} from '@cb/domain';
import type { FormInstance } from 'antd';

/** What the form holds for one standard. */
export interface ItemValues {
  id: string;
  scopeZh: string;
  scopeEn: string;
  professionalCodes: string[];
  reportingCodes: string[];
  riskLevel: number | null;
  headcount: number;
  partTimeHeadcount: number;
  partTimeFte: number;
  repetitiveReduction: number;
  reductionReason: string;
  sites: { name: string; address: string; headcount: number; central: boolean }[];
  accreditationMark: string;
  adjustments: { code: string; percent: number; reason: string }[];
  manualDays: number | null;
  surveillanceFrequency: number;
  confirmed: boolean;
}

export interface FeeValues {
  itemIndex: number | null;
  auditType: number;
  feeType: number;
  tariffAmount: string;
  amount: string;
  overrideReason: string;
}

export interface ReviewValues {
  integrationPercent: number;
  integrationReason: string;
  remark: string;
  items: ItemValues[];
  feeLines: FeeValues[];
}

/** The review page's form (its parts get it to read and set values). */
export type ReviewForm = FormInstance<ReviewValues>;

export interface LiveItem {
  effective: number;
  sample: { initial: number; surveillance: number; recertification: number };
  days: {
    tableDays: number;
    adjustedDays: number;
    stage1Days: number;
    stage2Days: number;
    onsiteDays: number;
    surveillanceDays: number;
    recertificationDays: number;
  } | null;
  justification: string[];
  error: string | null;
}

export function formValuesOf(review: ReviewDetail): ReviewValues {
  return {
    integrationPercent: review.integrationPercent,
    integrationReason: review.integrationReason,
    remark: review.remark,
    items: review.items.map((i) => ({
      id: i.id,
      scopeZh: i.scopeZh,
      scopeEn: i.scopeEn,
      professionalCodes: [...i.professionalCodes],
      reportingCodes: [...i.reportingCodes],
      riskLevel: i.riskLevel,
      headcount: i.headcount,
      partTimeHeadcount: i.partTimeHeadcount,
      partTimeFte: i.partTimeFte,
      repetitiveReduction: i.repetitiveReduction,
      reductionReason: i.reductionReason,
      sites: i.sites.map((s) => ({ ...s })),
      accreditationMark: i.accreditationMark,
      adjustments: i.adjustments.map((a) => ({ ...a })),
      manualDays: i.manualDays,
      surveillanceFrequency: i.surveillanceFrequency,
      confirmed: i.confirmed,
    })),
    feeLines: review.feeLines.map((l) => ({
      itemIndex: l.itemIndex,
      auditType: l.auditType,
      feeType: l.feeType,
      tariffAmount: l.tariffAmount,
      amount: l.amount,
      overrideReason: l.overrideReason,
    })),
  };
}

/** The body's policy as the calculator takes it. */
export function policyOf(
  review: ReviewDetail,
): AuditTimePolicy & { factors: ReviewDetail['policy']['factors'] } {
  const q = review.policy.qmsRiskAdjustment;
  return {
    stage1Share: review.policy.stage1Share,
    defaultRiskLevel: review.policy.defaultRiskLevel as 1 | 2 | 3 | 4,
    qmsRiskAdjustment: { 1: q['1'] ?? 0, 2: q['2'] ?? 0, 3: q['3'] ?? 0, 4: q['4'] ?? 0 },
    tables: review.policy.tables as DurationTable[],
    factors: review.policy.factors,
  };
}

const num = (v: unknown, fallback = 0) => (typeof v === 'number' && Number.isFinite(v) ? v : fallback);

/** Every item's figures and the MD 11 total, as the server will calculate them on save. */
export function liveCalculation(
  review: ReviewDetail,
  values: Partial<ReviewValues> | undefined,
): { items: LiveItem[]; totalDays: number | null; note: string | null } {
  const policy = policyOf(review);
  const items = review.items.map((detail, i): LiveItem => {
    const v = values?.items?.[i];
    const personnel = {
      headcount: num(v?.headcount, detail.headcount),
      partTimeHeadcount: num(v?.partTimeHeadcount),
      partTimeFte: num(v?.partTimeFte),
      repetitiveReduction: num(v?.repetitiveReduction),
      reductionReason: v?.reductionReason ?? '',
    };
    const sites = (v?.sites ?? []).filter(Boolean);
    const sample = siteSample(sites.filter((s) => !s.central).length);
    const problem = personnelError(personnel);
    const effective = effectivePersonnel(personnel);
    if (problem) return { effective, sample, days: null, justification: [], error: problem };
    const adjustments = (v?.adjustments ?? []).filter((a) => a?.code);
    try {
      const calc = calculatorStandard(detail.standardCode);
      const r = calc
        ? calculateItem(
            {
              standard: calc,
              effectivePersonnel: effective,
              riskLevel: v?.riskLevel ?? undefined,
              adjustments: adjustmentsForCalculator(
                adjustments.map((a) => ({ ...a, percent: num(a.percent) })),
                policy.factors,
              ),
            },
            policy,
            i,
          )
        : calculateManualItem(
            detail.standardName,
            num(v?.manualDays),
            adjustments[0]?.reason || adjustments[0]?.code || '',
            policy,
          );
      return {
        effective,
        sample,
        days: r,
        justification: withFactorNames(r.justification, policy.factors),
        error: null,
      };
    } catch (error) {
      if (error instanceof AuditTimeInputError)
        return { effective, sample, days: null, justification: [], error: error.message };
      throw error;
    }
  });
  if (items.some((i) => !i.days)) return { items, totalDays: null, note: null };
  try {
    const { totalDays, note } = integratedTotal(
      items.map((i) => i.days!.adjustedDays),
      num(values?.integrationPercent),
    );
    return { items, totalDays, note };
  } catch {
    return { items, totalDays: null, note: null };
  }
}

/** Only the lines the reviewer changed go to the server; the rest follow the tariff. */
export function feeOverrides(lines: readonly FeeValues[]) {
  return lines
    .filter(
      (l) =>
        Math.round(Number(l.amount) * 100) !== Math.round(Number(l.tariffAmount) * 100) ||
        l.overrideReason?.trim(),
    )
    .map((l) => ({
      itemIndex: l.itemIndex,
      auditType: l.auditType,
      feeType: l.feeType,
      amount: String(l.amount ?? '').trim(),
      overrideReason: l.overrideReason ?? '',
    }));
}
