/** Columns and the read-state filter of the user's messages or notices (MyNoticeTable.tsx renders them). */
import { Button, Form, Radio, type RadioGroupProps, Space, Tag } from 'antd';
import type { ReactNode } from 'react';
import type { ListColumn } from '../../shared/list';
import { ActionLink } from '../../shared/list/ActionLink';
import type { MyNoticeFilters, NoticeSummary } from './api';
import type { NoticeT } from './texts';

export interface MyNoticeColumnContext {
  t: NoticeT;
  open: (n: NoticeSummary) => void;
  markRead: (n: NoticeSummary) => void;
}

/** The 标题 column of the notice lists (sortable); `render` draws a row's title (a link that opens it). */
export function noticeTitleColumn<T>(t: NoticeT, render: (title: string, n: T) => ReactNode): ListColumn<T> {
  return {
    key: 'title',
    sortField: 'title',
    title: t('list.title'),
    dataIndex: 'title',
    ellipsis: true,
    render,
  };
}

export function myNoticeColumns({ t, open, markRead }: MyNoticeColumnContext): ListColumn<NoticeSummary>[] {
  return [
    noticeTitleColumn<NoticeSummary>(t, (title, n) => (
      <Button
        type="link"
        style={{ padding: 0, color: n.type === '3' ? 'var(--cb-color-urgent-text)' : undefined }}
        onClick={() => open(n)}
      >
        {title}
      </Button>
    )),
    {
      key: 'priority',
      sortField: 'priority',
      title: t('list.priority'),
      dataIndex: 'priority',
      width: 90,
      render: (p: 'L' | 'M' | 'H') => (
        <Tag color={p === 'H' ? 'red' : p === 'M' ? 'blue' : 'default'}>{t(`priority.${p}`)}</Tag>
      ),
    },
    { key: 'senderName', title: t('detail.sender'), dataIndex: 'senderName', width: 120 },
    {
      key: 'sendTime',
      sortField: 'sendTime',
      title: t('list.sendTime'),
      dataIndex: 'sendTimeStr',
      width: 180,
    },
    {
      key: 'readFlag',
      title: t('list.readStatus'),
      dataIndex: 'readFlag',
      width: 90,
      render: (f: number) => (f ? <Tag>{t('list.read')}</Tag> : <Tag color="orange">{t('list.unread')}</Tag>),
    },
    {
      key: 'actions',
      title: t('list.action'),
      width: 150,
      fixedVisible: true,
      render: (_: unknown, n) => (
        <Space size={0}>
          <ActionLink onClick={() => open(n)}>{t('list.view')}</ActionLink>
          {n.readFlag ? null : <ActionLink onClick={() => markRead(n)}>{t('list.markRead')}</ActionLink>}
        </Space>
      ),
    },
  ];
}

/** The read-state choice applies at once (it submits the list's search form). */
function ReadStatusFilter(props: RadioGroupProps) {
  const form = Form.useFormInstance();
  return (
    <Radio.Group
      {...props}
      optionType="button"
      onChange={(e) => {
        props.onChange?.(e);
        form.submit();
      }}
    />
  );
}

export function myNoticeSearchFields(t: NoticeT) {
  return (
    <Form.Item name="readStatus" initialValue="">
      <ReadStatusFilter
        options={[
          { value: '', label: t('list.all') },
          { value: '0', label: t('list.unread') },
          { value: '1', label: t('list.read') },
        ]}
      />
    </Form.Item>
  );
}

/** The search form's values as the list's filters ('' = every read state). */
export function myNoticeFilters(values: Record<string, unknown>): MyNoticeFilters {
  const readStatus = values.readStatus;
  return readStatus === '0' || readStatus === '1' ? { readStatus } : {};
}
