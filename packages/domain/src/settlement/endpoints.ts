/** The 结算价 and 毛利分析 endpoints: where each is and who may call it (schemas: contract.ts). */
import { defineEndpoints } from '../common/endpoints.ts';
import { SETTLEMENT_ACCESS as A } from './access.ts';
import type { settlementSchemas } from './contract.ts';

export const settlementEndpoints = defineEndpoints<typeof settlementSchemas>()({
  listSettlements: { method: 'GET', path: '/cwgl/settlement/list', access: A.read, summary: '结算单列表' },
  getSettlement: { method: 'GET', path: '/cwgl/settlement/queryById', access: A.read, summary: '结算单详情' },
  previewSettlement: {
    method: 'GET',
    path: '/cwgl/settlement/preview',
    access: A.add,
    summary: '结算单试算',
  },
  addSettlement: { method: 'POST', path: '/cwgl/settlement/add', access: A.add, summary: '新增结算单' },
  auditSettlement: { method: 'PUT', path: '/cwgl/settlement/audit', access: A.audit, summary: '审核结算单' },
  exportSettlements: {
    method: 'GET',
    path: '/cwgl/settlement/exportXls',
    access: A.export,
    summary: '导出结算单',
  },
  settlementParties: {
    method: 'GET',
    path: '/cwgl/settlement/parties',
    access: A.add,
    summary: '结算对象选项',
  },
  getSettlementFormula: {
    method: 'GET',
    path: '/cwgl/settlement/formula',
    access: [...A.read, ...A.formula],
    summary: '结算公式',
  },
  saveSettlementFormula: {
    method: 'PUT',
    path: '/cwgl/settlement/formula',
    access: A.formula,
    summary: '保存结算公式',
  },
  listGrossMargin: {
    method: 'GET',
    path: '/cwgl/grossMargin/list',
    access: A.marginRead,
    summary: '毛利分析',
  },
  grossMarginRecords: {
    method: 'GET',
    path: '/cwgl/grossMargin/records',
    access: A.marginRead,
    summary: '毛利分析明细',
  },
  exportGrossMargin: {
    method: 'GET',
    path: '/cwgl/grossMargin/exportXls',
    access: A.marginExport,
    summary: '导出毛利分析',
  },
});
