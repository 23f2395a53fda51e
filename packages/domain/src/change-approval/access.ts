/** Who may call the 变更审批 endpoints (no zod: the web and the endpoint table import it). */
import type { Permission } from '../permissions.ts';

export const CHANGE_APPROVAL_ACCESS = {
  /** 待审批 and deciding. */
  decide: ['htps:bgsp:audit'],
  /** 已审批, the detail page. */
  read: ['htps:bgsp:audit', 'htps:bgsp:detail'],
  export: ['htps:bgsp:export'],
  /** The applicant's view of the outcome on its change request (row scope applies). */
  outcome: [
    'xmsl:change:add',
    'xmsl:change:edit',
    'xmsl:change:detail',
    'xmsl:change:revoke',
    'htps:bgsp:audit',
    'htps:bgsp:detail',
  ],
} as const satisfies Record<string, readonly Permission[]>;
