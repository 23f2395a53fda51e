/** Labels and select options of the 审核方案 code tables, in the current language. */
import {
  AUDIT_METHODS,
  AUDIT_TYPES,
  AUDITOR_SCHEMES,
  auditTypeLabel,
  PLAN_STATUSES,
  TASK_PERIODS,
  TEAM_ROLES,
} from '@cb/domain';
import { labelFor, optionsFor } from '../../shared/format/codeTables';
import { currentLocale } from '../../shared/i18n';
import { programmeTexts } from './texts';

export const planStatusOptions = optionsFor(PLAN_STATUSES);
export const planStatusLabel = labelFor(PLAN_STATUSES);
export const methodOptions = optionsFor(AUDIT_METHODS);
export const methodLabel = labelFor(AUDIT_METHODS);
export const periodOptions = optionsFor(TASK_PERIODS);
export const periodLabel = labelFor(TASK_PERIODS);
export const roleOptions = optionsFor(TEAM_ROLES);
export const roleLabel = labelFor(TEAM_ROLES);
export const schemeOptions = optionsFor(AUDITOR_SCHEMES);
export const auditTypeOptions = optionsFor(AUDIT_TYPES);

/** An audit type with its stage (一阶段 / 二阶段) for the initial audit. */
export function auditTypeText(type: number | null, stage?: number | null): string {
  if (type === null) return '';
  const name = auditTypeLabel(type, {}, currentLocale()) ?? String(type);
  if (!stage) return name;
  return programmeTexts.t(stage === 1 ? 'common.withStage1' : 'common.withStage2', { name });
}

/** Tag colours of the plan statuses. */
export const PLAN_STATUS_COLORS: Record<number, string> = {
  0: 'default',
  1: 'processing',
  2: 'warning',
  3: 'success',
  4: 'default',
  5: 'error',
};
