import { DatePicker, Form, Input, Select, type SelectProps } from 'antd';
import type { ReactNode } from 'react';
import { formatDateTime } from '../format/dateTime';
import type { ListColumn } from './ListPage';

/** A search form's text field (cleared with its ×). */
export function TextFilter({
  name,
  label,
  width,
  maxLength,
}: {
  name: string;
  label: ReactNode;
  width: number;
  maxLength: number;
}) {
  return (
    <Form.Item name={name} label={label}>
      <Input allowClear maxLength={maxLength} style={{ width }} />
    </Form.Item>
  );
}

/** A search form's choice (cleared with its ×). */
export function SelectFilter({
  name,
  label,
  width,
  ...select
}: {
  name: string;
  label: ReactNode;
  width: number;
} & Pick<SelectProps, 'options' | 'showSearch' | 'optionFilterProp' | 'mode' | 'placeholder'>) {
  return (
    <Form.Item name={name} label={label}>
      <Select allowClear {...select} style={{ width }} />
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

/** A date-and-time column (创建时间, 提交时间 …), sortable when `sortField` is given. */
export function dateTimeColumn<T>(
  key: string,
  title: string,
  {
    dataIndex = key,
    width = 170,
    sortField,
  }: { dataIndex?: string; width?: number; sortField?: string } = {},
): ListColumn<T> {
  return { key, title, dataIndex, width, ...(sortField ? { sortField } : {}), render: formatDateTime };
}
