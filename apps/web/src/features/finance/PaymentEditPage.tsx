import { auditTypeLabel, FEE_TYPES, groupBankNumber, labelOf } from '@cb/domain';
import { Alert, Button, Card, DatePicker, Form, Input, message, Select, Skeleton, Space, Table } from 'antd';
import { useRef, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { ErrorBlock } from '../../shared/components/ErrorBlock';
import { MoneyInput } from '../../shared/components/form/MoneyInput';
import { ChangeHistory, FormPage } from '../../shared/detail';
import { currentLocale } from '../../shared/i18n';
import { useReplacePage } from '../../shared/navigation/replacePage';
import { usePermission } from '../../shared/permissions';
import { AllocationEditor, type AllocationValues, allocationsOf } from './AllocationEditor';
import { type PaymentAllocation, type PaymentDetail, type PaymentSaved, paymentsApi } from './api';
import {
  BankNumberInput,
  initialValues,
  methodOptions,
  PayerSelect,
  type PaymentFormValues,
  paymentRules,
  toAddBody,
  toEditBody,
} from './PaymentEdit.data';
import { editPath, LIST_PATH, methodText, relatePath } from './PaymentList.data';
import { useAddPayment, useEditPayment, usePayment } from './queries';
import { type FinanceT, financeTexts } from './texts';

function PaymentFields({
  t,
  record,
  readOnly,
}: {
  t: FinanceT;
  record: PaymentDetail | null;
  readOnly: boolean;
}) {
  const rules = paymentRules(t);
  const locked = Boolean(record && record.allocations.length > 0);
  return (
    <>
      <Alert type="info" showIcon message={t('form.payerHint')} style={{ marginBottom: 16 }} />
      <Form.Item
        name="enterpriseId"
        label={t('field.enterprise')}
        rules={rules.enterpriseId}
        extra={locked ? t('form.allocationsHint') : undefined}
      >
        <PayerSelect t={t} initialName={record?.enterpriseName} disabled={readOnly || locked} />
      </Form.Item>
      <Form.Item name="amount" label={t('field.amount')} rules={rules.amount}>
        <MoneyInput maxLength={15} disabled={readOnly} data-testid="payment-amount" />
      </Form.Item>
      <Form.Item name="receivedDate" label={t('field.receivedDate')} rules={rules.receivedDate}>
        <DatePicker disabled={readOnly} style={{ width: 200 }} />
      </Form.Item>
      <Form.Item name="method" label={t('field.method')} rules={rules.method}>
        <Select disabled={readOnly} options={methodOptions()} style={{ width: 200 }} />
      </Form.Item>
      <Form.Item name="bankReference" label={t('field.bankReference')} rules={rules.bankReference}>
        <BankNumberInput disabled={readOnly} />
      </Form.Item>
      <Form.Item name="remark" label={t('field.remark')}>
        <Input.TextArea disabled={readOnly} maxLength={500} autoSize={{ minRows: 2, maxRows: 6 }} />
      </Form.Item>
    </>
  );
}

/** 新增: the payment and its allocations, saved in one call that writes once however often it is retried. */
function PaymentAddForm({ onSaved, onCancel }: { onSaved: (id: string) => void; onCancel: () => void }) {
  const { t } = financeTexts.useTranslation();
  const [form] = Form.useForm<PaymentFormValues>();
  const save = useAddPayment();
  const [toast, toastHolder] = message.useMessage();
  const idempotencyKey = useRef(crypto.randomUUID());
  // The amounts typed belong to the payer they were typed for: another payer starts empty.
  const [picked, setPicked] = useState<{ payer?: string; values: AllocationValues }>({ values: {} });
  const enterpriseId = Form.useWatch('enterpriseId', form);
  const amount = Form.useWatch('amount', form) ?? '';
  const allocations = picked.payer === enterpriseId ? picked.values : {};
  return (
    <>
      {toastHolder}
      <FormPage<PaymentFormValues>
        form={form}
        title={t('form.addTitle')}
        initialValues={initialValues(null)}
        onCancel={onCancel}
        onSubmit={async (values) => {
          const saved = await save.mutateAsync({
            body: toAddBody(values, allocationsOf(allocations)),
            idempotencyKey: idempotencyKey.current,
          });
          idempotencyKey.current = crypto.randomUUID();
          void toast.success(t('form.saved'));
          return saved;
        }}
        onSaved={(saved) => onSaved((saved as PaymentSaved).id)}
      >
        <PaymentFields t={t} record={null} readOnly={false} />
        <Form.Item label={t('form.allocations')}>
          <AllocationEditor
            key={enterpriseId ?? ''}
            enterpriseId={enterpriseId}
            paymentAmount={amount}
            values={allocations}
            onChange={(values) => setPicked({ payer: enterpriseId, values })}
          />
        </Form.Item>
      </FormPage>
    </>
  );
}

export function allocationColumns(t: FinanceT) {
  const locale = currentLocale();
  return [
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
      align: 'right' as const,
    },
    { key: 'amount', title: t('receivable.allocate'), dataIndex: 'amount', align: 'right' as const },
    { key: 'dueDate', title: t('receivable.dueDate'), dataIndex: 'dueDate' },
  ];
}

