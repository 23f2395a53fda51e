import {
  AUDIT_TYPES,
  FEE_TYPES,
  isReviewEditable,
  labelOf,
  optionsOf,
  REVIEW_STATUSES,
  REVIEW_TYPES,
  type ReviewDetail,
  RISK_LEVELS,
  sumAmounts,
} from '@cb/domain';
import {
  Alert,
  App,
  Button,
  Card,
  Checkbox,
  Col,
  Descriptions,
  Form,
  Input,
  InputNumber,
  Modal,
  Row,
  Select,
  Skeleton,
  Space,
  Table,
  Tag,
} from 'antd';
import { useMemo, useState } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { ErrorBlock } from '../../shared/components/ErrorBlock';
import { DetailPage } from '../../shared/detail';
import { RecordFiles } from '../../shared/files';
import { formatDateTime } from '../../shared/format/dateTime';
import { currentLocale } from '../../shared/i18n';
import { HasPermission, usePermission } from '../../shared/permissions';
import CompanyCheckLinks from '../reference/CompanyCheckLinks';
import { REVIEW_FILES_PREFIX } from './api';
import { ContractPanel } from './ContractPanel';
import { useFileReviewRecord, useReview, useReviewDecision, useSaveReview } from './queries';
import {
  type FeeValues,
  feeOverrides,
  formValuesOf,
  type LiveItem,
  liveCalculation,
  type ReviewValues,
} from './ReviewDetail.data';
import { StatusTag } from './ReviewList.data';
import { type ReviewT, reviewTexts } from './texts';
import './contract-review.css';

/**
 * 合同评审 (`/htps/review/{reviewType}/{reviewId}/{operable}`): with `operable` 1 a reviewer confirms
 * each standard (the figures are recalculated live with the server's functions and again on save),
 * quotes the fees, approves (→ contract awaiting approval) or returns to the applicant; the contract
 * tab is where an approver who did not review it approves the contract.
 */
export default function ReviewDetailPage() {
  const { reviewId = '' } = useParams();
  const review = useReview(reviewId);
  if (review.error)
    return <ErrorBlock error={review.error} onRetry={() => void review.refetch()} backTo="/htps/review" />;
  if (!review.data) return <Skeleton active />;
  return <ReviewEditor key={`${review.data.id}:${review.data.version}`} review={review.data} />;
}

