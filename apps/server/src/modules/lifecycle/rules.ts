/**
 * The lifecycle rules of one tenant, for any area that keeps dates (programmes, certificates, the
 * jobs): its rule-set selection (settings key `lifecycle`) and its working-day calendar, read in the
 * caller's transaction. The programmes read it through @cb/domain's programmeRulesOf. Areas earlier
 * than the lifecycle read it through audit-programmes' `lifecycleRulesOf`, which lifecycle/area.ts
 * provides with `tenantLifecycleRules`.
 */
import { selectRuleSet } from '@cb/domain';
import type { Reader } from '../../platform/db/database.ts';
import { readSetting } from '../../platform/settings/settings.ts';
import type { TenantLifecycleRules } from '../audit-programmes/door.ts';
import { loadWorkingCalendar } from './calendar.ts';

export type { TenantLifecycleRules };

export async function tenantLifecycleRules(tx: Reader, tenantId: number): Promise<TenantLifecycleRules> {
  const { version: _version, ...setting } = await readSetting(tx, tenantId, 'lifecycle');
  const calendar = await loadWorkingCalendar(tx, tenantId);
  return { setting, calendar, ruleSetFor: (scheme, asOf) => selectRuleSet(setting, scheme, asOf) };
}
