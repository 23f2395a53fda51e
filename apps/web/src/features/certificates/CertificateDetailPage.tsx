import {
  CERTIFICATE_TYPES,
  calendarDateOf,
  certificateNotCorrectable,
  isCertificateActionAllowed,
  labelOf,
} from '@cb/domain';
import { App, Button, Descriptions, Table } from 'antd';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { RecordPending } from '../../shared/components/RecordPending';
import { DetailPage } from '../../shared/detail';
import { isApiError } from '../../shared/http';
import { currentLocale } from '../../shared/i18n';
import { usePermission } from '../../shared/permissions';
import { certificatesApi, openPdf } from './api';
import {
  CertificateStatusTag,
  eventColumns,
  OPERATION_PERMISSIONS,
  OPERATIONS,
  type Operation,
  publicDetailPath,
  SEARCH_PATH,
  updatePath,
} from './Certificate.data';
import { CertificatePdfList } from './CertificatePdfList';
import { useCertificate } from './queries';
import { StatusDialog } from './StatusDialog';
import { certificateTexts } from './texts';
import './certificates.css';

/**
 * 证书详情 (/zsfx/detail/{id}): the printed fields, the status with its history, the kept PDFs of
 * every version, print and status operations.
 */
export default function CertificateDetailPage() {
  const { id = '' } = useParams();
  const { t } = certificateTexts.useTranslation();
  const can = usePermission();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const certificate = useCertificate(id);
  const [operation, setOperation] = useState<Operation | null>(null);

  if (certificate.error || !certificate.data)
    return <RecordPending query={certificate} backTo={SEARCH_PATH} />;
  const c = certificate.data;

  const print = async () => {
    try {
      openPdf(await certificatesApi.pdf(c.id));
    } catch (error) {
      if (!isApiError(error)) void message.error(t('cert.printFailed'));
    }
  };
  const operations = OPERATIONS.filter(
    (op) => can(OPERATION_PERMISSIONS[op]) && isCertificateActionAllowed(c.status, op),
  );
  const text = (value: string | null) => value || '—';

  return (
    <div className="cb-page">
      <DetailPage
        title={
          <span>
            {t('cert.detailTitle')} {c.certNo} <CertificateStatusTag status={c.status} />
          </span>
        }
        extra={
          <div className="cb-cert-detail__actions">
            {c.status !== 99 && (can('zsfx:search:print') || can('zsfx:add:print')) ? (
              <Button type="primary" onClick={() => void print()} disabled={!c.templateId}>
                {t('common.print')}
              </Button>
            ) : null}
            {can('zsfx:search:update') &&
            certificateNotCorrectable(c, calendarDateOf(new Date())) === null ? (
              <Button onClick={() => navigate(updatePath(c.id))}>{t('correction.update')}</Button>
            ) : null}
            <Button href={publicDetailPath(c.id)} target="_blank">
              {t('cert.publicPage')}
            </Button>
            {operations.map((op) => (
              <Button key={op} danger={op !== 'restore'} onClick={() => setOperation(op)}>
                {t(`operation.${op}`)}
              </Button>
            ))}
          </div>
        }
        tabs={[
          {
            key: 'basic',
            label: t('cert.detailTitle'),
            children: (
              <Descriptions bordered size="small" column={{ xs: 1, lg: 2 }}>
                <Descriptions.Item label={t('cert.certNo')}>{c.certNo}</Descriptions.Item>
                <Descriptions.Item label={t('cert.status')}>
                  <CertificateStatusTag status={c.status} />
                  {c.suspendUntil ? ` ${t('cert.suspendUntil')}：${c.suspendUntil}` : ''}
                </Descriptions.Item>
                <Descriptions.Item label={t('cert.certificateType')}>
                  {labelOf(CERTIFICATE_TYPES, c.certificateType, currentLocale()) ?? c.certificateType}
                </Descriptions.Item>
                <Descriptions.Item label={t('cert.mainCertNo')}>{text(c.mainCertNo)}</Descriptions.Item>
                <Descriptions.Item label={t('cert.standard')} span={2}>
                  {[
                    c.standardName,
                    c.standardVersion && !c.standardName.includes(c.standardVersion) ? c.standardVersion : '',
                  ]
                    .filter(Boolean)
                    .join(' ')}
                </Descriptions.Item>
                <Descriptions.Item label={t('cert.enterpriseName')}>{c.enterpriseName}</Descriptions.Item>
                <Descriptions.Item label={t('cert.enterpriseNameEn')}>
                  {text(c.enterpriseNameEn)}
                </Descriptions.Item>
                <Descriptions.Item label={t('cert.address')}>{text(c.enterpriseAddress)}</Descriptions.Item>
                <Descriptions.Item label={t('cert.addressEn')}>
                  {text(c.enterpriseAddressEn)}
                </Descriptions.Item>
                <Descriptions.Item label={t('cert.scopeZh')} span={2}>
                  {text(c.scopeZh)}
                </Descriptions.Item>
                <Descriptions.Item label={t('cert.scopeEn')} span={2}>
                  {text(c.scopeEn)}
                </Descriptions.Item>
                <Descriptions.Item label={t('cert.firstIssueDate')}>
                  {text(c.firstIssueDate)}
                </Descriptions.Item>
                <Descriptions.Item label={t('cert.issueDate')}>{c.issueDate}</Descriptions.Item>
                <Descriptions.Item label={t('cert.expiryDate')}>{c.expiryDate}</Descriptions.Item>
                <Descriptions.Item label={t('cert.marks')}>{text(c.marks)}</Descriptions.Item>
                <Descriptions.Item label={t('cert.remark')} span={2}>
                  {text(c.remark)}
                </Descriptions.Item>
              </Descriptions>
            ),
          },
          {
            key: 'history',
            label: t('cert.history'),
            children: (
              <Table
                rowKey="id"
                size="small"
                columns={eventColumns(t)}
                dataSource={c.events}
                pagination={false}
                scroll={{ x: 1200 }}
                locale={{ emptyText: t('common.none') }}
              />
            ),
          },
          {
            key: 'pdfs',
            label: t('pdfs.tab'),
            children: <CertificatePdfList certificateId={c.id} />,
          },
        ]}
      />
      <StatusDialog target={operation ? { row: c, operation } : null} onClose={() => setOperation(null)} />
    </div>
  );
}
