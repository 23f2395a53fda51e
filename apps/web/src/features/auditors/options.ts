/** Select options and labels of the people area's code tables, in the current language. */
import {
  AUDITOR_SCHEMES,
  AUDITOR_STATUSES,
  COMPETENCE_SOURCES,
  COMPETENCE_STATUSES,
  EMPLOYMENT_TYPES,
  LABOUR_CONTRACT_TYPES,
  LEADER_FLAGS,
  LEAVE_STATUSES,
  PERSONNEL_KINDS,
  QUALIFICATION_LEVELS,
  SEXES,
  WITNESS_RESULTS,
} from '@cb/domain';
import { labelFor, optionsFor } from '../../shared/format/codeTables';

export const schemeOptions = optionsFor(AUDITOR_SCHEMES);
export const schemeLabel = labelFor(AUDITOR_SCHEMES);
export const levelOptions = optionsFor(QUALIFICATION_LEVELS);
export const levelLabel = labelFor(QUALIFICATION_LEVELS);
export const leaderOptions = optionsFor(LEADER_FLAGS);
export const leaderLabel = labelFor(LEADER_FLAGS);
export const sourceOptions = optionsFor(COMPETENCE_SOURCES);
export const sourceLabel = labelFor(COMPETENCE_SOURCES);
export const competenceStatusOptions = optionsFor(COMPETENCE_STATUSES);
export const competenceStatusLabel = labelFor(COMPETENCE_STATUSES);
export const employmentOptions = optionsFor(EMPLOYMENT_TYPES);
export const employmentLabel = labelFor(EMPLOYMENT_TYPES);
export const auditorStatusOptions = optionsFor(AUDITOR_STATUSES);
export const auditorStatusLabel = labelFor(AUDITOR_STATUSES);
export const personnelKindOptions = optionsFor(PERSONNEL_KINDS);
export const personnelKindLabel = labelFor(PERSONNEL_KINDS);
export const sexOptions = optionsFor(SEXES);
export const sexLabel = labelFor(SEXES);
export const contractTypeOptions = optionsFor(LABOUR_CONTRACT_TYPES);
export const contractTypeLabel = labelFor(LABOUR_CONTRACT_TYPES);
export const leaveStatusOptions = optionsFor(LEAVE_STATUSES);
export const leaveStatusLabel = labelFor(LEAVE_STATUSES);
export const witnessResultOptions = optionsFor(WITNESS_RESULTS);
export const witnessResultLabel = labelFor(WITNESS_RESULTS);

/** Tag colours of a competence's state: 待审批 / 已批准 / 已退回 / 已撤销. */
export const COMPETENCE_STATUS_COLORS: Readonly<Record<number, string>> = {
  0: 'processing',
  1: 'success',
  2: 'error',
  3: 'default',
};
export const AUDITOR_STATUS_COLORS: Readonly<Record<number, string>> = {
  1: 'green',
  2: 'orange',
  3: 'default',
};
export const LEAVE_STATUS_COLORS: Readonly<Record<number, string>> = {
  0: 'processing',
  1: 'success',
  2: 'error',
};

/**
 * The registrations the list answers ("QMS:02,EMS:03") as scheme + level pairs.
 * @example parseRegistrations('QMS:02,EMS:03') // [{ scheme: 'QMS', level: '02' }, { scheme: 'EMS', level: '03' }]
 */
export function parseRegistrations(value: string): { scheme: string; level: string }[] {
  return value
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)
    .map((part) => {
      const [scheme = '', level = ''] = part.split(':');
      return { scheme, level };
    });
}
