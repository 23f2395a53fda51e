/**
 * 财务管理 (cwgl) 应收 and 收款登记 endpoints: thin — the area's endpoint table (where, who may call;
 * packages/domain/src/finance/endpoints.ts) and its schemas (contract.ts), each with its handler.
 * The exports have the lists' columns; amounts are exact two-decimal text.
 */
import { auditTypeLabel, FEE_TYPES, groupBankNumber, INVOICE_STATUSES } from '@cb/domain';
import {
  DUE_BASES,
  financeEndpoints,
  financeSchemas,
  PAYMENT_METHODS,
  RECEIVABLE_STATUSES,
} from '@cb/domain/finance';
import { requireUser } from '../../platform/auth/guard.ts';
import { type SheetColumn, sendWorkbook, writeSheet } from '../../platform/crud/index.ts';
import { registerEndpoints } from '../../platform/http/endpoints.ts';
import { ok } from '../../platform/http/envelope.ts';
import type { AreaRoutes } from '../../platform/http/type-provider.ts';
import type { AppServices } from '../../platform/services.ts';
import { FinanceService, type PaymentListRow, type ReceivableListRow } from './service.ts';

const label = (rows: readonly { code: number; zh: string }[], code: number) =>
  rows.find((r) => r.code === code)?.zh ?? String(code);

/** 应收's export: the list's columns. */
export const RECEIVABLE_EXPORT_COLUMNS: readonly SheetColumn<ReceivableListRow>[] = [
  { header: '客户名称', width: 32, value: (r) => r.enterpriseName },
  { header: '合同编号', width: 18, value: (r) => r.contractNo },
  { header: '认证标准', width: 16, value: (r) => r.standardCode },
  { header: '审核类型', width: 14, value: (r) => auditTypeLabel(r.auditType) ?? String(r.auditType) },
  { header: '费用类型', width: 12, value: (r) => label(FEE_TYPES, r.feeType) },
  { header: '应收金额', width: 14, value: (r) => r.amount },
  { header: '已收金额', width: 14, value: (r) => r.received },
  { header: '欠费', width: 14, value: (r) => r.arrears },
  { header: '收款状态', width: 10, value: (r) => label(RECEIVABLE_STATUSES, r.status) },
  { header: '开票状态', width: 10, value: (r) => label(INVOICE_STATUSES, r.invoiceStatus) },
  { header: '到期日', width: 12, value: (r) => r.dueDate },
  { header: '到期日依据', width: 22, value: (r) => label(DUE_BASES, r.dueBasis) },
];

/** 收款登记's export: the list's columns. */
export const PAYMENT_EXPORT_COLUMNS: readonly SheetColumn<PaymentListRow>[] = [
  { header: '付款企业', width: 32, value: (r) => r.enterpriseName },
  { header: '收款金额', width: 14, value: (r) => r.amount },
  { header: '已关联金额', width: 14, value: (r) => r.allocated },
  { header: '未关联金额', width: 14, value: (r) => r.unallocated },
  { header: '到账日期', width: 12, value: (r) => r.receivedDate },
  { header: '收款方式', width: 10, value: (r) => label(PAYMENT_METHODS, r.method) },
  { header: '银行流水号', width: 28, value: (r) => groupBankNumber(r.bankReference) },
  { header: '备注', width: 24, value: (r) => r.remark },
];

export const financeRoutes =
  (services: AppServices): AreaRoutes =>
  async (app) => {
    const service = new FinanceService(services.database);

    registerEndpoints(app, financeEndpoints, financeSchemas, {
      listReceivables: async (request) =>
        ok(await service.listReceivables(requireUser(request), request.query)),
      exportReceivables: async (request, reply) => {
        const rows = await service.exportReceivables(requireUser(request), request.query);
        const content = await writeSheet('应收款', RECEIVABLE_EXPORT_COLUMNS, rows);
        return sendWorkbook(reply, content, 'receivables.xlsx', '应收款.xlsx');
      },
      listPayers: async (request) =>
        ok(await service.listPayers(requireUser(request), request.query.keyword)),
      listPayments: async (request) => ok(await service.listPayments(requireUser(request), request.query)),
      getPayment: async (request) => ok(await service.getPayment(requireUser(request), request.query.id)),
      getPaymentHistory: async (request) => {
        const { id, pageNo, pageSize } = request.query;
        return ok(await service.history(requireUser(request), id, { pageNo, pageSize }));
      },
      addPayment: async (request) =>
        ok(await service.addPayment(requireUser(request), request.body), '添加成功！'),
      editPayment: async (request) =>
        ok(await service.editPayment(requireUser(request), request.body), '编辑成功！'),
      relatePayment: async (request) =>
        ok(await service.relatePayment(requireUser(request), request.body), '关联已变更！'),
      deletePayment: async (request) =>
        ok(
          await service.removePayment(requireUser(request), request.query.id, request.query.version),
          '删除成功!',
        ),
      exportPayments: async (request, reply) => {
        const rows = await service.exportPayments(requireUser(request), request.query);
        const content = await writeSheet('收款登记', PAYMENT_EXPORT_COLUMNS, rows);
        return sendWorkbook(reply, content, 'payments.xlsx', '收款登记.xlsx');
      },
    });
  };
