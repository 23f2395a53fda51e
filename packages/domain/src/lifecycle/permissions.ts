/** Permission codes of the lifecycle rules: the body's working-day calendar (工作日历, sys). */
export const LIFECYCLE_PERMISSIONS = [
  'sys:calendar:add',
  'sys:calendar:delete',
  'sys:calendar:edit',
  'sys:calendar:export',
  'sys:calendar:import',
] as const;
export type LifecyclePermission = (typeof LIFECYCLE_PERMISSIONS)[number];

/** Joins the product's permission union (`Permission` in src/permissions.ts). */
declare module '../permissions.ts' {
  interface PermissionRegistry extends Record<LifecyclePermission, true> {}
}