function ReviewEditor({ review }: { review: ReviewDetail }) {
  const { t } = reviewTexts.useTranslation();
  const { message, modal } = App.useApp();
  const can = usePermission();
  const { operable } = useParams();
  const [search, setSearch] = useSearchParams();
  const [form] = Form.useForm<ReviewValues>();
  const initial = useMemo(() => formValuesOf(review), [review]);
  const values = Form.useWatch([], form) as ReviewValues | undefined;
  const live = useMemo(() => liveCalculation(review, values ?? initial), [review, values, initial]);
  const save = useSaveReview();
  const decide = useReviewDecision();
  const record = useFileReviewRecord();
  const [dirty, setDirty] = useState(false);
  const [returning, setReturning] = useState(false);
  const [returnForm] = Form.useForm<{ reason: string }>();
  const editable = operable === '1' && can('htps:review:review') && isReviewEditable(review.status);
  const locale = currentLocale();

  const body = (v: ReviewValues) => ({
    id: review.id,
    version: review.version,
    integrationPercent: v.integrationPercent ?? 0,
    integrationReason: v.integrationReason ?? '',
    remark: v.remark ?? '',
    items: v.items.map((i) => ({
      ...i,
      professionalCodes: i.professionalCodes ?? [],
      reportingCodes: i.reportingCodes ?? [],
      sites: (i.sites ?? []).map((s) => ({ ...s, headcount: s.headcount ?? 0, central: !!s.central })),
      adjustments: (i.adjustments ?? []).filter((a) => a?.code),
      confirmed: !!i.confirmed,
    })),
    // The form holds only the editable cells of a line; its keys come from the review.
    feeLines: feeOverrides((v.feeLines ?? []).map((l, n) => ({ ...initial.feeLines[n]!, ...l }))),
  });
  const onSave = async () => {
    const v = await form.validateFields();
    await save.mutateAsync(body(v));
    void message.success(t('detail.saved'));
  };
  // Approving takes what is on the screen, as 提交申请 does: changes (a ticked 已确认本标准) are
  // validated and saved first (the dialog says so), then the review is approved at the saved version.
  const onApprove = () =>
    form.validateFields().then(
      (v) => {
        modal.confirm({
          title: t('detail.approveConfirm'),
          content: dirty ? t('detail.approveSaves', { no: review.applyNo }) : review.applyNo,
          onOk: async () => {
            let res: { contractNo?: string };
            try {
              const version = dirty ? (await save.mutateAsync(body(v))).version : review.version;
              res = (await decide.mutateAsync({ action: 'approve', id: review.id, version })) as {
                contractNo?: string;
              };
            } catch {
              // Refused: the shared client shows why; a save that went through stays saved.
              return;
            }
            void message.success(t('detail.approved', { no: res.contractNo ?? '' }));
            setSearch({ tab: 'contract' });
          },
        });
      },
      () => undefined,
    );

  const tab = search.get('tab') ?? 'items';
  return (
    <>
      <DetailPage
        title={
          <Space wrap>
            {t('detail.title', { no: review.applyNo })}
            <StatusTag table={REVIEW_STATUSES} code={review.status} />
            <Tag>{labelOf(REVIEW_TYPES, review.reviewType, locale)}</Tag>
            <Tag>{labelOf(AUDIT_TYPES, review.auditType, locale)}</Tag>
          </Space>
        }
        extra={
          editable ? (
            <Space>
              <Button onClick={() => void onSave()} loading={save.isPending} data-testid="review-save">
                {t('detail.save')}
              </Button>
              <Button type="primary" onClick={onApprove} data-testid="review-approve">
                {t('detail.approve')}
              </Button>
              <Button danger onClick={() => setReturning(true)} data-testid="review-return">
                {t('detail.return')}
              </Button>
            </Space>
          ) : can('htps:review:review') ? (
            <Button
              loading={record.isPending}
              onClick={async () => {
                const r = await record.mutateAsync(review.id);
                void message.success(t('detail.recordDone', { n: r.revision }));
              }}
            >
              {t('detail.record')}
            </Button>
          ) : null
        }
        activeKey={tab}
        onTabChange={(key) => setSearch({ tab: key }, { replace: true })}
        tabs={[
          {
            key: 'items',
            label: t('detail.items'),
            children: (
              <>
                {review.status === 1 ? (
                  <Alert
                    type="error"
                    showIcon
                    title={t('detail.returnedAlert', { reason: review.returnReason })}
                  />
                ) : null}
                <Descriptions
                  size="small"
                  bordered
                  column={{ xs: 1, md: 2, xl: 4 }}
                  style={{ marginBottom: 12 }}
                  items={[
                    { key: 'e', label: t('field.enterprise'), children: review.enterpriseName },
                    { key: 'r', label: t('field.reviewer'), children: review.reviewerName ?? '—' },
                    { key: 'rt', label: t('field.reviewTime'), children: formatDateTime(review.reviewedAt) },
                    { key: 'c', label: t('field.createTime'), children: formatDateTime(review.createdAt) },
                  ]}
                />
                {/* SPEC.md §1: the external certification, credit and business-information sites,
                    searched by the reviewed enterprise's name. */}
                <HasPermission action="common:company:check">
                  <Card
                    size="small"
                    title={t('detail.companyCheck')}
                    className="cb-review-company-check"
                    data-testid="review-company-check"
                  >
                    <CompanyCheckLinks companyName={review.enterpriseName} />
                  </Card>
                </HasPermission>
                <Form
                  form={form}
                  layout="vertical"
                  initialValues={initial}
                  disabled={!editable}
                  onValuesChange={() => setDirty(true)}
                  className="cb-review-form"
                >
                  {review.items.map((item, index) => (
                    <ItemCard
                      key={item.id}
                      t={t}
                      review={review}
                      index={index}
                      live={live.items[index]!}
                      editable={editable}
                      form={form}
                    />
                  ))}
                  <Card size="small" className="cb-review-total">
                    <Row gutter={16} align="middle">
                      <Col xs={24} md={6}>
                        <Form.Item
                          name="integrationPercent"
                          label={t('detail.integration')}
                          extra={t('detail.integrationHint')}
                        >
                          <InputNumber min={-20} max={100} step={5} style={{ width: '100%' }} />
                        </Form.Item>
                      </Col>
                      <Col xs={24} md={10}>
                        <Form.Item name="integrationReason" label={t('detail.integrationReason')}>
                          <Input maxLength={500} />
                        </Form.Item>
                      </Col>
                      <Col xs={24} md={8}>
                        <div className="cb-review-total-days" data-testid="review-total">
                          {t('detail.total')}：
                          <strong>
                            {live.totalDays === null ? '—' : t('detail.days', { n: live.totalDays })}
                          </strong>
                        </div>
                        {live.note ? <div className="cb-review-note">{live.note}</div> : null}
                      </Col>
                    </Row>
                    <Form.Item name="remark" label={t('detail.remark')}>
                      <Input.TextArea rows={2} maxLength={1000} />
                    </Form.Item>
                  </Card>
                  <FeeTable t={t} review={review} editable={editable} form={form} />
                </Form>
              </>
            ),
          },
          {
            key: 'contract',
            label: t('detail.contract'),
            children: <ContractPanel review={review} />,
          },
          {
            key: 'files',
            label: t('detail.files'),
            children: (
              <RecordFiles
                prefix={REVIEW_FILES_PREFIX}
                recordId={review.id}
                documentTypes={['htps002', 'attachment']}
                editable={false}
              />
            ),
          },
        ]}
      />
      <Modal
        open={returning}
        title={t('detail.returnTitle')}
        onCancel={() => setReturning(false)}
        okButtonProps={{ danger: true, loading: decide.isPending }}
        onOk={async () => {
          const { reason } = await returnForm.validateFields();
          await decide.mutateAsync({ action: 'return', id: review.id, version: review.version, reason });
          setReturning(false);
          void message.success(t('detail.returned'));
        }}
      >
        <Form form={returnForm} layout="vertical">
          <Form.Item
            name="reason"
            label={t('detail.returnReason')}
            rules={[{ required: true, min: 2, whitespace: true, message: t('detail.returnReasonRequired') }]}
          >
            <Input.TextArea rows={3} maxLength={500} />
          </Form.Item>
        </Form>
      </Modal>
    </>
  );
}

