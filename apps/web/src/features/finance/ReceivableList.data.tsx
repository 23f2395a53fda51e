/** Columns and search fields of the 应收款 list (ReceivableListPage.tsx renders them). */
import { AUDIT_TYPES, auditTypeLabel, FEE_TYPES, INVOICE_STATUSES, labelOf } from '@cb/domain';
import { DUE_BASES, RECEIVABLE_STATUSES } from '@cb/domain/finance';
import { Tag } from 'antd';
import { currentLocale } from '../../shared/i18n';
import { DateRangeFilter, type ListColumn, rangeFilters, SelectFilter, TextFilter } from '../../shared/list';
import type { ReceivableFilters, ReceivableRow } from './api';
import { moneyColumn } from './PaymentList.data';
import type { FinanceT } from './texts';

const STATUS_COLORS = ['red', 'orange', 'green'] as const;

/** The list's columns, as the export has them. */
export function receivableColumns(t: FinanceT): ListColumn<ReceivableRow>[] {
  const locale = currentLocale();
  return [
    {
      key: 'enterpriseName',
      title: t('receivable.client'),
      dataIndex: 'enterpriseName',
      sortField: 'enterpriseName',
      ellipsis: true,
    },
    {
      key: 'contractNo',
      title: t('receivable.contractNo'),
      dataIndex: 'contractNo',
      sortField: 'contractNo',
      width: 150,
    },
    { key: 'standardCode', title: t('receivable.standard'), dataIndex: 'standardCode', width: 130 },
    {
      key: 'auditType',
      title: t('receivable.auditType'),
      dataIndex: 'auditType',
      width: 120,
      render: (v: number) => auditTypeLabel(v, {}, locale) ?? v,
    },
    {
      key: 'feeType',
      title: t('receivable.feeType'),
      dataIndex: 'feeType',
      width: 110,
      render: (v: number) => labelOf(FEE_TYPES, v, locale) ?? v,
    },
    moneyColumn<ReceivableRow>('amount', t('receivable.amount'), 'amount'),
    moneyColumn<ReceivableRow>('received', t('receivable.received'), 'received'),
    moneyColumn<ReceivableRow>('arrears', t('receivable.arrears'), 'arrears'),
    {
      key: 'status',
      title: t('receivable.status'),
      dataIndex: 'status',
      width: 100,
      render: (v: number) => <Tag color={STATUS_COLORS[v]}>{labelOf(RECEIVABLE_STATUSES, v, locale)}</Tag>,
    },
    {
      key: 'invoiceStatus',
      title: t('receivable.invoiceStatus'),
      dataIndex: 'invoiceStatus',
      width: 100,
      render: (v: number) => labelOf(INVOICE_STATUSES, v, locale) ?? v,
    },
    {
      key: 'dueDate',
      title: t('receivable.dueDate'),
      dataIndex: 'dueDate',
      sortField: 'dueDate',
      width: 120,
    },
    {
      key: 'dueBasis',
      title: t('receivable.dueBasis'),
      dataIndex: 'dueBasis',
      width: 190,
      render: (v: number) => labelOf(DUE_BASES, v, locale) ?? v,
    },
  ];
}

export function receivableSearchFields(t: FinanceT) {
  return (
    <>
      <TextFilter name="enterpriseName" label={t('receivable.client')} width={200} maxLength={100} />
      <TextFilter name="contractNo" label={t('receivable.contractNo')} width={170} maxLength={50} />
      <SelectFilter name="status" label={t('receivable.status')} width={120} codes={RECEIVABLE_STATUSES} />
      <SelectFilter name="feeType" label={t('receivable.feeType')} width={130} codes={FEE_TYPES} />
      <SelectFilter
        name="invoiceStatus"
        label={t('receivable.invoiceStatus')}
        width={120}
        codes={INVOICE_STATUSES}
      />
      <SelectFilter name="auditType" label={t('receivable.auditType')} width={150} codes={AUDIT_TYPES} />
      <SelectFilter
        name="open"
        label={t('receivable.open')}
        width={100}
        options={[
          { value: '1', label: t('receivable.openYes') },
          { value: '0', label: t('receivable.openNo') },
        ]}
      />
      <DateRangeFilter name="due" label={t('receivable.dueDate')} />
    </>
  );
}

/** The search form's values as the list's filters: the due-date range as `dueFrom`/`dueTo`. */
export const toReceivableFilters = (values: Record<string, unknown>) =>
  rangeFilters<ReceivableFilters>(values, 'due', 'dueFrom', 'dueTo');
