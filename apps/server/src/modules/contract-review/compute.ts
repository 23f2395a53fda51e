/**
 * The figures of a review, recalculated on the server from what the reviewer confirmed (never
 * taken from the client): effective personnel, the IAF MD 1 sample, audit time with its
 * justification (the calculator of @cb/domain with the body's tables), competence availability per
 * code (the auditors' competence rules), the accreditation check and the fee quotation.
 */
import {
  AuditTimeInputError,
  adjustmentsForCalculator,
  calculateItem,
  calculateManualItem,
  calculatorStandard,
  codesOutsideAccreditation,
  competenceScheme,
  effectivePersonnel,
  feeLineError,
  integratedTotal,
  personnelError,
  type QuoteItem,
  quoteFees,
  type ReviewFeeLineInput,
  type ReviewItemInput,
  rankCandidates,
  reviewFeeLineInput,
  reviewItemInput,
  siteSample,
  uncoveredCodes,
  withFactorNames,
} from '@cb/domain';
import type { z } from 'zod';
import type { Tx } from '../../platform/db/database.ts';
import { badRequest } from '../../platform/http/errors.ts';
import { readSetting } from '../../platform/settings/settings.ts';
import { auditorsForMatching } from '../auditors/door.ts';
import { readAccreditations, readPolicy, readTariff } from './policy.ts';

type ItemIn = z.output<typeof reviewItemInput>;
type FeeIn = z.output<typeof reviewFeeLineInput>;

/** What the server knows about an item besides the reviewer's input. */
export interface ItemContext {
  standardCode: string;
  standardName: string;
}

export interface ComputedItem extends ItemIn {
  effectivePersonnel: number;
  sampleInitial: number;
  sampleSurveillance: number;
  sampleRecertification: number;
  tableDays: number;
  adjustedDays: number;
  onsiteDays: number;
  stage1Days: number;
  stage2Days: number;
  surveillanceDays: number;
  recertificationDays: number;
  justification: string[];
  competenceWarnings: string[];
  accreditationGaps: string[];
}

export interface ComputedFeeLine {
  itemIndex: number | null;
  auditType: number;
  feeType: number;
  tariffAmount: string;
  amount: string;
  overridden: boolean;
  overrideReason: string;
}

export interface ComputedReview {
  items: ComputedItem[];
  totalDays: number;
  integrationNote: string | null;
  feeLines: ComputedFeeLine[];
  competenceWarnings: { standard: string; code: string }[];
}

/** The days of each audit type an item's fees are quoted for. */
export function daysByAuditType(auditType: number, item: ComputedItem): Record<number, number> {
  if (auditType === 1)
    return {
      1: item.adjustedDays,
      2: item.surveillanceDays,
      3: item.surveillanceDays,
      4: item.recertificationDays,
    };
  if (auditType === 5 || auditType === 7)
    return { [auditType]: auditType === 5 ? item.surveillanceDays : item.recertificationDays };
  return { [auditType]: item.surveillanceDays };
}

/** Today in China as YYYY-MM-DD. */
const chinaToday = () => new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 10);

/** Codes of each scheme no active, registered, competent auditor covers (leave and bookings aside). */
export async function uncoveredBySchemes(
  tx: Tx,
  tenantId: number,
  wanted: readonly { scheme: string; code: string }[],
): Promise<Set<string>> {
  if (!wanted.length) return new Set();
  const schemes = [...new Set(wanted.map((w) => w.scheme))];
  const today = chinaToday();
  const people = (await auditorsForMatching(tx, tenantId, schemes, { from: today, to: today })).map((p) => ({
    ...p,
    leaves: [],
    booked: new Set<string>(),
  }));
  const rule = (await readSetting(tx, tenantId, 'competence')).codeMatchRule;
  const missing = new Set<string>();
  for (const scheme of schemes) {
    const request = {
      schemes: [scheme],
      codes: wanted.filter((w) => w.scheme === scheme),
      halfDays: [{ date: today, half: 1 as const }],
      rule,
    };
    for (const code of uncoveredCodes(rankCandidates(people, request), request))
      missing.add(`${scheme}:${code}`);
  }
  return missing;
}

