/** Columns and search fields of the 收款登记 list (PaymentListPage.tsx renders them). */
import type { Permission } from '@cb/domain';
import { groupBankNumber, labelOf } from '@cb/domain';
import { PAYMENT_METHODS, toFen } from '@cb/domain/finance';
import { Space } from 'antd';
import { Link } from 'react-router';
import { currentLocale } from '../../shared/i18n';
import {
  ActionLink,
  ConfirmActionButton,
  DateRangeFilter,
  dateTimeColumn,
  type ListColumn,
  rangeFilters,
  SelectFilter,
  TextFilter,
} from '../../shared/list';
import type { PaymentFilters, PaymentRow } from './api';
import type { FinanceT } from './texts';

export const LIST_PATH = '/cwgl/payment';
export const ADD_PATH = `${LIST_PATH}/add`;
export const editPath = (id: string) => `${LIST_PATH}/edit/${id}`;
export const relatePath = (id: string) => `${LIST_PATH}/changeRelate/${id}`;

export const methodText = (method: number) => labelOf(PAYMENT_METHODS, method, currentLocale()) ?? '';

/** A money column: two decimals as the server sends them, right-aligned. */
export function moneyColumn<T>(key: keyof T & string, title: string, sortField?: string): ListColumn<T> {
  return {
    key,
    title,
    dataIndex: key,
    width: 130,
    align: 'right',
    ...(sortField ? { sortField } : {}),
  } as ListColumn<T>;
}

export interface PaymentColumnContext {
  t: FinanceT;
  can: (action: Permission) => boolean;
  navigate: (path: string) => void;
  remove: (row: PaymentRow) => Promise<unknown>;
}

/** What the delete confirmation says: a payment with allocations has them reversed. */
export function deleteWarning(t: FinanceT, row: Pick<PaymentRow, 'allocated' | 'enterpriseName' | 'amount'>) {
  return toFen(row.allocated) > 0
    ? t('list.deleteWithAllocations', { amount: row.allocated })
    : `${row.enterpriseName} ${row.amount}`;
}

/** The list's columns; the payer links to the record and the actions follow the user's permissions. */
export function paymentColumns({ t, can, navigate, remove }: PaymentColumnContext): ListColumn<PaymentRow>[] {
  const opens = can('cwgl:payment:detail') || can('cwgl:payment:edit');
  return [
    {
      key: 'enterpriseName',
      title: t('field.enterpriseName'),
      dataIndex: 'enterpriseName',
      sortField: 'enterpriseName',
      ellipsis: true,
      render: (v: string, row) => (opens ? <Link to={editPath(row.id)}>{v}</Link> : v),
    },
    moneyColumn<PaymentRow>('amount', t('field.amount'), 'amount'),
    moneyColumn<PaymentRow>('allocated', t('field.allocated')),
    moneyColumn<PaymentRow>('unallocated', t('field.unallocated')),
    {
      key: 'receivedDate',
      title: t('field.receivedDate'),
      dataIndex: 'receivedDate',
      width: 120,
      sortField: 'receivedDate',
    },
    {
      key: 'method',
      title: t('field.method'),
      dataIndex: 'method',
      width: 100,
      render: (v: number) => methodText(v),
    },
    {
      key: 'bankReference',
      title: t('field.bankReference'),
      dataIndex: 'bankReference',
      width: 230,
      render: (v: string) => groupBankNumber(v),
    },
    { key: 'remark', title: t('field.remark'), dataIndex: 'remark', ellipsis: true, optional: true },
    dateTimeColumn('createTime', t('field.createTime'), { sortField: 'createTime', optional: true }),
    {
      key: 'actions',
      title: t('field.actions'),
      width: 200,
      fixed: 'right',
      fixedVisible: true,
      render: (_v, row) => (
        <Space size={0}>
          {can('cwgl:payment:edit') ? (
            <ActionLink onClick={() => navigate(editPath(row.id))}>{t('list.edit')}</ActionLink>
          ) : can('cwgl:payment:detail') ? (
            <ActionLink onClick={() => navigate(editPath(row.id))}>{t('list.view')}</ActionLink>
          ) : null}
          {can('cwgl:payment:relate') ? (
            <ActionLink onClick={() => navigate(relatePath(row.id))}>{t('list.relate')}</ActionLink>
          ) : null}
          {can('cwgl:payment:delete') ? (
            <ConfirmActionButton
              label={t('list.delete')}
              title={t('list.deleteConfirm')}
              content={deleteWarning(t, row)}
              done={t('list.deleted')}
              action={() => remove(row)}
            />
          ) : null}
        </Space>
      ),
    },
  ];
}

/** The search form's values → the list's filters (the date range as its two ends). */
export const toPaymentFilters = (values: Record<string, unknown>) =>
  rangeFilters<PaymentFilters>(values, 'received', 'receivedFrom', 'receivedTo');

/** The search form's fields; their names are the list's filters. */
export function paymentSearchFields(t: FinanceT) {
  return (
    <>
      <TextFilter name="enterpriseName" label={t('field.enterpriseName')} width={200} maxLength={100} />
      <TextFilter name="bankReference" label={t('field.bankReference')} width={200} maxLength={60} />
      <SelectFilter name="method" label={t('field.method')} width={120} codes={PAYMENT_METHODS} />
      <DateRangeFilter name="received" label={t('field.receivedDate')} />
    </>
  );
}
