/**
 * Who may call the 审核项目 (shxm) and 综合管理 (assist) endpoints (no zod: the web and the endpoint
 * table import it).
 */
import type { Permission } from '../permissions.ts';

/** Who may call what (any one code suffices). Row scope (enterprise, auditor) is the server's. */
export const AUDIT_EXECUTION_ACCESS = {
  projectRead: [
    'shxm:project:detail',
    'shxm:project:execute',
    'shxm:project:rectify',
    'assist:project:export',
  ],
  projectExport: ['shxm:project:export', 'assist:project:export'],
  execute: ['shxm:project:execute'],
  rectify: ['shxm:project:rectify'],
  abort: ['shxm:project:abort'],
  supplement: ['shxm:project:supplement'],
  onsiteRead: ['shxm:onsiteFile:download', 'shxm:onsiteFile:upload', 'assist:archive:archive'],
  onsiteWrite: ['shxm:onsiteFile:upload'],
  checklistConfig: ['shxm:onsiteFile:config'],
  /** The body's execution setting (team members' rights), configured with the checklist. */
  setting: ['shxm:onsiteFile:config'],
  /** The archive: the archive clerk, and the technical reviewers and deciders who read the file. */
  archiveRead: [
    'assist:archive:archive',
    'assist:archive:export',
    'assist:archive:borrow',
    'shxm:project:detail',
    'jssd:record:detail',
    'rzjd:audit:pass',
    'rzjd:approval:detail',
  ],
  archive: ['assist:archive:archive'],
  approvalRead: ['assist:specialApproval:apply', 'assist:specialApproval:approve'],
  approvalApply: ['assist:specialApproval:apply'],
  approvalDecide: ['assist:specialApproval:approve'],
} as const satisfies Record<string, readonly Permission[]>;