function ItemCard({
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
  form: ReturnType<typeof Form.useForm<ReviewValues>>[0];
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
        <Col xs={12} md={4}>
          <Form.Item name={at('headcount')} label={t('item.headcount')}>
            <InputNumber min={0} precision={0} style={{ width: '100%' }} />
          </Form.Item>
        </Col>
        <Col xs={12} md={4}>
          <Form.Item name={at('partTimeHeadcount')} label={t('item.partTimeHeadcount')}>
            <InputNumber min={0} precision={0} style={{ width: '100%' }} />
          </Form.Item>
        </Col>
        <Col xs={12} md={4}>
          <Form.Item name={at('partTimeFte')} label={t('item.partTimeFte')}>
            <InputNumber min={0} step={0.5} style={{ width: '100%' }} />
          </Form.Item>
        </Col>
        <Col xs={12} md={4}>
          <Form.Item name={at('repetitiveReduction')} label={t('item.repetitiveReduction')}>
            <InputNumber min={0} precision={0} style={{ width: '100%' }} />
          </Form.Item>
        </Col>
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
        {item.calculatorStandard ? null : (
          <Col xs={12} md={6}>
            <Form.Item name={at('manualDays')} label={t('item.manualDays')}>
              <InputNumber min={0.5} step={0.5} style={{ width: '100%' }} />
            </Form.Item>
          </Col>
        )}
        <Col xs={12} md={4}>
          <Form.Item name={at('surveillanceFrequency')} label={t('item.surveillanceFrequency')}>
            <Select options={[6, 12].map((v) => ({ value: v, label: String(v) }))} />
          </Form.Item>
        </Col>
      </Row>

      <SitesEditor t={t} index={index} review={review} editable={editable} form={form} sample={live.sample} />

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
          title={t('item.competenceWarning', { codes: item.competenceWarnings.join('、') })}
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
          title={t('item.accreditationGaps', { codes: item.accreditationGaps.join('、') })}
        />
      ) : null}

      <DaysTable t={t} live={live} />
    </Card>
  );
}

function SitesEditor({
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
  form: ReturnType<typeof Form.useForm<ReviewValues>>[0];
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

function FeeTable({
  t,
  review,
  editable,
  form,
}: {
  t: ReviewT;
  review: ReviewDetail;
  editable: boolean;
  form: ReturnType<typeof Form.useForm<ReviewValues>>[0];
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
                    rules={[{ pattern: /^\d+(\.\d{1,2})?$/, message: '金额格式错误' }]}
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
