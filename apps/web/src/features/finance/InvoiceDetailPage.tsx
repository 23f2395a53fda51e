import { INVOICE_STATE } from '@cb/domain/finance';
import { Button, Card, Descriptions, Skeleton, Space } from 'antd';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { ErrorBlock } from '../../shared/components/ErrorBlock';
import { usePermission } from '../../shared/permissions';
import type { InvoiceDetail } from './api';
import { INVOICE_DONE_PATH, invoiceStateTag, invoiceTypeText } from './Invoice.data';
import { VoidDialog } from './InvoiceDoneListPage';
import { InvoiceLines } from './InvoiceLines';
import { useInvoice } from './queries';
import { financeTexts } from './texts';

function Detail({ record }: { record: InvoiceDetail }) {
  const { t } = financeTexts.useTranslation();
  const can = usePermission();
  const navigate = useNavigate();
  const [voiding, setVoiding] = useState(false);
  return (
    <Space direction="vertical" style={{ width: '100%' }} size="middle">
      <Card
        title={`${t('invoice.detailTitle')} - ${record.enterpriseName}`}
        extra={
          <Space>
            <Button onClick={() => navigate(INVOICE_DONE_PATH)}>{t('invoice.doneTitle')}</Button>
            {can('cwgl:invoice:void') && record.status === INVOICE_STATE.issued ? (
              <Button danger onClick={() => setVoiding(true)} data-testid="invoice-void">
                {t('invoice.void')}
              </Button>
            ) : null}
          </Space>
        }
      >
        <Descriptions
          size="small"
          bordered
          column={{ xs: 1, md: 2, xl: 3 }}
          items={[
            { key: 'enterprise', label: t('invoice.enterprise'), children: record.enterpriseName },
            { key: 'status', label: t('invoice.status'), children: invoiceStateTag(record.status) },
            { key: 'type', label: t('invoice.type'), children: invoiceTypeText(record.type) },
            { key: 'no', label: t('invoice.invoiceNo'), children: record.invoiceNo || '-' },
            { key: 'date', label: t('invoice.invoiceDate'), children: record.invoiceDate ?? '-' },
            { key: 'amount', label: t('invoice.amount'), children: record.amount },
            { key: 'rate', label: t('invoice.taxRate'), children: record.taxRate ?? '-' },
            { key: 'net', label: t('invoice.netAmount'), children: record.netAmount ?? '-' },
            { key: 'tax', label: t('invoice.taxAmount'), children: record.taxAmount ?? '-' },
            { key: 'applicant', label: t('invoice.applicant'), children: record.applicantName },
            { key: 'remark', label: t('invoice.remark'), children: record.remark || '-' },
            { key: 'reason', label: t('invoice.reason'), children: record.reason || '-' },
          ]}
        />
      </Card>
      <Card title={t('invoice.lines')}>
        <InvoiceLines t={t} lines={record.lines} />
      </Card>
      <VoidDialog row={voiding ? record : null} onClose={() => setVoiding(false)} />
    </Space>
  );
}

/** cwgl/InvoiceDetail: `/cwgl/invoice/detail/{id}`. */
export default function InvoiceDetailPage() {
  const { id } = useParams();
  const record = useInvoice(id);
  if (record.error)
    return (
      <ErrorBlock error={record.error} onRetry={() => void record.refetch()} backTo={INVOICE_DONE_PATH} />
    );
  if (!record.data) return <Skeleton active />;
  return <Detail key={record.data.version} record={record.data} />;
}
