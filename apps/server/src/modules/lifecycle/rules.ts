/**
 * The lifecycle rules of one tenant, for any area that keeps dates (programmes, certificates, the
 * jobs): its rule-set selection (settings key `lifecycle`) and its working-day calendar, read in the
 * caller's transaction. The programmes read it through @cb/domain's programmeRulesOf.
 */
import {
  type LifecycleRuleSet,
  type LifecycleSetting,
  selectRuleSet,
  type WorkingCalendar,
} from '@cb/domain';
import type { Reader } from '../../platform/db/database.ts';
import { readSetting } from '../../platform/settings/settings.ts';
import { loadWorkingCalendar } from './calendar.ts';

export interface TenantLifecycleRules {
  setting: LifecycleSetting;
  calendar: WorkingCalendar;
  /** The rule set of a scheme (Q or QMS, E or EMS …) on a day (YYYY-MM-DD). */
  ruleSetFor(scheme: string, asOf: string): LifecycleRuleSet;
}

export async function tenantLifecycleRules(tx: Reader, tenantId: number): Promise<TenantLifecycleRules> {
  const { version: _version, ...setting } = await readSetting(tx, tenantId, 'lifecycle');
  const calendar = await loadWorkingCalendar(tx, tenantId);
  return { setting, calendar, ruleSetFor: (scheme, asOf) => selectRuleSet(setting, scheme, asOf) };
}
