/** Permission codes of 消息通知 (xxtz): the server's route checks and the web's buttons use the same codes. */
export const NOTICE_PERMISSIONS = [
  'xxtz:list:delete',
  'xxtz:list:read',
  'xxtz:noticeList:add',
  'xxtz:noticeList:delete',
  'xxtz:noticeList:edit',
  'xxtz:noticeList:revoke',
] as const;
export type NoticePermission = (typeof NOTICE_PERMISSIONS)[number];

/** Joins the product's permission union (`Permission` in src/permissions.ts). */
declare module '../permissions.ts' {
  interface PermissionRegistry extends Record<NoticePermission, true> {}
}
