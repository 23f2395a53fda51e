/**
 * Fields of the enterprise form (EnterpriseForm.tsx lays them out): the values ↔ request body
 * mapping, the fields of each card with their Chinese validation messages (the contract's messages
 * where the server has one), and the server's unique check as a rule.
 */
import {
  ENTERPRISE_MESSAGES,
  isRegisteredCapital,
  isValidCreditCode,
  scaleLevelOf,
  validateMobilePhone,
} from '@cb/domain';
import { Checkbox, DatePicker, Input, InputNumber, Select, Switch } from 'antd';
import type { Rule } from 'antd/es/form';
import dayjs, { type Dayjs } from 'dayjs';
import { DictSelect } from '../../shared/components/form/DictSelect';
import type { FormField } from '../../shared/detail';
import {
  customersApi,
  type EnterpriseBody,
  type EnterpriseDetail,
  type EnterpriseUniqueField,
  type PartnerOption,
} from './api';
import {
  ADDRESS_FIELDS,
  natureOptions,
  regionOptions,
  scaleLabel,
  siteTypeOptions,
  statusOptions,
} from './options';
import type { CustomerT } from './texts';

/** A consultancy relation as the form holds it: the dates as the pickers' values. */
export interface ConsultancyValues {
  id?: string;
  partnerId?: string;
  startDate?: Dayjs | null;
  endDate?: Dayjs | null;
  remark?: string;
}

/** The form's values: the body, with the registered capital as typed and the consultancies' dates picked. */
export type EnterpriseFormValues = Omit<EnterpriseBody, 'registeredCapital' | 'consultancies'> & {
  registeredCapital?: string;
  consultancies?: ConsultancyValues[];
};

const toDay = (value: Dayjs | null | undefined) => (value ? value.format('YYYY-MM-DD') : '');

/** A new record's values. */
export const NEW_ENTERPRISE: Partial<EnterpriseFormValues> = {
  status: 1,
  totalHeadcount: 0,
  countryCode: 'CN',
  currency: 'CNY',
  sites: [],
  contacts: [],
  consultancies: [],
};
/** What 添加场所 adds. */
export const NEW_SITE = { siteType: '1', headcount: 0, isCentralFunction: false };

export function initialValues(record: EnterpriseDetail | null): Partial<EnterpriseFormValues> {
  if (!record) return NEW_ENTERPRISE;
  return {
    ...record,
    registeredCapital: record.registeredCapital ?? '',
    partnerId: record.partnerId ?? undefined,
    // The contract answers the status as a number; it is 1 (active) or 0 (disabled).
    status: record.status === 0 ? 0 : 1,
    consultancies: (record.consultancies ?? []).map((c) => ({
      id: c.id,
      partnerId: c.partnerId,
      startDate: dayjs(c.startDate),
      endDate: dayjs(c.endDate),
      remark: c.remark,
    })),
  };
}

/** The request body of the form's values (text trimmed, the credit code upper-case, blanks as null). */
export function toBody(v: EnterpriseFormValues): EnterpriseBody {
  return {
    ...v,
    code: v.code?.trim() ?? '',
    creditCode: v.creditCode.trim().toUpperCase(),
    registeredCapital: v.registeredCapital?.trim() || null,
    partnerId: v.partnerId ?? null,
    industryCode: v.industryCode ?? '',
    natureCode: v.natureCode ?? '',
    regionCode: v.regionCode ?? '',
    sites: (v.sites ?? []).map((s) => ({
      ...s,
      headcount: s.headcount ?? 0,
      isCentralFunction: Boolean(s.isCentralFunction),
    })),
    contacts: (v.contacts ?? []).map((c) => ({ ...c, isPrimary: Boolean(c.isPrimary) })),
    consultancies: (v.consultancies ?? []).map((c) => ({
      ...(c.id ? { id: c.id } : {}),
      partnerId: c.partnerId ?? '',
      startDate: toDay(c.startDate),
      endDate: toDay(c.endDate),
      remark: c.remark?.trim() ?? '',
    })),
  };
}

/** The server's unique check as a form rule: refuses a taken name or credit code while typing. */
export function uniqueRule(field: EnterpriseUniqueField, id: string | undefined, taken: string): Rule {
  return {
    validator: async (_r, value: string | undefined) => {
      const v = value?.trim();
      if (!v || (field === 'creditCode' && !isValidCreditCode(v))) return;
      let unique = true;
      try {
        unique = (await customersApi.isUnique(field, v, id)).unique;
      } catch {
        return; // the server checks again on save
      }
      if (!unique) throw new Error(taken);
    },
    validateTrigger: 'onBlur',
  };
}

