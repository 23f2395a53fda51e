import { auditTypeLabel, FEE_TYPES, INVOICE_TYPES, isAmount, labelOf, optionsOf } from '@cb/domain';
import { fenToAmount, toFen } from '@cb/domain/finance';
import { Alert, Button, Empty, Form, Input, message, Select, Table } from 'antd';
import { useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { MoneyInput } from '../../shared/components/form/MoneyInput';
import { FormPage } from '../../shared/detail';
import { currentLocale } from '../../shared/i18n';
import type { ReceivableRow } from './api';
import { INVOICE_AWAIT_PATH } from './Invoice.data';
import { PayerSelect } from './PaymentEdit.data';
import { useApplyInvoice, useInvoiceReceivables } from './queries';
import { financeTexts } from './texts';

interface ApplyValues {
  enterpriseId?: string;
  type?: number;
  remark?: string;
}

/** What is left to invoice of a receivable (its amount − issued invoices; the server also counts requests). */
const leftOf = (r: Pick<ReceivableRow, 'amount' | 'invoiced'>) =>
  fenToAmount(Math.max(0, toFen(r.amount) - toFen(r.invoiced)));

/** cwgl/InvoiceApply: `/cwgl/invoice/apply` — a request to invoice receivables of one enterprise. */
export default function InvoiceApplyPage() {
  const { t } = financeTexts.useTranslation();
  const locale = currentLocale();
  const navigate = useNavigate();
  const [form] = Form.useForm<ApplyValues>();
  const apply = useApplyInvoice();
  const [toast, holder] = message.useMessage();
  const key = useRef(crypto.randomUUID());
  const enterpriseId = Form.useWatch('enterpriseId', form);
  const receivables = useInvoiceReceivables(enterpriseId);
  const [amounts, setAmounts] = useState<{ of?: string; values: Record<string, string> }>({ values: {} });
  const values = amounts.of === enterpriseId ? amounts.values : {};
  const set = (id: string, v: string) => setAmounts({ of: enterpriseId, values: { ...values, [id]: v } });
  const lines = Object.entries(values)
    .filter(([, v]) => v && isAmount(v) && toFen(v) > 0)
    .map(([receivableId, amount]) => ({ receivableId, amount }));
  const total = fenToAmount(lines.reduce((s, l) => s + toFen(l.amount), 0));
  const rows = (receivables.data?.records ?? []).filter((r) => toFen(leftOf(r)) > 0);
  return (
    <>
      {holder}
      <FormPage<ApplyValues>
        form={form}
        title={t('invoice.applyTitle')}
        initialValues={{ type: 0, remark: '' }}
        onCancel={() => navigate(INVOICE_AWAIT_PATH)}
        onSubmit={async (v) => {
          const saved = await apply.mutateAsync({
            body: {
              enterpriseId: v.enterpriseId ?? '',
              type: v.type ?? 0,
              remark: v.remark?.trim() ?? '',
              lines,
            },
            idempotencyKey: key.current,
          });
          key.current = crypto.randomUUID();
          void toast.success(t('invoice.submitted'));
          return saved;
        }}
        onSaved={() => navigate(INVOICE_AWAIT_PATH)}
      >
        <Alert type="info" showIcon message={t('invoice.recordHint')} style={{ marginBottom: 16 }} />
        <Form.Item
          name="enterpriseId"
          label={t('invoice.enterprise')}
          rules={[{ required: true, message: t('form.enterpriseRequired') }]}
        >
          <PayerSelect t={t} />
        </Form.Item>
        <Form.Item
          name="type"
          label={t('invoice.type')}
          rules={[{ required: true, message: t('invoice.typeRequired') }]}
        >
          <Select
            options={optionsOf(INVOICE_TYPES, locale)}
            style={{ width: 240 }}
            data-testid="invoice-type"
          />
        </Form.Item>
        <Form.Item name="remark" label={t('invoice.remark')}>
          <Input.TextArea maxLength={500} autoSize={{ minRows: 2, maxRows: 4 }} />
        </Form.Item>
        <Form.Item label={t('invoice.lines')}>
          {!enterpriseId ? (
            <Empty description={t('invoice.pickEnterprise')} />
          ) : (
            <Table<ReceivableRow>
              rowKey="id"
              size="small"
              pagination={false}
              loading={receivables.isLoading}
              dataSource={rows}
              locale={{ emptyText: t('invoice.noReceivables') }}
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
                { key: 'amount', title: t('receivable.amount'), dataIndex: 'amount', align: 'right' },
                { key: 'invoiced', title: t('invoice.invoiced'), dataIndex: 'invoiced', align: 'right' },
                { key: 'left', title: t('invoice.left'), align: 'right', render: (_v, r) => leftOf(r) },
                {
                  key: 'line',
                  title: t('invoice.lineAmount'),
                  width: 280,
                  render: (_v, r) => (
                    <span style={{ display: 'inline-flex', alignItems: 'center', gap: 4 }}>
                      <MoneyInput
                        maxLength={15}
                        value={values[r.id] ?? ''}
                        onChange={(v: string) => set(r.id, v)}
                        style={{ width: 120 }}
                        data-testid={`invoice-line-${r.id}`}
                      />
                      <Button size="small" type="link" onClick={() => set(r.id, leftOf(r))}>
                        {t('invoice.fill')}
                      </Button>
                    </span>
                  ),
                },
              ]}
              footer={() => t('invoice.total', { amount: total })}
            />
          )}
        </Form.Item>
      </FormPage>
    </>
  );
}
