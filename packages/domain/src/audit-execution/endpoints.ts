/**
 * The 审核项目 (shxm) and 综合管理 (assist) endpoints — projects and their execution,
 * nonconformities, on-site files, the execution setting, the archive and special approvals: where
 * each is and who may call it. Their request and response schemas are `auditExecutionSchemas`
 * (contract.ts); only their types are imported here, so the web reads this table without pulling zod
 * into its pages (common/endpoints.ts).
 */
import { defineEndpoints } from '../common/endpoints.ts';
import { AUDIT_EXECUTION_ACCESS as A } from './access.ts';
import type { auditExecutionSchemas } from './contract.ts';

export const auditExecutionEndpoints = defineEndpoints<typeof auditExecutionSchemas>()({
  listExecutionProjects: {
    method: 'GET',
    path: '/shxm/project/list',
    access: A.projectRead,
    summary: '审核项目列表',
  },
  exportExecutionProjects: {
    method: 'GET',
    path: '/shxm/project/exportXls',
    access: A.projectExport,
    summary: '导出审核项目',
  },
  getExecutionProject: {
    method: 'GET',
    path: '/shxm/project/queryById',
    access: A.projectRead,
    summary: '审核项目执行详情',
  },
  checkInProject: {
    method: 'POST',
    path: '/shxm/project/checkIn',
    access: A.execute,
    summary: '现场签到（半天）',
  },
  submitStage1Report: {
    method: 'POST',
    path: '/shxm/project/stage1',
    access: A.execute,
    summary: '提交一阶段审核报告与结论',
  },
  saveProjectMeeting: {
    method: 'POST',
    path: '/shxm/project/meeting',
    access: A.execute,
    summary: '登记首次/末次会议',
  },
  finishProjectAudit: {
    method: 'POST',
    path: '/shxm/project/finish',
    access: A.execute,
    summary: '完成现场审核',
  },
  abortProject: { method: 'POST', path: '/shxm/project/abort', access: A.abort, summary: '终止审核项目' },
  addSupplementaryAudit: {
    method: 'POST',
    path: '/shxm/project/supplementary',
    access: A.supplement,
    summary: '安排补充审核',
  },
  addNonconformity: { method: 'POST', path: '/shxm/nc/add', access: A.execute, summary: '开具不符合项' },
  editNonconformity: { method: 'PUT', path: '/shxm/nc/edit', access: A.execute, summary: '修改不符合项' },
  answerNonconformity: {
    method: 'POST',
    path: '/shxm/nc/answer',
    access: [...A.rectify, ...A.execute],
    summary: '企业回复不符合项',
  },
  verifyNonconformity: {
    method: 'POST',
    path: '/shxm/nc/verify',
    access: A.execute,
    summary: '验证不符合项整改',
  },
  listNonconformities: {
    method: 'GET',
    path: '/shxm/nc/list',
    access: A.projectRead,
    summary: '不符合项列表',
  },
  exportNonconformities: {
    method: 'GET',
    path: '/shxm/nc/exportXls',
    access: [...A.projectExport, ...A.rectify],
    summary: '导出不符合项',
  },
  listOnsiteFiles: {
    method: 'GET',
    path: '/shxm/onsiteFile/list',
    access: A.onsiteRead,
    summary: '现场审核文件列表',
  },
  exportOnsiteFiles: {
    method: 'GET',
    path: '/shxm/onsiteFile/exportXls',
    access: [...A.onsiteRead, 'assist:archive:export'],
    summary: '导出现场审核文件/档案列表',
  },
  getAuditExecutionSetting: {
    method: 'GET',
    path: '/shxm/project/setting',
    access: A.setting,
    summary: '审核执行设置（组员权限）',
  },
  saveAuditExecutionSetting: {
    method: 'PUT',
    path: '/shxm/project/setting',
    access: A.setting,
    summary: '保存审核执行设置（组员权限）',
  },
  getOnsiteChecklist: {
    method: 'GET',
    path: '/shxm/onsiteFile/checklist',
    access: A.onsiteRead,
    summary: '现场审核文件检查单',
  },
  saveOnsiteChecklist: {
    method: 'PUT',
    path: '/shxm/onsiteFile/checklist',
    access: A.checklistConfig,
    summary: '配置现场审核文件检查单',
  },
  getProjectArchive: {
    method: 'GET',
    path: '/assist/archive/detail',
    access: A.archiveRead,
    summary: '项目归档：全部文件与记录',
  },
  downloadProjectArchive: {
    method: 'GET',
    path: '/assist/archive/zip',
    access: A.archiveRead,
    summary: '项目归档打包下载（ZIP）',
  },
  confirmProjectArchive: {
    method: 'POST',
    path: '/assist/archive/confirm',
    access: A.archive,
    summary: '资料回收确认（归档）',
  },
  listSpecialApprovals: {
    method: 'GET',
    path: '/assist/specialApproval/list',
    access: A.approvalRead,
    summary: '特殊审批列表',
  },
  applySpecialApproval: {
    method: 'POST',
    path: '/assist/specialApproval/apply',
    access: A.approvalApply,
    summary: '申请特殊审批',
  },
  decideSpecialApproval: {
    method: 'POST',
    path: '/assist/specialApproval/decide',
    access: A.approvalDecide,
    summary: '审批特殊审批',
  },
});