const required = (message: string): Rule => ({ required: true, whitespace: true, message });

/** 基本信息: identity, classification, capital, headcount (with the scale level it gives), partner. */
export function basicFields(
  t: CustomerT,
  {
    recordId,
    partners,
    headcount,
  }: { recordId?: string; partners: readonly PartnerOption[]; headcount: unknown },
): FormField[] {
  return [
    {
      name: 'name',
      label: t('field.name'),
      validateTrigger: ['onChange', 'onBlur'],
      rules: [
        required(t('rule.name')),
        { max: 100, message: t('rule.nameMax') },
        uniqueRule('name', recordId, ENTERPRISE_MESSAGES.nameDuplicate),
      ],
      input: <Input maxLength={100} />,
    },
    {
      name: 'creditCode',
      label: t('field.creditCode'),
      validateTrigger: ['onChange', 'onBlur'],
      rules: [
        { required: true, whitespace: true, message: ENTERPRISE_MESSAGES.creditCodeRequired },
        {
          validator: async (_r, v: string | undefined) => {
            if (v?.trim() && !isValidCreditCode(v)) throw new Error(ENTERPRISE_MESSAGES.creditCodeInvalid);
          },
        },
        uniqueRule('creditCode', recordId, ENTERPRISE_MESSAGES.creditCodeDuplicate),
      ],
      input: <Input maxLength={18} style={{ textTransform: 'uppercase' }} />,
    },
    {
      name: 'code',
      label: t('field.code'),
      rules: [{ pattern: /^[A-Za-z0-9_-]*$/, message: t('rule.codeFormat') }],
      input: <Input maxLength={30} placeholder={t('form.codePlaceholder')} />,
    },
    { name: 'nameEn', label: t('field.nameEn'), input: <Input maxLength={200} /> },
    {
      name: 'natureCode',
      label: t('field.natureCode'),
      input: <Select allowClear options={natureOptions()} />,
    },
    {
      name: 'industryCode',
      label: t('field.industryCode'),
      input: <DictSelect dictCode="iaf_sector" showSearch={{ optionFilterProp: 'label' }} />,
    },
    {
      name: 'regionCode',
      label: t('field.regionCode'),
      input: <Select allowClear showSearch={{ optionFilterProp: 'label' }} options={regionOptions()} />,
    },
    {
      name: 'registeredCapital',
      label: t('field.registeredCapital'),
      rules: [
        {
          validator: async (_r, v: string | undefined) => {
            if (v?.trim() && !isRegisteredCapital(v.trim()))
              throw new Error(ENTERPRISE_MESSAGES.registeredCapitalInvalid);
          },
        },
      ],
      input: <Input maxLength={20} inputMode="decimal" />,
    },
    { name: 'legalRepresentative', label: t('field.legalRepresentative'), input: <Input maxLength={50} /> },
    {
      name: 'totalHeadcount',
      label: t('field.totalHeadcount'),
      rules: [
        { required: true, message: t('rule.headcount') },
        { type: 'integer', min: 0, message: ENTERPRISE_MESSAGES.headcountInvalid },
      ],
      extra: `${t('field.scaleLevel')}${t('rule.colon')}${scaleLabel(scaleLevelOf(Number(headcount ?? 0)) ?? '')}`,
      input: <InputNumber min={0} precision={0} max={10_000_000} style={{ width: '100%' }} />,
    },
    {
      name: 'partnerId',
      label: t('field.partnerId'),
      input: (
        <Select
          allowClear
          showSearch={{ optionFilterProp: 'label' }}
          options={partners.map((p) => ({ value: p.id, label: p.name, disabled: p.status === 0 }))}
        />
      ),
    },
    { name: 'branchCompany', label: t('field.branchCompany'), input: <Input maxLength={50} /> },
    { name: 'status', label: t('field.status'), input: <Select options={statusOptions()} /> },
  ];
}

/** 地址信息: the three addresses in Chinese and English, and the remark. */
export function addressFields(t: CustomerT): FormField[] {
  return [
    ...ADDRESS_FIELDS.map((name) => ({
      name,
      label: t(`field.${name}`),
      input: <Input maxLength={name.endsWith('En') ? 300 : 200} />,
    })),
    {
      name: 'remark',
      label: t('field.remark'),
      className: 'cb-span-2',
      input: <Input.TextArea maxLength={500} autoSize={{ minRows: 1, maxRows: 4 }} />,
    },
  ];
}

