import { INVOICE_TYPES, optionsOf } from '@cb/domain';
import { INVOICE_STATE, taxSplit } from '@cb/domain/finance';
import {
  Alert,
  Card,
  DatePicker,
  Descriptions,
  Empty,
  Form,
  Input,
  message,
  Select,
  Skeleton,
  Space,
} from 'antd';
import type { Dayjs } from 'dayjs';
import dayjs from 'dayjs';
import { useNavigate, useSearchParams } from 'react-router';
import { ErrorBlock } from '../../shared/components/ErrorBlock';
import { MoneyInput } from '../../shared/components/form/MoneyInput';
import { FormPage } from '../../shared/detail';
import { currentLocale } from '../../shared/i18n';
import type { InvoiceDetail } from './api';
import { INVOICE_AWAIT_PATH, INVOICE_DONE_PATH, invoiceStateTag } from './Invoice.data';
import { InvoiceLines } from './InvoiceLines';
import { useInvoice, useInvoiceSetting, useIssueInvoice } from './queries';
import { financeTexts } from './texts';

interface IssueValues {
  type?: number;
  invoiceNo?: string;
  invoiceDate?: Dayjs | null;
  taxRate?: string;
}

const RATE = /^\d{1,2}(?:\.\d{1,2})?$/;

function IssueForm({ record, defaultRate }: { record: InvoiceDetail; defaultRate: string }) {
  const { t } = financeTexts.useTranslation();
  const navigate = useNavigate();
  const [form] = Form.useForm<IssueValues>();
  const issue = useIssueInvoice();
  const [toast, holder] = message.useMessage();
  const rate = Form.useWatch('taxRate', form) ?? defaultRate;
  const split = RATE.test(rate) && Number(rate) <= 17 ? taxSplit(record.amount, rate) : null;
  const open = record.status === INVOICE_STATE.requested;
  return (
    <Space direction="vertical" style={{ width: '100%' }} size="middle">
      {holder}
      <FormPage<IssueValues>
        form={form}
        title={`${t('invoice.issueTitle')} - ${record.enterpriseName}`}
        readOnly={!open}
        initialValues={{ type: record.type, invoiceNo: '', invoiceDate: dayjs(), taxRate: defaultRate }}
        onCancel={() => navigate(INVOICE_AWAIT_PATH)}
        onSubmit={async (v) => {
          const saved = await issue.mutateAsync({
            id: record.id,
            version: record.version,
            type: v.type ?? 0,
            invoiceNo: (v.invoiceNo ?? '').trim(),
            invoiceDate: v.invoiceDate ? v.invoiceDate.format('YYYY-MM-DD') : '',
            taxRate: v.taxRate ?? '',
          });
          void toast.success(t('invoice.issued'));
          return saved;
        }}
        onSaved={() => navigate(INVOICE_DONE_PATH)}
      >
        <Alert type="info" showIcon message={t('invoice.recordHint')} style={{ marginBottom: 16 }} />
        <Descriptions
          size="small"
          bordered
          column={{ xs: 1, md: 2, xl: 4 }}
          style={{ marginBottom: 16 }}
          items={[
            { key: 'enterprise', label: t('invoice.enterprise'), children: record.enterpriseName },
            { key: 'amount', label: t('invoice.amount'), children: record.amount },
            { key: 'status', label: t('invoice.status'), children: invoiceStateTag(record.status) },
            { key: 'applicant', label: t('invoice.applicant'), children: record.applicantName },
          ]}
        />
        <Form.Item
          name="type"
          label={t('invoice.type')}
          rules={[{ required: true, message: t('invoice.typeRequired') }]}
        >
          <Select options={optionsOf(INVOICE_TYPES, currentLocale())} style={{ width: 240 }} />
        </Form.Item>
        <Form.Item
          name="invoiceNo"
          label={t('invoice.invoiceNo')}
          rules={[
            { required: true, message: t('invoice.noRequired') },
            { pattern: /^[0-9A-Za-z]{8,20}$/, message: t('invoice.noInvalid') },
          ]}
        >
          <Input maxLength={20} style={{ width: 260 }} data-testid="invoice-no" />
        </Form.Item>
        <Form.Item
          name="invoiceDate"
          label={t('invoice.invoiceDate')}
          rules={[{ required: true, message: t('invoice.dateRequired') }]}
        >
          <DatePicker style={{ width: 200 }} />
        </Form.Item>
        <Form.Item
          name="taxRate"
          label={t('invoice.taxRate')}
          rules={[
            { required: true, message: t('invoice.rateRequired') },
            {
              validator: (_: unknown, v: string | undefined) =>
                !v || (RATE.test(v) && Number(v) <= 17)
                  ? Promise.resolve()
                  : Promise.reject(new Error(t('invoice.rateInvalid'))),
            },
          ]}
          extra={
            split
              ? t('invoice.splitHint', { net: split.net, tax: split.tax, amount: record.amount })
              : undefined
          }
        >
          <MoneyInput maxLength={5} style={{ width: 120 }} data-testid="invoice-rate" />
        </Form.Item>
      </FormPage>
      <Card title={t('invoice.lines')}>
        <InvoiceLines t={t} lines={record.lines} />
      </Card>
    </Space>
  );
}

/** cwgl/InvoiceAdd: `/cwgl/invoice/add?id=` — records the invoice the tax system issued for a request. */
export default function InvoiceAddPage() {
  const { t } = financeTexts.useTranslation();
  const [params] = useSearchParams();
  const id = params.get('id') ?? undefined;
  const record = useInvoice(id);
  const setting = useInvoiceSetting();
  if (!id) return <Empty description={t('invoice.awaitTitle')} />;
  if (record.error)
    return (
      <ErrorBlock error={record.error} onRetry={() => void record.refetch()} backTo={INVOICE_AWAIT_PATH} />
    );
  if (!record.data || setting.isLoading) return <Skeleton active />;
  return (
    <IssueForm key={record.data.version} record={record.data} defaultRate={setting.data?.taxRate ?? '6.00'} />
  );
}
