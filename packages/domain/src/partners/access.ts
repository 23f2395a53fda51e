/** Who may call the 合作方 (hzf) 合作方 endpoints (no zod: the web and the endpoint table import it). */
import type { Permission } from '../permissions.ts';

/** Who may call what (any one of the codes suffices). */
export const PARTNER_ACCESS = {
  /** The list and a record: anyone who may view or edit them. */
  read: ['hzf:partner:detail', 'hzf:partner:edit'],
  add: ['hzf:partner:add'],
  edit: ['hzf:partner:edit'],
  delete: ['hzf:partner:delete'],
  export: ['hzf:partner:export'],
} as const satisfies Record<string, readonly Permission[]>;
