/**
 * The certificate state machine (DOMAIN.md §1.3) and its reason and change codes (§4.4): which
 * status allows suspending, restoring, revoking, cancelling and expiring, the change type each
 * writes into the certificate's history, and the date guards (a suspension lasts at most six
 * months; a certificate expires only after its expiry date). The server checks these before it
 * writes; the web shows or hides the buttons with the same functions.
 */
import { type CodeLabel, labelOf } from '../labels.ts';
import { addMonths } from '../lifecycle/calendar.ts';
import { CERTIFICATE_STATUSES_WITH_OLD } from './code-tables.ts';

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
export const SUSPENSION_REASONS = [
  { code: '0111', zh: '获证组织管理体系持续或严重不满足认证要求', en: 'Persistent or serious failure' },
  { code: '0112', zh: '不承担、履行认证合同约定的责任和义务', en: 'Contract obligations not met' },
  { code: '0113', zh: '被有关执法监管部门责令停业整顿', en: 'Penalised by a regulator' },
  { code: '0114', zh: '被地方认证监管部门发现体系运行存在问题', en: 'Problem found by a local regulator' },
  {
    code: '0115',
    zh: '持有的行政许可证明、资质证书已经过期失效但申请换证',
    en: 'Licence expired, renewal pending',
  },
  { code: '0116', zh: '主动请求暂停', en: 'Client request' },
  { code: '0117', zh: '能源管理体系：未按期完成节能目标', en: 'Energy: saving target missed' },
  { code: '0118', zh: '能源管理体系：其他能源相关要求不满足', en: 'Energy: other requirement not met' },
  {
    code: '0199',
    zh: '其他严重不符合项未在规定期限内纠正',
    en: 'Other serious nonconformity not corrected in time',
  },
] as const satisfies readonly CodeLabel[];

/** Revocation reasons (certrecall, DOMAIN.md §4.4). */
export const REVOCATION_REASONS = [
  { code: '0111', zh: '被注销或撤销法律地位证明文件', en: 'Legal status cancelled' },
  {
    code: '0112',
    zh: '拒绝接受国家产品质量监督抽查或提供虚假材料',
    en: 'Refused regulator inspection or gave false data',
  },
  { code: '0113', zh: '出现重大的产品和服务等质量安全事故', en: 'Major quality or safety accident' },
  { code: '0114', zh: '有其他严重违反法律法规行为', en: 'Other serious legal breach' },
  {
    code: '0115',
    zh: '暂停认证证书的期限已满但导致暂停的问题未得到解决或纠正',
    en: 'Suspension expired unresolved',
  },
  { code: '0116', zh: '没有运行管理体系或者已不具备运行条件', en: 'System not operating' },
  {
    code: '0117',
    zh: '不正确使用认证证书和标志且未采取有效纠正措施',
    en: 'Misuse of certification not corrected',
  },
  { code: '0118', zh: '能源管理体系：能耗严重超标', en: 'Energy: consumption far over the limit' },
  { code: '0119', zh: '能源管理体系：其他能源相关严重问题', en: 'Energy: other serious problem' },
  { code: '0120', zh: '换发新证书，旧证书撤销', en: 'Old certificate revoked because a new one was issued' },
  { code: '0199', zh: '其他', en: 'Other' },
] as const satisfies readonly CodeLabel[];

/**
 * Cancellation reasons (注销). §4.4 lists none for cancellation; these are the cases of §1.3's row
 * "1 → 4" (client request, closure, expiry without renewal), numbered by this product.
 */
export const CANCELLATION_REASONS = [
  { code: '01', zh: '获证组织申请注销', en: 'Client request' },
  { code: '02', zh: '获证组织停业、关闭或注销', en: 'Organisation closed' },
  { code: '03', zh: '证书到期未再认证', en: 'Expired without recertification' },
  { code: '99', zh: '其他', en: 'Other' },
] as const satisfies readonly CodeLabel[];

/** Why a new version replaced the old one (DOMAIN.md §1.3: the old version goes to 99). */
export const REPLACEMENT_REASONS = [
  { code: '0101', zh: '监督换证', en: 'Surveillance reissue' },
  { code: '0102', zh: '再认证换证', en: 'Recertification reissue' },
  { code: '0103', zh: '认证机构转换', en: 'CB transfer' },
  { code: '0104', zh: '证书内容变更', en: 'Content change' },
] as const satisfies readonly CodeLabel[];

/** Change types (certchange, DOMAIN.md §4.4): what a history entry records. */
export const CERTIFICATE_CHANGE_TYPES = [
  { code: '01', zh: '名称变更', en: 'Name' },
  { code: '02', zh: '地址变更', en: 'Address' },
  { code: '03', zh: '其他组织信息变更', en: 'Other organisation information' },
  { code: '04', zh: '认可标志变更', en: 'Mark' },
  { code: '05', zh: '认证范围扩大', en: 'Scope extended' },
  { code: '06', zh: '认证范围缩小', en: 'Scope reduced' },
  { code: '07', zh: '产品型号变更', en: 'Product models' },
  { code: '08', zh: '认证依据标准变更', en: 'Standard' },
  { code: '09', zh: '组织机构代码变更', en: 'Organisation code' },
  { code: '96', zh: '取消CNAS认可标志', en: 'CNAS mark removed' },
  { code: '97_01', zh: '暂停', en: 'Suspended' },
  { code: '97_02', zh: '恢复', en: 'Restored' },
  { code: '97_03', zh: '撤销', en: 'Revoked' },
  { code: '97_04', zh: '注销', en: 'Cancelled' },
  { code: '97_05', zh: '过期', en: 'Expired' },
] as const satisfies readonly CodeLabel[];

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
