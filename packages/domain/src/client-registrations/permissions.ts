/**
 * Permission codes of 注册审核 (khgl:registration): staff approve or reject the companies that asked
 * for a portal account on /user/register.
 */
export const CLIENT_REGISTRATION_PERMISSIONS = [
  'khgl:registration:detail',
  'khgl:registration:approve',
  'khgl:registration:reject',
  'khgl:registration:export',
] as const;
export type ClientRegistrationPermission = (typeof CLIENT_REGISTRATION_PERMISSIONS)[number];

/** Joins the product's permission union (`Permission` in src/permissions.ts). */
declare module '../permissions.ts' {
  interface PermissionRegistry extends Record<ClientRegistrationPermission, true> {}
}
