import { Button, DatePicker, Form, Input, Select, Space, Table, Tag } from 'antd';
import type { Dayjs } from 'dayjs';
import { formatDateTime } from '../../shared/format/dateTime';
import { usePagedList } from '../../shared/hooks/usePagedList';
import { usePermission } from '../../shared/permissions';
import { type LoginLogQuery, type LoginLogRecord, systemConfigApi } from './api';
import { rangeParams, sortParams } from './logFormat';
import { systemConfigTexts } from './texts';
import './systemConfig.css';

interface Filters {
  username?: string;
  outcome?: 'success' | 'failure';
  event?: 'login' | 'logout';
  dates?: [Dayjs | null, Dayjs | null] | null;
}

/** 登录日志 (sys/LoginLogList): sign-ins and sign-outs of the body's users, success and failure. */
export default function LoginLogListPage() {
  const { t } = systemConfigTexts.useTranslation();
  const can = usePermission();
  const [form] = Form.useForm<Filters>();
  const list = usePagedList((q: LoginLogQuery) => systemConfigApi.loginLog(q), {
    pageNo: 1,
    pageSize: 20,
  } as LoginLogQuery);

  const filtersOf = (v: Filters) => ({
    username: v.username?.trim() || undefined,
    outcome: v.outcome,
    event: v.event,
    ...rangeParams(v.dates),
  });
  const apply = (v: Filters) => list.setQuery((q) => ({ pageNo: 1, pageSize: q.pageSize, ...filtersOf(v) }));
  const { pageNo: _p, pageSize: _s, ...current } = list.query;

  return (
    <div className="system-config-page" data-testid="login-log">
      <Form form={form} layout="inline" onFinish={apply} className="system-config-page__filters">
        <Form.Item name="username" label={t('loginLog.username')}>
          <Input allowClear maxLength={60} style={{ width: 160 }} />
        </Form.Item>
        <Form.Item name="outcome" label={t('loginLog.outcome')}>
          <Select
            allowClear
            style={{ width: 100 }}
            options={[
              { value: 'success', label: t('loginLog.success') },
              { value: 'failure', label: t('loginLog.failure') },
            ]}
          />
        </Form.Item>
        <Form.Item name="event" label={t('loginLog.event')}>
          <Select
            allowClear
            style={{ width: 100 }}
            options={[
              { value: 'login', label: t('loginLog.login') },
              { value: 'logout', label: t('loginLog.logout') },
            ]}
          />
        </Form.Item>
        <Form.Item name="dates" label={t('common.dateRange')}>
          <DatePicker.RangePicker allowEmpty={[true, true]} />
        </Form.Item>
        <Space>
          <Button type="primary" htmlType="submit">
            {t('common.search')}
          </Button>
          <Button
            onClick={() => {
              form.resetFields();
              apply({});
            }}
          >
            {t('common.reset')}
          </Button>
          {can('sys:loginLog:export') ? (
            <Button onClick={() => void systemConfigApi.exportLoginLog(current).catch(() => {})}>
              {t('common.export')}
            </Button>
          ) : null}
        </Space>
      </Form>
      <Table<LoginLogRecord>
        rowKey="id"
        size="middle"
        loading={list.loading}
        dataSource={list.data.records}
        pagination={{ ...list.pagination, showTotal: (total) => t('common.total', { total: String(total) }) }}
        onChange={(_p, _f, sorter) => list.setQuery((q) => ({ ...q, pageNo: 1, ...sortParams(sorter) }))}
        scroll={{ x: 1000 }}
        columns={[
          {
            title: t('loginLog.at'),
            dataIndex: 'at',
            key: 'at',
            width: 170,
            sorter: true,
            render: formatDateTime,
          },
          { title: t('loginLog.username'), dataIndex: 'username', key: 'username', width: 130, sorter: true },
          {
            title: t('loginLog.event'),
            dataIndex: 'event',
            width: 70,
            render: (v: string) => (v === 'login' ? t('loginLog.login') : t('loginLog.logout')),
          },
          {
            title: t('loginLog.outcome'),
            dataIndex: 'outcome',
            key: 'outcome',
            width: 80,
            sorter: true,
            render: (v: string) =>
              v === 'success' ? (
                <Tag color="green">{t('loginLog.success')}</Tag>
              ) : (
                <Tag color="red">{t('loginLog.failure')}</Tag>
              ),
          },
          { title: t('loginLog.detail'), dataIndex: 'detail', width: 170 },
          { title: t('loginLog.ip'), dataIndex: 'ip', key: 'ip', width: 140, sorter: true },
          { title: t('loginLog.userAgent'), dataIndex: 'userAgent', ellipsis: true },
        ]}
      />
    </div>
  );
}
