import { type CodeLabel, optionsOf } from '@cb/domain';
import { DatePicker, Form, Input, Select, type SelectProps, Space } from 'antd';
import type { ReactNode } from 'react';
import { formatDateTime } from '../format/dateTime';
import { currentLocale } from '../i18n';
import type { ListColumn } from './ListPage';

/** A search form's text field (cleared with its ×). */
export function TextFilter({
  name,
  label,
  width,
  maxLength,
  placeholder,
}: {
  name: string;
  label: ReactNode;
  width: number;
  maxLength: number;
  placeholder?: string;
}) {
  return (
    <Form.Item name={name} label={label}>
      <Input allowClear maxLength={maxLength} placeholder={placeholder} style={{ width }} />
    </Form.Item>
  );
}

/** A search form's choice (cleared with its ×): `options`, or a code table's rows in the user's language. */
export function SelectFilter({
  name,
  label,
  width,
  codes,
  ...select
}: {
  name: string;
  label: ReactNode;
  width: number;
  codes?: readonly CodeLabel[];
} & Pick<SelectProps, 'options' | 'showSearch' | 'optionFilterProp' | 'mode' | 'placeholder'>) {
  const options = codes ? optionsOf(codes, currentLocale()) : select.options;
  return (
    <Form.Item name={name} label={label}>
      <Select allowClear {...select} options={options} style={{ width }} />
    </Form.Item>
  );
}

/** A search form's date range; either end may stay open (it also lets Tab leave an empty start). */
export function DateRangeFilter({ name, label }: { name: string; label: ReactNode }) {
  return (
    <Form.Item name={name} label={label}>
      <DatePicker.RangePicker style={{ width: 240 }} allowEmpty={[true, true]} />
    </Form.Item>
  );
}

/** A column of a row's own field `key` as it comes (clipped with … when `ellipsis`), sortable when `sortField` is given. */
export function textColumn<T>(
  key: string,
  title: string,
  width?: number,
  { ellipsis, sortField, optional }: { ellipsis?: boolean; sortField?: string; optional?: boolean } = {},
): ListColumn<T> {
  return {
    key,
    title,
    dataIndex: key,
    ...(width === undefined ? {} : { width }),
    ...(ellipsis ? { ellipsis } : {}),
    ...(sortField ? { sortField } : {}),
    ...(optional ? { optional } : {}),
  };
}

/**
 * A date-and-time column (创建时间, 提交时间 …), sortable when `sortField` is given; `optional` when it
 * may give way on a narrow page (ListColumn.optional).
 */
export function dateTimeColumn<T>(
  key: string,
  title: string,
  {
    dataIndex = key,
    width = 170,
    sortField,
    optional,
  }: { dataIndex?: string; width?: number; sortField?: string; optional?: boolean } = {},
): ListColumn<T> {
  return {
    key,
    title,
    dataIndex,
    width,
    ...(sortField ? { sortField } : {}),
    ...(optional ? { optional } : {}),
    render: formatDateTime,
  };
}

/** The 操作 column: fixed on the right and always shown; `render` draws a row's action(s). */
export function actionColumn<T>(title: string, width: number, render: (row: T) => ReactNode): ListColumn<T> {
  return {
    key: 'actions',
    title,
    width,
    fixed: 'right',
    fixedVisible: true,
    render: (_v, row) => render(row),
  };
}

/** The 操作 column with a row's actions side by side. */
export function actionsColumn<T>(
  title: string,
  width: number,
  actions: (row: T) => ReactNode,
): ListColumn<T> {
  return actionColumn(title, width, (row) => <Space size={0}>{actions(row)}</Space>);
}
