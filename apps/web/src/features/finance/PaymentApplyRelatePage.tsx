import { App, Button, Card, Descriptions, Empty, Radio, Skeleton, Space } from 'antd';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { ErrorBlock } from '../../shared/components/ErrorBlock';
import type { PaymentApplyRow } from './api';
import { APPLY_LIST_PATH, applyStatusTag } from './PaymentApply.data';
import { methodText } from './PaymentList.data';
import { useEnterprisePayments, usePaymentApply, useRelatePaymentApply } from './queries';
import { financeTexts } from './texts';

function RelateForm({ record }: { record: PaymentApplyRow }) {
  const { t } = financeTexts.useTranslation();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const relate = useRelatePaymentApply();
  const payments = useEnterprisePayments(record.enterpriseId);
  const [paymentId, setPaymentId] = useState<string | undefined>(record.paymentId ?? undefined);
  const rows = payments.data?.records ?? [];
  return (
    <Card
      className="cb-form-page"
      title={`${t('apply.relateTitle')} - ${record.enterpriseName}`}
      extra={
        <Space>
          <Button onClick={() => navigate(APPLY_LIST_PATH)}>{t('apply.title')}</Button>
          <Button
            type="primary"
            disabled={!paymentId}
            loading={relate.isPending}
            data-testid="apply-relate-save"
            onClick={async () => {
              if (!paymentId) return;
              const done = await relate
                .mutateAsync({ id: record.id, version: record.version, paymentId })
                .then(() => true)
                .catch(() => false);
              if (!done) return;
              void message.success(t('apply.related'));
              navigate(APPLY_LIST_PATH);
            }}
          >
            {t('apply.relateSave')}
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
          { key: 'enterprise', label: t('apply.enterprise'), children: record.enterpriseName },
          { key: 'amount', label: t('apply.amount'), children: record.amount },
          { key: 'date', label: t('apply.expectedDate'), children: record.expectedDate },
          { key: 'status', label: t('apply.status'), children: applyStatusTag(record.status) },
        ]}
      />
      <h4>{t('apply.pickPayment')}</h4>
      {payments.isLoading ? (
        <Skeleton active />
      ) : rows.length === 0 ? (
        <Empty description={t('apply.noPayments')} />
      ) : (
        <Radio.Group value={paymentId} onChange={(e) => setPaymentId(e.target.value)}>
          <Space direction="vertical">
            {rows.map((p) => (
              <Radio key={p.id} value={p.id} data-testid={`apply-payment-${p.amount}`}>
                {`${t('apply.paymentOption', { date: p.receivedDate, amount: p.amount, rest: p.unallocated })} · ${methodText(p.method)}`}
              </Radio>
            ))}
          </Space>
        </Radio.Group>
      )}
    </Card>
  );
}

/** cwgl/PaymentApplyRelate: `/cwgl/apply/relate/payment/{id}` — relates an approved application to a payment. */
export default function PaymentApplyRelatePage() {
  const { id } = useParams();
  const record = usePaymentApply(id);
  if (record.error)
    return <ErrorBlock error={record.error} onRetry={() => void record.refetch()} backTo={APPLY_LIST_PATH} />;
  if (!record.data) return <Skeleton active />;
  return <RelateForm key={record.data.version} record={record.data} />;
}
