/** Permission codes of 检测报告 (jcbg): the server's route checks and the web's buttons use the same codes. */
export const TEST_REPORT_PERMISSIONS = [
  'jcbg:report:delete',
  'jcbg:report:detail',
  'jcbg:report:download',
  'jcbg:report:export',
  'jcbg:report:review',
  'jcbg:report:upload',
] as const;
export type TestReportPermission = (typeof TEST_REPORT_PERMISSIONS)[number];

/** Joins the product's permission union (`Permission` in src/permissions.ts). */
declare module '../permissions.ts' {
  interface PermissionRegistry extends Record<TestReportPermission, true> {}
}
