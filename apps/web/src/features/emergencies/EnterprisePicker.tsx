/**
 * A multiple select of the tenant's client enterprises, searched on the server by name or number
 * (50 at a time); the names of the chosen ones are kept so they show while another search is typed.
 */
import { Select, Spin } from 'antd';
import { useEffect, useMemo, useRef, useState } from 'react';
import { type EventEnterpriseOption, eventsApi } from './api';
import { eventTexts } from './texts';

export function EnterprisePicker({
  value,
  onChange,
  initial = [],
  disabled,
  id,
}: {
  value?: string[];
  onChange?: (value: string[]) => void;
  initial?: readonly { id: string; name: string }[];
  disabled?: boolean;
  id?: string;
}) {
  const { t } = eventTexts.useTranslation();
  const [found, setFound] = useState<EventEnterpriseOption[]>([]);
  const [loading, setLoading] = useState(false);
  const known = useRef(new Map<string, string>(initial.map((e) => [e.id, e.name])));
  const seq = useRef(0);

  const search = (keyword: string) => {
    const mine = ++seq.current;
    setLoading(true);
    eventsApi
      .enterpriseOptions(keyword.trim() || undefined)
      .then((rows) => {
        if (mine !== seq.current) return;
        for (const r of rows) known.current.set(r.id, r.name);
        setFound(rows);
      })
      .catch(() => undefined)
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
      disabled={disabled}
      value={value ?? []}
      onChange={(v) => onChange?.(v)}
      showSearch={{ filterOption: false, onSearch: search }}
      options={options}
      placeholder={t('form.pickEnterprise')}
      notFoundContent={loading ? <Spin size="small" /> : undefined}
      maxTagCount="responsive"
    />
  );
}
