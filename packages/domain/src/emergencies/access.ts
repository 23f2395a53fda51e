/** Who may call the 应急响应 (yjxy) 应急事件 endpoints (no zod: the web and the endpoint table import it). */
import type { Permission } from '../permissions.ts';

/** Who may call what (any one of the codes suffices). */
export const EVENT_ACCESS = {
  /** The list and a record: anyone who may view or edit them. */
  read: ['yjxy:event:detail', 'yjxy:event:edit', 'yjxy:event:notice'],
  add: ['yjxy:event:add'],
  /** Choosing the affected enterprises while adding or editing. */
  pick: ['yjxy:event:add', 'yjxy:event:edit'],
  edit: ['yjxy:event:edit'],
  delete: ['yjxy:event:delete'],
  export: ['yjxy:event:export'],
  notice: ['yjxy:event:notice'],
  /** Postponing an audit or extending a certificate's validity from an enterprise's response. */
  decide: ['yjxy:event:postpone'],
} as const satisfies Record<string, readonly Permission[]>;
