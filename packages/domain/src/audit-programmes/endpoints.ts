/**
 * The 审核方案 (shfa) endpoints — programmes, plans, abort — and the auditor zone's tasks and
 * calendar: where each is and who may call it. Their request and response schemas are
 * `auditProgrammeSchemas` (contract.ts); only their types are imported here, so the web reads this
 * table without pulling zod into its pages (common/endpoints.ts).
 */
import { defineEndpoints, get, post, put } from '../common/endpoints.ts';
import { AUDIT_PROGRAMME_ACCESS as A } from './access.ts';
import type { auditProgrammeSchemas } from './contract.ts';

export const auditProgrammeEndpoints = defineEndpoints<typeof auditProgrammeSchemas>()({
  getAuditPlanningSetting: get('/shfa/planAssign/setting', A.planningSetting, '计划设置（组长轮换周期数）'),
  saveAuditPlanningSetting: put(
    '/shfa/planAssign/setting',
    A.planningSetting,
    '保存计划设置（组长轮换周期数）',
  ),
  listAuditProgrammes: get('/shfa/scheme/list', A.schemeRead, '审核方案列表'),
  getAuditProgramme: get('/shfa/scheme/queryById', A.schemeRead, '审核方案详情（含方案行）'),
  addAuditProgramme: post('/shfa/scheme/add', A.schemeAdd, '新增审核方案（手工录入的合同或转机构证书）'),
  editAuditProgramme: put('/shfa/scheme/edit', A.schemeEdit, '调整方案行的时间窗、人日和抽样场所数'),
  createDueAuditProjects: post(
    '/shfa/scheme/createProjects',
    A.schemeEdit,
    '为到期的方案行生成审核项目和待安排计划',
  ),
  exportAuditProgrammes: get('/shfa/scheme/exportXls', A.schemeExport, '导出审核方案'),
  listAuditPlans: get('/shfa/planAssign/list', A.planRead, '审核计划列表'),
  getAuditPlan: get(
    '/shfa/planAssign/queryById',
    A.planRead,
    '审核计划详情（项目、日程、审核组、校验结果、历史）',
  ),
  editAuditPlan: put('/shfa/planAssign/edit', A.planAssign, '安排审核日期、方式和场所'),
  setAuditPlanTeam: put(
    '/shfa/planAssign/team',
    A.planAssign,
    '分派审核组（已审批的计划变更审核组后重新审批）',
  ),
  findAuditPlanCandidates: post(
    '/shfa/planAssign/candidates',
    A.planAssign,
    '本计划的可选审核人员（能力、注册、请假、冲突、咨询关系）',
  ),
  submitAuditPlan: post('/shfa/planAssign/submit', A.planAssign, '提交审批'),
  approveAuditPlan: post('/shfa/planAssign/approve', A.planApprove, '审批通过（审批人不能是安排人）'),
  returnAuditPlan: post('/shfa/planAssign/return', A.planApprove, '退回整改'),
  rejectAuditPlan: post('/shfa/planAssign/reject', A.planApprove, '驳回'),
  sendAuditNotice: post('/shfa/planAssign/notice', A.planNotice, '发送审核通知（企业与审核组）'),
  printAuditNotice: get('/shfa/planAssign/noticePdf', A.planRead, '打印审核通知书（PDF，一阶段/二阶段）'),
  exportAuditPlans: get('/shfa/planAssign/exportXls', A.planExport, '导出审核计划'),
  listAbortablePlans: get('/shfa/abort/list', A.abortRead, '项目终止列表（含已终止计划及原因）'),
  abortAuditPlan: post('/shfa/abort/abort', A.abort, '终止审核计划（须填写原因）'),
  listMyAuditTasks: get('/auditorZone/myTask/list', A.myTasks, '我的审核任务'),
  exportMyAuditTasks: get(
    '/auditorZone/myTask/exportXls',
    A.myTasks,
    '导出我的审核任务（与列表同条件、同列）',
  ),
  printMyTaskAuditNotice: get(
    '/auditorZone/myTask/noticePdf',
    A.myTasks,
    '打印审核通知书（审核组成员，本人所在的已审批计划）',
  ),
  listAuditorCalendar: get(
    '/auditorZone/schedule/list',
    A.calendar,
    '审核日程（审核人员按半天的忙闲：审核任务、请假、空闲）',
  ),
});
