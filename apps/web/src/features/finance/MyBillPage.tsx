import { Card, Col, Row, Statistic, Tabs } from 'antd';
import { ListPage } from '../../shared/list';
import {
  type InvoiceFilters,
  type InvoiceRow,
  invoicesApi,
  type PaymentFilters,
  type PaymentRow,
  paymentsApi,
  type ReceivableFilters,
  type ReceivableRow,
  receivablesApi,
} from './api';
import { invoiceColumns } from './Invoice.data';
import { paymentColumns } from './PaymentList.data';
import { useBillSummary } from './queries';
import { receivableColumns, receivableSearchFields } from './ReceivableList.data';
import { financeTexts } from './texts';

const bills = (q: Parameters<typeof invoicesApi.list>[0]) => invoicesApi.list({ ...q, view: 'done' });
const none = () => false;

/**
 * 我的账单 (cwgl/MyBill): the enterprise's own receivables, payments and invoices (the server keeps
 * an enterprise user to its own rows; finance sees every client's), with the totals on top.
 */
export default function MyBillPage() {
  const { t } = financeTexts.useTranslation();
  const summary = useBillSummary().data;
  const figures: [string, string | undefined][] = [
    [t('bill.receivable'), summary?.receivable],
    [t('bill.received'), summary?.received],
    [t('bill.arrears'), summary?.arrears],
    [t('bill.invoiced'), summary?.invoiced],
    [t('bill.payments'), summary?.payments],
  ];
  return (
    <div className="cb-page">
      <Row gutter={[12, 12]} style={{ marginBottom: 12 }}>
        {figures.map(([title, value]) => (
          <Col key={title} xs={12} md={8} xl={4}>
            <Card size="small">
              <Statistic title={title} value={value ?? '-'} data-testid={`bill-${title}`} />
            </Card>
          </Col>
        ))}
      </Row>
      <Tabs
        items={[
          {
            key: 'receivables',
            label: t('bill.receivables'),
            children: (
              <ListPage<ReceivableRow, ReceivableFilters>
                settingKey="cwgl:receivable:list:bill"
                columns={receivableColumns(t)}
                fetchPage={receivablesApi.list}
                searchFields={receivableSearchFields(t)}
              />
            ),
          },
          {
            key: 'payments',
            label: t('bill.paymentsTab'),
            children: (
              <ListPage<PaymentRow, PaymentFilters>
                settingKey="cwgl:payment:list:bill"
                columns={paymentColumns({ t, can: none, navigate: () => {}, remove: async () => {} }).filter(
                  (c) => c.key !== 'actions',
                )}
                fetchPage={paymentsApi.list}
              />
            ),
          },
          {
            key: 'invoices',
            label: t('bill.invoicesTab'),
            children: (
              <ListPage<InvoiceRow, InvoiceFilters>
                settingKey="cwgl:invoice:list:bill"
                columns={invoiceColumns(t, 'done', null)}
                fetchPage={bills}
              />
            ),
          },
        ]}
      />
    </div>
  );
}
