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
import type { Reader, Tx } from '../../platform/db/database.ts';

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

/**
 * - The postponements of extraordinary events (应急响应, BUSINESS.md §7). The emergencies area
 *   records an audit postponed by at most 6 months with its event; the lifecycle's jobs and its
 *   期限待办 read the moved deadlines here (`postponedDeadlines`), so the programme's own rows and
 *   the next cycle keep their dates. Without a provider nothing is postponed.
 */
export interface PostponedDeadline {
  /** The programme row of the audit. */
  rowId: string;
  /** Its deadline after the postponement. */
  postponedTo: string;
  /** What the 期限待办 shows. */
  subject: string;
}

export interface DuePostponements {
  /** The moved deadlines of these programme rows (none when a row was not postponed). */
  ofRows(tx: Reader, tenantId: number, rowIds: readonly string[]): Promise<Map<string, string>>;
  /** The postponed audits not held yet, for 期限待办 and its reminders. */
  open(tx: Reader, tenantId: number): Promise<PostponedDeadline[]>;
}

let postponements: DuePostponements | null = null;

/** The emergencies area's way in: where postponed audit deadlines are read from. */
export function provideDuePostponements(source: DuePostponements): void {
  postponements = source;
}

/** The postponed deadlines (of these rows, or every open one); empty without a provider. */
export const postponedDeadlines = {
  ofRows: (tx: Reader, tenantId: number, rowIds: readonly string[]): Promise<Map<string, string>> =>
    postponements && rowIds.length ? postponements.ofRows(tx, tenantId, rowIds) : Promise.resolve(new Map()),
  open: (tx: Reader, tenantId: number): Promise<PostponedDeadline[]> =>
    postponements ? postponements.open(tx, tenantId) : Promise.resolve([]),
};

/**
 * - A plan's team or dates changed (审核组 replaced, the plan's dates edited), in the changing
 *   transaction: what later areas derived from the plan is kept in step — 信息上报's unreported team
 *   rows of an audit already finished (a listener that throws rolls the change back).
 */
export interface PlanChanged {
  tenantId: number;
  planId: string;
}
export type PlanChangedListener = (tx: Tx, change: PlanChanged) => Promise<void>;

const planChanged = new Set<PlanChangedListener>();

/** Runs `listener` in every transaction that changes a plan's team or dates. */
export function onPlanChanged(listener: PlanChangedListener): void {
  planChanged.add(listener);
}

export async function runPlanChanged(tx: Tx, change: PlanChanged): Promise<void> {
  for (const listener of planChanged) await listener(tx, change);
}
