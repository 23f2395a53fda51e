import type { CertificateStandardRecord } from '@cb/domain';
import { Form, Input, type InputProps } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { loadStandards } from '../../shared/components/form/referenceData';

/**
 * 标准版本 of an application item: choosing the standard fills in the catalogue's edition (its
 * standard number) when the field is empty or still holds the previous standard's, so the contract
 * and the certificate carry it (issue 30). The server fills an empty one the same way on save.
 */
export function StandardVersionInput({ item, ...rest }: InputProps & { item: number }) {
  const form = Form.useFormInstance();
  const standardId = Form.useWatch(['items', item, 'certificateStandardId'], form) as string | undefined;
  const [standards, setStandards] = useState<CertificateStandardRecord[]>([]);
  const filled = useRef('');
  useEffect(() => {
    let live = true;
    loadStandards().then(
      (list) => live && setStandards(list),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, []);
  const edition = standards.find((s) => s.id === standardId)?.standardNumber ?? '';
  useEffect(() => {
    if (!edition) return;
    const path = ['items', item, 'standardVersion'];
    const current = String(form.getFieldValue(path) ?? '').trim();
    if (!current || current === filled.current) {
      form.setFieldValue(path, edition);
      filled.current = edition;
    }
  }, [edition, item, form]);
  return <Input maxLength={50} placeholder={edition || undefined} {...rest} />;
}
