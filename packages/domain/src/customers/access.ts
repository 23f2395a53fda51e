/** Who may call the customer endpoints (no zod: the web and the endpoint table import it). */
import type { Permission } from '../permissions.ts';

/** Who may call what (any one of the codes suffices). */
export const ENTERPRISE_ACCESS = {
  /** The list and a record: anyone who may view or edit enterprises. */
  read: ['khgl:enterprise:detail', 'khgl:enterprise:edit'],
  add: ['khgl:enterprise:add'],
  edit: ['khgl:enterprise:edit'],
  delete: ['khgl:enterprise:delete'],
  export: ['khgl:enterprise:export'],
  /** Enterprise pickers of other areas (applications …): those areas' own permissions suffice. */
  pick: [
    'khgl:enterprise:detail',
    'khgl:enterprise:edit',
    'khgl:enterprise:add',
    'xmsl:add:add',
    'xmsl:search:detail',
    'xmsl:search:audit',
  ],
} as const satisfies Record<string, readonly Permission[]>;
