import { App, Button, Card, Descriptions, Skeleton, Space } from 'antd';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { ErrorBlock } from '../../shared/components/ErrorBlock';
import { AllocationEditor, type AllocationValues, allocationsOf } from './AllocationEditor';
import type { PaymentDetail } from './api';
import { LIST_PATH, methodText } from './PaymentList.data';
import { usePayment, useRelatePayment } from './queries';
import { financeTexts } from './texts';

/** The saved allocations as the editor's values. */
export const valuesOf = (record: PaymentDetail): AllocationValues =>
  Object.fromEntries(record.allocations.map((a) => [a.receivableId, a.amount]));

function RelateForm({ record }: { record: PaymentDetail }) {
  const { t } = financeTexts.useTranslation();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const relate = useRelatePayment();
  const [values, setValues] = useState<AllocationValues>(() => valuesOf(record));
  return (
    <Card
      className="cb-form-page"
      title={`${t('form.relateTitle')} - ${record.enterpriseName}`}
      extra={
        <Space>
          <Button onClick={() => navigate(LIST_PATH)}>{t('list.title')}</Button>
          <Button
            type="primary"
            loading={relate.isPending}
            data-testid="relate-save"
            onClick={async () => {
              try {
                await relate.mutateAsync({
                  id: record.id,
                  version: record.version,
                  allocations: allocationsOf(values),
                });
                void message.success(t('form.related'));
                navigate(LIST_PATH);
              } catch {
                // shown by the shared client; the editor keeps the user's amounts
              }
            }}
          >
            {t('form.relateTitle')}
          </Button>
        </Space>
      }
    >
      <Descriptions
        size="small"
        bordered
        column={{ xs: 1, md: 2, xl: 4 }}
        style={{ marginBottom: 16 }}
        items={[
          { key: 'enterprise', label: t('field.enterprise'), children: record.enterpriseName },
          { key: 'amount', label: t('field.amount'), children: record.amount },
          { key: 'receivedDate', label: t('field.receivedDate'), children: record.receivedDate },
          { key: 'method', label: t('field.method'), children: methodText(record.method) },
        ]}
      />
      <AllocationEditor
        enterpriseId={record.enterpriseId}
        paymentAmount={record.amount}
        mine={record.allocations}
        values={values}
        onChange={setValues}
      />
    </Card>
  );
}

/** cwgl/PaymentChangeRelate: `/cwgl/payment/changeRelate/{id}` — moves the payment's allocations. */
export default function PaymentRelatePage() {
  const { id } = useParams();
  const record = usePayment(id);
  if (record.error)
    return <ErrorBlock error={record.error} onRetry={() => void record.refetch()} backTo={LIST_PATH} />;
  if (!record.data) return <Skeleton active />;
  return <RelateForm key={record.data.version} record={record.data} />;
}
