/** Who may call the people (rlzy) endpoints (no zod: the web and the endpoint table import it). */
import type { Permission } from '../permissions.ts';

/** Who may call what (any one code suffices). Auditors reach their own records through the zone. */
export const AUDITOR_ACCESS = {
  read: ['rlzy:auditor:edit', 'rlzy:auditor:archive', 'rlzy:auditor:add'],
  add: ['rlzy:auditor:add'],
  edit: ['rlzy:auditor:edit'],
  archive: ['rlzy:auditor:archive', 'rlzy:auditor:edit'],
  import: ['rlzy:auditor:import'],
  export: ['rlzy:auditor:export'],
  /** HR decides on code applications with the right to edit auditors. */
  approveCode: ['rlzy:auditor:edit'],
  contractRead: ['rlzy:contract:add', 'rlzy:contract:edit', 'rlzy:contract:delete', 'rlzy:contract:export'],
  contractAdd: ['rlzy:contract:add'],
  contractEdit: ['rlzy:contract:edit'],
  contractDelete: ['rlzy:contract:delete'],
  contractExport: ['rlzy:contract:export'],
  leaveRead: ['rlzy:leave:add', 'rlzy:leave:approve', 'rlzy:leave:delete'],
  leaveAdd: ['rlzy:leave:add'],
  leaveApprove: ['rlzy:leave:approve'],
  leaveDelete: ['rlzy:leave:delete'],
  witnessRead: ['rlzy:witness:add', 'rlzy:witness:edit', 'rlzy:witness:delete'],
  witnessAdd: ['rlzy:witness:add'],
  witnessEdit: ['rlzy:witness:edit'],
  witnessDelete: ['rlzy:witness:delete'],
  analyse: ['rlzy:analyse:detail'],
  analyseExport: ['rlzy:analyse:export'],
  /** The auditor's own code applications in the auditor zone. */
  zoneCodeRead: ['auditorZone:code:add', 'auditorZone:code:edit', 'auditorZone:code:delete'],
  zoneCodeAdd: ['auditorZone:code:add'],
  zoneCodeEdit: ['auditorZone:code:edit'],
  zoneCodeDelete: ['auditorZone:code:delete'],
  /** The competence service: planners of audit programmes and contract reviewers call it. */
  candidates: ['rlzy:auditor:edit', 'shfa:planAssign:assign', 'htps:review:review'],
} as const satisfies Record<string, readonly Permission[]>;