/** 编辑 (or, without the edit code, the view): the payment's fields, its allocations and its history. */
function PaymentEditForm({ record, onCancel }: { record: PaymentDetail; onCancel: () => void }) {
  const { t } = financeTexts.useTranslation();
  const can = usePermission();
  const navigate = useNavigate();
  const [form] = Form.useForm<PaymentFormValues>();
  const save = useEditPayment();
  const [toast, toastHolder] = message.useMessage();
  const readOnly = !can('cwgl:payment:edit');
  const title = `${readOnly ? t('form.viewTitle') : t('form.editTitle')} - ${record.enterpriseName}`;
  return (
    <Space direction="vertical" style={{ width: '100%' }} size="middle">
      {toastHolder}
      <FormPage<PaymentFormValues>
        form={form}
        title={title}
        readOnly={readOnly}
        initialValues={initialValues(record)}
        onCancel={onCancel}
        onSubmit={async (values) => {
          const saved = await save.mutateAsync(toEditBody(values, record));
          void toast.success(t('form.saved'));
          return saved;
        }}
        onSaved={() => navigate(LIST_PATH)}
      >
        <PaymentFields t={t} record={record} readOnly={readOnly} />
      </FormPage>
      <Card
        title={t('tab.allocations')}
        extra={
          can('cwgl:payment:relate') ? (
            <Button onClick={() => navigate(relatePath(record.id))}>{t('list.relate')}</Button>
          ) : null
        }
      >
        <Table<PaymentAllocation>
          rowKey="id"
          size="small"
          pagination={false}
          dataSource={record.allocations}
          columns={allocationColumns(t)}
          locale={{ emptyText: t('form.noAllocations') }}
          summary={() => (
            <Table.Summary.Row>
              <Table.Summary.Cell index={0} colSpan={5}>
                {`${t('field.allocated')} / ${t('field.unallocated')}`}
              </Table.Summary.Cell>
              <Table.Summary.Cell index={1} align="right">
                {`${record.allocated} / ${record.unallocated}`}
              </Table.Summary.Cell>
              <Table.Summary.Cell index={2} />
            </Table.Summary.Row>
          )}
        />
      </Card>
      <Card title={t('tab.history')}>
        <ChangeHistory
          load={(paging) => paymentsApi.history(record.id, paging)}
          tableLabels={{ payments: t('table.payments'), payment_allocations: t('table.payment_allocations') }}
          fieldLabels={{
            enterpriseId: t('field.enterprise'),
            amount: t('field.amount'),
            receivedDate: t('field.receivedDate'),
            method: t('field.method'),
            bankReference: t('field.bankReference'),
            remark: t('field.remark'),
            receivableId: t('receivable.title'),
          }}
          formatValue={(field, value) =>
            field === 'method'
              ? methodText(Number(value))
              : field === 'bankReference'
                ? groupBankNumber(String(value ?? ''))
                : undefined
          }
        />
      </Card>
    </Space>
  );
}

/**
 * cwgl/PaymentEdit and cwgl/PaymentEditNew: `/cwgl/payment/add` and `/cwgl/payment/add/new` (new, with
 * its allocations), `/cwgl/payment/edit/{id}` and `/cwgl/payment/edit/new/{id}` (edit; read only
 * without the edit code).
 */
export default function PaymentEditPage() {
  const { id } = useParams();
  const navigate = useNavigate();
  const replacePage = useReplacePage();
  const record = usePayment(id);

  if (!id)
    return (
      <PaymentAddForm
        onSaved={(saved) => void replacePage(editPath(saved))}
        onCancel={() => navigate(LIST_PATH)}
      />
    );
  if (record.error)
    return <ErrorBlock error={record.error} onRetry={() => void record.refetch()} backTo={LIST_PATH} />;
  if (!record.data) return <Skeleton active />;
  return (
    <PaymentEditForm key={record.data.version} record={record.data} onCancel={() => navigate(LIST_PATH)} />
  );
}
