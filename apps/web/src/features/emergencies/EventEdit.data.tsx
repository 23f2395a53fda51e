/**
 * Fields of the 应急事件 form (EventEditPage.tsx lays them out): the contract's Chinese messages, the
 * values ↔ request body mapping. Once published, who is affected is fixed (the server keeps it).
 */
import { REGIONS } from '@cb/domain';
import { EMERGENCY_MAX_MONTHS, EMERGENCY_SCOPES, EMERGENCY_TYPES } from '@cb/domain/emergencies';
import { DatePicker, Input, InputNumber, Radio, Select, Switch } from 'antd';
import type { Dayjs } from 'dayjs';
import dayjs from 'dayjs';
import type { FormField } from '../../shared/detail';
import { optionsFor } from '../../shared/format/codeTables';
import type { EventBody, EventDetail } from './api';
import { EnterprisePicker } from './EnterprisePicker';
import type { EventT } from './texts';

export interface EventFormValues extends Omit<EventBody, 'occurredAt'> {
  occurredAt: Dayjs | null;
}

export const INDUSTRY_CODES = Array.from({ length: 39 }, (_v, i) => String(i + 1));

export function initialValues(record: EventDetail | null): Partial<EventFormValues> {
  if (!record)
    return {
      remoteAuditAllowed: true,
      postponementMonths: EMERGENCY_MAX_MONTHS,
      extensionMonths: EMERGENCY_MAX_MONTHS,
      scope: 'region',
      regions: [],
      industries: [],
      enterpriseIds: [],
      occurredAt: null,
    };
  return {
    title: record.title,
    eventType: record.eventType,
    regions: record.regions,
    occurredAt: dayjs(record.occurredAt),
    description: record.description,
    remoteAuditAllowed: record.remoteAuditAllowed,
    postponementMonths: record.postponementMonths,
    extensionMonths: record.extensionMonths,
    scope: record.scope,
    industries: record.industries,
    enterpriseIds: record.enterpriseIds,
  };
}

/** The request body of the form's values (text trimmed). */
export function toBody(v: EventFormValues): EventBody {
  return {
    title: v.title.trim(),
    eventType: v.eventType,
    regions: v.regions ?? [],
    occurredAt: v.occurredAt ? v.occurredAt.format('YYYY-MM-DD') : '',
    description: v.description?.trim() ?? '',
    remoteAuditAllowed: v.remoteAuditAllowed ?? false,
    postponementMonths: v.postponementMonths ?? 0,
    extensionMonths: v.extensionMonths ?? 0,
    scope: v.scope,
    industries: v.scope === 'industry' ? (v.industries ?? []) : [],
    enterpriseIds: v.scope === 'list' ? (v.enterpriseIds ?? []) : [],
  };
}

const monthsRules = (label: string) => [
  {
    type: 'number' as const,
    min: 0,
    max: EMERGENCY_MAX_MONTHS,
    message: `${label}不能超过${EMERGENCY_MAX_MONTHS}个月`,
  },
];

export function basicFields(t: EventT): FormField[] {
  return [
    {
      name: 'title',
      label: t('field.title'),
      rules: [
        { required: true, whitespace: true, message: '请输入事件标题' },
        { max: 100, message: '事件标题长度不能超过100个字符' },
      ],
      input: <Input maxLength={100} />,
    },
    {
      name: 'eventType',
      label: t('field.eventType'),
      rules: [{ required: true, message: '请选择事件类型' }],
      input: <Select options={optionsFor(EMERGENCY_TYPES)()} style={{ width: 240 }} />,
    },
    {
      name: 'occurredAt',
      label: t('field.occurredAt'),
      rules: [{ required: true, message: '请选择发生日期' }],
      input: <DatePicker style={{ width: 240 }} />,
    },
    {
      name: 'regions',
      label: t('field.regions'),
      dependencies: ['scope'],
      rules: [
        ({ getFieldValue }) => ({
          validator: (_r, value: string[] | undefined) =>
            getFieldValue('scope') === 'region' && !value?.length
              ? Promise.reject(new Error('按地区选择受影响企业时请选择地区'))
              : Promise.resolve(),
        }),
      ],
      input: <Select mode="multiple" options={optionsFor(REGIONS)()} optionFilterProp="label" allowClear />,
    },
    {
      name: 'description',
      label: t('field.description'),
      rules: [{ max: 2000, message: '事件描述长度不能超过2000个字符' }],
      input: <Input.TextArea maxLength={2000} autoSize={{ minRows: 3, maxRows: 8 }} />,
    },
  ];
}

export function measureFields(t: EventT): FormField[] {
  return [
    {
      name: 'remoteAuditAllowed',
      label: t('field.remoteAuditAllowed'),
      valuePropName: 'checked',
      input: <Switch />,
    },
    {
      name: 'postponementMonths',
      label: t('field.postponementMonths'),
      extra: t('form.monthsHint'),
      rules: monthsRules('延期月数'),
      input: <InputNumber min={0} max={EMERGENCY_MAX_MONTHS} precision={0} style={{ width: 120 }} />,
    },
    {
      name: 'extensionMonths',
      label: t('field.extensionMonths'),
      extra: t('form.monthsHint'),
      rules: monthsRules('有效期延长月数'),
      input: <InputNumber min={0} max={EMERGENCY_MAX_MONTHS} precision={0} style={{ width: 120 }} />,
    },
  ];
}

export function scopeFields(
  t: EventT,
  scope: string | undefined,
  fixed: boolean,
  initialEnterprises: readonly { id: string; name: string }[],
): FormField[] {
  const fields: FormField[] = [
    {
      name: 'scope',
      label: t('field.scope'),
      extra: fixed ? t('form.scopeFixed') : undefined,
      rules: [{ required: true, message: '请选择受影响企业的范围' }],
      input: <Radio.Group disabled={fixed} options={optionsFor(EMERGENCY_SCOPES)()} />,
    },
  ];
  if (scope === 'industry')
    fields.push({
      name: 'industries',
      label: t('field.industries'),
      rules: [{ required: true, type: 'array', min: 1, message: '按行业选择受影响企业时请选择行业' }],
      input: (
        <Select
          mode="multiple"
          disabled={fixed}
          options={INDUSTRY_CODES.map((code) => ({ value: code, label: t('form.industryOption', { code }) }))}
        />
      ),
    });
  if (scope === 'list')
    fields.push({
      name: 'enterpriseIds',
      label: t('field.enterpriseIds'),
      rules: [{ required: true, type: 'array', min: 1, message: '请选择受影响的企业' }],
      input: <EnterprisePicker initial={initialEnterprises} disabled={fixed} />,
    });
  return fields;
}
