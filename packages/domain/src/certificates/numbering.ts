/**
 * Certificate numbers and dates at issue (DOMAIN.md §4.2, §1.3): the number comes from a per-body
 * template — by default the last three digits of the CNCA approval number, the scheme letter, the
 * two-digit year, a serial, R + the recertification count and the S/M/L size letter
 * (`03410Q10286R0S` shape). Expiry dates come from the lifecycle rule sets (cycleExpiry,
 * recertificationOutcome).
 */
import { scaleLevelOf } from '../scale-level.ts';

/** The placeholders a number template may use. */
export const CERTIFICATE_NUMBER_TOKENS = [
  'approval',
  'scheme',
  'yy',
  'yyyy',
  'serial',
  'recert',
  'scale',
  'branch',
] as const;
export const DEFAULT_CERTIFICATE_NUMBER_TEMPLATE = '{approval}{scheme}{yy}{serial:3}R{recert}{scale}';

export interface CertificateNumberParts {
  /** The body's CNCA approval number, e.g. CNCA-R-2002-034. */
  approvalNo: string;
  /** The scheme letter of the standard (Q, E, S, F, H, ISMS …). */
  scheme: string;
  issueDate: string;
  serial: number;
  recertificationCount: number;
  headcount: number;
  branch?: string;
}

const TOKEN = /\{(\w+)(?::(\d+))?\}/g;

/** Why a template cannot be used (unknown placeholder, no serial), or null. */
export function certificateTemplateProblem(template: string): string | null {
  if (!template.trim()) return '请填写证书编号规则';
  let serial = false;
  for (const m of template.matchAll(TOKEN)) {
    if (!(CERTIFICATE_NUMBER_TOKENS as readonly string[]).includes(m[1]!))
      return `证书编号规则中的{${m[1]}}无法识别`;
    if (m[1] === 'serial') serial = true;
  }
  return serial ? null : '证书编号规则必须包含流水号{serial}';
}

/** The last three digits of an approval number (CNCA-R-2002-034 → 034). */
export function approvalDigits(approvalNo: string): string {
  const digits = approvalNo.replace(/\D/g, '');
  return digits.slice(-3).padStart(3, '0');
}

/**
 * The number for the parts under the template.
 * @example formatCertificateNumber(DEFAULT_CERTIFICATE_NUMBER_TEMPLATE, { approvalNo: 'CNCA-R-2002-034', scheme: 'Q', issueDate: '2026-11-24', serial: 286, recertificationCount: 0, headcount: 40 }) // '034Q26286R0S'
 */
export function formatCertificateNumber(template: string, p: CertificateNumberParts): string {
  return template.replace(TOKEN, (_all, name: string, width?: string) => {
    const pad = (v: string | number) => String(v).padStart(width ? Number(width) : 0, '0');
    switch (name) {
      case 'approval':
        return approvalDigits(p.approvalNo);
      case 'scheme':
        return p.scheme;
      case 'yy':
        return p.issueDate.slice(2, 4);
      case 'yyyy':
        return p.issueDate.slice(0, 4);
      case 'serial':
        return pad(p.serial);
      case 'recert':
        return String(p.recertificationCount);
      case 'scale':
        return scaleLevelOf(p.headcount) ?? 'S';
      case 'branch':
        return p.branch ?? '';
      default:
        return '';
    }
  });
}

/**
 * What every number under the template looks like, for checking numbers already given (a demo's,
 * an import's): the body's approval digits, a scheme of capital letters, the year, a serial of at
 * least the template's width, the recertification count and the size letter.
 */
export function certificateNumberPattern(template: string, approvalNo: string): RegExp {
  let source = '';
  let last = 0;
  for (const m of template.matchAll(TOKEN)) {
    source += template.slice(last, m.index).replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    last = m.index + m[0].length;
    const width = m[2] ? Number(m[2]) : 1;
    const parts: Record<string, string> = {
      approval: approvalDigits(approvalNo),
      scheme: '[A-Z]+',
      yy: '\\d{2}',
      yyyy: '\\d{4}',
      serial: `\\d{${width},}`,
      recert: '\\d+',
      scale: '[SML]',
    };
    source += parts[m[1]!] ?? '[A-Za-z0-9]*';
  }
  source += template.slice(last).replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`^${source}$`);
}

/** The counter scope of a number: everything of the template before the serial, resolved. */
export function certificateNumberScope(template: string, p: CertificateNumberParts): string {
  const before = template.split(/\{serial(?::\d+)?\}/)[0] ?? '';
  return formatCertificateNumber(before, p);
}

/** The issue date may not precede the decision nor lie in the future. */
export function issueDateProblem(
  issueDate: string,
  decisionDate: string | null,
  today: string,
): string | null {
  if (decisionDate && issueDate < decisionDate) return '发证日期不能早于认证决定日期';
  if (issueDate > today) return '发证日期不能晚于今天';
  return null;
}
