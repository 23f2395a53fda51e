import { Button, Form, Input, Space, Tag, Tooltip } from 'antd';
import { useRef } from 'react';
import { formatDateTime } from '../../shared/format/dateTime';
import { ConfirmActionButton, type ListColumn, ListPage, type ListPageHandle } from '../../shared/list';
import { usePermission } from '../../shared/permissions';
import { accessApi, type OnlineSession } from './api';
import { accessTexts } from './texts';
import './systemAccess.css';

/** 在线用户 (sys/OnlineUserList): signed-in sessions of the body, with forced sign-out. */
export default function OnlineUserListPage() {
  const { t } = accessTexts.useTranslation();
  const can = usePermission();
  const list = useRef<ListPageHandle>(null);

  const columns: ListColumn<OnlineSession>[] = [
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
    {
      key: 'loginTime',
      sortField: 'loginTime',
      title: t('online.loginTime'),
      dataIndex: 'loginTime',
      width: 170,
      render: formatDateTime,
    },
    {
      key: 'lastSeen',
      sortField: 'lastSeen',
      title: t('online.lastSeen'),
      dataIndex: 'lastSeen',
      width: 170,
      render: formatDateTime,
    },
    {
      key: 'actions',
      title: t('common.actions'),
      width: 110,
      fixed: 'right',
      fixedVisible: true,
      render: (_: unknown, row) =>
        can('sys:online:forceLogout') && !row.current ? (
          <ConfirmActionButton
            label={t('online.forceLogout')}
            title={t('online.forceConfirm')}
            content={row.username}
            done={t('online.forced')}
            action={() => accessApi.forceLogout(row.tokenId)}
            onDone={() => list.current?.reload()}
          />
        ) : null,
    },
  ];

  return (
    <div className="system-access-page" data-testid="online-list">
      <ListPage<OnlineSession, { keyword?: string }>
        ref={list}
        settingKey="sys:online:list"
        rowKey="tokenId"
        columns={columns}
        fetchPage={accessApi.online}
        scrollX={1100}
        pageSizeOptions={[20, 50, 100]}
        searchFields={
          <Form.Item name="keyword" label={t('common.keyword')}>
            <Input
              allowClear
              maxLength={60}
              placeholder={t('online.keywordPlaceholder')}
              style={{ width: 200 }}
            />
          </Form.Item>
        }
        toolbar={<Button onClick={() => list.current?.reload()}>{t('online.refresh')}</Button>}
      />
    </div>
  );
}
