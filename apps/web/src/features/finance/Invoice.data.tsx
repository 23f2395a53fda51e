/** Columns and search fields of the 待开票 and 已开票 lists (InvoiceAwaitListPage, InvoiceDoneListPage). */
import { INVOICE_TYPES, labelOf } from '@cb/domain';
import { INVOICE_STATES } from '@cb/domain/finance';
import { Tag } from 'antd';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { currentLocale } from '../../shared/i18n';
import { dateTimeColumn, type ListColumn, SelectFilter, TextFilter } from '../../shared/list';
import type { InvoiceRow } from './api';
import { moneyColumn } from './PaymentList.data';
import type { FinanceT } from './texts';

export const INVOICE_AWAIT_PATH = '/cwgl/invoice/await';
export const INVOICE_DONE_PATH = '/cwgl/invoice/done';
export const INVOICE_APPLY_PATH = '/cwgl/invoice/apply';
export const invoiceIssuePath = (id: string) => `/cwgl/invoice/add?id=${id}`;
export const invoiceDetailPath = (id: string) => `/cwgl/invoice/detail/${id}`;

const STATE_COLORS = ['gold', 'green', 'red', 'default'] as const;
export const invoiceStateTag = (v: number) => (
  <Tag color={STATE_COLORS[v]}>{labelOf(INVOICE_STATES, v, currentLocale())}</Tag>
);
export const invoiceTypeText = (v: number) => labelOf(INVOICE_TYPES, v, currentLocale()) ?? String(v);

/** The columns (as the export has them): 已开票 shows the number, date and split; 待开票 the request. */
export function invoiceColumns(
  t: FinanceT,
  view: 'await' | 'done',
  actions: ((row: InvoiceRow) => ReactNode) | null,
): ListColumn<InvoiceRow>[] {
  const done = view === 'done';
  const number: ListColumn<InvoiceRow>[] = done
    ? [
        { key: 'invoiceNo', title: t('invoice.invoiceNo'), dataIndex: 'invoiceNo', width: 200 },
        {
          key: 'invoiceDate',
          title: t('invoice.invoiceDate'),
          dataIndex: 'invoiceDate',
          width: 110,
          sortField: 'invoiceDate',
        },
      ]
    : [];
  const split: ListColumn<InvoiceRow>[] = done
    ? [
        { key: 'taxRate', title: t('invoice.taxRate'), dataIndex: 'taxRate', width: 80, align: 'right' },
        moneyColumn<InvoiceRow>('netAmount', t('invoice.netAmount')),
        moneyColumn<InvoiceRow>('taxAmount', t('invoice.taxAmount')),
      ]
    : [];
  // 待开票 shows the request (no number, date or split yet); 已开票 the invoice as issued. The
  // export of each view has the same columns (routes.ts invoiceExportColumns).
  const cols: ListColumn<InvoiceRow>[] = [
    {
      key: 'enterpriseName',
      title: t('invoice.enterprise'),
      dataIndex: 'enterpriseName',
      sortField: 'enterpriseName',
      ellipsis: true,
      render: (v: string, row) => <Link to={invoiceDetailPath(row.id)}>{v}</Link>,
    },
    { key: 'type', title: t('invoice.type'), dataIndex: 'type', width: 130, render: invoiceTypeText },
    ...number,
    moneyColumn<InvoiceRow>('amount', t('invoice.amount'), 'amount'),
    ...split,
    { key: 'status', title: t('invoice.status'), dataIndex: 'status', width: 90, render: invoiceStateTag },
    {
      key: 'applicantName',
      title: t('invoice.applicant'),
      dataIndex: 'applicantName',
      width: 100,
      optional: done,
    },
    ...(done ? [] : [{ key: 'remark', title: t('invoice.remark'), dataIndex: 'remark', ellipsis: true }]),
    { key: 'reason', title: t('invoice.reason'), dataIndex: 'reason', ellipsis: true, optional: true },
    dateTimeColumn('createTime', t('invoice.createTime'), { sortField: 'createTime', optional: true }),
  ];
  if (actions)
    cols.push({
      key: 'actions',
      title: t('invoice.actions'),
      width: 170,
      fixed: 'right',
      fixedVisible: true,
      render: (_v, row) => actions(row),
    });
  return cols;
}

export function invoiceSearchFields(t: FinanceT, view: 'await' | 'done') {
  const states = INVOICE_STATES.filter((s) =>
    view === 'done' ? s.code === 1 || s.code === 3 : s.code === 0 || s.code === 2,
  );
  return (
    <>
      <TextFilter name="enterpriseName" label={t('invoice.enterprise')} width={200} maxLength={100} />
      {view === 'done' ? (
        <TextFilter name="invoiceNo" label={t('invoice.invoiceNo')} width={180} maxLength={20} />
      ) : null}
      <SelectFilter name="type" label={t('invoice.type')} width={150} codes={INVOICE_TYPES} />
      <SelectFilter name="status" label={t('invoice.status')} width={110} codes={states} />
    </>
  );
}
