/** Who may call the notice and message endpoints (no zod: the web and the endpoint table import it). */
import type { Permission } from '../permissions.ts';

/** Who may call what (any one of the codes suffices). */
export const NOTICE_ACCESS = {
  admin: ['xxtz:noticeList:add', 'xxtz:noticeList:edit', 'xxtz:noticeList:revoke', 'xxtz:noticeList:delete'],
  add: ['xxtz:noticeList:add'],
  edit: ['xxtz:noticeList:edit'],
  /** Writing a notice: the target pickers and the attachment upload. */
  write: ['xxtz:noticeList:add', 'xxtz:noticeList:edit'],
  revoke: ['xxtz:noticeList:revoke'],
  delete: ['xxtz:noticeList:delete'],
  /** Channel configuration and the contract popup are system settings. */
  settings: ['sys:setting:edit'],
} as const satisfies Record<string, readonly Permission[]>;
