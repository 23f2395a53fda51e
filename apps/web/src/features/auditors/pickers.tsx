/**
 * Remote-search selects of the people pages: an auditor (by name, from the auditor list) and a user
 * account (for the auditor's linked account). Both take `value`/`onChange` from their Form.Item and
 * keep the chosen record's label while other names are searched.
 */
import { Select, type SelectProps } from 'antd';
import { useDeferredValue, useMemo, useState } from 'react';
import { useAuditorOptions, useUserOptions } from './queries';

type Option = { value: string; label: string };
const NONE: readonly Option[] = [];

interface PickerProps extends Omit<SelectProps<string>, 'options' | 'showSearch' | 'filterOption'> {
  /** The label of the current value when it is not among the searched options (an edited record). */
  initialOption?: Option | null;
}

/** A select whose options `useOptions` finds for the typed text (the search follows the typing, deferred). */
function RemoteSelect({
  useOptions,
  initialOption,
  ...rest
}: PickerProps & { useOptions: (text: string) => { data?: readonly Option[]; isFetching: boolean } }) {
  const [text, setText] = useState('');
  const search = useDeferredValue(text.trim());
  const options = useOptions(search);
  const found = options.data ?? NONE;
  const shown = useMemo(
    () =>
      initialOption && !found.some((o) => o.value === initialOption.value)
        ? [initialOption, ...found]
        : [...found],
    [found, initialOption],
  );
  return (
    <Select<string>
      allowClear
      showSearch={{ filterOption: false, onSearch: setText }}
      loading={options.isFetching}
      options={shown}
      {...rest}
      onClear={() => setText('')}
    />
  );
}

/** An auditor chosen by name (shows 姓名（手机）). */
export function AuditorPicker(props: PickerProps) {
  return <RemoteSelect {...props} useOptions={useAuditorOptions} />;
}

/** A user account chosen by name or username (shows 姓名（账号）). */
export function UserPicker(props: PickerProps) {
  return <RemoteSelect {...props} useOptions={useUserOptions} />;
}
