import { calendarDateOf, DECISION_RESULTS } from '@cb/domain';
import {
  Alert,
  App,
  Button,
  Card,
  DatePicker,
  Descriptions,
  Form,
  Input,
  Radio,
  Skeleton,
  Space,
  Table,
  Tag,
} from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useNavigate, useParams } from 'react-router';
import { ErrorBlock } from '../../shared/components/ErrorBlock';
import { formatDateTime } from '../../shared/format/dateTime';
import { currentLocale } from '../../shared/i18n';
import { usePermission } from '../../shared/permissions';
import type { DecisionFile } from './api';
import { APPROVAL_LIST_PATH } from './paths';
import { useDecide, useDecisionFile } from './queries';
import { type DecisionT, decisionTexts } from './texts';
import './decisions.css';

function DecideForm({ file, t }: { file: DecisionFile; t: DecisionT }) {
  const { message, modal } = App.useApp();
  const decide = useDecide();
  const [form] = Form.useForm<{ result: 1 | 2 | 3; decisionDate: Dayjs; rationale: string }>();
  const today = calendarDateOf(new Date());
  const submit = async () => {
    const v = await form.validateFields();
    const label = DECISION_RESULTS.find((r) => r.code === v.result)!;
    modal.confirm({
      title: t('decision.confirm', { result: currentLocale() === 'en-US' ? label.en : label.zh }),
      onOk: () =>
        decide
          .mutateAsync({
            projectId: file.project.id,
            version: file.decision!.version,
            result: v.result,
            decisionDate: v.decisionDate.format('YYYY-MM-DD'),
            rationale: v.rationale.trim(),
          })
          .then(() => message.success(t('decision.done'))),
    });
  };
  return (
    <Form
      form={form}
      layout="vertical"
      initialValues={{ result: 1, decisionDate: dayjs(today) }}
      className="cb-decision-form"
    >
      <Form.Item
        name="result"
        label={t('decision.result')}
        rules={[{ required: true, message: t('decision.resultRequired') }]}
      >
        <Radio.Group>
          {DECISION_RESULTS.filter((r) => r.code !== 0).map((r) => (
            <Radio key={r.code} value={r.code}>
              {currentLocale() === 'en-US' ? r.en : r.zh}
            </Radio>
          ))}
        </Radio.Group>
      </Form.Item>
      <Form.Item
        name="decisionDate"
        label={t('decision.date')}
        rules={[{ required: true, message: t('decision.dateRequired') }]}
      >
        <DatePicker disabledDate={(d) => d.format('YYYY-MM-DD') > today} />
      </Form.Item>
      <Form.Item
        name="rationale"
        label={t('decision.rationale')}
        rules={[{ required: true, whitespace: true, message: t('decision.rationaleRequired') }]}
      >
        <Input.TextArea
          rows={4}
          maxLength={2000}
          showCount
          placeholder={t('decision.rationalePlaceholder')}
        />
      </Form.Item>
      <Button type="primary" loading={decide.isPending} onClick={submit} data-testid="decide-submit">
        {t('decision.submit')}
      </Button>
    </Form>
  );
}

