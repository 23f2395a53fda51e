/** Columns and search fields of the 应急事件 list (EventListPage.tsx renders them). */
import type { Permission } from '@cb/domain';
import { EMERGENCY_STATUSES, EMERGENCY_TYPES, isEmergencyActionOpen } from '@cb/domain/emergencies';
import { Space, Tag } from 'antd';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { codeLabel, optionsFor } from '../../shared/format/codeTables';
import { formatDate } from '../../shared/format/dateTime';
import {
  ActionLink,
  ConfirmActionButton,
  dateTimeColumn,
  type ListColumn,
  SelectFilter,
  TextFilter,
} from '../../shared/list';
import type { EventRow } from './api';
import type { EventT } from './texts';

export const LIST_PATH = '/yjxy/event';
export const ADD_PATH = '/yjxy/emerAdd';
export const editPath = (id: string) => `/yjxy/emerUpdate/${id}`;
export const noticePath = (id: string) => `/yjxy/emerNotice/${id}`;

const STATUS_COLORS = ['default', 'green', 'red'] as const;

export const statusTag = (status: number): ReactNode => (
  <Tag color={STATUS_COLORS[status] ?? 'default'}>{codeLabel(EMERGENCY_STATUSES, status)}</Tag>
);

export interface EventColumnContext {
  t: EventT;
  can: (action: Permission) => boolean;
  navigate: (path: string) => void;
  remove: (row: EventRow) => Promise<unknown>;
  publish: (row: EventRow) => Promise<unknown>;
  close: (row: EventRow) => Promise<unknown>;
}

/** The list's columns; the title opens 应急通知 and the actions follow the permissions and the status. */
export function eventColumns({
  t,
  can,
  navigate,
  remove,
  publish,
  close,
}: EventColumnContext): ListColumn<EventRow>[] {
  return [
    {
      key: 'title',
      title: t('field.title'),
      dataIndex: 'title',
      sortField: 'title',
      ellipsis: true,
      render: (v: string, row) => <Link to={noticePath(row.id)}>{v}</Link>,
    },
    {
      key: 'eventType',
      title: t('field.eventType'),
      dataIndex: 'eventType',
      width: 120,
      render: (v: string) => codeLabel(EMERGENCY_TYPES, v),
    },
    {
      key: 'occurredAt',
      title: t('field.occurredAt'),
      dataIndex: 'occurredAt',
      sortField: 'occurredAt',
      width: 110,
      render: (v: string) => formatDate(v),
    },
    {
      key: 'status',
      title: t('field.status'),
      dataIndex: 'status',
      sortField: 'status',
      width: 90,
      render: (v: number) => statusTag(v),
    },
    {
      key: 'measures',
      title: t('field.measures'),
      dataIndex: 'postponementMonths',
      width: 220,
      render: (_v, row) =>
        [
          row.remoteAuditAllowed ? t('field.remoteAuditAllowed') : null,
          row.postponementMonths ? `${t('field.postponementMonths')} ${row.postponementMonths}` : null,
          row.extensionMonths ? `${t('field.extensionMonths')} ${row.extensionMonths}` : null,
        ]
          .filter(Boolean)
          .join('；') || '-',
    },
    {
      key: 'responses',
      title: t('field.responses'),
      dataIndex: 'responded',
      width: 120,
      render: (_v, row) => (row.status === 0 ? '-' : `${row.responded} / ${row.affected}`),
    },
    dateTimeColumn('createTime', t('field.createTime'), { sortField: 'createTime' }),
    {
      key: 'actions',
      title: t('field.actions'),
      width: 240,
      fixed: 'right',
      fixedVisible: true,
      render: (_v, row) => (
        <Space size={0} wrap>
          {can('yjxy:event:edit') && isEmergencyActionOpen(row.status, 'edit') ? (
            <ActionLink onClick={() => navigate(editPath(row.id))}>{t('list.edit')}</ActionLink>
          ) : null}
          <ActionLink onClick={() => navigate(noticePath(row.id))}>{t('list.notice')}</ActionLink>
          {can('yjxy:event:edit') && isEmergencyActionOpen(row.status, 'publish') ? (
            <ConfirmActionButton
              label={t('list.publish')}
              title={t('list.publishConfirm')}
              content={row.title}
              done={t('list.published')}
              action={() => publish(row)}
            />
          ) : null}
          {can('yjxy:event:edit') && isEmergencyActionOpen(row.status, 'close') ? (
            <ConfirmActionButton
              label={t('list.close')}
              title={t('list.closeConfirm')}
              content={row.title}
              done={t('list.closed')}
              action={() => close(row)}
            />
          ) : null}
          {can('yjxy:event:delete') && isEmergencyActionOpen(row.status, 'delete') ? (
            <ConfirmActionButton
              label={t('list.delete')}
              title={t('list.deleteConfirm')}
              content={row.title}
              done={t('list.deleted')}
              action={() => remove(row)}
            />
          ) : null}
        </Space>
      ),
    },
  ];
}

/** The search form's fields; their names are the list's filters. */
export function eventSearchFields(t: EventT) {
  return (
    <>
      <TextFilter name="title" label={t('field.title')} width={200} maxLength={100} />
      <SelectFilter
        name="eventType"
        label={t('field.eventType')}
        width={140}
        options={optionsFor(EMERGENCY_TYPES)()}
      />
      <SelectFilter
        name="status"
        label={t('field.status')}
        width={110}
        options={optionsFor(EMERGENCY_STATUSES)().map((o) => ({ ...o, value: String(o.value) }))}
      />
    </>
  );
}
