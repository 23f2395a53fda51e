/** Columns and search fields of the 收款申请 list (PaymentApplyListPage.tsx renders them). */
import { labelOf } from '@cb/domain';
import { PAYMENT_APPLY_STATUSES } from '@cb/domain/finance';
import { Tag } from 'antd';
import type { ReactNode } from 'react';
import { currentLocale } from '../../shared/i18n';
import { dateTimeColumn, type ListColumn, SelectFilter, TextFilter } from '../../shared/list';
import type { PaymentApplyRow } from './api';
import { moneyColumn } from './PaymentList.data';
import type { FinanceT } from './texts';

export const APPLY_LIST_PATH = '/cwgl/apply/payment';
export const APPLY_ADD_PATH = `${APPLY_LIST_PATH}/add`;
export const applyEditPath = (id: string) => `${APPLY_LIST_PATH}/edit/${id}`;
export const applyRelatePath = (id: string) => `/cwgl/apply/relate/payment/${id}`;

const STATUS_COLORS = ['gold', 'green', 'red', 'blue'] as const;
export const applyStatusTag = (v: number) => (
  <Tag color={STATUS_COLORS[v]}>{labelOf(PAYMENT_APPLY_STATUSES, v, currentLocale())}</Tag>
);

/** The list's columns, as the export has them; `actions` renders the row's buttons. */
export function applyColumns(
  t: FinanceT,
  actions: (row: PaymentApplyRow) => ReactNode,
): ListColumn<PaymentApplyRow>[] {
  return [
    {
      key: 'enterpriseName',
      title: t('apply.enterprise'),
      dataIndex: 'enterpriseName',
      sortField: 'enterpriseName',
      ellipsis: true,
    },
    moneyColumn<PaymentApplyRow>('amount', t('apply.amount'), 'amount'),
    {
      key: 'expectedDate',
      title: t('apply.expectedDate'),
      dataIndex: 'expectedDate',
      sortField: 'expectedDate',
      width: 130,
    },
    { key: 'status', title: t('apply.status'), dataIndex: 'status', width: 100, render: applyStatusTag },
    { key: 'applicantName', title: t('apply.applicant'), dataIndex: 'applicantName', width: 100 },
    { key: 'approverName', title: t('apply.approver'), dataIndex: 'approverName', width: 100 },
    {
      key: 'payment',
      title: t('apply.payment'),
      dataIndex: 'paymentId',
      width: 190,
      render: (_v, row) => (row.paymentId ? `${row.paymentReceivedDate} ${row.paymentAmount}` : ''),
    },
    { key: 'remark', title: t('apply.remark'), dataIndex: 'remark', ellipsis: true, optional: true },
    dateTimeColumn('createTime', t('apply.createTime'), { sortField: 'createTime', optional: true }),
    {
      key: 'actions',
      title: t('apply.actions'),
      width: 200,
      fixed: 'right',
      fixedVisible: true,
      render: (_v, row) => actions(row),
    },
  ];
}

export function applySearchFields(t: FinanceT) {
  return (
    <>
      <TextFilter name="enterpriseName" label={t('apply.enterprise')} width={200} maxLength={100} />
      <SelectFilter name="status" label={t('apply.status')} width={120} codes={PAYMENT_APPLY_STATUSES} />
    </>
  );
}
