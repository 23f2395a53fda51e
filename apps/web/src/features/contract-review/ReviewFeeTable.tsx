import { AUDIT_TYPES, FEE_TYPES, labelOf, type ReviewDetail, sumAmounts } from '@cb/domain';
import { Card, Form, Input, Table } from 'antd';
import { currentLocale } from '../../shared/i18n';
import type { FeeValues, ReviewForm } from './ReviewDetail.data';
import type { ReviewT } from './texts';

/** The review's fee lines: the tariff of each and the amount the reviewer quotes, with the total. */
export function ReviewFeeTable({
  t,
  review,
  editable,
  form,
}: {
  t: ReviewT;
  review: ReviewDetail;
  editable: boolean;
  form: ReviewForm;
}) {
  const locale = currentLocale();
  const lines = Form.useWatch('feeLines', form) as FeeValues[] | undefined;
  return (
    <Card size="small" title={t('detail.fees')} className="cb-review-fees">
      <Form.List name="feeLines">
        {(fields) => (
          <Table
            size="small"
            pagination={false}
            rowKey="key"
            dataSource={fields}
            scroll={{ x: 900 }}
            columns={[
              {
                key: 'standard',
                title: t('fee.standard'),
                width: 180,
                render: (_v, f) => {
                  const l = review.feeLines[f.name];
                  return l?.itemIndex === null || l === undefined
                    ? t('fee.contractWide')
                    : review.items[l.itemIndex]?.standardName;
                },
              },
              {
                key: 'auditType',
                title: t('fee.auditType'),
                width: 150,
                render: (_v, f) => labelOf(AUDIT_TYPES, review.feeLines[f.name]?.auditType, locale),
              },
              {
                key: 'feeType',
                title: t('fee.feeType'),
                width: 110,
                render: (_v, f) => labelOf(FEE_TYPES, review.feeLines[f.name]?.feeType, locale),
              },
              {
                key: 'tariff',
                title: t('fee.tariff'),
                width: 110,
                align: 'right',
                render: (_v, f) => review.feeLines[f.name]?.tariffAmount,
              },
              {
                key: 'amount',
                title: t('fee.amount'),
                width: 140,
                render: (_v, f) => (
                  <Form.Item
                    name={[f.name, 'amount']}
                    noStyle
                    rules={[{ pattern: /^\d+(\.\d{1,2})?$/, message: t('config.amountInvalid') }]}
                  >
                    <Input aria-label={t('fee.amount')} disabled={!editable} />
                  </Form.Item>
                ),
              },
              {
                key: 'reason',
                title: t('fee.reason'),
                render: (_v, f) => (
                  <Form.Item name={[f.name, 'overrideReason']} noStyle>
                    <Input aria-label={t('fee.reason')} maxLength={300} disabled={!editable} />
                  </Form.Item>
                ),
              },
            ]}
          />
        )}
      </Form.List>
      <div className="cb-review-total-fee" data-testid="review-total-fee">
        {t('fee.total', {
          total: sumAmounts(
            (lines ?? []).map((l) => (/^\d+(\.\d+)?$/.test(l?.amount ?? '') ? l.amount : '0')),
          ),
        })}
      </div>
    </Card>
  );
}
