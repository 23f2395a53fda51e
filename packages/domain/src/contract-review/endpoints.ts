/**
 * The contract-review (htps) endpoints: where each is and who may call it. Their request and
 * response schemas are `contractReviewSchemas` (contract.ts); only their types are imported here, so
 * the web reads this table without pulling zod into its pages (common/endpoints.ts). The record files
 * of reviews and contracts (/htps/review/files, /htps/contract/files) are registered by the
 * platform's record files, not from this table.
 */
import { defineEndpoints, get, post, put } from '../common/endpoints.ts';
import { CONTRACT_REVIEW_ACCESS as A, REVIEW_ACCESS as R } from './access.ts';
import type { contractReviewSchemas } from './contract.ts';

export const contractReviewEndpoints = defineEndpoints<typeof contractReviewSchemas>()({
  calculateAuditTime: post(
    '/htps/auditTime/calculate',
    A.calculate,
    '审核时间计算（IAF MD 5 / MD 11，含每一步依据）',
  ),
  listReviews: get('/htps/review/list', R.read, '合同评审列表'),
  exportReviews: get('/htps/review/exportXls', R.export, '导出合同评审'),
  getReview: get('/htps/review/queryById', R.read, '合同评审详情'),
  saveReview: post('/htps/review/edit', R.review, '保存合同评审（服务器重新计算）'),
  approveReview: post('/htps/review/approve', R.review, '评审通过：生成待审批的认证合同'),
  returnReview: post('/htps/review/return', R.review, '评审退回申请方'),
  fileReviewRecord: post('/htps/review/record', R.review, '生成合同评审记录（htps002 PDF）'),
  getContract: get('/htps/contract/queryById', R.read, '认证合同详情'),
  saveContract: post('/htps/contract/edit', R.review, '保存认证合同'),
  approveContract: post('/htps/contract/approve', R.approve, '审批认证合同'),
  returnContract: post('/htps/contract/return', R.approve, '退回认证合同'),
  resubmitContract: post('/htps/contract/resubmit', R.review, '重新提交认证合同审批'),
  listDurationTables: get('/htps/config/durationTables', R.read, '审核时间表（全部版本）'),
  addDurationTable: post('/htps/config/durationTable/add', R.config, '新增审核时间表版本'),
  activateDurationTable: post('/htps/config/durationTable/activate', R.config, '启用审核时间表版本'),
  listAuditTimeFactors: get('/htps/config/factors', R.read, '审核时间调整因素'),
  saveAuditTimeFactor: post('/htps/config/factor/save', R.config, '保存审核时间调整因素'),
  listFeeTariff: get('/htps/config/tariff', R.read, '收费标准'),
  saveFeeTariff: post('/htps/config/tariff/save', R.config, '保存收费标准'),
  getContractNumberRule: get(
    '/htps/config/contractNumberRule',
    R.read,
    '合同编号规则（含下一个合同编号预览）',
  ),
  previewContractNumberRule: get(
    '/htps/config/contractNumberRule/preview',
    R.config,
    '预览合同编号规则生成的下一个编号',
  ),
  saveContractNumberRule: put('/htps/config/contractNumberRule', R.config, '保存合同编号规则'),
});
