/** Field labels of 财务管理: receivables, payments and their allocations, 收款申请 and invoices. */
export const financeFields = {
  receivables: {
    amount: '应收金额',
    received: '已收金额',
    invoice_status: '开票状态',
    due_date: '到期日',
    due_basis: '到期日依据',
    invoiced: '已开票金额',
  },
  payments: {
    enterprise_id: '付款企业',
    amount: '收款金额',
    received_date: '到账日期',
    method: '收款方式',
    bank_reference: '银行流水号',
  },
  payment_allocations: {
    payment_id: '收款登记',
    receivable_id: '应收款',
    amount: '关联金额',
  },
  payment_applications: {
    amount: '申请金额',
    expected_date: '预计到账日期',
    reject_reason: '驳回原因',
    payment_id: '关联收款',
  },
  invoices: {
    type: '发票类型',
    invoice_no: '发票号码',
    invoice_date: '开票日期',
    tax_rate: '税率(%)',
    amount: '价税合计',
    net_amount: '不含税金额',
    tax_amount: '税额',
    issued_by: '开票人',
    issued_at: '开票时间',
    voided_by: '作废人',
    voided_at: '作废时间',
  },
  invoice_lines: {
    invoice_id: '发票',
    receivable_id: '应收款',
    amount: '开票金额',
  },
};
