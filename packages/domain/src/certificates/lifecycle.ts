/**
 * The certificate state machine (DOMAIN.md §1.3) and its reason and change codes (§4.4): which
 * status allows suspending, restoring, revoking, cancelling and expiring, the change type each
 * writes into the certificate's history, and the date guards (a suspension lasts at most six
 * months; a certificate expires only after its expiry date). The server checks these before it
 * writes; the web shows or hides the buttons with the same functions.
 */
import { type CodeLabel, codeTable, labelOf } from '../labels.ts';
import { addMonths } from '../lifecycle/calendar.ts';
import { CERTIFICATE_STATUSES_WITH_OLD } from './code-tables.ts';
import * as tableRows from './lifecycle.json';

/** Status codes (code-tables.ts CERTIFICATE_STATUSES_WITH_OLD). */
export const CERTIFICATE_STATUS = {
  valid: 1,
  suspended: 2,
  revoked: 3,
  cancelled: 4,
  expired: 5,
  old: 99,
} as const;

/** Suspension reasons (certpasue, DOMAIN.md §4.4). */
export const SUSPENSION_REASONS = codeTable(
  tableRows.SUSPENSION_REASONS,
  '0111 0112 0113 0114 0115 0116 0117 0118 0199',
);

/** Revocation reasons (certrecall, DOMAIN.md §4.4). */
export const REVOCATION_REASONS = codeTable(
  tableRows.REVOCATION_REASONS,
  '0111 0112 0113 0114 0115 0116 0117 0118 0119 0120 0199',
);

/**
 * Cancellation reasons (注销). §4.4 lists none for cancellation; these are the cases of §1.3's row
 * "1 → 4" (client request, closure, expiry without renewal), numbered by this product.
 */
export const CANCELLATION_REASONS = codeTable(tableRows.CANCELLATION_REASONS, '01 02 03 99');

/** Why a new version replaced the old one (DOMAIN.md §1.3: the old version goes to 99). */
export const REPLACEMENT_REASONS = codeTable(tableRows.REPLACEMENT_REASONS, '0101 0102 0103 0104');

/** Change types (certchange, DOMAIN.md §4.4): what a history entry records. */
export const CERTIFICATE_CHANGE_TYPES = codeTable(
  tableRows.CERTIFICATE_CHANGE_TYPES,
  '01 02 03 04 05 06 07 08 09 96 97_01 97_02 97_03 97_04 97_05',
);

export type CertificateAction = 'suspend' | 'restore' | 'revoke' | 'cancel' | 'expire';

export const CERTIFICATE_ACTION_NAMES: Readonly<Record<CertificateAction, string>> = {
  suspend: '暂停',
  restore: '恢复',
  revoke: '撤销',
  cancel: '注销',
  expire: '过期',
};

/**
 * §1.3: valid → suspended → valid again, or revoked; valid → cancelled; valid or suspended →
 * expired. Revocation is allowed from valid too: §4.4's revocation reasons 0111–0114 and 0117
 * (legal status lost, major accident, serious breach) call for it without a suspension first.
 * Revoked, cancelled, expired and superseded (99) are final.
 */
const TRANSITIONS: Readonly<
  Record<CertificateAction, { from: readonly number[]; to: number; changeType: string }>
> = {
  suspend: { from: [1], to: 2, changeType: '97_01' },
  restore: { from: [2], to: 1, changeType: '97_02' },
  revoke: { from: [1, 2], to: 3, changeType: '97_03' },
  cancel: { from: [1], to: 4, changeType: '97_04' },
  expire: { from: [1, 2], to: 5, changeType: '97_05' },
};

/** The reason list an action takes its code from (restore and expire take none). */
export const CERTIFICATE_ACTION_REASONS: Readonly<Partial<Record<CertificateAction, readonly CodeLabel[]>>> =
  {
    suspend: SUSPENSION_REASONS,
    revoke: REVOCATION_REASONS,
    cancel: CANCELLATION_REASONS,
  };

