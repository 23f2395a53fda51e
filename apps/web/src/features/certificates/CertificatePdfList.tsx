import type { CertificatePdfRow } from '@cb/domain';
import { useQuery } from '@tanstack/react-query';
import { App, Space, Table, type TableColumnsType, Tag } from 'antd';
import { formatDateTime } from '../../shared/format/dateTime';
import { isApiError } from '../../shared/http';
import { ActionLink } from '../../shared/list/ActionLink';
import { certificatesApi, openPdf } from './api';
import { CERTIFICATE_AREA_KEY } from './queries';
import { certificateTexts } from './texts';

const sizeText = (bytes: number) =>
  bytes >= 1_000_000 ? `${(bytes / 1_000_000).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1000))} kB`;

/**
 * 证书PDF on the certificate detail: every PDF kept for the certificate's number (its versions'
 * issue, change and reissue, 证书维护's regenerations), newest first, with when and why, to open
 * in the browser's viewer or save. Under the area key, so an operation on the certificate
 * refreshes it.
 */
export function CertificatePdfList({ certificateId }: { certificateId: string }) {
  const { t } = certificateTexts.useTranslation();
  const { message } = App.useApp();
  const pdfs = useQuery({
    queryKey: [CERTIFICATE_AREA_KEY, 'pdfs', certificateId],
    queryFn: () => certificatesApi.pdfs(certificateId),
  });

  const open = async (row: CertificatePdfRow) => {
    try {
      openPdf(await certificatesApi.pdfFile(certificateId, row.id));
    } catch (error) {
      if (!isApiError(error)) void message.error(t('pdfs.openFailed'));
    }
  };
  const save = (row: CertificatePdfRow) =>
    void certificatesApi.downloadPdf(certificateId, row.id, row.fileName).catch(() => undefined);

  const columns: TableColumnsType<CertificatePdfRow> = [
    {
      key: 'createTime',
      title: t('pdfs.createTime'),
      dataIndex: 'createTime',
      width: 150,
      render: (value: string) => formatDateTime(value),
    },
    {
      key: 'reason',
      title: t('pdfs.reason'),
      width: 250,
      render: (_v, row) => (
        <>
          <Tag>{row.reasonName}</Tag>
          {row.note}
        </>
      ),
    },
    {
      key: 'version',
      title: t('pdfs.version'),
      width: 160,
      render: (_v, row) => (
        <>
          {t('pdfs.issuedOn', { date: row.issueDate })}{' '}
          {row.currentVersion ? <Tag color="blue">{t('pdfs.currentVersion')}</Tag> : null}
        </>
      ),
    },
    {
      key: 'template',
      title: t('pdfs.template'),
      width: 180,
      render: (_v, row) =>
        [
          row.templateName,
          row.templateRevision ? t('pdfs.templateRevision', { n: row.templateRevision }) : '',
        ]
          .filter(Boolean)
          .join(' '),
    },
    { key: 'createdBy', title: t('pdfs.createdBy'), dataIndex: 'createdByName', width: 80 },
    {
      key: 'size',
      title: t('pdfs.size'),
      dataIndex: 'size',
      width: 70,
      align: 'right',
      render: (value: number) => sizeText(value),
    },
    {
      key: 'actions',
      title: t('common.actions'),
      width: 110,
      fixed: 'right',
      render: (_v, row) => (
        <Space size={0}>
          <ActionLink onClick={() => void open(row)}>{t('pdfs.open')}</ActionLink>
          <ActionLink onClick={() => save(row)}>{t('pdfs.download')}</ActionLink>
        </Space>
      ),
    },
  ];

  return (
    <Table
      rowKey="id"
      size="small"
      columns={columns}
      dataSource={pdfs.data ?? []}
      loading={pdfs.isLoading}
      pagination={false}
      scroll={{ x: 1000 }}
      locale={{ emptyText: pdfs.isError ? t('pdfs.openFailed') : t('pdfs.empty') }}
    />
  );
}
