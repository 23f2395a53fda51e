/** Columns and search field of the online-user list (OnlineUserListPage.tsx renders them). */
import type { Permission } from '@cb/domain';
import { Space, Tag, Tooltip } from 'antd';
import { actionColumn, ConfirmActionButton, dateTimeColumn, type ListColumn } from '../../shared/list';
import type { OnlineSession } from './api';
import { keywordField } from './listParts';
import type { AccessT } from './texts';

export interface OnlineColumnContext {
  t: AccessT;
  can: (action: Permission) => boolean;
  forceLogout: (row: OnlineSession) => Promise<unknown>;
}

export function onlineColumns({ t, can, forceLogout }: OnlineColumnContext): ListColumn<OnlineSession>[] {
  return [
    {
      key: 'username',
      sortField: 'username',
      title: t('online.username'),
      dataIndex: 'username',
      width: 150,
      render: (v: string, row) => (
        <Space size={4}>
          {v}
          {row.current ? <Tag color="blue">{t('online.current')}</Tag> : null}
        </Space>
      ),
    },
    { key: 'realname', title: t('online.realname'), dataIndex: 'realname', width: 110 },
    { key: 'ip', title: t('online.ip'), dataIndex: 'ip', width: 140 },
    {
      key: 'userAgent',
      title: t('online.userAgent'),
      dataIndex: 'userAgent',
      ellipsis: { showTitle: false },
      render: (v: string | null) => (
        <Tooltip placement="topLeft" title={v}>
          {v}
        </Tooltip>
      ),
    },
    dateTimeColumn('loginTime', t('online.loginTime'), { sortField: 'loginTime' }),
    dateTimeColumn('lastSeen', t('online.lastSeen'), { sortField: 'lastSeen' }),
    actionColumn(t('common.actions'), 110, (row) =>
      can('sys:online:forceLogout') && !row.current ? (
        <ConfirmActionButton
          label={t('online.forceLogout')}
          title={t('online.forceConfirm')}
          content={row.username}
          done={t('online.forced')}
          action={() => forceLogout(row)}
        />
      ) : null,
    ),
  ];
}

export function onlineSearchFields(t: AccessT) {
  return keywordField(t, t('online.keywordPlaceholder'));
}
