/**
 * The people (rlzy) and auditor-zone code endpoints: where each is and who may call it. Their request
 * and response schemas are `auditorSchemas` (contract.ts); only their types are imported here, so the
 * web reads this table without pulling zod into its pages (common/endpoints.ts). The archive's record
 * files (/rlzy/auditor/files) are registered by the platform's record files, not from this table.
 */
import { defineEndpoints, del, get, post, put } from '../common/endpoints.ts';
import { AUDITOR_ACCESS as A } from './access.ts';
import type { auditorSchemas } from './contract.ts';

export const auditorEndpoints = defineEndpoints<typeof auditorSchemas>()({
  listAuditors: get('/rlzy/auditor/list', A.read, '审核员列表'),
  getAuditor: get('/rlzy/auditor/queryById', A.read, '审核员详情'),
  addAuditor: post('/rlzy/auditor/add', A.add, '新增审核员'),
  editAuditor: put('/rlzy/auditor/edit', A.edit, '编辑审核员'),
  getAuditorArchive: get(
    '/rlzy/auditor/archive',
    A.archive,
    '审核员档案（资格、专业代码、合同、请假、见证）',
  ),
  exportAuditors: get('/rlzy/auditor/exportXls', A.export, '导出审核员'),
  importAuditors: post('/rlzy/auditor/importExcel', A.import, '从 Excel 导入审核员（全部成功或全部不导入）'),
  listQualifications: get('/rlzy/qualification/list', A.read, '注册资格列表（可按到期天数筛选）'),
  addQualification: post('/rlzy/qualification/add', A.edit, '新增注册资格'),
  editQualification: put('/rlzy/qualification/edit', A.edit, '编辑注册资格'),
  exportQualifications: get('/rlzy/qualification/exportXls', A.export, '导出注册资格'),
  importQualifications: post(
    '/rlzy/qualification/importExcel',
    A.import,
    '从 Excel 导入注册资格（按身份证号对应人员）',
  ),
  listCodeCompetences: get('/rlzy/code/list', A.read, '专业代码能力列表'),
  addCodeCompetence: post('/rlzy/code/add', A.edit, '新增专业代码能力（直接批准）'),
  editCodeCompetence: put('/rlzy/code/edit', A.edit, '编辑专业代码能力'),
  decideCodeApplication: put('/rlzy/code/decide', A.approveCode, '批准或退回专业代码申请'),
  exportCodeCompetences: get('/rlzy/code/exportXls', A.export, '导出专业代码能力'),
  importCodeCompetences: post(
    '/rlzy/code/importExcel',
    A.import,
    '从 Excel 导入专业代码能力（按身份证号对应人员）',
  ),
  listMyCodeApplications: get('/auditorZone/code/list', A.zoneCodeRead, '我的专业代码（申请与批准）'),
  getMyCodeApplication: get('/auditorZone/code/queryById', A.zoneCodeRead, '我的专业代码申请详情'),
  applyForCode: post('/auditorZone/code/add', A.zoneCodeAdd, '申请专业代码'),
  editCodeApplication: put('/auditorZone/code/edit', A.zoneCodeEdit, '修改或重新提交专业代码申请'),
  withdrawCodeApplication: del('/auditorZone/code/delete', A.zoneCodeDelete, '撤销专业代码申请'),
  listLabourContracts: get('/rlzy/contract/list', A.contractRead, '劳动合同列表'),
  getLabourContract: get('/rlzy/contract/queryById', A.contractRead, '劳动合同详情'),
  addLabourContract: post('/rlzy/contract/add', A.contractAdd, '新增劳动合同'),
  editLabourContract: put('/rlzy/contract/edit', A.contractEdit, '编辑劳动合同'),
  deleteLabourContract: del('/rlzy/contract/delete', A.contractDelete, '删除劳动合同'),
  listLeaves: get('/rlzy/leave/list', A.leaveRead, '请假列表'),
  addLeave: post('/rlzy/leave/add', A.leaveAdd, '登记请假（按半天）'),
  decideLeave: put('/rlzy/leave/decide', A.leaveApprove, '审批请假'),
  deleteLeave: del('/rlzy/leave/delete', A.leaveDelete, '删除请假'),
  listWitnessAssessments: get('/rlzy/witness/list', A.witnessRead, '见证评价列表'),
  addWitnessAssessment: post('/rlzy/witness/add', A.witnessAdd, '新增见证评价'),
  editWitnessAssessment: put('/rlzy/witness/edit', A.witnessEdit, '编辑见证评价'),
  deleteWitnessAssessment: del('/rlzy/witness/delete', A.witnessDelete, '删除见证评价'),
  analyseAuditor: get('/rlzy/analyse/detail', A.analyse, '能力分析（按体系）'),
  exportAuditorAnalysis: get('/rlzy/analyse/exportXls', A.analyseExport, '导出能力分析'),
  findAuditCandidates: post(
    '/rlzy/competence/candidates',
    A.candidates,
    '按体系、专业代码和半天日期查找可派审核员（含排除原因）',
  ),
});
