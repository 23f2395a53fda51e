/** Columns, search fields and labels of the 客户通知 lists (NoticeListPage.tsx renders them). */
import { CERTIFICATE_STATUSES_WITH_OLD, type Permission, REGIONS } from '@cb/domain';
import { CLIENT_NOTICE_AUDIENCES } from '@cb/domain/client-notices';
import { Space, Tag } from 'antd';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { codeLabel } from '../../shared/format/codeTables';
import {
  ActionLink,
  ConfirmActionButton,
  dateTimeColumn,
  type ListColumn,
  SelectFilter,
  TextFilter,
} from '../../shared/list';
import type { ClientNoticeDetail, ClientNoticeRow, MyNoticeRow } from './api';
import type { ClientNoticeT } from './texts';

export const LIST_PATH = '/khgl/notice';
export const ADD_PATH = `${LIST_PATH}/add`;
export const editPath = (id: string) => `${LIST_PATH}/edit/${id}`;

export const statusTag = (t: ClientNoticeT, status: number): ReactNode =>
  status === 1 ? <Tag color="green">{t('status.sent')}</Tag> : <Tag>{t('status.draft')}</Tag>;

/** 按认证标准：Q、E — the audience and its values in words (the picked clients by number). */
export function audienceSummary(
  t: ClientNoticeT,
  r: Pick<ClientNoticeRow, 'audienceType' | 'audienceValues'> &
    Partial<Pick<ClientNoticeDetail, 'enterprises'>>,
): string {
  const kind = t(`audience.${r.audienceType}`);
  const values =
    r.audienceType === 'region'
      ? r.audienceValues.map((v) => codeLabel(REGIONS, v))
      : r.audienceType === 'certStatus'
        ? r.audienceValues.map((v) => codeLabel(CERTIFICATE_STATUSES_WITH_OLD, Number(v)))
        : r.audienceType === 'list'
          ? (r.enterprises?.map((e) => e.name) ?? [String(r.audienceValues.length)])
          : r.audienceValues;
  if (r.audienceType === 'all') return kind;
  if (r.audienceType === 'list' && !r.enterprises) return `${kind}（${r.audienceValues.length}）`;
  return `${kind}：${values.join('、')}`;
}

export interface NoticeColumnContext {
  t: ClientNoticeT;
  can: (action: Permission) => boolean;
  navigate: (path: string) => void;
  remove: (row: ClientNoticeRow) => Promise<unknown>;
  send: (row: ClientNoticeRow) => void;
}

/** The body's list: the title opens the notice; actions follow the user's permissions and the status. */
export function noticeColumns({
  t,
  can,
  navigate,
  remove,
  send,
}: NoticeColumnContext): ListColumn<ClientNoticeRow>[] {
  return [
    {
      key: 'title',
      title: t('field.title'),
      dataIndex: 'title',
      sortField: 'title',
      ellipsis: true,
      render: (v: string, row) => <Link to={editPath(row.id)}>{v}</Link>,
    },
    {
      key: 'audience',
      title: t('field.audienceType'),
      dataIndex: 'audienceType',
      width: 200,
      ellipsis: true,
      render: (_v, row) => audienceSummary(t, row),
    },
    {
      key: 'status',
      title: t('field.status'),
      dataIndex: 'status',
      width: 90,
      render: (v: number) => statusTag(t, v),
    },
    {
      key: 'recipients',
      title: t('field.recipients'),
      dataIndex: 'recipientCount',
      sortField: 'recipientCount',
      width: 110,
      render: (_v, row) => (row.status === 1 ? `${row.recipientCount} / ${row.readCount}` : '-'),
    },
    { key: 'senderName', title: t('field.senderName'), dataIndex: 'senderName', width: 100 },
    dateTimeColumn('sendTime', t('field.sendTime'), { sortField: 'sendTime' }),
    {
      key: 'actions',
      title: t('field.actions'),
      width: 170,
      fixed: 'right',
      fixedVisible: true,
      render: (_v, row) => (
        <Space size={0}>
          {row.status === 0 && can('khgl:notice:edit') ? (
            <ActionLink onClick={() => navigate(editPath(row.id))}>{t('notice.edit')}</ActionLink>
          ) : (
            <ActionLink onClick={() => navigate(editPath(row.id))}>{t('notice.view')}</ActionLink>
          )}
          {row.status === 0 && can('khgl:notice:send') ? (
            <ActionLink onClick={() => send(row)}>{t('notice.send')}</ActionLink>
          ) : null}
          {can('khgl:notice:delete') ? (
            <ConfirmActionButton
              label={t('notice.delete')}
              title={t('notice.deleteConfirm')}
              content={row.title}
              done={t('notice.deleted')}
              action={() => remove(row)}
            />
          ) : null}
        </Space>
      ),
    },
  ];
}

export function noticeSearchFields(t: ClientNoticeT) {
  return (
    <>
      <TextFilter name="title" label={t('field.title')} width={200} maxLength={100} />
      <SelectFilter
        name="status"
        label={t('field.status')}
        width={110}
        options={[
          { value: '0', label: t('status.draft') },
          { value: '1', label: t('status.sent') },
        ]}
      />
      <SelectFilter
        name="audienceType"
        label={t('field.audienceType')}
        width={140}
        options={CLIENT_NOTICE_AUDIENCES.map((a) => ({ value: a, label: t(`audience.${a}`) }))}
      />
    </>
  );
}

/** The enterprise's list: the title opens the notice (and marks it read). */
export function myNoticeColumns(
  t: ClientNoticeT,
  open: (row: MyNoticeRow) => void,
): ListColumn<MyNoticeRow>[] {
  return [
    {
      key: 'title',
      title: t('field.title'),
      dataIndex: 'title',
      ellipsis: true,
      render: (v: string, row) => (
        <ActionLink onClick={() => open(row)}>{row.readTime ? v : <strong>{v}</strong>}</ActionLink>
      ),
    },
    dateTimeColumn('sendTime', t('field.sendTime'), { sortField: 'sendTime' }),
    {
      key: 'readTime',
      title: t('field.readState'),
      dataIndex: 'readTime',
      width: 110,
      render: (v: string | null) =>
        v ? <Tag color="green">{t('notice.read')}</Tag> : <Tag color="orange">{t('notice.unread')}</Tag>,
    },
  ];
}
