/**
 * The 审核方案 (shfa) endpoints — programmes, plans, abort — and the auditor zone's tasks and
 * calendar: where each is and who may call it. Their request and response schemas are
 * `auditProgrammeSchemas` (contract.ts); only their types are imported here, so the web reads this
 * table without pulling zod into its pages (common/endpoints.ts).
 */
import { defineEndpoints } from '../common/endpoints.ts';
import { AUDIT_PROGRAMME_ACCESS as A } from './access.ts';
import type { auditProgrammeSchemas } from './contract.ts';

export const auditProgrammeEndpoints = defineEndpoints<typeof auditProgrammeSchemas>()({
  getAuditPlanningSetting: {
    method: 'GET',
    path: '/shfa/planAssign/setting',
    access: A.planningSetting,
    summary: '计划设置（组长轮换周期数）',
  },
  saveAuditPlanningSetting: {
    method: 'PUT',
    path: '/shfa/planAssign/setting',
    access: A.planningSetting,
    summary: '保存计划设置（组长轮换周期数）',
  },
  listAuditProgrammes: {
    method: 'GET',
    path: '/shfa/scheme/list',
    access: A.schemeRead,
    summary: '审核方案列表',
  },
  getAuditProgramme: {
    method: 'GET',
    path: '/shfa/scheme/queryById',
    access: A.schemeRead,
    summary: '审核方案详情（含方案行）',
  },
  addAuditProgramme: {
    method: 'POST',
    path: '/shfa/scheme/add',
    access: A.schemeAdd,
    summary: '新增审核方案（手工录入的合同或转机构证书）',
  },
  editAuditProgramme: {
    method: 'PUT',
    path: '/shfa/scheme/edit',
    access: A.schemeEdit,
    summary: '调整方案行的时间窗、人日和抽样场所数',
  },
  createDueAuditProjects: {
    method: 'POST',
    path: '/shfa/scheme/createProjects',
    access: A.schemeEdit,
    summary: '为到期的方案行生成审核项目和待安排计划',
  },
  exportAuditProgrammes: {
    method: 'GET',
    path: '/shfa/scheme/exportXls',
    access: A.schemeExport,
    summary: '导出审核方案',
  },
  listAuditPlans: {
    method: 'GET',
    path: '/shfa/planAssign/list',
    access: A.planRead,
    summary: '审核计划列表',
  },
  getAuditPlan: {
    method: 'GET',
    path: '/shfa/planAssign/queryById',
    access: A.planRead,
    summary: '审核计划详情（项目、日程、审核组、校验结果、历史）',
  },
  editAuditPlan: {
    method: 'PUT',
    path: '/shfa/planAssign/edit',
    access: A.planAssign,
    summary: '安排审核日期、方式和场所',
  },
  setAuditPlanTeam: {
    method: 'PUT',
    path: '/shfa/planAssign/team',
    access: A.planAssign,
    summary: '分派审核组（已审批的计划变更审核组后重新审批）',
  },
  findAuditPlanCandidates: {
    method: 'POST',
    path: '/shfa/planAssign/candidates',
    access: A.planAssign,
    summary: '本计划的可选审核人员（能力、注册、请假、冲突、咨询关系）',
  },
  submitAuditPlan: {
    method: 'POST',
    path: '/shfa/planAssign/submit',
    access: A.planAssign,
    summary: '提交审批',
  },
  approveAuditPlan: {
    method: 'POST',
    path: '/shfa/planAssign/approve',
    access: A.planApprove,
    summary: '审批通过（审批人不能是安排人）',
  },
  returnAuditPlan: {
    method: 'POST',
    path: '/shfa/planAssign/return',
    access: A.planApprove,
    summary: '退回整改',
  },
  rejectAuditPlan: {
    method: 'POST',
    path: '/shfa/planAssign/reject',
    access: A.planApprove,
    summary: '驳回',
  },
  sendAuditNotice: {
    method: 'POST',
    path: '/shfa/planAssign/notice',
    access: A.planNotice,
    summary: '发送审核通知（企业与审核组）',
  },
  printAuditNotice: {
    method: 'GET',
    path: '/shfa/planAssign/noticePdf',
    access: A.planRead,
    summary: '打印审核通知书（PDF，一阶段/二阶段）',
  },
  exportAuditPlans: {
    method: 'GET',
    path: '/shfa/planAssign/exportXls',
    access: A.planExport,
    summary: '导出审核计划',
  },
  listAbortablePlans: {
    method: 'GET',
    path: '/shfa/abort/list',
    access: A.abortRead,
    summary: '项目终止列表（含已终止计划及原因）',
  },
  abortAuditPlan: {
    method: 'POST',
    path: '/shfa/abort/abort',
    access: A.abort,
    summary: '终止审核计划（须填写原因）',
  },
  listMyAuditTasks: {
    method: 'GET',
    path: '/auditorZone/myTask/list',
    access: A.myTasks,
    summary: '我的审核任务',
  },
  exportMyAuditTasks: {
    method: 'GET',
    path: '/auditorZone/myTask/exportXls',
    access: A.myTasks,
    summary: '导出我的审核任务（与列表同条件、同列）',
  },
  printMyTaskAuditNotice: {
    method: 'GET',
    path: '/auditorZone/myTask/noticePdf',
    access: A.myTasks,
    summary: '打印审核通知书（审核组成员，本人所在的已审批计划）',
  },
  listAuditorCalendar: {
    method: 'GET',
    path: '/auditorZone/schedule/list',
    access: A.calendar,
    summary: '审核日程（审核人员按半天的忙闲：审核任务、请假、空闲）',
  },
});
