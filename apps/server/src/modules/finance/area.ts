import { calendarDateOf } from '@cb/domain';
import { defineArea } from '../../platform/areas.ts';
import { onChangeReviewApproved, onContractApproved } from '../contract-review/door.ts';
import { receivablesForApprovedChange, receivablesForApprovedContract } from './receivables.ts';
import { financeRoutes } from './routes.ts';
import { seedFinance } from './seed.ts';

// An approved contract gets its receivables in the approving transaction, after its audit programme
// (audit-programmes registered its listener first: its planned dates give the due dates).
onContractApproved((tx, user, contract) => receivablesForApprovedContract(tx, user, contract));
// An approved change review whose fee lines were appended to the item adds or adjusts receivables.
onChangeReviewApproved((tx, user, change) =>
  receivablesForApprovedChange(tx, user, change, calendarDateOf(new Date())),
);

export default defineArea({
  name: 'finance',
  title: '财务管理',
  // contract-review: its approvals make the receivables (hooks, views); audit-programmes: the planned
  // audit dates (due dates); customers: the payer enterprise; partners: a partner is never a payer;
  // branches: the settlement method of an item's branch (due dates).
  after: ['contract-review', 'audit-programmes', 'customers', 'partners', 'branches'],
  routes: financeRoutes,
  seed: seedFinance,
  tables: {
    receivables: '应收款',
    payments: '收款登记',
    payment_allocations: '收款关联',
    payment_applications: '收款申请',
    invoices: '发票',
    invoice_lines: '发票明细',
  },
});
