/**
 * Permission codes of 客户通知 and 开放文件 (khgl:notice, khgl:openedFile): the server's route checks
 * and the web's buttons use the same codes. `read` / `download` are the enterprise's: it reads the
 * notices sent to it and downloads the files opened to it.
 */
export const CLIENT_NOTICE_PERMISSIONS = [
  'khgl:notice:add',
  'khgl:notice:delete',
  'khgl:notice:detail',
  'khgl:notice:edit',
  'khgl:notice:export',
  'khgl:notice:read',
  'khgl:notice:send',
  'khgl:openedFile:delete',
  'khgl:openedFile:download',
  'khgl:openedFile:edit',
  'khgl:openedFile:upload',
] as const;
export type ClientNoticePermission = (typeof CLIENT_NOTICE_PERMISSIONS)[number];

/** Joins the product's permission union (`Permission` in src/permissions.ts). */
declare module '../permissions.ts' {
  interface PermissionRegistry extends Record<ClientNoticePermission, true> {}
}
