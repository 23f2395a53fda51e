/**
 * Audit types (SPEC.md §3 "Audit type", §4 "Audit type helpers"). A project row stores a combined
 * code that folds the surveillance count and the change-of-certification-body ("transfer") flag into
 * the type; the helpers here unfold it, name it and say which audit comes next in the cycle.
 */
import { type CodeLabel, type CodeOf, entryOf, type Locale, type LocalizedText, localize } from './labels.ts';

const ZH_ORDINALS = ['一', '二', '三', '四'];
const EN_ORDINALS = ['1st', '2nd', '3rd', '4th'];

/** A surveillance label; `count` (1-4) is the nth surveillance of the cycle, `transfer` the org change. */
function surveillanceText(count: number | undefined, transfer: boolean): LocalizedText {
  const zhCount = count ? `第${ZH_ORDINALS[count - 1] ?? count}次` : '';
  const enCount = count ? ` (${EN_ORDINALS[count - 1] ?? `${count}th`})` : '';
  return transfer
    ? {
        zh: `转机构${zhCount}监督审核`,
        en: `Supervision with change of certification organisation${enCount}`,
      }
    : { zh: `${zhCount}监督审核`, en: `Supervision audit${enCount}` };
}

const TRANSFER_RECERTIFICATION: LocalizedText = { zh: '转机构再认证审核', en: 'Recertification with change' };

/** Audit types 1-24; English wording as the spec gives it. */
export const AUDIT_TYPES = [
  { code: 1, zh: '初次审核', en: 'First audit' },
  { code: 2, ...surveillanceText(undefined, false) },
  { code: 3, ...surveillanceText(2, false) },
  { code: 4, zh: '再认证审核', en: 'Recertification' },
  { code: 5, ...surveillanceText(1, true) },
  { code: 6, ...surveillanceText(2, true) },
  { code: 7, ...TRANSFER_RECERTIFICATION },
  { code: 8, zh: '特殊审核', en: 'Special audit' },
  { code: 9, zh: '非例行特殊审核', en: 'Non-routine special audit' },
  { code: 10, zh: '补充审核', en: 'Supplement special audit' },
  { code: 11, zh: '扩大认证范围审核', en: 'Scope extension' },
  { code: 12, zh: '恢复认证审核', en: 'Restoration audit' },
  { code: 13, zh: '远程项目现场补充审核', en: 'Remote project needing an onsite supplement' },
  { code: 14, zh: '特殊换版审核', en: 'Special version transfer' },
  { code: 15, zh: '不符合项现场验证', en: 'Non-conformity onsite verification' },
  { code: 16, zh: '换证（文件审核）', en: 'Certificate replacement (document review)' },
  { code: 17, zh: '换证（现场审核）', en: 'Certificate replacement (onsite)' },
  { code: 18, zh: '认可机构不符合项整改', en: 'Accreditation-body non-conformity rectification' },
  { code: 19, zh: '飞行检查', en: 'Unannounced inspection' },
  { code: 20, zh: '转换审核', en: 'Conversion' },
  { code: 21, zh: '变更审核', en: 'Change audit' },
  { code: 22, zh: '不通知审核', en: 'Unannounced audit' },
  { code: 23, zh: '不符合项整改补充审核', en: 'Non-conformity rectification supplementary audit' },
  { code: 24, zh: '补充', en: 'Supplement' },
] as const satisfies readonly CodeLabel[];

export type AuditType = CodeOf<typeof AUDIT_TYPES>;

/** Appended to an audit-type label when the project's change flag is 1. */
export const AUDIT_CHANGE_MARKER: LocalizedText = { zh: '（变更）', en: ' (change)' };

/** A combined audit-type code unfolded. */
export interface ParsedAuditType {
  /** 1 initial, 2 surveillance, 4 recertification, or 8/9/10 kept as they are. */
  readonly auditType: 1 | 2 | 4 | 8 | 9 | 10;
  /** The nth surveillance of the cycle (1-4); 0 for every other type. */
  readonly supervisionCount: 0 | 1 | 2 | 3 | 4;
  /** True when the client changed certification body (transfer). */
  readonly orgChanged: boolean;
}

