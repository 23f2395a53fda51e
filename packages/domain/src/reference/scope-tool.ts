/**
 * Scope-picking tool rules (SPEC.md §2 "Scope-picking tool page", §4 "Scope tool", §5 keyword search).
 */

/** Items inside a result box are separated by a full-width semicolon. */
export const SCOPE_SEPARATOR = '；';

/** A certification item as the scope tool receives it (SPEC.md §3 "Certificate item"). */
export interface CertificationItem {
  id: string;
  /** Professional sub-category code(s), e.g. '19.05.01'. */
  certiCode: string;
  /** The activity as it is searched, e.g. '电线电缆的生产'. */
  description: string;
  /** Wording for the certificate's scope (认证范围). */
  certiCoverage: string;
  /** Qualification documents required for Q, E and S. */
  certiQualification: string;
  certiEnvironment: string;
  certiSecurityAndHealth: string;
}

/** The five result boxes, in the order the page shows them. */
export const SCOPE_BOXES = [
  { key: 'coverage', field: 'certiCoverage', title: '确认的认证范围描述' },
  { key: 'codes', field: 'certiCode', title: '确认的专业小类' },
  { key: 'qualification', field: 'certiQualification', title: 'Q 需提供的资质文件' },
  { key: 'environment', field: 'certiEnvironment', title: 'E 需提供的资质文件' },
  { key: 'safety', field: 'certiSecurityAndHealth', title: 'S 需提供的资质文件' },
] as const satisfies readonly { key: string; field: keyof CertificationItem; title: string }[];

export type ScopeBoxKey = (typeof SCOPE_BOXES)[number]['key'];
export type ScopeBoxes = Record<ScopeBoxKey, string>;

/**
 * The distinct non-blank items of a box value, split on full- or half-width semicolons.
 * @example splitScopeItems('a；b;a；') // ['a', 'b']
 */
export function splitScopeItems(value: string | null | undefined): string[] {
  if (!value) return [];
  const seen = new Set<string>();
  for (const part of value.split(/[;；]/)) {
    const item = part.trim();
    if (item) seen.add(item);
  }
  return [...seen];
}

/**
 * Adds the items of `addition` to `current`, keeping the order and each item once.
 * @example mergeScopeText('A；B', 'B；C') // 'A；B；C'
 */
export function mergeScopeText(current: string, addition: string | null | undefined): string {
  return splitScopeItems(`${current}${SCOPE_SEPARATOR}${addition ?? ''}`).join(SCOPE_SEPARATOR);
}

/** Empty result boxes. */
export function emptyScopeBoxes(): ScopeBoxes {
  return { coverage: '', codes: '', qualification: '', environment: '', safety: '' };
}

/**
 * Merges a chosen certification item into all five boxes.
 * @example mergeCertificationItem(emptyScopeBoxes(), item).codes // item.certiCode
 */
export function mergeCertificationItem(boxes: ScopeBoxes, item: CertificationItem): ScopeBoxes {
  const next = { ...boxes };
  for (const box of SCOPE_BOXES) next[box.key] = mergeScopeText(boxes[box.key], item[box.field]);
  return next;
}

/**
 * The keyword a scope search sends: the input without any whitespace, or null when nothing is left
 * (then no search is made).
 * @example scopeSearchWords(' 电线 电缆 ') // '电线电缆'
 * @example scopeSearchWords('   ') // null
 */
export function scopeSearchWords(input: string): string | null {
  const words = input.replace(/\s+/g, '');
  return words ? words : null;
}

/**
 * The count shown beside the recommendations: the number, or '10+' when the server has more.
 * @example scopeResultCount(10, true) // '10+'
 */
export function scopeResultCount(shown: number, hasMore: boolean): string {
  return hasMore ? `${shown}+` : String(shown);
}
