/**
 * Columns, search fields and filters of the operation log, and the columns of an entry's
 * before/after view (OperLogListPage.tsx renders them).
 */
import { DatePicker, Form, type TableColumnsType, Tag } from 'antd';
import type { Dayjs } from 'dayjs';
import { type ListColumn, SelectFilter } from '../../shared/list';
import { ActionLink } from '../../shared/list/ActionLink';
import { actionColumn, dateTimeColumn, TextFilter } from '../../shared/list/parts';
import type { FieldChange, OperLogFilters, OperLogRecord, OperLogTableOption } from './api';
import { rangeParams, valueText } from './logFormat';
import type { SystemConfigT } from './texts';

const ACTIONS = ['insert', 'update', 'delete'] as const;
type Action = (typeof ACTIONS)[number];
const ACTION_COLORS: Record<Action, string> = { insert: 'green', update: 'blue', delete: 'red' };

export const actionLabel = (t: SystemConfigT, action: Action) => t(`operLog.${action}`);

interface SearchValues {
  tableName?: string;
  action?: Action;
  actor?: string;
  recordId?: string;
  dates?: [Dayjs | null, Dayjs | null] | null;
}

/** The search form's values as the list's filters. */
export function operLogFilters(values: Record<string, unknown>): OperLogFilters {
  const v = values as SearchValues;
  return {
    tableName: v.tableName,
    action: v.action,
    actor: v.actor?.trim() || undefined,
    recordId: v.recordId?.trim() || undefined,
    ...rangeParams(v.dates),
  };
}

export function operLogColumns(
  t: SystemConfigT,
  showDetail: (row: OperLogRecord) => void,
): ListColumn<OperLogRecord>[] {
  return [
    dateTimeColumn('at', t('operLog.at'), { sortField: 'at' }),
    {
      key: 'actorName',
      title: t('operLog.actor'),
      dataIndex: 'actorName',
      width: 170,
      render: (v: string | null) => v ?? t('operLog.system'),
    },
    {
      key: 'action',
      sortField: 'action',
      title: t('operLog.action'),
      dataIndex: 'action',
      width: 80,
      render: (a: Action) => <Tag color={ACTION_COLORS[a]}>{actionLabel(t, a)}</Tag>,
    },
    {
      key: 'tableName',
      sortField: 'tableName',
      title: t('operLog.table'),
      dataIndex: 'tableLabel',
      width: 120,
    },
    {
      key: 'recordLabel',
      title: t('operLog.record'),
      dataIndex: 'recordLabel',
      width: 240,
      ellipsis: { showTitle: false },
      // The record as users know it; its id stays on hover (and in the filter).
      render: (label: string, r) => <span title={`${label}（${r.recordId}）`}>{label}</span>,
    },
    {
      key: 'changedFields',
      title: t('operLog.changedFields'),
      dataIndex: 'changedFields',
      ellipsis: true,
      render: (fields: string[]) => fields.join('、'),
    },
    actionColumn(t('common.actions'), 80, (r) => (
      <ActionLink onClick={() => showDetail(r)}>{t('operLog.detail')}</ActionLink>
    )),
  ];
}

export function operLogSearchFields(t: SystemConfigT, tables: readonly OperLogTableOption[]) {
  return (
    <>
      <SelectFilter
        name="tableName"
        label={t('operLog.table')}
        showSearch
        optionFilterProp="label"
        width={160}
        options={[...tables]}
      />
      <SelectFilter
        name="action"
        label={t('operLog.action')}
        width={100}
        options={ACTIONS.map((a) => ({ value: a, label: actionLabel(t, a) }))}
      />
      <TextFilter name="actor" label={t('operLog.actor')} width={140} maxLength={60} />
      <TextFilter name="recordId" label={t('operLog.recordId')} width={200} maxLength={64} />
      <Form.Item name="dates" label={t('common.dateRange')}>
        <DatePicker.RangePicker allowEmpty={[true, true]} />
      </Form.Item>
    </>
  );
}

export function diffColumns(t: SystemConfigT): TableColumnsType<FieldChange> {
  const value = (v: unknown) => <pre className="system-config-diff__value">{valueText(v)}</pre>;
  return [
    { title: t('operLog.field'), dataIndex: 'label', width: 200 },
    { title: t('operLog.before'), dataIndex: 'before', render: value },
    { title: t('operLog.after'), dataIndex: 'after', render: value },
  ];
}
