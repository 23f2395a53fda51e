import type { ReviewDetail } from '@cb/domain';
import { Button, Checkbox, Form, Input, InputNumber, Space } from 'antd';
import type { LiveItem, ReviewForm } from './ReviewDetail.data';
import type { ReviewT } from './texts';

/** A standard's sites (name, address, headcount, central) with the IAF MD 1 sample they give. */
export function ReviewSitesEditor({
  t,
  index,
  review,
  editable,
  form,
  sample,
}: {
  t: ReviewT;
  index: number;
  review: ReviewDetail;
  editable: boolean;
  form: ReviewForm;
  sample: LiveItem['sample'];
}) {
  return (
    <>
      <div className="cb-review-subtitle">
        {t('item.sites')}
        <span className="cb-review-sample" data-testid={`review-sample-${index}`}>
          {t('item.sample', { i: sample.initial, s: sample.surveillance, r: sample.recertification })}
        </span>
      </div>
      <Form.List name={['items', index, 'sites']}>
        {(fields, { add, remove }) => (
          <>
            {fields.map((field) => (
              <Space key={field.key} align="start" wrap className="cb-review-site">
                <Form.Item name={[field.name, 'name']} rules={[{ required: true, whitespace: true }]}>
                  <Input
                    placeholder={t('item.siteName')}
                    aria-label={t('item.siteName')}
                    style={{ width: 200 }}
                  />
                </Form.Item>
                <Form.Item name={[field.name, 'address']}>
                  <Input
                    placeholder={t('item.siteAddress')}
                    aria-label={t('item.siteAddress')}
                    style={{ width: 320 }}
                  />
                </Form.Item>
                <Form.Item name={[field.name, 'headcount']}>
                  <InputNumber
                    min={0}
                    precision={0}
                    aria-label={t('item.siteHeadcount')}
                    style={{ width: 100 }}
                  />
                </Form.Item>
                <Form.Item name={[field.name, 'central']} valuePropName="checked">
                  <Checkbox>{t('item.central')}</Checkbox>
                </Form.Item>
                {editable ? (
                  <Button type="link" danger onClick={() => remove(field.name)}>
                    {t('item.remove')}
                  </Button>
                ) : null}
              </Space>
            ))}
            {editable ? (
              <Space style={{ marginBottom: 8 }}>
                <Button
                  size="small"
                  onClick={() => add({ name: '', address: '', headcount: 0, central: false })}
                >
                  {t('item.addSite')}
                </Button>
                {review.enterpriseSites.length ? (
                  <Button
                    size="small"
                    onClick={() =>
                      form.setFieldValue(
                        ['items', index, 'sites'],
                        review.enterpriseSites.map((s) => ({ ...s })),
                      )
                    }
                  >
                    {t('item.fromEnterprise')}
                  </Button>
                ) : null}
              </Space>
            ) : null}
          </>
        )}
      </Form.List>
    </>
  );
}
