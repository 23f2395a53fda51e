/** Who may call the 分公司 (cwgl/branch) endpoints (no zod: the web and the endpoint table import it). */
import type { Permission } from '../permissions.ts';

/** Who may call what (any one of the codes suffices). */
export const BRANCH_ACCESS = {
  /** The list, a record and its overview: anyone who may view or edit them. */
  read: ['cwgl:branch:detail', 'cwgl:branch:edit'],
  /** The branches as choices: the branch pages and the settlement and gross-margin pages. */
  options: [
    'cwgl:branch:detail',
    'cwgl:branch:edit',
    'cwgl:settlement:add',
    'cwgl:settlement:detail',
    'cwgl:grossMargin:export',
  ],
  add: ['cwgl:branch:add'],
  edit: ['cwgl:branch:edit'],
  delete: ['cwgl:branch:delete'],
  export: ['cwgl:branch:export'],
} as const satisfies Record<string, readonly Permission[]>;
