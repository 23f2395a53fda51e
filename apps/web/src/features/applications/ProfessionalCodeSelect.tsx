import { Form, Select, type SelectProps } from 'antd';
import { useEffect, useState } from 'react';
import { referenceApi } from '../reference/api';

interface CodeOption {
  code: string;
  name: string;
}

/** Typed text that reads as a code (18, 18.01, 18.01.02) searches codes; anything else names. */
const looksLikeCode = (text: string) => /^[\d.]+$/.test(text);

/**
 * 专业代码 of an application item (issue 31 item 12): a searchable multi-select of the codes of the
 * item's chosen standard (code + name) from the professional-code list, instead of typed text.
 * Typing searches the list (by code when it reads as one, else by name); arrows and Enter pick.
 * Codes already on the record stay selectable even when the list no longer has them.
 */
export function ProfessionalCodeSelect({
  item,
  value,
  ...rest
}: Omit<SelectProps<string[]>, 'options' | 'mode'> & { item: number }) {
  const form = Form.useFormInstance();
  const standardId = Form.useWatch(['items', item, 'certificateStandardId'], form) as string | undefined;
  const [typed, setTyped] = useState('');
  const [keyword, setKeyword] = useState('');
  const [found, setFound] = useState<CodeOption[]>([]);
  const [known, setKnown] = useState<Map<string, string>>(new Map());
  const [loading, setLoading] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setKeyword(typed.trim()), 300);
    return () => clearTimeout(timer);
  }, [typed]);
  useEffect(() => {
    if (!standardId) {
      setFound([]);
      return;
    }
    const controller = new AbortController();
    setLoading(true);
    referenceApi
      .codeList(
        {
          certificateStandardId: standardId,
          ...(keyword ? (looksLikeCode(keyword) ? { certCodeCustom: keyword } : { proName: keyword }) : {}),
          column: 'certCodeCustom',
          order: 'asc',
          pageNo: 1,
          pageSize: 100,
        },
        { signal: controller.signal, silent: true },
      )
      .then((page) => {
        const codes = page.records
          .filter((r) => r.enabled !== 0)
          .map((r) => ({ code: r.certCodeCustom, name: r.proName }));
        setFound(codes);
        setKnown((before) => new Map([...before, ...codes.map((c) => [c.code, c.name] as const)]));
      })
      // A failed search leaves the chosen codes as they are (the list stays what it was).
      .catch(() => undefined)
      .finally(() => {
        if (!controller.signal.aborted) setLoading(false);
      });
    return () => controller.abort();
  }, [standardId, keyword]);
  const chosen = value ?? [];
  const options = [
    ...chosen
      .filter((code) => !found.some((f) => f.code === code))
      .map((code) => ({ code, name: known.get(code) ?? '' })),
    ...found,
  ].map((c) => ({ value: c.code, label: c.name ? `${c.code} ${c.name}` : c.code }));
  return (
    <Select<string[]>
      mode="multiple"
      allowClear
      {...rest}
      value={chosen}
      loading={loading}
      disabled={rest.disabled || !standardId}
      showSearch={{ filterOption: false, onSearch: setTyped }}
      onBlur={() => setTyped('')}
      options={options}
      optionLabelProp="value"
    />
  );
}
