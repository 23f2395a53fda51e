/** Who may call the 检测报告 (jcbg) endpoints (no zod: the web and the endpoint table import it). */
import type { Permission } from '../permissions.ts';

/**
 * Who may call what (any one of the codes suffices). Row scope is the service's: an enterprise user
 * (role `enterprise`) reads, uploads and downloads only its own enterprise's reports.
 */
export const REPORT_ACCESS = {
  /** The list and a record. */
  read: ['jcbg:report:detail', 'jcbg:report:upload', 'jcbg:report:review'],
  /** 上传: a new report or a changed one (an enterprise resubmits a returned one). */
  upload: ['jcbg:report:upload'],
  /** 下载: the report's file. */
  download: ['jcbg:report:download'],
  /** 审核: accept or return with a reason (the body's staff). */
  review: ['jcbg:report:review'],
  delete: ['jcbg:report:delete'],
  export: ['jcbg:report:export'],
} as const satisfies Record<string, readonly Permission[]>;
