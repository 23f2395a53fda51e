import type { CertificateStandardRecord } from '@cb/domain';
import { Select, type SelectProps } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { loadStandards, standardOptions } from './referenceData';

type Props = Omit<SelectProps<string>, 'options' | 'loading'> & {
  /** Only standards whose certificates carry a scope (SPEC.md §5). */
  scopeOnly?: boolean;
  /** Standards not to offer (e.g. those already chosen elsewhere). */
  excludeIds?: readonly string[];
};

/**
 * A select of the tenant's certification standards (cached 7 days).
 * @example <CertificateStandardSelect scopeOnly excludeIds={chosen} placeholder="认证标准" />
 */
export function CertificateStandardSelect({ scopeOnly, excludeIds, ...rest }: Props) {
  const [list, setList] = useState<CertificateStandardRecord[] | null>(null);
  useEffect(() => {
    let live = true;
    loadStandards().then(
      (standards) => live && setList(standards),
      () => live && setList([]),
    );
    return () => {
      live = false;
    };
  }, []);
  const options = useMemo(
    () =>
      standardOptions(list ?? [], { scopeOnly, excludeIds }).map((s) => ({
        value: s.id,
        label: `${s.shortName} ${s.name}`,
      })),
    [list, scopeOnly, excludeIds],
  );
  return (
    <Select<string>
      allowClear
      showSearch
      optionFilterProp="label"
      {...rest}
      loading={list === null}
      options={options}
    />
  );
}
