/** The signed-in user's messages or notices, paged on the server, with read state and mark-read. */
import { MAX_PAGE_SIZE } from '@cb/domain';
import { App, Button, Radio, Space, Table, Tag } from 'antd';
import type { ColumnsType, TablePaginationConfig } from 'antd/es/table';
import { useCallback, useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { type NoticeSummary, noticeApi } from './api';
import { noticeStore, useNotices } from './noticeStore';
import { noticeTexts } from './texts';

export function MyNoticeTable({ category }: { category: '1' | '2' }) {
  const { t } = noticeTexts.useTranslation();
  const { modal, message } = App.useApp();
  const navigate = useNavigate();
  const pushes = useNotices((s) => s.pushes);
  const [readStatus, setReadStatus] = useState<'' | '0' | '1'>('');
  const [page, setPage] = useState({ current: 1, size: 10 });
  const [sort, setSort] = useState<{ column?: string; order?: 'asc' | 'desc' }>({});
  const [data, setData] = useState<{ records: NoticeSummary[]; total: number }>({ records: [], total: 0 });
  const [loading, setLoading] = useState(false);

  const load = useCallback(async () => {
    setLoading(true);
    try {
      const result = await noticeApi.listByUser({
        pageNo: page.current,
        pageSize: page.size,
        msgCategory: category,
        readStatus: readStatus || undefined,
        column: sort.column,
        order: sort.order,
      });
      setData({ records: result.records, total: result.total });
    } finally {
      setLoading(false);
    }
  }, [category, page, readStatus, sort]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: reload when a push arrives
  useEffect(() => {
    void load();
  }, [load, pushes]);

  const markRead = async (n: NoticeSummary) => {
    await noticeApi.markRead(n.id);
    message.success(t('popup.read'));
    void noticeStore.getState().reload();
    void load();
  };

  const columns: ColumnsType<NoticeSummary> = [
    {
      title: t('list.title'),
      dataIndex: 'title',
      sorter: true,
      ellipsis: true,
      render: (title: string, n) => (
        <Button
          type="link"
          style={{ padding: 0, color: n.type === '3' ? 'var(--cb-color-urgent-text)' : undefined }}
          onClick={() => navigate(`/xxtz/notice/${n.id}`)}
        >
          {title}
        </Button>
      ),
    },
    {
      title: t('list.priority'),
      dataIndex: 'priority',
      width: 90,
      sorter: true,
      render: (p: 'L' | 'M' | 'H') => (
        <Tag color={p === 'H' ? 'red' : p === 'M' ? 'blue' : 'default'}>{t(`priority.${p}`)}</Tag>
      ),
    },
    { title: t('detail.sender'), dataIndex: 'senderName', width: 120 },
    { title: t('list.sendTime'), dataIndex: 'sendTimeStr', width: 180, sorter: true, key: 'sendTime' },
    {
      title: t('list.readStatus'),
      dataIndex: 'readFlag',
      width: 90,
      render: (f: number) => (f ? <Tag>{t('list.read')}</Tag> : <Tag color="orange">{t('list.unread')}</Tag>),
    },
    {
      title: t('list.action'),
      width: 150,
      render: (_, n) => (
        <Space size={0}>
          <Button type="link" size="small" onClick={() => navigate(`/xxtz/notice/${n.id}`)}>
            {t('list.view')}
          </Button>
          {n.readFlag ? null : (
            <Button type="link" size="small" onClick={() => void markRead(n)}>
              {t('list.markRead')}
            </Button>
          )}
        </Space>
      ),
    },
  ];

  return (
    <div>
      <Space style={{ marginBottom: 12, width: '100%', justifyContent: 'space-between' }} wrap>
        <Radio.Group
          value={readStatus}
          onChange={(e) => {
            setReadStatus(e.target.value);
            setPage((p) => ({ ...p, current: 1 }));
          }}
          optionType="button"
          options={[
            { value: '', label: t('list.all') },
            { value: '0', label: t('list.unread') },
            { value: '1', label: t('list.read') },
          ]}
        />
        <Button
          onClick={() =>
            modal.confirm({
              title: t('bell.confirmTitle'),
              content: t('bell.confirmReadAll'),
              onOk: async () => {
                await noticeApi.markAllRead(category);
                message.success(t('bell.readAllDone'));
                void noticeStore.getState().reload();
                void load();
              },
            })
          }
        >
          {t('list.readAll')}
        </Button>
      </Space>
      <Table<NoticeSummary>
        rowKey="id"
        size="middle"
        loading={loading}
        columns={columns}
        dataSource={data.records}
        onChange={(pagination: TablePaginationConfig, _filters, sorter) => {
          const s = Array.isArray(sorter) ? sorter[0] : sorter;
          const key = (s?.columnKey ?? s?.field) as string | undefined;
          setSort(s?.order ? { column: key, order: s.order === 'ascend' ? 'asc' : 'desc' } : {});
          setPage({
            current: pagination.current ?? 1,
            size: Math.min(pagination.pageSize ?? 10, MAX_PAGE_SIZE),
          });
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
    </div>
  );
}
