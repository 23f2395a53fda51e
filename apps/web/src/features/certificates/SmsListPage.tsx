import {
  CERTIFICATE_NOTICE_CHANNELS,
  CERTIFICATE_NOTICE_STATUSES,
  type CertificateNoticeRow,
  labelOf,
  NOTICE_EVENTS,
} from '@cb/domain';
import { useQuery } from '@tanstack/react-query';
import { Alert, App, Tag, Tooltip } from 'antd';
import { useRef } from 'react';
import { formatDateTime } from '../../shared/format/dateTime';
import { currentLocale } from '../../shared/i18n';
import {
  ActionLink,
  actionColumn,
  type ListColumn,
  ListPage,
  type ListPageHandle,
  SelectFilter,
  TextFilter,
  textColumn,
} from '../../shared/list';
import { usePermission } from '../../shared/permissions';
import { type NoticeFilters, noticesApi } from './maintenanceApi';
import { maintenanceTexts } from './maintenanceTexts';
import './certificates.css';

const STATUS_COLOR: Record<string, string> = {
  sent: 'success',
  failed: 'error',
  pending: 'processing',
  skipped: 'default',
};

/**
 * 短信通知 (zsfx/SmsList): the SMS and e-mail notices sent to enterprise contacts when their
 * certificates are suspended, restored, revoked, cancelled or expire; filters, export, and resend
 * of one that was not sent (SMS only while the SMS service is bought, SPEC.md §5).
 */
export default function SmsListPage() {
  const { t } = maintenanceTexts.useTranslation();
  const can = usePermission();
  const { message, modal } = App.useApp();
  const list = useRef<ListPageHandle>(null);
  const channels = useQuery({ queryKey: ['zsfx:sms:channels'], queryFn: noticesApi.channels });
  const smsBought = channels.data?.buyNoteService === 1;

  const resend = async (row: CertificateNoticeRow) => {
    if (row.channel === '4' && !smsBought) {
      modal.info({ title: t('sms.smsOffTitle'), content: t('sms.smsOff'), okText: t('common.confirm') });
      return;
    }
    const after = await noticesApi.resend(row.id, row.version);
    if (after.status === 'sent') void message.success(t('sms.resent'));
    else void message.warning(t('sms.resendFailed', { detail: after.detail }));
    list.current?.reload();
  };

  const columns: ListColumn<CertificateNoticeRow>[] = [
    { key: 'certNo', title: t('sms.certNo'), dataIndex: 'certNo', width: 170 },
    textColumn('enterpriseName', t('sms.enterpriseName'), 200, { ellipsis: true }),
    {
      key: 'eventType',
      title: t('sms.eventType'),
      dataIndex: 'eventType',
      width: 70,
      render: (v: string) => labelOf(NOTICE_EVENTS, v, currentLocale()) ?? v,
    },
    {
      key: 'channel',
      title: t('sms.channel'),
      dataIndex: 'channel',
      width: 70,
      render: (v: string) => labelOf(CERTIFICATE_NOTICE_CHANNELS, v, currentLocale()) ?? v,
    },
    {
      key: 'recipient',
      title: t('sms.recipient'),
      width: 160,
      ellipsis: true,
      render: (_: unknown, row) => `${row.recipientName} ${row.address}`.trim(),
    },
    {
      key: 'title',
      title: t('sms.content'),
      dataIndex: 'title',
      ellipsis: { showTitle: false },
      render: (v: string) => (
        <Tooltip title={v} placement="topLeft">
          {v}
        </Tooltip>
      ),
    },
    {
      key: 'status',
      title: t('sms.status'),
      dataIndex: 'status',
      width: 150,
      ellipsis: true,
      render: (v: string, row) => (
        <>
          <Tag color={STATUS_COLOR[v] ?? 'default'}>
            {labelOf(CERTIFICATE_NOTICE_STATUSES, v, currentLocale()) ?? v}
          </Tag>
          {row.detail ? (
            <Tooltip title={row.detail}>
              <span className="cb-cert-notice-detail">{row.detail}</span>
            </Tooltip>
          ) : null}
        </>
      ),
    },
    {
      key: 'createTime',
      title: t('sms.createTime'),
      dataIndex: 'createTime',
      width: 160,
      sortField: 'createTime',
      render: (v: string) => formatDateTime(v),
    },
    actionColumn(t('common.actions'), 80, (row) =>
      can('zsfx:sms:send') && row.status !== 'sent' ? (
        <ActionLink onClick={() => void resend(row).catch(() => list.current?.reload())}>
          {t('sms.resend')}
        </ActionLink>
      ) : null,
    ),
  ];

  return (
    <div className="cb-page">
      {channels.data ? (
        <Alert
          className="cb-cert-notice-alert"
          type={smsBought ? 'info' : 'warning'}
          showIcon
          message={smsBought ? t('sms.hint') : t('sms.smsOff')}
          description={!channels.data.emailEnabled ? t('sms.channelsOff') : undefined}
        />
      ) : null}
      <ListPage<CertificateNoticeRow, NoticeFilters>
        ref={list}
        settingKey="zsfx:sms:list"
        columns={columns}
        fetchPage={noticesApi.list}
        scrollX={1150}
        searchFields={
          <>
            <TextFilter name="certNo" label={t('sms.certNo')} width={170} maxLength={50} />
            <TextFilter name="enterpriseName" label={t('sms.enterpriseName')} width={180} maxLength={100} />
            <SelectFilter
              name="channel"
              label={t('sms.channel')}
              codes={CERTIFICATE_NOTICE_CHANNELS}
              width={100}
            />
            <SelectFilter
              name="status"
              label={t('sms.status')}
              codes={CERTIFICATE_NOTICE_STATUSES}
              width={110}
            />
          </>
        }
        onExport={(query) => noticesApi.exportList(query)}
      />
    </div>
  );
}
