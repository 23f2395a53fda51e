import { Select, type SelectProps } from 'antd';
import { useEffect, useState } from 'react';
import { type DictItemOption, loadDictItems } from './referenceData';

type Props = Omit<SelectProps<string>, 'options' | 'loading'> & { dictCode: string };

/**
 * A select over a server dictionary's items (GET /sys/dict/getDictItems/{dictCode}).
 * @example <Form.Item name="riskLevel"><DictSelect dictCode="risk_level" /></Form.Item>
 */
export function DictSelect({ dictCode, ...rest }: Props) {
  const [items, setItems] = useState<DictItemOption[] | null>(null);
  useEffect(() => {
    let live = true;
    setItems(null);
    loadDictItems(dictCode).then(
      (list) => live && setItems(list),
      () => live && setItems([]),
    );
    return () => {
      live = false;
    };
  }, [dictCode]);
  return (
    <Select<string>
      allowClear
      {...rest}
      loading={items === null}
      options={(items ?? []).map((i) => ({ value: i.value, label: i.text }))}
    />
  );
}
