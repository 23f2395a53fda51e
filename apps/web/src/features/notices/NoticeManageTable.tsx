/** Notice administration (xxtz:noticeList:* codes): list, write, publish, revoke, delete, deliveries. */
import { App, Button, Form, Input, Modal, Select, Space, Table, Tag } from 'antd';
import type { ColumnsType, TablePaginationConfig } from 'antd/es/table';
import { useCallback, useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { usePermission } from '../../shared/permissions';
import { type AdminNotice, type Delivery, noticeApi } from './api';
import { NoticeEditorModal } from './NoticeEditorModal';
import { noticeTexts } from './texts';

export const NOTICE_CODES = {
  add: 'xxtz:noticeList:add',
  edit: 'xxtz:noticeList:edit',
  revoke: 'xxtz:noticeList:revoke',
  delete: 'xxtz:noticeList:delete',
} as const;

const STATUS_COLOR = ['default', 'green', 'orange'] as const;

export function NoticeManageTable() {
  const { t } = noticeTexts.useTranslation();
  const { modal, message } = App.useApp();
  const navigate = useNavigate();
  const can = usePermission();
  const [filters, setFilters] = useState<{ title?: string; msgCategory?: string; sendStatus?: string }>({});
  const [page, setPage] = useState({ current: 1, size: 10 });
  const [sort, setSort] = useState<{ column?: string; order?: 'asc' | 'desc' }>({});
  const [data, setData] = useState<{ records: AdminNotice[]; total: number }>({ records: [], total: 0 });
  const [loading, setLoading] = useState(false);
  const [editing, setEditing] = useState<AdminNotice | null | undefined>(undefined);
  const [deliveries, setDeliveries] = useState<Delivery[] | null>(null);
  const [form] = Form.useForm();

  const load = useCallback(async () => {
    setLoading(true);
    try {
      const result = await noticeApi.adminList({
        pageNo: page.current,
        pageSize: page.size,
        ...filters,
        column: sort.column,
        order: sort.order,
      });
      setData({ records: result.records, total: result.total });
    } finally {
      setLoading(false);
    }
  }, [filters, page, sort]);

  useEffect(() => {
    void load();
  }, [load]);

  const confirm = (content: string, run: () => Promise<unknown>, done: string) =>
    modal.confirm({
      title: t('bell.confirmTitle'),
      content,
      onOk: async () => {
        await run();
        message.success(done);
        void load();
      },
    });

  const columns: ColumnsType<AdminNotice> = [
    {
      title: t('list.title'),
      dataIndex: 'title',
      sorter: true,
      ellipsis: true,
      render: (title: string, n) => (
        <Space size={4}>
          <Button type="link" style={{ padding: 0 }} onClick={() => navigate(`/xxtz/notice/${n.id}`)}>
            {title}
          </Button>
          {n.isPublic ? <Tag color="cyan">{t('list.publicMark')}</Tag> : null}
        </Space>
      ),
    },
    {
      title: t('list.type'),
      dataIndex: 'msgCategory',
      width: 80,
      render: (c: string) => (c === '1' ? t('list.message') : t('list.notice')),
    },
    {
      title: t('list.priority'),
      dataIndex: 'priority',
      width: 80,
      sorter: true,
      render: (p: 'L' | 'M' | 'H') => t(`priority.${p}`),
    },
    {
      title: t('list.status'),
      dataIndex: 'sendStatus',
      width: 90,
      sorter: true,
      render: (s: 0 | 1 | 2) => (
        <Tag color={STATUS_COLOR[s]}>{[t('list.draft'), t('list.published'), t('list.revoked')][s]}</Tag>
      ),
    },
    { title: t('list.sendTime'), dataIndex: 'sendTimeStr', width: 170, sorter: true, key: 'sendTime' },
    {
      title: t('list.recipients'),
      width: 100,
      render: (_, n) => (n.sendStatus === 0 ? '-' : `${n.readCount ?? 0}/${n.recipientCount ?? 0}`),
    },
    {
      title: t('list.action'),
      width: 260,
      render: (_, n) => (
        <Space size={0} wrap>
          {n.sendStatus !== 1 && can(NOTICE_CODES.edit) ? (
            <Button type="link" size="small" onClick={() => setEditing(n)}>
              {t('list.edit')}
            </Button>
          ) : null}
          {n.sendStatus !== 1 && can(NOTICE_CODES.add) ? (
            <Button
              type="link"
              size="small"
              data-testid="notice-publish"
              onClick={() =>
                confirm(
                  t('list.confirmPublish', { title: n.title }),
                  () => noticeApi.publish(n.id, n.version),
                  t('list.published_ok'),
                )
              }
            >
              {t('list.publish')}
            </Button>
          ) : null}
          {n.sendStatus === 1 && can(NOTICE_CODES.revoke) ? (
            <Button
              type="link"
              size="small"
              onClick={() =>
                confirm(
                  t('list.confirmRevoke', { title: n.title }),
                  () => noticeApi.revoke(n.id, n.version),
                  t('list.revoked_ok'),
                )
              }
            >
              {t('list.revoke')}
            </Button>
          ) : null}
          {n.sendStatus !== 1 && can(NOTICE_CODES.delete) ? (
            <Button
              type="link"
              size="small"
              danger
              onClick={() =>
                confirm(
                  t('list.confirmDelete', { title: n.title }),
                  () => noticeApi.remove(n.id, n.version),
                  t('list.deleted_ok'),
                )
              }
            >
              {t('list.delete')}
            </Button>
          ) : null}
          {n.sendStatus !== 0 ? (
            <Button
              type="link"
              size="small"
              onClick={() => void noticeApi.deliveries(n.id).then(setDeliveries)}
            >
              {t('list.deliveries')}
            </Button>
          ) : null}
        </Space>
      ),
    },
  ];

  return (
    <div>
      <Form
        form={form}
        layout="inline"
        style={{ marginBottom: 12, rowGap: 8 }}
        onFinish={(v) => {
          setFilters({
            title: v.title?.trim() || undefined,
            msgCategory: v.msgCategory,
            sendStatus: v.sendStatus,
          });
          setPage((p) => ({ ...p, current: 1 }));
        }}
      >
        <Form.Item name="title" label={t('list.title')}>
          <Input allowClear maxLength={100} style={{ width: 200 }} />
        </Form.Item>
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
        <Space>
          <Button type="primary" htmlType="submit">
            {t('list.search')}
          </Button>
          <Button
            onClick={() => {
              form.resetFields();
              setFilters({});
            }}
          >
            {t('list.reset')}
          </Button>
          {can(NOTICE_CODES.add) ? (
            <Button type="primary" ghost onClick={() => setEditing(null)} data-testid="notice-add">
              {t('list.add')}
            </Button>
          ) : null}
        </Space>
      </Form>
      <Table<AdminNotice>
        rowKey="id"
        size="middle"
        loading={loading}
        columns={columns}
        dataSource={data.records}
        onChange={(pagination: TablePaginationConfig, _f, sorter) => {
          const s = Array.isArray(sorter) ? sorter[0] : sorter;
          const key = (s?.columnKey ?? s?.field) as string | undefined;
          setSort(s?.order ? { column: key, order: s.order === 'ascend' ? 'asc' : 'desc' } : {});
          setPage({ current: pagination.current ?? 1, size: pagination.pageSize ?? 10 });
        }}
        pagination={{
          current: page.current,
          pageSize: page.size,
          total: data.total,
          showSizeChanger: true,
          pageSizeOptions: [10, 20, 50, 100],
          showTotal: (total) => t('list.total', { total }),
        }}
      />
      {editing !== undefined ? (
        <NoticeEditorModal
          editing={editing}
          onClose={() => setEditing(undefined)}
          onSaved={() => {
            setEditing(undefined);
            void load();
          }}
        />
      ) : null}
      <Modal
        open={deliveries !== null}
        title={t('list.deliveries')}
        footer={null}
        width={760}
        onCancel={() => setDeliveries(null)}
      >
        <Table<Delivery>
          size="small"
          rowKey={(d) => `${d.userId}-${d.route}`}
          dataSource={deliveries ?? []}
          pagination={{ pageSize: 10 }}
          columns={[
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
                <Tag color={s === 'sent' ? 'green' : s === 'failed' ? 'red' : 'orange'}>
                  {t(`delivery.${s}`)}
                </Tag>
              ),
            },
            { title: t('delivery.detail'), dataIndex: 'detail', ellipsis: true },
            { title: t('delivery.at'), dataIndex: 'at', width: 170 },
          ]}
        />
      </Modal>
    </div>
  );
}
