/**
 * Columns and search fields of the notice administration, and the columns of a notice's delivery
 * log (NoticeManageTable.tsx renders them).
 */
import type { Permission } from '@cb/domain';
import { Button, Form, Select, Space, type TableColumnsType, Tag } from 'antd';
import { ActionLink, ConfirmActionButton, type ListColumn, TextFilter } from '../../shared/list';
import type { AdminNotice, AdminNoticeFilters, Delivery } from './api';
import { noticeTitleColumn } from './MyNotice.data';
import type { NoticeT } from './texts';

const STATUS_COLOR = ['default', 'green', 'orange'] as const;

export interface AdminNoticeColumnContext {
  t: NoticeT;
  can: (action: Permission) => boolean;
  open: (n: AdminNotice) => void;
  edit: (n: AdminNotice) => void;
  /** Asks first, then publishes. */
  publish: (n: AdminNotice) => void;
  revoke: (n: AdminNotice) => Promise<unknown>;
  remove: (n: AdminNotice) => Promise<unknown>;
  showDeliveries: (n: AdminNotice) => void;
}

export function adminNoticeColumns(c: AdminNoticeColumnContext): ListColumn<AdminNotice>[] {
  const { t, can } = c;
  const statusText = [t('list.draft'), t('list.published'), t('list.revoked')];
  return [
    noticeTitleColumn<AdminNotice>(t, (title, n) => (
      <Space size={4}>
        <Button type="link" style={{ padding: 0 }} onClick={() => c.open(n)}>
          {title}
        </Button>
        {n.isPublic ? <Tag color="cyan">{t('list.publicMark')}</Tag> : null}
      </Space>
    )),
    {
      key: 'msgCategory',
      title: t('list.type'),
      dataIndex: 'msgCategory',
      width: 80,
      render: (v: string) => (v === '1' ? t('list.message') : t('list.notice')),
    },
    {
      key: 'priority',
      sortField: 'priority',
      title: t('list.priority'),
      dataIndex: 'priority',
      width: 80,
      render: (p: 'L' | 'M' | 'H') => t(`priority.${p}`),
    },
    {
      key: 'sendStatus',
      sortField: 'sendStatus',
      title: t('list.status'),
      dataIndex: 'sendStatus',
      width: 90,
      render: (s: 0 | 1 | 2) => <Tag color={STATUS_COLOR[s]}>{statusText[s]}</Tag>,
    },
    {
      key: 'sendTime',
      sortField: 'sendTime',
      title: t('list.sendTime'),
      dataIndex: 'sendTimeStr',
      width: 170,
    },
    {
      key: 'recipients',
      title: t('list.recipients'),
      width: 100,
      render: (_: unknown, n) => (n.sendStatus === 0 ? '-' : `${n.readCount ?? 0}/${n.recipientCount ?? 0}`),
    },
    {
      key: 'actions',
      title: t('list.action'),
      width: 260,
      fixedVisible: true,
      render: (_: unknown, n) => (
        <Space size={0} wrap>
          {n.sendStatus !== 1 && can('xxtz:noticeList:edit') ? (
            <ActionLink onClick={() => c.edit(n)}>{t('list.edit')}</ActionLink>
          ) : null}
          {n.sendStatus !== 1 && can('xxtz:noticeList:add') ? (
            <Button type="link" size="small" data-testid="notice-publish" onClick={() => c.publish(n)}>
              {t('list.publish')}
            </Button>
          ) : null}
          {n.sendStatus === 1 && can('xxtz:noticeList:revoke') ? (
            <ConfirmActionButton
              label={t('list.revoke')}
              title={t('bell.confirmTitle')}
              content={t('list.confirmRevoke', { title: n.title })}
              done={t('list.revoked_ok')}
              action={() => c.revoke(n)}
            />
          ) : null}
          {n.sendStatus !== 1 && can('xxtz:noticeList:delete') ? (
            <ConfirmActionButton
              label={t('list.delete')}
              title={t('bell.confirmTitle')}
              content={t('list.confirmDelete', { title: n.title })}
              done={t('list.deleted_ok')}
              action={() => c.remove(n)}
            />
          ) : null}
          {n.sendStatus !== 0 ? (
            <ActionLink onClick={() => c.showDeliveries(n)}>{t('list.deliveries')}</ActionLink>
          ) : null}
        </Space>
      ),
    },
  ];
}

export function adminNoticeSearchFields(t: NoticeT) {
  return (
    <>
      <TextFilter name="title" label={t('list.title')} width={200} maxLength={100} />
      <Form.Item name="msgCategory" label={t('list.type')}>
        <Select
          allowClear
          style={{ width: 110 }}
          options={[
            { value: '2', label: t('list.notice') },
            { value: '1', label: t('list.message') },
          ]}
        />
      </Form.Item>
      <Form.Item name="sendStatus" label={t('list.status')}>
        <Select
          allowClear
          style={{ width: 110 }}
          options={[
            { value: '0', label: t('list.draft') },
            { value: '1', label: t('list.published') },
            { value: '2', label: t('list.revoked') },
          ]}
        />
      </Form.Item>
    </>
  );
}

export type { AdminNoticeFilters };

export function deliveryColumns(t: NoticeT): TableColumnsType<Delivery> {
  return [
    { title: t('delivery.user'), dataIndex: 'realname' },
    {
      title: t('delivery.route'),
      dataIndex: 'route',
      render: (r: '1' | '2' | '3' | '4') => t(`routes.${r}`),
    },
    {
      title: t('delivery.status'),
      dataIndex: 'status',
      render: (s: Delivery['status']) => (
        <Tag color={s === 'sent' ? 'green' : s === 'failed' ? 'red' : 'orange'}>{t(`delivery.${s}`)}</Tag>
      ),
    },
    { title: t('delivery.detail'), dataIndex: 'detail', ellipsis: true },
    { title: t('delivery.at'), dataIndex: 'at', width: 170 },
  ];
}
