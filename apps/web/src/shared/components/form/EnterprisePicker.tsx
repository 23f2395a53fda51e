/**
 * A multiple select of the tenant's client enterprises, searched on the server by name or number
 * (the area's own option call, 50 at a time); the names of the chosen ones are kept so they show
 * while another search is typed. 客户通知, 开放文件 and 应急事件 pick their enterprises with it.
 */
import { Select, Spin } from 'antd';
import { useEffect, useMemo, useRef, useState } from 'react';

export interface EnterpriseChoice {
  id: string;
  name: string;
  code: string;
}

export function EnterprisePicker({
  value,
  onChange,
  initial = [],
  id,
  disabled,
  search: find,
  placeholder,
}: {
  value?: string[];
  onChange?: (value: string[]) => void;
  /** The names of the enterprises chosen when the form opened. */
  initial?: readonly { id: string; name: string }[];
  id?: string;
  disabled?: boolean;
  /** The area's option call: enterprises matching the keyword (all when none). */
  search: (keyword: string | undefined) => Promise<readonly EnterpriseChoice[]>;
  placeholder: string;
}) {
  const [found, setFound] = useState<readonly EnterpriseChoice[]>([]);
  const [loading, setLoading] = useState(false);
  const known = useRef(new Map<string, string>(initial.map((e) => [e.id, e.name])));
  const seq = useRef(0);

  const search = (keyword: string) => {
    const mine = ++seq.current;
    setLoading(true);
    find(keyword.trim() || undefined)
      .then((rows) => {
        if (mine !== seq.current) return;
        for (const r of rows) known.current.set(r.id, r.name);
        setFound(rows);
      })
      .finally(() => mine === seq.current && setLoading(false));
  };
  // biome-ignore lint/correctness/useExhaustiveDependencies: the first page of options, once
  useEffect(() => search(''), []);

  const options = useMemo(() => {
    const shown = new Map(found.map((e) => [e.id, `${e.name}（${e.code}）`]));
    for (const chosen of value ?? [])
      if (!shown.has(chosen)) shown.set(chosen, known.current.get(chosen) ?? chosen);
    return [...shown].map(([v, label]) => ({ value: v, label }));
  }, [found, value]);

  return (
    <Select<string[]>
      id={id}
      mode="multiple"
      value={value ?? []}
      onChange={(v) => onChange?.(v)}
      disabled={disabled}
      showSearch={{ filterOption: false, onSearch: search }}
      options={options}
      placeholder={placeholder}
      notFoundContent={loading ? <Spin size="small" /> : undefined}
      maxTagCount="responsive"
      allowClear
    />
  );
}
