import {
  CERTIFICATE_CHANGE_FIELDS,
  CERTIFICATE_CHANGE_SOURCES,
  CERTIFICATE_CHANGE_TYPES,
  CERTIFICATE_CONTENT_CHANGES,
  CERTIFICATE_STATUSES_WITH_OLD,
  type CertificateChangeField,
  calendarDateOf,
  certificateChangeProblem,
  labelOf,
  localize,
  REPLACEMENT_REASONS,
} from '@cb/domain';
import { Alert, App, Checkbox, Descriptions, Form, Input, List, Select, Tag } from 'antd';
import { useLocation, useNavigate, useParams, useSearchParams } from 'react-router';
import { RecordPending } from '../../shared/components/RecordPending';
import { FormPage } from '../../shared/detail';
import { currentLocale } from '../../shared/i18n';
import type { CertificateChangeForm } from './changeApi';
import { useChangeCertificate, useChangeForm } from './changeQueries';
import { changeTexts } from './changeTexts';

type Values = {
  replacementReason: string;
  changeTypes: string[];
  issueDate: string;
  reason?: string;
} & Partial<Record<CertificateChangeField, string>>;

const LONG: readonly CertificateChangeField[] = [
  'scopeZh',
  'scopeEn',
  'enterpriseAddress',
  'enterpriseAddressEn',
];

/**
 * 证书变更 (/zsfx/change/{id}) and 产品证书变更 (/zsfx/change/product/{id}): the new version of a
 * certificate, prefilled with what 变更审批 or a decision left for it; the fields a change type does
 * not cover stay as printed. Saving turns the current version into an old certificate (99).
 */