/** The fields of the site at `index` of the sites list. */
export function siteFields(t: CustomerT, index: number): FormField[] {
  return [
    {
      name: [index, 'siteType'],
      label: t('site.siteType'),
      rules: [{ required: true, message: t('rule.siteType') }],
      input: <Select options={siteTypeOptions()} style={{ width: 120 }} />,
    },
    {
      name: [index, 'name'],
      label: t('site.name'),
      rules: [required(t('rule.siteName'))],
      input: <Input maxLength={100} style={{ width: 180 }} />,
    },
    {
      name: [index, 'address'],
      label: t('site.address'),
      rules: [required(t('rule.siteAddress'))],
      input: <Input maxLength={200} style={{ width: 280 }} />,
    },
    {
      name: [index, 'headcount'],
      label: t('site.headcount'),
      input: <InputNumber min={0} precision={0} style={{ width: 100 }} />,
    },
    {
      name: [index, 'processes'],
      label: t('site.processes'),
      input: <Input maxLength={1000} style={{ width: 220 }} />,
    },
    {
      name: [index, 'isCentralFunction'],
      label: t('site.isCentralFunction'),
      valuePropName: 'checked',
      input: <Switch size="small" />,
    },
  ];
}

/** The fields of the contact at `index` of the contacts list. */
export function contactFields(t: CustomerT, index: number): FormField[] {
  return [
    {
      name: [index, 'name'],
      label: t('contact.name'),
      rules: [required(t('rule.contactName'))],
      input: <Input maxLength={50} style={{ width: 140 }} />,
    },
    {
      name: [index, 'role'],
      label: t('contact.role'),
      input: <Input maxLength={50} style={{ width: 140 }} />,
    },
    {
      name: [index, 'phone'],
      label: t('contact.phone'),
      required: true,
      rules: [
        {
          validator: async (_r, v: string | undefined) => {
            const error = validateMobilePhone(v);
            // The field's own word (手机号码), not the spec's generic 电话.
            if (error) throw new Error(v?.trim() ? t('contact.phoneInvalid') : error);
          },
        },
      ],
      input: <Input maxLength={11} style={{ width: 150 }} />,
    },
    {
      name: [index, 'email'],
      label: t('contact.email'),
      rules: [{ type: 'email', message: ENTERPRISE_MESSAGES.emailInvalid }],
      input: <Input maxLength={100} style={{ width: 200 }} />,
    },
    {
      name: [index, 'isPrimary'],
      label: t('contact.isPrimary'),
      valuePropName: 'checked',
      input: <Checkbox />,
    },
  ];
}

/**
 * The fields of the consultancy relation at `index` (咨询关系): a consultancy partner (the type
 * consultancy; a disabled one stays selectable for past relations), its start and end, a remark.
 */
export function consultancyFields(
  t: CustomerT,
  index: number,
  partners: readonly PartnerOption[],
): FormField[] {
  return [
    {
      name: [index, 'partnerId'],
      label: t('consultancy.partner'),
      rules: [{ required: true, message: t('consultancy.partnerRequired') }],
      input: (
        <Select
          showSearch={{ optionFilterProp: 'label' }}
          style={{ width: 240 }}
          options={partners
            .filter((p) => p.partnerType === 'consultancy')
            .map((p) => ({ value: p.id, label: p.name }))}
        />
      ),
    },
    {
      name: [index, 'startDate'],
      label: t('consultancy.startDate'),
      rules: [{ required: true, message: t('consultancy.startRequired') }],
      input: <DatePicker style={{ width: 150 }} />,
    },
    {
      name: [index, 'endDate'],
      label: t('consultancy.endDate'),
      dependencies: [['consultancies', index, 'startDate']],
      rules: [
        { required: true, message: t('consultancy.endRequired') },
        ({ getFieldValue }) => ({
          validator: async (_r, value: Dayjs | null | undefined) => {
            const start = getFieldValue(['consultancies', index, 'startDate']) as Dayjs | null | undefined;
            if (start && value && toDay(value) < toDay(start))
              throw new Error(t('consultancy.endBeforeStart'));
          },
        }),
      ],
      input: <DatePicker style={{ width: 150 }} />,
    },
    {
      name: [index, 'remark'],
      label: t('consultancy.remark'),
      input: <Input maxLength={200} style={{ width: 200 }} />,
    },
  ];
}
