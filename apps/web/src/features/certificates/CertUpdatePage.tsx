import {
  CERTIFICATE_CORRECTION_FIELDS,
  type CertificateCorrectionField,
  calendarDateOf,
  certificateCorrectionProblem,
  certificateNotCorrectable,
  localize,
} from '@cb/domain';
import { Alert, App, Descriptions, Form, Input } from 'antd';
import { useNavigate, useParams } from 'react-router';
import { RecordPending } from '../../shared/components/RecordPending';
import { FormPage } from '../../shared/detail';
import { currentLocale } from '../../shared/i18n';
import { usePermission } from '../../shared/permissions';
import type { CertificateDetail } from './api';
import { CertificateStatusTag, detailPath, SEARCH_PATH } from './Certificate.data';
import { useCertificate, useCorrectCertificate } from './queries';
import { certificateTexts } from './texts';
import './certificates.css';

type Values = { reason?: string } & Partial<Record<CertificateCorrectionField, string>>;

const currentFields = (c: CertificateDetail) =>
  Object.fromEntries(CERTIFICATE_CORRECTION_FIELDS.map((f) => [f.code, c[f.code]])) as Record<
    CertificateCorrectionField,
    string
  >;

/**
 * 证书修改 (/zsfx/update/{id}): corrects an entry error in the printed text of the current
 * certificate (the fields of @cb/domain CERTIFICATE_CORRECTION_FIELDS) with a reason — no new
 * version; the server regenerates the PDF. A certificate that cannot be corrected shows why, read-only.
 */
export default function CertUpdatePage() {
  const { id = '' } = useParams();
  const { t } = certificateTexts.useTranslation();
  const navigate = useNavigate();
  const can = usePermission();
  const { message, modal } = App.useApp();
  const [form] = Form.useForm<Values>();
  const certificate = useCertificate(id);
  const correct = useCorrectCertificate();
  const watched = Form.useWatch([], form) as Values | undefined;

  if (certificate.error || !certificate.data)
    return <RecordPending query={certificate} backTo={SEARCH_PATH} />;
  const c = certificate.data;

  const current = currentFields(c);
  const today = calendarDateOf(new Date());
  const refusal = certificateNotCorrectable(c, today);
  const back = () => navigate(can('zsfx:search:detail') ? detailPath(c.id) : SEARCH_PATH);

  const submit = async (v: Values) => {
    const fields = Object.fromEntries(
      CERTIFICATE_CORRECTION_FIELDS.map((f) => [f.code, v[f.code] ?? '']),
    ) as Record<CertificateCorrectionField, string>;
    const reason = (v.reason ?? '').trim();
    const problem = certificateCorrectionProblem(
      { status: c.status, expiryDate: c.expiryDate, fields: current },
      { reason, fields },
      today,
    );
    if (problem) {
      void message.error(problem);
      throw new Error(problem);
    }
    const confirmed = await modal.confirm({
      title: t('correction.confirmTitle'),
      content: t('correction.confirmBody', { certNo: c.certNo }),
    });
    if (!confirmed) throw new Error('cancelled');
    return correct.mutateAsync({ id: c.id, version: c.version, reason, ...fields });
  };

  return (
    <div className="cb-page">
      <FormPage<Values>
        form={form}
        title={`${t('correction.title')} ${c.certNo}`}
        readOnly={refusal !== null}
        initialValues={{ ...current, reason: '' }}
        onSubmit={submit}
        onSaved={() => {
          void message.success(t('correction.saved'));
          back();
        }}
        onCancel={back}
      >
        {refusal ? (
          <Alert type="warning" showIcon title={refusal} style={{ marginBottom: 16 }} />
        ) : (
          <Alert type="info" showIcon title={t('correction.hint')} style={{ marginBottom: 16 }} />
        )}
        <Descriptions size="small" bordered column={{ xs: 1, md: 2 }} title={t('correction.current')}>
          <Descriptions.Item label={t('cert.certNo')}>{c.certNo}</Descriptions.Item>
          <Descriptions.Item label={t('cert.status')}>
            <CertificateStatusTag status={c.status} />
          </Descriptions.Item>
          <Descriptions.Item label={t('cert.enterpriseName')}>{c.enterpriseName}</Descriptions.Item>
          <Descriptions.Item label={t('cert.standard')}>
            {[
              c.standardName,
              c.standardVersion && !c.standardName.includes(c.standardVersion) ? c.standardVersion : '',
            ]
              .filter(Boolean)
              .join(' ')}
          </Descriptions.Item>
          <Descriptions.Item label={t('cert.issueDate')}>{c.issueDate}</Descriptions.Item>
          <Descriptions.Item label={t('cert.expiryDate')}>{c.expiryDate}</Descriptions.Item>
        </Descriptions>
        <div style={{ height: 16 }} />
        {CERTIFICATE_CORRECTION_FIELDS.map((f) => {
          const value = watched?.[f.code];
          const changed = value !== undefined && value.trim() !== current[f.code].trim();
          return (
            <Form.Item
              key={f.code}
              name={f.code}
              label={localize(f, currentLocale())}
              extra={changed ? `${t('correction.oldValue')}：${current[f.code] || '—'}` : undefined}
              rules={
                f.code === 'scopeZh'
                  ? [{ required: true, whitespace: true, message: t('correction.scopeRequired') }]
                  : undefined
              }
            >
              {f.code === 'enterpriseNameEn' ? (
                <Input maxLength={f.max} />
              ) : (
                <Input.TextArea rows={f.code.startsWith('scope') ? 3 : 2} maxLength={f.max} />
              )}
            </Form.Item>
          );
        })}
        <Form.Item
          name="reason"
          label={t('correction.reason')}
          extra={t('correction.reasonHint')}
          rules={[{ required: true, whitespace: true, message: t('correction.reasonRequired') }]}
        >
          <Input.TextArea rows={2} maxLength={500} />
        </Form.Item>
      </FormPage>
    </div>
  );
}
