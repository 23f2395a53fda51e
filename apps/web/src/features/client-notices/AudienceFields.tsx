/**
 * 发送对象 of a notice: the audience's kind and, for every kind but 全部客户, its values (standards,
 * regions, certificate statuses or picked clients), with the number of clients it reaches, counted on
 * the server as the choice changes.
 */
import { CERTIFICATE_STATUSES_WITH_OLD, type CertificateStandardRecord, REGIONS } from '@cb/domain';
import { CLIENT_NOTICE_AUDIENCES } from '@cb/domain/client-notices';
import { Form, type FormInstance, Radio, Select, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { loadStandards } from '../../shared/components/form/referenceData';
import { optionsFor } from '../../shared/format/codeTables';
import { type ClientNoticeAudience, clientNoticesApi } from './api';
import { EnterprisePicker } from './EnterprisePicker';
import { type ClientNoticeT, clientNoticeTexts } from './texts';

const regionOptions = optionsFor(REGIONS);
const statusOptions = () =>
  optionsFor(CERTIFICATE_STATUSES_WITH_OLD)()
    .filter((o) => o.value !== 99)
    .map((o) => ({ ...o, value: String(o.value) }));

function useStandards() {
  const [list, setList] = useState<CertificateStandardRecord[]>([]);
  useEffect(() => {
    let live = true;
    loadStandards().then(
      (s) => live && setList(s),
      () => live && setList([]),
    );
    return () => {
      live = false;
    };
  }, []);
  return list.map((s) => ({ value: s.code, label: `${s.shortName} ${s.name}` }));
}

/** The number of clients the audience reaches; null while counting or while it names no values. */
function useAudienceCount(type: ClientNoticeAudience | undefined, values: readonly string[] | undefined) {
  const [count, setCount] = useState<number | null>(null);
  const key = `${type}|${(values ?? []).join(',')}`;
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` stands for type and values
  useEffect(() => {
    setCount(null);
    if (!type || (type !== 'all' && !values?.length)) return;
    let live = true;
    const timer = setTimeout(() => {
      clientNoticesApi.countAudience(type, values ?? []).then(
        (r) => live && setCount(r.count),
        () => undefined,
      );
    }, 300);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [key]);
  return count;
}

export function AudienceFields({
  form,
  initialEnterprises,
}: {
  form: FormInstance;
  initialEnterprises: readonly { id: string; name: string }[];
}) {
  const { t } = clientNoticeTexts.useTranslation();
  const type = Form.useWatch('audienceType', form) as ClientNoticeAudience | undefined;
  const values = Form.useWatch('audienceValues', form) as string[] | undefined;
  const standards = useStandards();
  const count = useAudienceCount(type, values);
  const valueRules = [
    {
      required: true,
      type: 'array' as const,
      min: 1,
      message: type === 'list' ? t('file.enterprisesRequired') : pickMessage(type, t),
    },
  ];

  const reach =
    type && (type === 'all' || values?.length) ? (
      <Typography.Text type="secondary" data-testid="audience-count">
        {count === null ? t('audience.counting') : t('audience.count', { count })}
      </Typography.Text>
    ) : null;

  return (
    <>
      <Form.Item
        name="audienceType"
        label={t('field.audienceType')}
        rules={[{ required: true, message: t('form.audienceRequired') }]}
        extra={type === 'all' ? reach : undefined}
      >
        <Radio.Group
          onChange={() => form.setFieldValue('audienceValues', [])}
          options={CLIENT_NOTICE_AUDIENCES.map((a) => ({ value: a, label: t(`audience.${a}`) }))}
        />
      </Form.Item>
      {type && type !== 'all' ? (
        <Form.Item
          name="audienceValues"
          label={t('field.audienceValues')}
          rules={valueRules}
          extra={
            <>
              {type === 'standard' ? <div>{t('audience.standardHint')}</div> : null}
              {reach}
            </>
          }
        >
          {type === 'list' ? (
            <EnterprisePicker initial={initialEnterprises} />
          ) : (
            <Select
              mode="multiple"
              allowClear
              showSearch={{ optionFilterProp: 'label' }}
              placeholder={pickMessage(type, t)}
              options={
                type === 'standard' ? standards : type === 'region' ? regionOptions() : statusOptions()
              }
            />
          )}
        </Form.Item>
      ) : null}
    </>
  );
}

function pickMessage(type: ClientNoticeAudience | undefined, t: ClientNoticeT) {
  switch (type) {
    case 'standard':
      return t('audience.pickStandard');
    case 'region':
      return t('audience.pickRegion');
    case 'certStatus':
      return t('audience.pickStatus');
    default:
      return t('audience.pickEnterprise');
  }
}
