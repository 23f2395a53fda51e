/** Who may call the 信息上报 (xxsb) endpoints (no zod: the web and the endpoint table import it). */
import type { Permission } from '../permissions.ts';

/** Who may call what (any one of the codes suffices). */
export const REGULATOR_REPORTING_ACCESS = {
  planRead: ['xxsb:plan:report', 'xxsb:plan:export'],
  planExport: ['xxsb:plan:export'],
  planReport: ['xxsb:plan:report'],
  certificateRead: ['xxsb:certificate:report', 'xxsb:certificate:export'],
  certificateExport: ['xxsb:certificate:export'],
  certificateReport: ['xxsb:certificate:report'],
  resultRead: ['xxsb:result:report', 'xxsb:result:export'],
  resultExport: ['xxsb:result:export'],
  resultReport: ['xxsb:result:report'],
  /** 上报记录: the log's own code, or anyone who reports. */
  logRead: ['xxsb:log:export', 'xxsb:plan:report', 'xxsb:certificate:report', 'xxsb:result:report'],
  logExport: ['xxsb:log:export'],
  /** The code maps: read by every reporter; corrected by whoever reports certificates (the administrator). */
  codeMapRead: ['xxsb:plan:report', 'xxsb:certificate:report', 'xxsb:result:report'],
  codeMapEdit: ['xxsb:certificate:report'],
} as const satisfies Record<string, readonly Permission[]>;
