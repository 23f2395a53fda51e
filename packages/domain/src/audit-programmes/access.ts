/**
 * Who may call the 审核方案 (shfa) and auditor-zone task endpoints (no zod: the web and the endpoint
 * table import it).
 */
import type { Permission } from '../permissions.ts';

/** Who may call what (any one code suffices). */
export const AUDIT_PROGRAMME_ACCESS = {
  schemeRead: ['shfa:scheme:detail', 'shfa:scheme:edit', 'shfa:scheme:add', 'shfa:planAssign:assign'],
  schemeEdit: ['shfa:scheme:edit'],
  schemeAdd: ['shfa:scheme:add'],
  schemeExport: ['shfa:scheme:export'],
  planRead: [
    'shfa:planAssign:detail',
    'shfa:planAssign:assign',
    'shfa:planAssign:approve',
    'shfa:planAssign:notice',
    'shfa:abort:detail',
  ],
  planAssign: ['shfa:planAssign:assign'],
  planApprove: ['shfa:planAssign:approve'],
  planNotice: ['shfa:planAssign:notice'],
  planExport: ['shfa:planAssign:export'],
  abort: ['shfa:abort:abort'],
  abortRead: ['shfa:abort:detail', 'shfa:abort:abort'],
  myTasks: ['auditorZone:myTask:confirm'],
  /** 审核日程: the auditors (and deciders) in their zone, and whoever arranges or approves plans. */
  calendar: ['auditorZone:schedule:edit', 'shfa:planAssign:assign', 'shfa:planAssign:approve'],
  /**
   * 计划设置 (tenant setting `auditPlanning`): the plan approvers, who check the team the planners
   * propose, and the system setting administrators — not the planners the rotation rule guards.
   */
  planningSetting: ['shfa:planAssign:approve', 'sys:setting:edit'],
} as const satisfies Record<string, readonly Permission[]>;
