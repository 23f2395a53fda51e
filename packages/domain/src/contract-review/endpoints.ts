/**
 * The contract-review (htps) endpoints: where each is and who may call it. Their request and
 * response schemas are `contractReviewSchemas` (contract.ts); only their types are imported here, so
 * the web reads this table without pulling zod into its pages (common/endpoints.ts). The record files
 * of reviews and contracts (/htps/review/files, /htps/contract/files) are registered by the
 * platform's record files, not from this table.
 */
import { defineEndpoints } from '../common/endpoints.ts';
import { CONTRACT_REVIEW_ACCESS as A, REVIEW_ACCESS as R } from './access.ts';
import type { contractReviewSchemas } from './contract.ts';

export const contractReviewEndpoints = defineEndpoints<typeof contractReviewSchemas>()({
  calculateAuditTime: {
    method: 'POST',
    path: '/htps/auditTime/calculate',
    access: A.calculate,
    summary: '审核时间计算（IAF MD 5 / MD 11，含每一步依据）',
  },
  listReviews: {
    method: 'GET',
    path: '/htps/review/list',
    access: R.read,
    summary: '合同评审列表',
  },
  exportReviews: {
    method: 'GET',
    path: '/htps/review/exportXls',
    access: R.export,
    summary: '导出合同评审',
  },
  getReview: {
    method: 'GET',
    path: '/htps/review/queryById',
    access: R.read,
    summary: '合同评审详情',
  },
  saveReview: {
    method: 'POST',
    path: '/htps/review/edit',
    access: R.review,
    summary: '保存合同评审（服务器重新计算）',
  },
  approveReview: {
    method: 'POST',
    path: '/htps/review/approve',
    access: R.review,
    summary: '评审通过：生成待审批的认证合同',
  },
  returnReview: {
    method: 'POST',
    path: '/htps/review/return',
    access: R.review,
    summary: '评审退回申请方',
  },
  fileReviewRecord: {
    method: 'POST',
    path: '/htps/review/record',
    access: R.review,
    summary: '生成合同评审记录（htps002 PDF）',
  },
  getContract: {
    method: 'GET',
    path: '/htps/contract/queryById',
    access: R.read,
    summary: '认证合同详情',
  },
  saveContract: {
    method: 'POST',
    path: '/htps/contract/edit',
    access: R.review,
    summary: '保存认证合同',
  },
  approveContract: {
    method: 'POST',
    path: '/htps/contract/approve',
    access: R.approve,
    summary: '审批认证合同',
  },
  returnContract: {
    method: 'POST',
    path: '/htps/contract/return',
    access: R.approve,
    summary: '退回认证合同',
  },
  resubmitContract: {
    method: 'POST',
    path: '/htps/contract/resubmit',
    access: R.review,
    summary: '重新提交认证合同审批',
  },
  listDurationTables: {
    method: 'GET',
    path: '/htps/config/durationTables',
    access: R.read,
    summary: '审核时间表（全部版本）',
  },
  addDurationTable: {
    method: 'POST',
    path: '/htps/config/durationTable/add',
    access: R.config,
    summary: '新增审核时间表版本',
  },
  activateDurationTable: {
    method: 'POST',
    path: '/htps/config/durationTable/activate',
    access: R.config,
    summary: '启用审核时间表版本',
  },
  listAuditTimeFactors: {
    method: 'GET',
    path: '/htps/config/factors',
    access: R.read,
    summary: '审核时间调整因素',
  },
  saveAuditTimeFactor: {
    method: 'POST',
    path: '/htps/config/factor/save',
    access: R.config,
    summary: '保存审核时间调整因素',
  },
  listFeeTariff: {
    method: 'GET',
    path: '/htps/config/tariff',
    access: R.read,
    summary: '收费标准',
  },
  saveFeeTariff: {
    method: 'POST',
    path: '/htps/config/tariff/save',
    access: R.config,
    summary: '保存收费标准',
  },
  getContractNumberRule: {
    method: 'GET',
    path: '/htps/config/contractNumberRule',
    access: R.read,
    summary: '合同编号规则（含下一个合同编号预览）',
  },
  previewContractNumberRule: {
    method: 'GET',
    path: '/htps/config/contractNumberRule/preview',
    access: R.config,
    summary: '预览合同编号规则生成的下一个编号',
  },
  saveContractNumberRule: {
    method: 'PUT',
    path: '/htps/config/contractNumberRule',
    access: R.config,
    summary: '保存合同编号规则',
  },
});