/** 认证决定 /rzjd/audit/{projectAuditId}: the whole file of a project and its decision. */
export default function DecisionAuditPage() {
  const { projectAuditId = '' } = useParams();
  const { t } = decisionTexts.useTranslation();
  const navigate = useNavigate();
  const can = usePermission();
  const file = useDecisionFile(projectAuditId);
  if (file.error)
    return <ErrorBlock error={file.error} onRetry={() => file.refetch()} backTo={APPROVAL_LIST_PATH} />;
  if (!file.data) return <Skeleton active style={{ padding: 24 }} />;
  const f = file.data;
  const mayDecide =
    can('rzjd:approval:decide') || can('rzjd:supervision:decide') || can('auditorZone:deciderTask:decide');
  return (
    <div className="cb-page cb-decision">
      <h2 className="cb-decision-title">{t('decision.title', { name: f.project.enterpriseName })}</h2>
      <Card size="small" title={t('decision.project')}>
        <Descriptions size="small" column={{ xs: 1, md: 2, xl: 3 }}>
          <Descriptions.Item label={t('field.auditType')}>{f.project.auditTypeName}</Descriptions.Item>
          <Descriptions.Item label={t('field.scheme')}>{f.project.scheme}</Descriptions.Item>
          <Descriptions.Item label={t('field.status')}>
            <Tag>{f.project.statusLabel}</Tag>
          </Descriptions.Item>
          <Descriptions.Item label={t('field.planNo')}>{f.project.planNo || '—'}</Descriptions.Item>
          <Descriptions.Item label={t('field.auditDates')}>
            {f.project.startDate ? `${f.project.startDate} ~ ${f.project.endDate ?? ''}` : '—'}
          </Descriptions.Item>
          <Descriptions.Item label={t('field.days')}>{f.project.days}</Descriptions.Item>
          <Descriptions.Item label={t('field.codes')}>{f.project.codes.join('、') || '—'}</Descriptions.Item>
          <Descriptions.Item label={t('field.fileCompletedAt')}>
            {formatDateTime(f.project.fileCompletedAt) || '—'}
          </Descriptions.Item>
          <Descriptions.Item label={t('decision.stage1')}>
            {f.stage1.submitted
              ? `${f.stage1.conclusion}${f.stage1.reasons ? `（${f.stage1.reasons}）` : ''}`
              : t('decision.stage1Missing')}
          </Descriptions.Item>
        </Descriptions>
      </Card>
      {f.testReportWarnings.length > 0 ? (
        <Alert
          type="error"
          showIcon
          data-testid="decision-test-reports"
          title={t('decision.testReports', { count: f.testReportWarnings.length })}
          description={
            <ul className="cb-decision-test-reports">
              {f.testReportWarnings.map((w) => (
                <li key={w.id}>
                  {t('decision.testReportLine', {
                    lab: w.laboratoryName,
                    cnas: w.cnasNo,
                    no: w.reportNo,
                    product: w.productName,
                    model: w.productModel,
                    date: w.issueDate,
                    status: t(
                      w.reviewStatus === 1 ? 'decision.testReportAccepted' : 'decision.testReportPending',
                    ),
                  })}
                </li>
              ))}
            </ul>
          }
        />
      ) : null}
      <Card size="small" title={t('decision.team')}>
        <Table
          size="small"
          rowKey={(m) => `${m.name}-${m.roleName}`}
          pagination={false}
          dataSource={f.team}
          columns={[
            { title: t('decision.member'), dataIndex: 'name', width: 120 },
            { title: t('decision.role'), dataIndex: 'roleName', width: 120 },
            { title: t('field.codes'), dataIndex: 'codes', render: (v: string[]) => v.join('、') },
          ]}
        />
      </Card>
      <Card size="small" title={t('decision.ncs')}>
        <Table
          size="small"
          rowKey={(n) => `${n.clause}-${n.facts}`}
          pagination={false}
          locale={{ emptyText: t('decision.noNcs') }}
          dataSource={f.nonconformities}
          columns={[
            { title: t('decision.grade'), dataIndex: 'gradeName', width: 80 },
            { title: t('decision.clause'), dataIndex: 'clause', width: 100 },
            { title: t('decision.facts'), dataIndex: 'facts', ellipsis: true },
            { title: t('decision.ncStatus'), dataIndex: 'statusName', width: 110 },
          ]}
        />
      </Card>
      <Card
        size="small"
        title={`${t('decision.reviews')}${f.secondReviewRequired ? `（${t('decision.secondRequired')}）` : ''}`}
      >
        {f.reviews.length === 0 ? <p>{t('decision.noReviews')}</p> : null}
        {f.reviews.map((r) => (
          <div key={r.id} className="cb-decision-review">
            <p>
              <strong>{r.round === 2 ? t('round.second') : t('round.first')}</strong> · {r.reviewerName} ·{' '}
              <Tag>{r.resultName}</Tag> {formatDateTime(r.reviewedAt)}
              {r.reason ? ` · ${r.reason}` : ''}
            </p>
            {r.findings.length ? (
              <ul>
                {r.findings.map((x) => (
                  <li key={x.item}>
                    {x.ok === null ? '—' : x.ok ? '✔' : '✘'} {x.item}
                    {x.note ? `：${x.note}` : ''}
                  </li>
                ))}
              </ul>
            ) : null}
          </div>
        ))}
      </Card>
      <Card size="small" title={t('decision.decisionTitle')}>
        {f.decision && f.decision.result !== 0 ? (
          <Descriptions size="small" column={1}>
            <Descriptions.Item label={t('decision.result')}>
              <Tag color={f.decision.result === 1 ? 'green' : f.decision.result === 3 ? 'red' : 'orange'}>
                {f.decision.resultName}
              </Tag>
            </Descriptions.Item>
            <Descriptions.Item label={t('decision.date')}>{f.decision.decisionDate}</Descriptions.Item>
            <Descriptions.Item label={t('field.decider')}>{f.decision.deciderName}</Descriptions.Item>
            <Descriptions.Item label={t('decision.rationale')}>{f.decision.rationale}</Descriptions.Item>
            <Descriptions.Item label={t('decision.effects')}>
              {f.decision.effects.map((e) => t(`effect.${e}` as 'effect.backToTeam')).join('；')}
            </Descriptions.Item>
          </Descriptions>
        ) : f.refusal ? (
          <Alert type="warning" showIcon title={t('decision.cannot')} description={f.refusal} />
        ) : mayDecide && f.decision ? (
          <DecideForm file={f} t={t} />
        ) : (
          <Alert type="info" showIcon title={t('decision.cannot')} />
        )}
      </Card>
      <Space>
        <Button onClick={() => navigate(-1)}>{t('decision.back')}</Button>
      </Space>
    </div>
  );
}
