/**
 * The figures a review item, its computed copy and the contract item share, each group in the one
 * key order every copy writes them in: `...pickFields(item, ITEM_SCOPE)` stands for the written-out
 * `scopeZh: item.scopeZh, scopeEn: item.scopeEn, …`.
 */

/** Scope, codes, risk and headcount. */
export const ITEM_SCOPE = [
  'scopeZh',
  'scopeEn',
  'professionalCodes',
  'reportingCodes',
  'riskLevel',
  'headcount',
] as const;

/** Part-time staff and the repetitive-work reduction (review items only). */
export const ITEM_PART_TIME = [
  'partTimeHeadcount',
  'partTimeFte',
  'repetitiveReduction',
  'reductionReason',
] as const;

/** Effective personnel and the days of each audit the contract item carries. */
export const ITEM_DAYS = [
  'effectivePersonnel',
  'stage1Days',
  'stage2Days',
  'surveillanceDays',
  'recertificationDays',
] as const;

/** The sample sizes of the initial, surveillance and recertification audits (review items). */
export const ITEM_SAMPLES = ['sampleInitial', 'sampleSurveillance', 'sampleRecertification'] as const;

/** The computed man-days, their justification and the competence warnings (review items). */
export const ITEM_COMPUTED_DAYS = [
  'tableDays',
  'adjustedDays',
  'onsiteDays',
  'stage1Days',
  'stage2Days',
  'surveillanceDays',
  'recertificationDays',
  'justification',
  'competenceWarnings',
] as const;

/** `item`'s `keys`, in their order. */
export function pickFields<T, K extends keyof T>(item: T, keys: readonly K[]): Pick<T, K> {
  const picked = {} as Pick<T, K>;
  for (const key of keys) picked[key] = item[key];
  return picked;
}
