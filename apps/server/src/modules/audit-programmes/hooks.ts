/**
 * What later areas supply to the programmes (registered at module load, from their `area.ts`):
 *
 * - The lifecycle rules. The lifecycle area keeps the rule-set selection and the working-day
 *   calendar and comes last in the lifecycle (its jobs open projects, suspend and expire
 *   certificates), yet a programme's dates are counted under them from the first programme on, as
 *   are a certificate's expiry and the decisions' dates. lifecycle provides them through
 *   `provideLifecycleRules`; every area between reads them through `lifecycleRulesOf` (this door).
 */
import type { LifecycleRuleSet, LifecycleSetting, WorkingCalendar } from '@cb/domain';
import type { Reader } from '../../platform/db/database.ts';

export interface TenantLifecycleRules {
  setting: LifecycleSetting;
  calendar: WorkingCalendar;
  /** The rule set of a scheme (Q or QMS, E or EMS …) on a day (YYYY-MM-DD). */
  ruleSetFor(scheme: string, asOf: string): LifecycleRuleSet;
}

export type LifecycleRulesSource = (tx: Reader, tenantId: number) => Promise<TenantLifecycleRules>;

let lifecycleRules: LifecycleRulesSource | null = null;

/** The lifecycle area's way in: where a tenant's lifecycle rules are read from. */
export function provideLifecycleRules(source: LifecycleRulesSource): void {
  lifecycleRules = source;
}

/** The lifecycle rules of one tenant (rule-set selection and working calendar), in the caller's transaction. */
export function lifecycleRulesOf(tx: Reader, tenantId: number): Promise<TenantLifecycleRules> {
  if (!lifecycleRules)
    throw new Error('audit-programmes: no lifecycle rules are registered (lifecycle/area.ts)');
  return lifecycleRules(tx, tenantId);
}