export default function CertChangePage() {
  const { t } = changeTexts.useTranslation();
  const { id = '' } = useParams();
  const [params] = useSearchParams();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const { message, modal } = App.useApp();
  const [form] = Form.useForm<Values>();
  const product = pathname.includes('/change/product/');
  const query = useChangeForm(id);
  const changeCertificate = useChangeCertificate();
  const chosen = Form.useWatch('changeTypes', form) ?? [];

  if (query.error || !query.data) return <RecordPending query={query} backTo="/zsfx/change" />;
  const data: CertificateChangeForm = query.data;
  const back = () => navigate('/zsfx/change');
  const isProduct = data.certificateType === 'B';
  const types = CERTIFICATE_CONTENT_CHANGES.filter((c) => !c.productOnly || isProduct);
  const editable = new Set(
    types
      .filter((c) => chosen.includes(c.code))
      .flatMap((c) => c.fields as readonly CertificateChangeField[]),
  );
  // The source this version carries out: the one the list named, else the oldest of each kind.
  const sourceId = (kind: 'approval' | 'decision') =>
    params.get('source') === kind
      ? (params.get('sourceId') ?? undefined)
      : params.get('source')
        ? undefined
        : data.pending.find((p) => p.source === kind)?.sourceId;

  const initialValues: Values = {
    replacementReason: data.pending.length ? '0104' : '',
    changeTypes: data.prefill.changeTypes.filter((c) => types.some((x) => x.code === c)),
    issueDate: calendarDateOf(new Date()),
    ...data.current,
    ...data.prefill.fields,
  };

  const submit = async (v: Values) => {
    const fields = Object.fromEntries(
      CERTIFICATE_CHANGE_FIELDS.filter((f) => editable.has(f.code)).map((f) => [f.code, v[f.code] ?? '']),
    );
    const body = {
      id: data.id,
      version: data.version,
      replacementReason: v.replacementReason,
      changeTypes: v.changeTypes ?? [],
      issueDate: v.issueDate,
      fields,
      reason: v.reason ?? '',
      applicationChangeId: sourceId('approval'),
      taskId: sourceId('decision'),
    };
    const problem = certificateChangeProblem(
      {
        status: data.status,
        certificateType: data.certificateType,
        issueDate: data.issueDate,
        expiryDate: data.expiryDate,
        fields: data.current,
      },
      body,
    );
    if (problem) {
      void message.error(problem);
      throw new Error(problem);
    }
    const confirmed = await modal.confirm({
      title: t('confirmTitle'),
      content: t('confirmBody', { certNo: data.certNo }),
    });
    if (!confirmed) throw new Error('cancelled');
    return changeCertificate.mutateAsync(body);
  };

  return (
    <div className="cb-page">
      <FormPage<Values>
        form={form}
        title={`${product ? t('productFormTitle') : t('formTitle')} ${data.certNo}`}
        readOnly={data.status !== 1}
        initialValues={initialValues}
        onSubmit={submit}
        onSaved={(r) => {
          void message.success(t('saved'));
          navigate(`/zsfx/detail/${(r as { id: string }).id}`);
        }}
        onCancel={back}
      >
        {data.status !== 1 ? (
          <Alert type="warning" showIcon message={t('notChangeable')} style={{ marginBottom: 16 }} />
        ) : null}
        <Descriptions size="small" bordered column={{ xs: 1, md: 2, xl: 4 }} title={t('current')}>
          <Descriptions.Item label={t('certNo')}>{data.certNo}</Descriptions.Item>
          <Descriptions.Item label={t('status')}>
            {labelOf(CERTIFICATE_STATUSES_WITH_OLD, data.status, currentLocale()) ?? data.status}
          </Descriptions.Item>
          <Descriptions.Item label={t('issueDate')}>{data.issueDate}</Descriptions.Item>
          <Descriptions.Item label={t('expiryDate')}>{data.expiryDate}</Descriptions.Item>
        </Descriptions>
        <h3 style={{ margin: '16px 0 8px', fontSize: 14 }}>{t('pending')}</h3>
        {data.pending.length ? (
          <List
            size="small"
            bordered
            dataSource={data.pending}
            rowKey="key"
            renderItem={(p) => (
              <List.Item>
                {/* A label in a form that may be read-only: never greyed out as a disabled control. */}
                <Tag color={p.source === 'approval' ? 'blue' : 'purple'} disabled={false}>
                  {labelOf(CERTIFICATE_CHANGE_SOURCES, p.source, currentLocale())}
                </Tag>
                {p.changeTypes
                  .map((c) => labelOf(CERTIFICATE_CHANGE_TYPES, c, currentLocale()) ?? c)
                  .join('、')}
                {p.changeTypes.length ? '：' : ''}
                {p.note}
              </List.Item>
            )}
          />
        ) : (
          <Alert type="info" message={t('noPending')} />
        )}
        <div style={{ height: 16 }} />
        <Form.Item
          name="replacementReason"
          label={t('replacementReason')}
          rules={[{ required: true, message: t('chooseReason') }]}
        >
          <Select
            style={{ maxWidth: 320 }}
            options={REPLACEMENT_REASONS.map((r) => ({
              value: r.code,
              label: `${r.code} ${localize(r, currentLocale())}`,
            }))}
          />
        </Form.Item>
        <Form.Item name="changeTypes" label={t('changeTypes')} extra={t('fieldsHint')}>
          <Checkbox.Group
            options={types.map((c) => ({
              value: c.code,
              label: `${c.code} ${localize(c, currentLocale())}`,
            }))}
          />
        </Form.Item>
        <Form.Item
          name="issueDate"
          label={t('newIssueDate')}
          rules={[{ required: true, message: t('chooseDate') }]}
        >
          <Input type="date" style={{ maxWidth: 200 }} min={data.issueDate} max={data.expiryDate} />
        </Form.Item>
        {CERTIFICATE_CHANGE_FIELDS.map((f) => {
          const changed = (form.getFieldValue(f.code) ?? data.current[f.code]) !== data.current[f.code];
          return (
            <Form.Item
              key={f.code}
              name={f.code}
              label={localize(f, currentLocale())}
              extra={
                changed && data.current[f.code] ? `${t('oldValue')}：${data.current[f.code]}` : undefined
              }
            >
              {LONG.includes(f.code) ? (
                <Input.TextArea
                  rows={2}
                  maxLength={f.code.startsWith('scope') ? 2000 : 300}
                  disabled={!editable.has(f.code)}
                />
              ) : (
                <Input maxLength={200} disabled={!editable.has(f.code)} />
              )}
            </Form.Item>
          );
        })}
        <Form.Item name="reason" label={t('reason')}>
          <Input.TextArea rows={2} maxLength={500} />
        </Form.Item>
      </FormPage>
    </div>
  );
}
