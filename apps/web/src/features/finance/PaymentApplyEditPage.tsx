import { isAmount } from '@cb/domain';
import { PAYMENT_APPLY_STATUS } from '@cb/domain/finance';
import { Alert, DatePicker, Descriptions, Form, Input, message, Skeleton } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useRef } from 'react';
import { useNavigate, useParams } from 'react-router';
import { ErrorBlock } from '../../shared/components/ErrorBlock';
import { MoneyInput } from '../../shared/components/form/MoneyInput';
import { FormPage } from '../../shared/detail';
import { usePermission } from '../../shared/permissions';
import type { PaymentApplyRow } from './api';
import { APPLY_LIST_PATH, applyStatusTag } from './PaymentApply.data';
import { PayerSelect } from './PaymentEdit.data';
import { useAddPaymentApply, useEditPaymentApply, usePaymentApply } from './queries';
import { financeTexts } from './texts';

interface ApplyValues {
  enterpriseId?: string;
  amount?: string;
  expectedDate?: Dayjs | null;
  remark?: string;
}

const toBody = (v: ApplyValues) => ({
  enterpriseId: v.enterpriseId ?? '',
  amount: v.amount ?? '',
  expectedDate: v.expectedDate ? v.expectedDate.format('YYYY-MM-DD') : '',
  remark: v.remark?.trim() ?? '',
});

function ApplyForm({ record }: { record: PaymentApplyRow | null }) {
  const { t } = financeTexts.useTranslation();
  const can = usePermission();
  const navigate = useNavigate();
  const [form] = Form.useForm<ApplyValues>();
  const add = useAddPaymentApply();
  const edit = useEditPaymentApply();
  const [toast, holder] = message.useMessage();
  const key = useRef(crypto.randomUUID());
  const editable =
    !record ||
    record.status === PAYMENT_APPLY_STATUS.pending ||
    record.status === PAYMENT_APPLY_STATUS.rejected;
  const readOnly = record ? !(can('cwgl:paymentApply:edit') && editable) : !can('cwgl:paymentApply:add');
  const title = record
    ? `${readOnly ? t('apply.viewTitle') : t('apply.editTitle')} - ${record.enterpriseName}`
    : t('apply.addTitle');
  return (
    <>
      {holder}
      <FormPage<ApplyValues>
        form={form}
        title={title}
        readOnly={readOnly}
        initialValues={
          record
            ? {
                enterpriseId: record.enterpriseId,
                amount: record.amount,
                expectedDate: dayjs(record.expectedDate),
                remark: record.remark,
              }
            : { remark: '', expectedDate: null }
        }
        onCancel={() => navigate(APPLY_LIST_PATH)}
        onSubmit={async (values) => {
          const saved = record
            ? await edit.mutateAsync({ ...toBody(values), id: record.id, version: record.version })
            : await add.mutateAsync({ body: toBody(values), idempotencyKey: key.current });
          key.current = crypto.randomUUID();
          void toast.success(t('apply.saved'));
          return saved;
        }}
        onSaved={() => navigate(APPLY_LIST_PATH)}
      >
        {record ? (
          <Descriptions
            size="small"
            bordered
            column={{ xs: 1, md: 2, xl: 4 }}
            style={{ marginBottom: 16 }}
            items={[
              { key: 'status', label: t('apply.status'), children: applyStatusTag(record.status) },
              { key: 'applicant', label: t('apply.applicant'), children: record.applicantName },
              { key: 'approver', label: t('apply.approver'), children: record.approverName || '-' },
              {
                key: 'reason',
                label: t('apply.rejectReason'),
                children: record.rejectReason || '-',
              },
            ]}
          />
        ) : null}
        {record?.status === PAYMENT_APPLY_STATUS.rejected ? (
          <Alert type="warning" showIcon message={record.rejectReason} style={{ marginBottom: 16 }} />
        ) : null}
        <Form.Item
          name="enterpriseId"
          label={t('apply.enterprise')}
          rules={[{ required: true, message: t('form.enterpriseRequired') }]}
        >
          <PayerSelect t={t} initialName={record?.enterpriseName} disabled={readOnly} />
        </Form.Item>
        <Form.Item
          name="amount"
          label={t('apply.amount')}
          rules={[
            { required: true, message: t('apply.amountRequired') },
            {
              validator: (_: unknown, value: string | undefined) =>
                !value || isAmount(value)
                  ? Promise.resolve()
                  : Promise.reject(new Error(t('form.amountInvalid'))),
            },
          ]}
        >
          <MoneyInput maxLength={15} disabled={readOnly} data-testid="apply-amount" />
        </Form.Item>
        <Form.Item
          name="expectedDate"
          label={t('apply.expectedDate')}
          rules={[{ required: true, message: t('apply.dateRequired') }]}
        >
          <DatePicker disabled={readOnly} style={{ width: 200 }} />
        </Form.Item>
        <Form.Item name="remark" label={t('apply.remark')}>
          <Input.TextArea disabled={readOnly} maxLength={500} autoSize={{ minRows: 2, maxRows: 6 }} />
        </Form.Item>
      </FormPage>
    </>
  );
}

/** cwgl/PaymentApplyEdit: `/cwgl/apply/payment/add` and `/cwgl/apply/payment/edit/{id}`. */
export default function PaymentApplyEditPage() {
  const { id } = useParams();
  const record = usePaymentApply(id);
  if (!id) return <ApplyForm record={null} />;
  if (record.error)
    return <ErrorBlock error={record.error} onRetry={() => void record.refetch()} backTo={APPLY_LIST_PATH} />;
  if (!record.data) return <Skeleton active />;
  return <ApplyForm key={record.data.version} record={record.data} />;
}
