/**
 * 财务管理 (cwgl) 应收 and 收款登记 endpoints: thin — the area's endpoint table (where, who may call;
 * packages/domain/src/finance/endpoints.ts) and its schemas (contract.ts), each with its handler.
 * The exports have the lists' columns; amounts are exact two-decimal text.
 */
import {
  auditTypeLabel,
  type CodeLabel,
  FEE_TYPES,
  groupBankNumber,
  INVOICE_STATUSES,
  INVOICE_TYPES,
  labelOf,
} from '@cb/domain';
import {
  DUE_BASES,
  financeEndpoints,
  financeSchemas,
  INVOICE_STATES,
  PAYMENT_APPLY_STATUSES,
  PAYMENT_METHODS,
  RECEIVABLE_STATUSES,
} from '@cb/domain/finance';
import { requireUser } from '../../platform/auth/guard.ts';
import { rowsToExport, type SheetColumn, sendWorkbook, writeSheet } from '../../platform/crud/index.ts';
import { registerEndpoints } from '../../platform/http/endpoints.ts';
import { ok } from '../../platform/http/envelope.ts';
import type { AreaRoutes } from '../../platform/http/type-provider.ts';
import type { AppServices } from '../../platform/services.ts';
import { type InvoiceListRow, InvoiceService, type PaymentApplyListRow } from './invoice-service.ts';
import { FinanceService, type PaymentListRow, type ReceivableListRow } from './service.ts';

const label = (table: readonly CodeLabel[], code: number) => labelOf(table, code) ?? String(code);

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

/** 收款申请's export: the list's columns. */
export const PAYMENT_APPLY_EXPORT_COLUMNS: readonly SheetColumn<PaymentApplyListRow>[] = [
  { header: '付款企业', width: 32, value: (r) => r.enterpriseName },
  { header: '申请金额', width: 14, value: (r) => r.amount },
  { header: '预计到账日期', width: 14, value: (r) => r.expectedDate },
  { header: '状态', width: 10, value: (r) => label(PAYMENT_APPLY_STATUSES, r.status) },
  { header: '申请人', width: 12, value: (r) => r.applicantName },
  { header: '审批人', width: 12, value: (r) => r.approverName },
  {
    header: '关联收款',
    width: 24,
    value: (r) => (r.paymentId ? `${r.paymentReceivedDate} ${r.paymentAmount}` : ''),
  },
  { header: '备注', width: 24, value: (r) => r.remark },
  { header: '申请时间', width: 20, value: (r) => r.createTime },
];

/** 发票's export: the columns of the list of the view (待开票: the request; 已开票: the invoice as issued). */
export function invoiceExportColumns(view: 'await' | 'done'): readonly SheetColumn<InvoiceListRow>[] {
  const done = view === 'done';
  return [
    { header: '开票企业', width: 32, value: (r) => r.enterpriseName },
    { header: '发票类型', width: 14, value: (r) => label(INVOICE_TYPES, r.type) },
    ...(done
      ? [
          { header: '发票号码', width: 22, value: (r: InvoiceListRow) => r.invoiceNo },
          { header: '开票日期', width: 12, value: (r: InvoiceListRow) => r.invoiceDate ?? '' },
        ]
      : []),
    { header: '价税合计', width: 14, value: (r) => r.amount },
    ...(done
      ? [
          { header: '税率(%)', width: 10, value: (r: InvoiceListRow) => r.taxRate ?? '' },
          { header: '金额', width: 14, value: (r: InvoiceListRow) => r.netAmount ?? '' },
          { header: '税额', width: 14, value: (r: InvoiceListRow) => r.taxAmount ?? '' },
        ]
      : []),
    { header: '状态', width: 10, value: (r) => label(INVOICE_STATES, r.status) },
    { header: '申请人', width: 12, value: (r) => r.applicantName },
    ...(done ? [] : [{ header: '备注', width: 24, value: (r: InvoiceListRow) => r.remark }]),
    { header: '原因', width: 24, value: (r) => r.reason },
    { header: '申请时间', width: 20, value: (r) => r.createTime },
  ];
}

export const financeRoutes =
  (services: AppServices): AreaRoutes =>
  async (app) => {
    const service = new FinanceService(services.database);
    const invoices = new InvoiceService(services.database);

    registerEndpoints(app, financeEndpoints, financeSchemas, {
      listReceivables: async (request) =>
        ok(await service.listReceivables(requireUser(request), request.query)),
      exportReceivables: async (request, reply) => {
        const rows = await service.exportReceivables(requireUser(request), request.query);
        const content = await writeSheet('应收款', RECEIVABLE_EXPORT_COLUMNS, rowsToExport(rows));
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
        const content = await writeSheet('收款登记', PAYMENT_EXPORT_COLUMNS, rowsToExport(rows));
        return sendWorkbook(reply, content, 'payments.xlsx', '收款登记.xlsx');
      },
      listPaymentApplies: async (request) =>
        ok(await invoices.listApplies(requireUser(request), request.query)),
      getPaymentApply: async (request) => ok(await invoices.getApply(requireUser(request), request.query.id)),
      addPaymentApply: async (request) =>
        ok(await invoices.addApply(requireUser(request), request.body), '添加成功！'),
      editPaymentApply: async (request) =>
        ok(await invoices.editApply(requireUser(request), request.body), '编辑成功！'),
      decidePaymentApply: async (request) =>
        ok(
          await invoices.decideApply(requireUser(request), request.body),
          request.body.pass ? '审批通过！' : '已驳回！',
        ),
      relatePaymentApply: async (request) =>
        ok(await invoices.relateApply(requireUser(request), request.body), '关联成功！'),
      exportPaymentApplies: async (request, reply) => {
        const rows = await invoices.exportApplies(requireUser(request), request.query);
        const content = await writeSheet('收款申请', PAYMENT_APPLY_EXPORT_COLUMNS, rowsToExport(rows));
        return sendWorkbook(reply, content, 'payment-applications.xlsx', '收款申请.xlsx');
      },
      listInvoices: async (request) => ok(await invoices.listInvoices(requireUser(request), request.query)),
      getInvoice: async (request) => ok(await invoices.getInvoice(requireUser(request), request.query.id)),
      applyInvoice: async (request) =>
        ok(await invoices.applyInvoice(requireUser(request), request.body), '开票申请已提交！'),
      issueInvoice: async (request) =>
        ok(await invoices.issueInvoice(requireUser(request), request.body), '开票成功！'),
      rejectInvoice: async (request) =>
        ok(await invoices.rejectInvoice(requireUser(request), request.body), '已驳回！'),
      voidInvoice: async (request) =>
        ok(await invoices.voidInvoice(requireUser(request), request.body), '作废成功！'),
      exportInvoices: async (request, reply) => {
        const rows = await invoices.exportInvoices(requireUser(request), request.query);
        const title = request.query.view === 'await' ? '待开票' : '已开票';
        const content = await writeSheet(title, invoiceExportColumns(request.query.view), rowsToExport(rows));
        return sendWorkbook(reply, content, 'invoices.xlsx', `${title}.xlsx`);
      },
      getInvoiceSetting: async (request) => ok(await invoices.getSetting(requireUser(request))),
      saveInvoiceSetting: async (request) =>
        ok(await invoices.saveSetting(requireUser(request), request.body), '保存成功！'),
      getBillSummary: async (request) =>
        ok(await invoices.billSummary(requireUser(request), request.query.enterpriseId)),
    });
  };
