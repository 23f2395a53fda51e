/**
 * The ability analysis is addressed by a certificate standard (/rlzy/analyse/{auditorId}/
 * {certificateStandardId}, SPEC.md §2) while competences are kept per CCAA registration field
 * (QMS, EMS …). These map one to the other through the standard's short name (Q, E, S …).
 */
import type { AuditorScheme } from '@cb/domain';

/** Short names of certificate standards → the registration field an auditor needs for them. */
const SCHEME_OF_SHORT_NAME: Readonly<Record<string, AuditorScheme>> = {
  Q: 'QMS',
  'Q(EC)': 'QMS',
  E: 'EMS',
  S: 'OHSMS',
  F: 'FSMS',
  H: 'HACCP',
  ISMS: 'ISMS',
  ITSMS: 'ITSMS',
  EnMS: 'EnMS',
};

interface StandardNames {
  shortName: string;
  code: string;
}

/**
 * The auditor scheme of a certificate standard, or null when the standard needs no registration
 * field (product and verification schemes). The short name decides; the product code is the
 * fallback for a tenant that renamed the short name.
 * @example schemeOfStandard({ shortName: 'Q(EC)', code: 'Q(EC)' }) // 'QMS'
 */
export function schemeOfStandard(standard: StandardNames): AuditorScheme | null {
  const byName = (name: string) => SCHEME_OF_SHORT_NAME[name.trim()] ?? null;
  return byName(standard.shortName) ?? byName(standard.code);
}

/**
 * The first standard (in the list's order) whose scheme is `scheme`: where a link to a scheme's
 * analysis goes.
 * @example standardOfScheme(standards, 'EMS')?.shortName // 'E'
 */
export function standardOfScheme<S extends StandardNames>(
  standards: readonly S[],
  scheme: string,
): S | undefined {
  return standards.find((s) => schemeOfStandard(s) === scheme);
}

/** The path of an auditor's analysis for a standard. */
export const analysePath = (auditorId: string, certificateStandardId: string) =>
  `/rlzy/analyse/${auditorId}/${certificateStandardId}`;