// 31-34 are the third and fourth surveillances, which have no type of their own in 1-24.
const COMBINED_AUDIT_TYPE_CODES = new Map<number, ParsedAuditType>([
  [1, { auditType: 1, supervisionCount: 0, orgChanged: false }],
  [2, { auditType: 2, supervisionCount: 1, orgChanged: false }],
  [3, { auditType: 2, supervisionCount: 2, orgChanged: false }],
  [31, { auditType: 2, supervisionCount: 3, orgChanged: false }],
  [32, { auditType: 2, supervisionCount: 4, orgChanged: false }],
  [5, { auditType: 2, supervisionCount: 1, orgChanged: true }],
  [6, { auditType: 2, supervisionCount: 2, orgChanged: true }],
  [33, { auditType: 2, supervisionCount: 3, orgChanged: true }],
  [34, { auditType: 2, supervisionCount: 4, orgChanged: true }],
  [4, { auditType: 4, supervisionCount: 0, orgChanged: false }],
  [7, { auditType: 4, supervisionCount: 0, orgChanged: true }],
  [8, { auditType: 8, supervisionCount: 0, orgChanged: false }],
  [9, { auditType: 9, supervisionCount: 0, orgChanged: false }],
  [10, { auditType: 10, supervisionCount: 0, orgChanged: false }],
]);

/**
 * Unfolds a combined audit-type code into type, surveillance count and transfer flag; null for a
 * code the spec does not list (11-24 have no combined form).
 * @example parseAuditTypeCode(33) // { auditType: 2, supervisionCount: 3, orgChanged: true }
 */
export function parseAuditTypeCode(code: number | string): ParsedAuditType | null {
  return COMBINED_AUDIT_TYPE_CODES.get(Number(code)) ?? null;
}

// After the last surveillance comes recertification; a recertification starts a new cycle.
const NEXT_AUDIT_TYPE = new Map<number, AuditType>([
  [1, 2],
  [2, 3],
  [3, 4],
  [4, 2],
  [5, 3],
  [6, 4],
  [7, 2],
]);

/**
 * The audit type that follows in the certification cycle, or null when none follows automatically.
 * @example nextAuditType(5) // 3 (after the first transfer surveillance comes the second surveillance)
 */
export function nextAuditType(type: number | string): AuditType | null {
  return NEXT_AUDIT_TYPE.get(Number(type)) ?? null;
}

export interface AuditTypeLabelOptions {
  /** 1 (or true) appends the change marker. */
  changeFlag?: number | boolean | null;
  /** 1 (or true) turns surveillance and recertification into their transfer wording. */
  orgChange?: number | boolean | null;
  /** The nth surveillance (1-4), appended to surveillance labels. */
  supervisionCount?: number | null;
}

const isOn = (flag: number | boolean | null | undefined): boolean => flag === 1 || flag === true;

// Types whose table label already carries a surveillance count.
const SURVEILLANCE_COUNT_OF_TYPE = new Map<number, number>([
  [3, 2],
  [5, 1],
  [6, 2],
]);

/**
 * The display name of an audit type with its transfer wording, surveillance count and change marker;
 * undefined for a type outside 1-24.
 * @example auditTypeLabel(2, { orgChange: 1, supervisionCount: 3 }) // '转机构第三次监督审核'
 * @example auditTypeLabel(4, { changeFlag: 1 }, 'en-US') // 'Recertification (change)'
 */
export function auditTypeLabel(
  type: number | string,
  options: AuditTypeLabelOptions = {},
  locale: Locale = 'zh-CN',
): string | undefined {
  const row = entryOf(AUDIT_TYPES, type);
  if (!row) return undefined;
  const orgChanged = isOn(options.orgChange);
  let text: LocalizedText = row;
  if (row.code === 2 || row.code === 3 || row.code === 5 || row.code === 6) {
    const count = options.supervisionCount || SURVEILLANCE_COUNT_OF_TYPE.get(row.code);
    text = surveillanceText(count, orgChanged || row.code === 5 || row.code === 6);
  } else if (row.code === 4 && orgChanged) {
    text = TRANSFER_RECERTIFICATION;
  }
  const label = localize(text, locale);
  return isOn(options.changeFlag) ? label + localize(AUDIT_CHANGE_MARKER, locale) : label;
}
