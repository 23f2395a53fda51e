import { auditTypeLabel, FEE_TYPES, labelOf } from '@cb/domain';
import { Table } from 'antd';
import { currentLocale } from '../../shared/i18n';
import type { InvoiceLine } from './api';
import type { FinanceT } from './texts';

/** An invoice's lines: the receivables it is for and the amount of each. */
export function InvoiceLines({ t, lines }: { t: FinanceT; lines: readonly InvoiceLine[] }) {
  const locale = currentLocale();
  return (
    <Table<InvoiceLine>
      rowKey="id"
      size="small"
      pagination={false}
      dataSource={[...lines]}
      columns={[
        { key: 'contractNo', title: t('receivable.contractNo'), dataIndex: 'contractNo' },
        { key: 'standardCode', title: t('receivable.standard'), dataIndex: 'standardCode' },
        {
          key: 'auditType',
          title: t('receivable.auditType'),
          dataIndex: 'auditType',
          render: (v: number) => auditTypeLabel(v, {}, locale) ?? v,
        },
        {
          key: 'feeType',
          title: t('receivable.feeType'),
          dataIndex: 'feeType',
          render: (v: number) => labelOf(FEE_TYPES, v, locale) ?? v,
        },
        {
          key: 'receivableAmount',
          title: t('receivable.amount'),
          dataIndex: 'receivableAmount',
          align: 'right',
        },
        {
          key: 'receivableInvoiced',
          title: t('invoice.invoiced'),
          dataIndex: 'receivableInvoiced',
          align: 'right',
        },
        { key: 'amount', title: t('invoice.lineAmount'), dataIndex: 'amount', align: 'right' },
      ]}
    />
  );
}
