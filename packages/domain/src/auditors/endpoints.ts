/**
 * The people (rlzy) and auditor-zone code endpoints: where each is and who may call it. Their request
 * and response schemas are `auditorSchemas` (contract.ts); only their types are imported here, so the
 * web reads this table without pulling zod into its pages (common/endpoints.ts). The archive's record
 * files (/rlzy/auditor/files) are registered by the platform's record files, not from this table.
 */
import { defineEndpoints } from '../common/endpoints.ts';
import { AUDITOR_ACCESS as A } from './access.ts';
import type { auditorSchemas } from './contract.ts';

export const auditorEndpoints = defineEndpoints<typeof auditorSchemas>()({
  listAuditors: { method: 'GET', path: '/rlzy/auditor/list', access: A.read, summary: '审核员列表' },
  getAuditor: { method: 'GET', path: '/rlzy/auditor/queryById', access: A.read, summary: '审核员详情' },
  addAuditor: { method: 'POST', path: '/rlzy/auditor/add', access: A.add, summary: '新增审核员' },
  editAuditor: { method: 'PUT', path: '/rlzy/auditor/edit', access: A.edit, summary: '编辑审核员' },
  getAuditorArchive: {
    method: 'GET',
    path: '/rlzy/auditor/archive',
    access: A.archive,
    summary: '审核员档案（资格、专业代码、合同、请假、见证）',
  },
  exportAuditors: { method: 'GET', path: '/rlzy/auditor/exportXls', access: A.export, summary: '导出审核员' },
  importAuditors: {
    method: 'POST',
    path: '/rlzy/auditor/importExcel',
    access: A.import,
    summary: '从 Excel 导入审核员（全部成功或全部不导入）',
  },
  listQualifications: {
    method: 'GET',
    path: '/rlzy/qualification/list',
    access: A.read,
    summary: '注册资格列表（可按到期天数筛选）',
  },
  addQualification: {
    method: 'POST',
    path: '/rlzy/qualification/add',
    access: A.edit,
    summary: '新增注册资格',
  },
  editQualification: {
    method: 'PUT',
    path: '/rlzy/qualification/edit',
    access: A.edit,
    summary: '编辑注册资格',
  },
  exportQualifications: {
    method: 'GET',
    path: '/rlzy/qualification/exportXls',
    access: A.export,
    summary: '导出注册资格',
  },
  importQualifications: {
    method: 'POST',
    path: '/rlzy/qualification/importExcel',
    access: A.import,
    summary: '从 Excel 导入注册资格（按身份证号对应人员）',
  },
  listCodeCompetences: {
    method: 'GET',
    path: '/rlzy/code/list',
    access: A.read,
    summary: '专业代码能力列表',
  },
  addCodeCompetence: {
    method: 'POST',
    path: '/rlzy/code/add',
    access: A.edit,
    summary: '新增专业代码能力（直接批准）',
  },
  editCodeCompetence: { method: 'PUT', path: '/rlzy/code/edit', access: A.edit, summary: '编辑专业代码能力' },
  decideCodeApplication: {
    method: 'PUT',
    path: '/rlzy/code/decide',
    access: A.approveCode,
    summary: '批准或退回专业代码申请',
  },
  exportCodeCompetences: {
    method: 'GET',
    path: '/rlzy/code/exportXls',
    access: A.export,
    summary: '导出专业代码能力',
  },
  importCodeCompetences: {
    method: 'POST',
    path: '/rlzy/code/importExcel',
    access: A.import,
    summary: '从 Excel 导入专业代码能力（按身份证号对应人员）',
  },
  listMyCodeApplications: {
    method: 'GET',
    path: '/auditorZone/code/list',
    access: A.zoneCodeRead,
    summary: '我的专业代码（申请与批准）',
  },
  getMyCodeApplication: {
    method: 'GET',
    path: '/auditorZone/code/queryById',
    access: A.zoneCodeRead,
    summary: '我的专业代码申请详情',
  },
  applyForCode: {
    method: 'POST',
    path: '/auditorZone/code/add',
    access: A.zoneCodeAdd,
    summary: '申请专业代码',
  },
  editCodeApplication: {
    method: 'PUT',
    path: '/auditorZone/code/edit',
    access: A.zoneCodeEdit,
    summary: '修改或重新提交专业代码申请',
  },
  withdrawCodeApplication: {
    method: 'DELETE',
    path: '/auditorZone/code/delete',
    access: A.zoneCodeDelete,
    summary: '撤销专业代码申请',
  },
  listLabourContracts: {
    method: 'GET',
    path: '/rlzy/contract/list',
    access: A.contractRead,
    summary: '劳动合同列表',
  },
  getLabourContract: {
    method: 'GET',
    path: '/rlzy/contract/queryById',
    access: A.contractRead,
    summary: '劳动合同详情',
  },
  addLabourContract: {
    method: 'POST',
    path: '/rlzy/contract/add',
    access: A.contractAdd,
    summary: '新增劳动合同',
  },
  editLabourContract: {
    method: 'PUT',
    path: '/rlzy/contract/edit',
    access: A.contractEdit,
    summary: '编辑劳动合同',
  },
  deleteLabourContract: {
    method: 'DELETE',
    path: '/rlzy/contract/delete',
    access: A.contractDelete,
    summary: '删除劳动合同',
  },
  listLeaves: { method: 'GET', path: '/rlzy/leave/list', access: A.leaveRead, summary: '请假列表' },
  addLeave: { method: 'POST', path: '/rlzy/leave/add', access: A.leaveAdd, summary: '登记请假（按半天）' },
  decideLeave: { method: 'PUT', path: '/rlzy/leave/decide', access: A.leaveApprove, summary: '审批请假' },
  deleteLeave: { method: 'DELETE', path: '/rlzy/leave/delete', access: A.leaveDelete, summary: '删除请假' },
  listWitnessAssessments: {
    method: 'GET',
    path: '/rlzy/witness/list',
    access: A.witnessRead,
    summary: '见证评价列表',
  },
  addWitnessAssessment: {
    method: 'POST',
    path: '/rlzy/witness/add',
    access: A.witnessAdd,
    summary: '新增见证评价',
  },
  editWitnessAssessment: {
    method: 'PUT',
    path: '/rlzy/witness/edit',
    access: A.witnessEdit,
    summary: '编辑见证评价',
  },
  deleteWitnessAssessment: {
    method: 'DELETE',
    path: '/rlzy/witness/delete',
    access: A.witnessDelete,
    summary: '删除见证评价',
  },
  analyseAuditor: {
    method: 'GET',
    path: '/rlzy/analyse/detail',
    access: A.analyse,
    summary: '能力分析（按体系）',
  },
  exportAuditorAnalysis: {
    method: 'GET',
    path: '/rlzy/analyse/exportXls',
    access: A.analyseExport,
    summary: '导出能力分析',
  },
  findAuditCandidates: {
    method: 'POST',
    path: '/rlzy/competence/candidates',
    access: A.candidates,
    summary: '按体系、专业代码和半天日期查找可派审核员（含排除原因）',
  },
});
