/**
 * The audit programmes' door: the only file other areas import from modules/audit-programmes
 * (issue 29 item 3, docs/decisions.md "One door per area").
 */
export { rescheduleProgrammeAfterSurveillance } from './after-surveillance.ts';
export { reanchorProgrammeAtIssue } from './at-issue.ts';
export {
  type LifecycleRulesSource,
  lifecycleRulesOf,
  provideLifecycleRules,
  type TenantLifecycleRules,
} from './hooks.ts';
export { createDueProjects, regenerateProgrammeAfterDecision } from './service.ts';
