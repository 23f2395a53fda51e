/** Field labels of 财务管理: receivables, payments and their allocations. */
export const financeFields = {
  receivables: {
    amount: '应收金额',
    received: '已收金额',
    invoice_status: '开票状态',
    due_date: '到期日',
    due_basis: '到期日依据',
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
};
