import { labelOf, optionsOf, type ReviewDetail, RISK_LEVELS } from '@cb/domain';
import {
  Alert,
  Button,
  Card,
  Checkbox,
  Col,
  Form,
  Input,
  InputNumber,
  type InputNumberProps,
  Row,
  Select,
  Space,
  Table,
} from 'antd';
import { currentLocale } from '../../shared/i18n';
import type { ItemValues, LiveItem, ReviewForm } from './ReviewDetail.data';
import { ReviewSitesEditor } from './ReviewSitesEditor';
import type { ReviewT } from './texts';

/** Whole numbers from 0 (headcounts, days of reduction). */
const WHOLE = { min: 0, precision: 0 };

/**
 * One standard of the review: scope, codes, risk, personnel, the sites, the adjustment factors, the
 * competence and accreditation warnings and the live audit-time figures with their justification.
 */
export function ReviewItemCard({
  t,
  review,
  index,
  live,
  editable,
  form,
}: {
  t: ReviewT;
  review: ReviewDetail;
  index: number;
  live: LiveItem;
  editable: boolean;
  form: ReviewForm;
}) {
  const item = review.items[index]!;
  const locale = currentLocale();
  const codeRisk = item.codeRisks.reduce<number | null>(
    (m, c) => (c.riskLevel && (m === null || c.riskLevel < m) ? c.riskLevel : m),
    null,
  );
  const riskOptions = optionsOf(RISK_LEVELS, locale).filter(
    (o) => !(item.standardCode === 'S' && o.value === 4),
  );
  const factorOptions = review.policy.factors.map((f) => ({
    value: f.code,
    label: `${f.code} ${f.nameZh}（${f.percent > 0 ? '+' : ''}${f.percent}%）`,
  }));
  const at = (name: string) => ['items', index, name];
  const numberField = (
    name: keyof ItemValues,
    label: string,
    input: Pick<InputNumberProps, 'min' | 'step' | 'precision'>,
    md = 4,
  ) => (
    <Col xs={12} md={md}>
      <Form.Item name={at(name)} label={label}>
        <InputNumber {...input} style={{ width: '100%' }} />
      </Form.Item>
    </Col>
  );
  return (
    <Card
      size="small"
      className="cb-review-item"
      data-testid={`review-item-${index}`}
      title={
        <Space>
          {index + 1}. {item.standardName}
          {item.standardVersion ? <span className="cb-muted">{item.standardVersion}</span> : null}
        </Space>
      }
      extra={
        <Form.Item name={at('confirmed')} valuePropName="checked" noStyle>
          <Checkbox data-testid={`review-confirm-${index}`}>{t('item.confirmed')}</Checkbox>
        </Form.Item>
      }
    >
      <Form.Item name={at('id')} hidden>
        <Input />
      </Form.Item>
      <Row gutter={16}>
        <Col xs={24} xl={12}>
          <Form.Item
            name={at('scopeZh')}
            label={t('item.scopeZh')}
            rules={[{ required: true, whitespace: true }]}
          >
            <Input.TextArea rows={2} maxLength={2000} />
          </Form.Item>
        </Col>
        <Col xs={24} xl={12}>
          <Form.Item name={at('scopeEn')} label={t('item.scopeEn')}>
            <Input.TextArea rows={2} maxLength={2000} />
          </Form.Item>
        </Col>
        <Col xs={24} md={8}>
          <Form.Item name={at('professionalCodes')} label={t('item.codes')} extra={t('item.codesHint')}>
            <Select mode="tags" tokenSeparators={[',', '，', ' ']} open={false} />
          </Form.Item>
        </Col>
        <Col xs={24} md={8}>
          <Form.Item name={at('reportingCodes')} label={t('item.reportingCodes')}>
            <Select mode="tags" tokenSeparators={[',', '，', ' ']} open={false} />
          </Form.Item>
        </Col>
        <Col xs={12} md={4}>
          <Form.Item
            name={at('riskLevel')}
            label={t('item.riskLevel')}
            extra={
              codeRisk
                ? t('item.riskHint', { risk: labelOf(RISK_LEVELS, codeRisk, locale) ?? '' })
                : undefined
            }
          >
            <Select allowClear options={riskOptions} />
          </Form.Item>
        </Col>
        <Col xs={12} md={4}>
          <Form.Item name={at('accreditationMark')} label={t('item.accreditation')}>
            <Select
              options={[
                { value: '', label: t('item.notAccredited') },
                ...review.accreditationMarks.map((m) => ({ value: m, label: m })),
              ]}
            />
          </Form.Item>
        </Col>
        {numberField('headcount', t('item.headcount'), WHOLE)}
        {numberField('partTimeHeadcount', t('item.partTimeHeadcount'), WHOLE)}
        {numberField('partTimeFte', t('item.partTimeFte'), { min: 0, step: 0.5 })}
        {numberField('repetitiveReduction', t('item.repetitiveReduction'), WHOLE)}
        <Col xs={16} md={5}>
          <Form.Item name={at('reductionReason')} label={t('item.reductionReason')}>
            <Input maxLength={500} />
          </Form.Item>
        </Col>
        <Col xs={8} md={3}>
          <Form.Item label={t('item.effective')}>
            <div className="cb-review-figure" data-testid={`review-effective-${index}`}>
              {live.effective}
            </div>
          </Form.Item>
        </Col>
        {item.calculatorStandard
          ? null
          : numberField('manualDays', t('item.manualDays'), { min: 0.5, step: 0.5 }, 6)}
        <Col xs={12} md={4}>
          <Form.Item name={at('surveillanceFrequency')} label={t('item.surveillanceFrequency')}>
            <Select options={[6, 12].map((v) => ({ value: v, label: String(v) }))} />
          </Form.Item>
        </Col>
      </Row>

      <ReviewSitesEditor
        t={t}
        index={index}
        review={review}
        editable={editable}
        form={form}
        sample={live.sample}
      />

      <div className="cb-review-subtitle">{t('item.adjustments')}</div>
      <Form.List name={['items', index, 'adjustments']}>
        {(fields, { add, remove }) => (
          <>
            {fields.map((field) => (
              <Space key={field.key} align="start" wrap className="cb-review-adjustment">
                <Form.Item name={[field.name, 'code']} rules={[{ required: true }]}>
                  <Select
                    showSearch
                    style={{ width: 300 }}
                    options={factorOptions}
                    aria-label={t('item.factor')}
                    onChange={(code: string) => {
                      const factor = review.policy.factors.find((f) => f.code === code);
                      if (factor)
                        form.setFieldValue(
                          ['items', index, 'adjustments', field.name, 'percent'],
                          factor.percent,
                        );
                    }}
                  />
                </Form.Item>
                <Form.Item name={[field.name, 'percent']}>
                  <InputNumber
                    min={-100}
                    max={100}
                    addonAfter="%"
                    aria-label={t('item.percent')}
                    style={{ width: 120 }}
                  />
                </Form.Item>
                <Form.Item name={[field.name, 'reason']}>
                  <Input
                    placeholder={t('item.reason')}
                    aria-label={t('item.reason')}
                    maxLength={200}
                    style={{ width: 260 }}
                  />
                </Form.Item>
                {editable ? (
                  <Button type="link" danger onClick={() => remove(field.name)}>
                    {t('item.remove')}
                  </Button>
                ) : null}
              </Space>
            ))}
            {editable ? (
              <Button size="small" onClick={() => add({ code: undefined, percent: 0, reason: '' })}>
                {t('item.addAdjustment')}
              </Button>
            ) : null}
          </>
        )}
      </Form.List>

      {item.competenceWarnings.length ? (
        <Alert
          type="warning"
          showIcon
          className="cb-review-alert"
          title={t('item.competenceWarning', { codes: item.competenceWarnings.join(t('config.sep')) })}
          data-testid={`review-competence-${index}`}
        />
      ) : (
        <Alert type="success" showIcon className="cb-review-alert" title={t('item.competenceOk')} />
      )}
      {item.accreditationGaps.length ? (
        <Alert
          type="error"
          showIcon
          className="cb-review-alert"
          title={t('item.accreditationGaps', { codes: item.accreditationGaps.join(t('config.sep')) })}
        />
      ) : null}

      <DaysTable t={t} live={live} />
    </Card>
  );
}

function DaysTable({ t, live }: { t: ReviewT; live: LiveItem }) {
  if (live.error)
    return (
      <Alert
        type="error"
        showIcon
        className="cb-review-alert"
        title={t('item.calcError', { message: live.error })}
      />
    );
  const d = live.days!;
  const columns = (
    [
      ['tableDays', 'item.tableDays'],
      ['adjustedDays', 'item.adjustedDays'],
      ['stage1Days', 'item.stage1'],
      ['stage2Days', 'item.stage2'],
      ['onsiteDays', 'item.onsite'],
      ['surveillanceDays', 'item.surveillance'],
      ['recertificationDays', 'item.recertification'],
    ] as const
  ).map(([key, label]) => ({ key, title: t(label), dataIndex: key, align: 'center' as const }));
  return (
    <>
      <Table
        size="small"
        rowKey={() => 'days'}
        pagination={false}
        columns={columns}
        dataSource={[d]}
        className="cb-review-days"
      />
      <details className="cb-review-justification" open>
        <summary>{t('item.justification')}</summary>
        <ol>
          {live.justification.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ol>
      </details>
    </>
  );
}
