/** Columns, search fields and filters of the sign-in log (LoginLogListPage.tsx renders them). */
import { DatePicker, Form, Select, Tag } from 'antd';
import type { Dayjs } from 'dayjs';
import type { ListColumn } from '../../shared/list';
import { dateTimeColumn, TextFilter, textColumn } from '../../shared/list/parts';
import type { LoginLogFilters, LoginLogRecord } from './api';
import { rangeParams } from './logFormat';
import type { SystemConfigT } from './texts';

interface SearchValues {
  username?: string;
  outcome?: 'success' | 'failure';
  event?: 'login' | 'logout';
  dates?: [Dayjs | null, Dayjs | null] | null;
}

/** The search form's values as the list's filters. */
export function loginLogFilters(values: Record<string, unknown>): LoginLogFilters {
  const v = values as SearchValues;
  return {
    username: v.username?.trim() || undefined,
    outcome: v.outcome,
    event: v.event,
    ...rangeParams(v.dates),
  };
}

export function loginLogColumns(t: SystemConfigT): ListColumn<LoginLogRecord>[] {
  return [
    dateTimeColumn('at', t('loginLog.at'), { sortField: 'at' }),
    textColumn('username', t('loginLog.username'), 130, { sortField: 'username' }),
    {
      key: 'event',
      title: t('loginLog.event'),
      dataIndex: 'event',
      width: 70,
      render: (v: string) => (v === 'login' ? t('loginLog.login') : t('loginLog.logout')),
    },
    {
      key: 'outcome',
      sortField: 'outcome',
      title: t('loginLog.outcome'),
      dataIndex: 'outcome',
      width: 80,
      render: (v: string) =>
        v === 'success' ? (
          <Tag color="green">{t('loginLog.success')}</Tag>
        ) : (
          <Tag color="red">{t('loginLog.failure')}</Tag>
        ),
    },
    { key: 'detail', title: t('loginLog.detail'), dataIndex: 'detail', width: 170 },
    { key: 'ip', sortField: 'ip', title: t('loginLog.ip'), dataIndex: 'ip', width: 140 },
    { key: 'userAgent', title: t('loginLog.userAgent'), dataIndex: 'userAgent', ellipsis: true },
  ];
}

export function loginLogSearchFields(t: SystemConfigT) {
  return (
    <>
      <TextFilter name="username" label={t('loginLog.username')} width={160} maxLength={60} />
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
    </>
  );
}
