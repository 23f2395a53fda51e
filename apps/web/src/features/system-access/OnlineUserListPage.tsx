import { App, Button, Form, Input, Popconfirm, Space, Table, Tag, Tooltip } from 'antd';
import { usePagedList } from '../../shared/hooks/usePagedList';
import { usePermission } from '../../shared/permissions';
import { formatTime, sortParams } from '../system-config/logFormat';
import { accessApi, type ListQuery, type OnlineSession } from './api';
import { accessTexts } from './texts';
import './systemAccess.css';

type OnlineQuery = ListQuery & { keyword?: string };

/** 在线用户 (sys/OnlineUserList): signed-in sessions of the body, with forced sign-out. */
export default function OnlineUserListPage() {
  const { t } = accessTexts.useTranslation();
  const { message } = App.useApp();
  const can = usePermission();
  const [filters] = Form.useForm<{ keyword?: string }>();
  const list = usePagedList((q: OnlineQuery) => accessApi.online(q), {
    pageNo: 1,
    pageSize: 20,
  } as OnlineQuery);

  return (
    <div className="system-access-page" data-testid="online-list">
      <Form
        form={filters}
        layout="inline"
        className="system-access-page__filters"
        onFinish={(v) => list.setQuery((q) => ({ ...q, pageNo: 1, keyword: v.keyword?.trim() || undefined }))}
      >
        <Form.Item name="keyword" label={t('common.keyword')}>
          <Input
            allowClear
            maxLength={60}
            placeholder={t('online.keywordPlaceholder')}
            style={{ width: 200 }}
          />
        </Form.Item>
        <Space>
          <Button type="primary" htmlType="submit">
            {t('common.search')}
          </Button>
          <Button onClick={() => void list.reload()}>{t('online.refresh')}</Button>
        </Space>
      </Form>
      <Table<OnlineSession>
        rowKey="tokenId"
        size="middle"
        loading={list.loading}
        dataSource={list.data.records}
        pagination={{ ...list.pagination, showTotal: (total) => t('common.total', { total: String(total) }) }}
        onChange={(_p, _f, sorter) => list.setQuery((q) => ({ ...q, pageNo: 1, ...sortParams(sorter) }))}
        scroll={{ x: 1100 }}
        columns={[
          {
            title: t('online.username'),
            dataIndex: 'username',
            key: 'username',
            width: 150,
            sorter: true,
            render: (v: string, row) => (
              <Space size={4}>
                {v}
                {row.current ? <Tag color="blue">{t('online.current')}</Tag> : null}
              </Space>
            ),
          },
          { title: t('online.realname'), dataIndex: 'realname', width: 110 },
          { title: t('online.ip'), dataIndex: 'ip', width: 140 },
          {
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
            title: t('online.loginTime'),
            dataIndex: 'loginTime',
            key: 'loginTime',
            width: 170,
            sorter: true,
            render: formatTime,
          },
          {
            title: t('online.lastSeen'),
            dataIndex: 'lastSeen',
            key: 'lastSeen',
            width: 170,
            sorter: true,
            render: formatTime,
          },
          {
            title: t('common.actions'),
            key: 'actions',
            width: 110,
            fixed: 'right',
            render: (_: unknown, row) =>
              can('sys:online:forceLogout') && !row.current ? (
                <Popconfirm
                  title={t('online.forceConfirm')}
                  onConfirm={() =>
                    accessApi.forceLogout(row.tokenId).then(
                      () => {
                        void message.success(t('online.forced'));
                        void list.reload();
                      },
                      () => {},
                    )
                  }
                >
                  <Button type="link" size="small" danger>
                    {t('online.forceLogout')}
                  </Button>
                </Popconfirm>
              ) : null,
          },
        ]}
      />
    </div>
  );
}
