/**
 * Who a notice or message goes to. "All users" of a certification body includes people outside it
 * (client enterprises, partners), so a notice meant for the body's own people says so.
 */

export const NOTICE_TARGET_TYPES = ['all', 'staff', 'external', 'roles', 'users'] as const;
/**
 * 'all' everyone; 'staff' the body's own people (everyone but external users); 'external' the
 * enterprise and partner users; 'roles' / 'users' the named role codes or user ids.
 */
export type NoticeTargetType = (typeof NOTICE_TARGET_TYPES)[number];

/** Roles of users outside the certification body (SPEC.md §1: partners and client enterprises). */
export const EXTERNAL_ROLE_CODES: readonly string[] = ['enterprise', 'partner'];

/** Whether the target type names its recipients in `targets`. */
export function noticeTargetsNamed(type: NoticeTargetType): boolean {
  return type === 'roles' || type === 'users';
}
