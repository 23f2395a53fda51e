/**
 * Remote-search selects of the people pages: an auditor (by name, from the auditor list) and a user
 * account (for the auditor's linked account). Both take `value`/`onChange` from their Form.Item and
 * keep the chosen record's label while other names are searched.
 */
import { Select, type SelectProps } from 'antd';
import { useDeferredValue, useMemo, useState } from 'react';
import { useAuditorOptions, useUserOptions } from './queries';

type Option = { value: string; label: string };

interface PickerProps extends Omit<SelectProps<string>, 'options' | 'showSearch' | 'filterOption'> {
  /** The label of the current value when it is not among the searched options (an edited record). */
  initialOption?: Option | null;
}

function RemoteSelect({
  options,
  loading,
  onSearchText,
  initialOption,
  ...rest
}: PickerProps & { options: readonly Option[]; loading: boolean; onSearchText: (text: string) => void }) {
  const shown = useMemo(
    () =>
      initialOption && !options.some((o) => o.value === initialOption.value)
        ? [initialOption, ...options]
        : [...options],
    [options, initialOption],
  );
  return (
    <Select<string>
      allowClear
      showSearch={{ filterOption: false, onSearch: onSearchText }}
      loading={loading}
      options={shown}
      {...rest}
      onClear={() => onSearchText('')}
    />
  );
}

/** An auditor chosen by name (shows 姓名（手机）). */
export function AuditorPicker(props: PickerProps) {
  const [text, setText] = useState('');
  const name = useDeferredValue(text.trim());
  const options = useAuditorOptions(name);
  return (
    <RemoteSelect
      {...props}
      options={options.data ?? []}
      loading={options.isFetching}
      onSearchText={setText}
    />
  );
}

/** A user account chosen by name or username (shows 姓名（账号）). */
export function UserPicker(props: PickerProps) {
  const [text, setText] = useState('');
  const keyword = useDeferredValue(text.trim());
  const options = useUserOptions(keyword);
  return (
    <RemoteSelect
      {...props}
      options={options.data ?? []}
      loading={options.isFetching}
      onSearchText={setText}
    />
  );
}