const at = (i: number, ctx: ItemContext) => `第${i + 1}项（${ctx.standardName}）：`;

/**
 * Recalculates a review. Invalid input answers 400 with a Chinese message naming the item and the
 * field; nothing is written by the caller then.
 */
export async function computeReview(
  tx: Tx,
  tenantId: number,
  auditType: number,
  rawItems: readonly ReviewItemInput[],
  contexts: readonly ItemContext[],
  integrationPercent: number,
  rawFeeLines: readonly ReviewFeeLineInput[] | null,
): Promise<ComputedReview> {
  const policy = await readPolicy(tx, tenantId);
  const accreditations = await readAccreditations(tx, tenantId);
  const items: ComputedItem[] = [];
  const wanted: { scheme: string; code: string }[] = [];
  for (const [i, raw] of rawItems.entries()) {
    const ctx = contexts[i]!;
    const parsed = reviewItemInput.safeParse(raw);
    if (!parsed.success) throw badRequest(`${at(i, ctx)}${parsed.error.issues[0]?.message ?? '格式错误'}`);
    const input = parsed.data;
    const personnel = {
      headcount: input.headcount,
      partTimeHeadcount: input.partTimeHeadcount,
      partTimeFte: input.partTimeFte,
      repetitiveReduction: input.repetitiveReduction,
      reductionReason: input.reductionReason,
    };
    const problem = personnelError(personnel);
    if (problem) throw badRequest(`${at(i, ctx)}${problem}`);
    const effective = effectivePersonnel(personnel);
    const centrals = input.sites.filter((s) => s.central).length;
    if (centrals > 1) throw badRequest(`${at(i, ctx)}只能有一个中心职能场所`);
    const sample = siteSample(input.sites.filter((s) => !s.central).length);
    const calc = calculatorStandard(ctx.standardCode);
    let time: Omit<ReturnType<typeof calculateItem>, 'standard'>;
    try {
      if (calc) {
        time = calculateItem(
          {
            standard: calc,
            effectivePersonnel: effective,
            riskLevel: input.riskLevel ?? undefined,
            adjustments: adjustmentsForCalculator(input.adjustments, policy.factors),
          },
          policy,
          i,
        );
        time.justification = withFactorNames(time.justification, policy.factors);
      } else {
        time = calculateManualItem(
          ctx.standardName,
          input.manualDays ?? 0,
          input.adjustments[0]?.reason || input.adjustments[0]?.code || '',
          policy,
        );
      }
    } catch (error) {
      if (error instanceof AuditTimeInputError)
        throw badRequest(error.message.startsWith('第') ? error.message : `${at(i, ctx)}${error.message}`);
      throw error;
    }
    time.justification.splice(
      1,
      0,
      `有效人数：全职 ${input.headcount} 人，兼职 ${input.partTimeHeadcount} 人折算 ${input.partTimeFte} 人${input.repetitiveReduction ? `，重复性工作减少 ${input.repetitiveReduction} 人（${input.reductionReason}）` : ''}，有效人数 ${effective} 人`,
      `多场所抽样（IAF MD 1）：中心职能外 ${input.sites.filter((s) => !s.central).length} 个场所，初审抽 ${sample.initial} 个、监督抽 ${sample.surveillance} 个、再认证抽 ${sample.recertification} 个${centrals ? '，中心职能每次审核' : ''}`,
    );
    const accreditation = input.accreditationMark
      ? accreditations.find((a) => a.standardCode === ctx.standardCode && a.mark === input.accreditationMark)
      : undefined;
    const accreditationGaps = input.accreditationMark
      ? codesOutsideAccreditation(input.professionalCodes, accreditation?.iafCodes ?? [])
      : [];
    const scheme = competenceScheme(ctx.standardCode);
    if (scheme) for (const code of input.professionalCodes) wanted.push({ scheme, code });
    items.push({
      ...input,
      effectivePersonnel: effective,
      sampleInitial: sample.initial,
      sampleSurveillance: sample.surveillance,
      sampleRecertification: sample.recertification,
      tableDays: time.tableDays,
      adjustedDays: time.adjustedDays,
      onsiteDays: time.onsiteDays,
      stage1Days: time.stage1Days,
      stage2Days: time.stage2Days,
      surveillanceDays: time.surveillanceDays,
      recertificationDays: time.recertificationDays,
      justification: time.justification,
      competenceWarnings: [],
      accreditationGaps,
    });
  }
  const { totalDays, note } = integratedTotal(
    items.map((i) => i.adjustedDays),
    integrationPercent,
  );
  if (note) items.at(-1)!.justification.push(note);

  const missing = await uncoveredBySchemes(tx, tenantId, wanted);
  const competenceWarnings: { standard: string; code: string }[] = [];
  items.forEach((item, i) => {
    const scheme = competenceScheme(contexts[i]!.standardCode);
    if (!scheme) return;
    item.competenceWarnings = item.professionalCodes.filter((c) => missing.has(`${scheme}:${c}`));
    for (const code of item.competenceWarnings)
      competenceWarnings.push({ standard: contexts[i]!.standardCode, code });
  });

  const tariff = await readTariff(tx, tenantId);
  const quoteItems: QuoteItem[] = items.map((item, index) => ({
    index,
    standardCode: contexts[index]!.standardCode,
    daysByAuditType: daysByAuditType(auditType, item),
  }));
  const quoted = quoteFees(tariff, quoteItems);
  let feeLines: ComputedFeeLine[];
  if (rawFeeLines === null) {
    feeLines = quoted.map((q) => ({
      ...q,
      tariffAmount: q.amount,
      overridden: false,
      overrideReason: '',
    }));
  } else {
    // The quote from the tariff, with the reviewer's overrides (and extra lines) applied: a line
    // whose amount differs from the tariff needs a reason.
    const given = rawFeeLines.map((raw, n) => {
      const parsed = reviewFeeLineInput.safeParse(raw);
      if (!parsed.success)
        throw badRequest(`第${n + 1}行报价：${parsed.error.issues[0]?.message ?? '格式错误'}`);
      const line: FeeIn = parsed.data;
      if (line.itemIndex !== null && line.itemIndex >= items.length)
        throw badRequest(`第${n + 1}行报价：认证标准不存在`);
      return { line, n };
    });
    const same = (a: { itemIndex: number | null; auditType: number; feeType: number }, b: typeof a) =>
      a.itemIndex === b.itemIndex && a.auditType === b.auditType && a.feeType === b.feeType;
    const lines = [
      ...quoted.map((q) => ({ ...q, tariffAmount: q.amount })),
      ...given
        .filter(({ line }) => !quoted.some((q) => same(q, line)))
        .map(({ line }) => ({ ...line, amount: line.amount, tariffAmount: '0.00' })),
    ];
    feeLines = lines.map((l) => {
      const override = given.find(({ line }) => same(line, l));
      if (!override) return { ...l, overridden: false, overrideReason: '' };
      const { line, n } = override;
      const error = feeLineError({
        amount: line.amount,
        tariffAmount: l.tariffAmount,
        overrideReason: line.overrideReason,
      });
      if (error) throw badRequest(`第${n + 1}行报价：${error}`);
      const overridden = Math.round(Number(line.amount) * 100) !== Math.round(Number(l.tariffAmount) * 100);
      return {
        itemIndex: l.itemIndex,
        auditType: l.auditType,
        feeType: l.feeType,
        tariffAmount: l.tariffAmount,
        amount: Number(line.amount).toFixed(2),
        overridden,
        overrideReason: overridden ? line.overrideReason : '',
      };
    });
  }
  return { items, totalDays, integrationNote: note, feeLines, competenceWarnings };
}
