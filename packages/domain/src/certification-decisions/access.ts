/**
 * Who may call the 技术审定 (jssd), 认证决定 (rzjd) and 证书发放 (zsfx/add) endpoints (no zod: the web
 * and the endpoint table import it).
 */
import type { Permission } from '../permissions.ts';

/** Who may call what (any one code suffices). */
export const CERTIFICATION_DECISION_ACCESS = {
  allocationRead: ['jssd:ajfp:assign', 'jssd:ajfp:reassign'],
  assign: ['jssd:ajfp:assign'],
  reassign: ['jssd:ajfp:reassign'],
  recordRead: ['jssd:record:detail', 'jssd:record:export', 'auditorZone:techReview:review'],
  /** Every review (技术审定记录), not only one's own tasks. */
  recordReadAll: ['jssd:record:detail', 'jssd:record:export'],
  recordExport: ['jssd:record:export'],
  review: ['auditorZone:techReview:review'],
  decisionRead: [
    'rzjd:approval:detail',
    'rzjd:approval:decide',
    'rzjd:supervision:detail',
    'rzjd:supervision:decide',
    'auditorZone:deciderTask:decide',
  ],
  /** The project file: deciders, and the technical reviewer of the project (row scope on the server). */
  fileRead: [
    'rzjd:approval:detail',
    'rzjd:approval:decide',
    'rzjd:supervision:detail',
    'rzjd:supervision:decide',
    'auditorZone:deciderTask:decide',
    'auditorZone:techReview:review',
  ],
  decide: ['rzjd:approval:decide', 'rzjd:supervision:decide', 'auditorZone:deciderTask:decide'],
  decisionExport: ['rzjd:approval:export'],
  myDecisions: ['auditorZone:deciderTask:decide'],
  pauseCancelRead: ['rzjd:pauseCancel:pause', 'rzjd:pauseCancel:cancel', 'rzjd:pauseCancel:restore'],
  pause: ['rzjd:pauseCancel:pause'],
  cancel: ['rzjd:pauseCancel:cancel'],
  restore: ['rzjd:pauseCancel:restore'],
} as const satisfies Record<string, readonly Permission[]>;

/** 证书发放 (zsfx/add): the list and draft, and the issue itself. */
export const CERTIFICATE_ISSUE_ACCESS = {
  read: ['zsfx:add:add', 'zsfx:add:print'],
  issue: ['zsfx:add:add'],
} as const satisfies Record<string, readonly Permission[]>;