/** A suspension lasts at most this many months (ISO/IEC 17021-1 §9.6.5; CNCA). */
export const SUSPENSION_MAX_MONTHS = 6;

export function isCertificateActionAllowed(status: number, action: CertificateAction): boolean {
  return TRANSITIONS[action].from.includes(status);
}

export type CertificateTransitionResult =
  | { ok: true; status: number; changeType: string }
  | { ok: false; message: string };

/**
 * @example certificateTransition(1, 'suspend') // { ok: true, status: 2, changeType: '97_01' }
 * @example certificateTransition(3, 'restore') // { ok: false, message: '证书状态为“撤销”，不能恢复' }
 */
export function certificateTransition(
  status: number,
  action: CertificateAction,
): CertificateTransitionResult {
  const rule = TRANSITIONS[action];
  if (rule.from.includes(status)) return { ok: true, status: rule.to, changeType: rule.changeType };
  return {
    ok: false,
    message: `证书状态为“${labelOf(CERTIFICATE_STATUSES_WITH_OLD, status) ?? status}”，不能${CERTIFICATE_ACTION_NAMES[action]}`,
  };
}

/** The latest `suspendUntil` for a suspension starting on `start` (the rule set may say fewer months). */
export const latestSuspendUntil = (start: string, months = SUSPENSION_MAX_MONTHS) => addMonths(start, months);

export interface CertificateDates {
  status: number;
  issueDate: string;
  expiryDate: string;
  /** The current suspension's start (for restore). */
  suspendedFrom?: string | null;
}

export interface CertificateActionDetails {
  reasonCode?: string;
  /** The day the action takes effect. */
  effectiveDate: string;
  /** Suspensions only. */
  suspendUntil?: string | null;
  /** The rule set's longest suspension (lifecycle rule sets); six months unless given. */
  maxSuspensionMonths?: number;
}

/**
 * Everything that refuses an action on a certificate, first failure first, or null when it may
 * happen: the state machine, a reason code from the action's list, and the dates.
 * @example certificateActionProblem({ status: 1, issueDate: '2025-01-01', expiryDate: '2028-01-01' }, 'suspend',
 *   { reasonCode: '0116', effectiveDate: '2026-03-01', suspendUntil: '2026-10-01' }, '2026-03-01')
 *   // '暂停截止日期不能晚于2026-09-01（暂停期最长6个月）'
 */
export function certificateActionProblem(
  certificate: CertificateDates,
  action: CertificateAction,
  details: CertificateActionDetails,
  today: string,
): string | null {
  const transition = certificateTransition(certificate.status, action);
  if (!transition.ok) return transition.message;
  const reasons = CERTIFICATE_ACTION_REASONS[action];
  if (reasons && !reasons.some((r) => r.code === details.reasonCode))
    return `请选择${CERTIFICATE_ACTION_NAMES[action]}原因`;
  const { effectiveDate } = details;
  if (effectiveDate < certificate.issueDate) return `${CERTIFICATE_ACTION_NAMES[action]}日期不能早于发证日期`;
  switch (action) {
    case 'suspend': {
      if (effectiveDate > certificate.expiryDate) return '暂停日期不能晚于证书有效期';
      const until = details.suspendUntil;
      if (!until) return '请选择暂停截止日期';
      if (until <= effectiveDate) return '暂停截止日期应晚于暂停日期';
      const months = details.maxSuspensionMonths ?? SUSPENSION_MAX_MONTHS;
      const latest = latestSuspendUntil(effectiveDate, months);
      if (until > latest) return `暂停截止日期不能晚于${latest}（暂停期最长${months}个月）`;
      return null;
    }
    case 'restore':
      if (certificate.suspendedFrom && effectiveDate < certificate.suspendedFrom)
        return '恢复日期不能早于暂停日期';
      if (effectiveDate > certificate.expiryDate) return '证书已过有效期，不能恢复';
      return null;
    case 'expire':
      if (certificate.expiryDate >= today) return `证书有效期至${certificate.expiryDate}，尚未过期`;
      return null;
    default:
      return null;
  }
}
