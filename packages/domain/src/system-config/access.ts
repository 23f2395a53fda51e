/** Who may call the system configuration endpoints (no zod: the web and the endpoint table import it). */
import type { Permission } from '../permissions.ts';

/** Who may call what (any one of the codes suffices). */
export const SYSTEM_CONFIG_ACCESS = {
  menuRead: ['sys:menu:add', 'sys:menu:edit', 'sys:menu:delete'],
  menuAdd: ['sys:menu:add'],
  menuEdit: ['sys:menu:edit'],
  menuDelete: ['sys:menu:delete'],
  loginLogList: ['sys:loginLog:list'],
  loginLogExport: ['sys:loginLog:export'],
  operLogList: ['sys:operLog:list'],
  operLogExport: ['sys:operLog:export'],
} as const satisfies Record<string, readonly Permission[]>;
