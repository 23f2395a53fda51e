import {
  AUDIT_TYPES,
  isReviewEditable,
  labelOf,
  REVIEW_STATUSES,
  REVIEW_TYPES,
  type ReviewDetail,
} from '@cb/domain';
import {
  Alert,
  App,
  Button,
  Card,
  Col,
  Descriptions,
  Form,
  Input,
  InputNumber,
  Row,
  Skeleton,
  Space,
  Tag,
} from 'antd';
import { useMemo, useState } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { ErrorBlock } from '../../shared/components/ErrorBlock';
import { DetailPage } from '../../shared/detail';
import { recordFilesTab } from '../../shared/files';
import { formatDateTime } from '../../shared/format/dateTime';
import { currentLocale } from '../../shared/i18n';
import { HasPermission, usePermission } from '../../shared/permissions';
import CompanyCheckLinks from '../reference/CompanyCheckLinks';
import { REVIEW_FILES_PREFIX } from './api';
import { ContractPanel } from './ContractPanel';
import { useFileReviewRecord, useReview, useReviewDecision, useSaveReview } from './queries';
import { ReturnButton } from './ReturnButton';
import { feeOverrides, formValuesOf, liveCalculation, type ReviewValues } from './ReviewDetail.data';
import { ReviewFeeTable } from './ReviewFeeTable';
import { ReviewItemCard } from './ReviewItemCard';
import { StatusTag } from './ReviewList.data';
import { reviewTexts } from './texts';
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
            <ReturnButton
              label={t('detail.return')}
              title={t('detail.returnTitle')}
              testId="review-return"
              loading={decide.isPending}
              done={t('detail.returned')}
              returnWith={(reason) =>
                decide.mutateAsync({ action: 'return', id: review.id, version: review.version, reason })
              }
            />
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
                  <ReviewItemCard
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
                        {t('detail.total')}
                        {t('config.colon')}
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
                <ReviewFeeTable t={t} review={review} editable={editable} form={form} />
              </Form>
            </>
          ),
        },
        {
          key: 'contract',
          label: t('detail.contract'),
          children: <ContractPanel review={review} />,
        },
        recordFilesTab(t('detail.files'), {
          prefix: REVIEW_FILES_PREFIX,
          recordId: review.id,
          documentTypes: ['htps002', 'attachment'],
          editable: false,
        }),
      ]}
    />
  );
}
