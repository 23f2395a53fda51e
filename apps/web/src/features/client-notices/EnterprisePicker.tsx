/**
 * A multiple select of the tenant's client enterprises, searched on the server by name or number
 * (50 at a time); the names of the chosen ones are kept so they show while another search is typed.
 */
import { Select, Spin } from 'antd';
import { useEffect, useMemo, useRef, useState } from 'react';
import { clientNoticesApi, type EnterpriseOption } from './api';
import { clientNoticeTexts } from './texts';

export function EnterprisePicker({
  value,
  onChange,
  initial = [],
  id,
}: {
  value?: string[];
  onChange?: (value: string[]) => void;
  /** The names of the enterprises chosen when the form opened. */
  initial?: readonly { id: string; name: string }[];
  id?: string;
}) {
  const { t } = clientNoticeTexts.useTranslation();
  const [found, setFound] = useState<EnterpriseOption[]>([]);
  const [loading, setLoading] = useState(false);
  const known = useRef(new Map<string, string>(initial.map((e) => [e.id, e.name])));
  const seq = useRef(0);

  const search = (keyword: string) => {
    const mine = ++seq.current;
    setLoading(true);
    clientNoticesApi
      .enterpriseOptions(keyword.trim() || undefined)
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
      showSearch={{ filterOption: false, onSearch: search }}
      options={options}
      placeholder={t('audience.pickEnterprise')}
      notFoundContent={loading ? <Spin size="small" /> : undefined}
      maxTagCount="responsive"
      allowClear
    />
  );
}
