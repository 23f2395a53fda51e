/**
 * The 审核项目 (shxm) and 综合管理 (assist) endpoints — projects and their execution,
 * nonconformities, on-site files, the execution setting, the archive and special approvals: where
 * each is and who may call it. Their request and response schemas are `auditExecutionSchemas`
 * (contract.ts); only their types are imported here, so the web reads this table without pulling zod
 * into its pages (common/endpoints.ts).
 */
import { defineEndpoints, get, post, put } from '../common/endpoints.ts';
import { AUDIT_EXECUTION_ACCESS as A } from './access.ts';
import type { auditExecutionSchemas } from './contract.ts';

export const auditExecutionEndpoints = defineEndpoints<typeof auditExecutionSchemas>()({
  listExecutionProjects: get('/shxm/project/list', A.projectRead, '审核项目列表'),
  exportExecutionProjects: get('/shxm/project/exportXls', A.projectExport, '导出审核项目'),
  getExecutionProject: get('/shxm/project/queryById', A.projectRead, '审核项目执行详情'),
  checkInProject: post('/shxm/project/checkIn', A.execute, '现场签到（半天）'),
  submitStage1Report: post('/shxm/project/stage1', A.execute, '提交一阶段审核报告与结论'),
  saveProjectMeeting: post('/shxm/project/meeting', A.execute, '登记首次/末次会议'),
  finishProjectAudit: post('/shxm/project/finish', A.execute, '完成现场审核'),
  abortProject: post('/shxm/project/abort', A.abort, '终止审核项目'),
  addSupplementaryAudit: post('/shxm/project/supplementary', A.supplement, '安排补充审核'),
  addNonconformity: post('/shxm/nc/add', A.execute, '开具不符合项'),
  editNonconformity: put('/shxm/nc/edit', A.execute, '修改不符合项'),
  answerNonconformity: post('/shxm/nc/answer', [...A.rectify, ...A.execute], '企业回复不符合项'),
  verifyNonconformity: post('/shxm/nc/verify', A.execute, '验证不符合项整改'),
  listNonconformities: get('/shxm/nc/list', A.projectRead, '不符合项列表'),
  exportNonconformities: get('/shxm/nc/exportXls', [...A.projectExport, ...A.rectify], '导出不符合项'),
  listOnsiteFiles: get('/shxm/onsiteFile/list', A.onsiteRead, '现场审核文件列表'),
  exportOnsiteFiles: get(
    '/shxm/onsiteFile/exportXls',
    [...A.onsiteRead, 'assist:archive:export'],
    '导出现场审核文件/档案列表',
  ),
  getAuditExecutionSetting: get('/shxm/project/setting', A.setting, '审核执行设置（组员权限）'),
  saveAuditExecutionSetting: put('/shxm/project/setting', A.setting, '保存审核执行设置（组员权限）'),
  getOnsiteChecklist: get('/shxm/onsiteFile/checklist', A.onsiteRead, '现场审核文件检查单'),
  saveOnsiteChecklist: put('/shxm/onsiteFile/checklist', A.checklistConfig, '配置现场审核文件检查单'),
  getProjectArchive: get('/assist/archive/detail', A.archiveRead, '项目归档：全部文件与记录'),
  downloadProjectArchive: get('/assist/archive/zip', A.archiveRead, '项目归档打包下载（ZIP）'),
  confirmProjectArchive: post('/assist/archive/confirm', A.archive, '资料回收确认（归档）'),
  listSpecialApprovals: get('/assist/specialApproval/list', A.approvalRead, '特殊审批列表'),
  applySpecialApproval: post('/assist/specialApproval/apply', A.approvalApply, '申请特殊审批'),
  decideSpecialApproval: post('/assist/specialApproval/decide', A.approvalDecide, '审批特殊审批'),
});
