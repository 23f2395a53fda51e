/**
 * Fields and detail items of the 合作方 page (PartnerEditPage.tsx lays them out): the form's
 * fields with the contract's Chinese messages, the values → request body mapping, and what the
 * read-only view shows.
 */
import { DatePicker, type DescriptionsProps, Input, Select, type TableColumnsType } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { MoneyInput } from '../../shared/components/form/MoneyInput';
import type { FormField } from '../../shared/detail';
import { formatDateTime } from '../../shared/format/dateTime';
import type { PartnerBody, PartnerDetail } from './api';
import {
  assignModeOptions,
  assignModeText,
  bankAccountGroups,
  levelOptions,
  levelText,
  statusText,
  typeOptions,
  typeText,
} from './PartnerList.data';
import type { PartnerT } from './texts';

type Consultant = PartnerBody['consultants'] extends (infer C)[] | undefined ? C : never;

/** A consultant as the form holds it: the dates as pickers' values, the auditor's name for the picker. */
export interface ConsultantValues {
  auditorId?: string;
  auditorName?: string;
  startDate?: Dayjs | null;
  endDate?: Dayjs | null;
}

export type PartnerFormValues = Omit<PartnerBody, 'consultants' | 'settlementPrice' | 'rebateRate'> & {
  settlementPrice?: string;
  rebateRate?: string;
  consultants?: ConsultantValues[];
};

const toDay = (value: Dayjs | null | undefined) => (value ? value.format('YYYY-MM-DD') : '');
const fromDay = (value: string | null | undefined) => (value ? dayjs(value) : null);

/** A new record's values. */
export const NEW_PARTNER: Partial<PartnerFormValues> = {
  partnerType: 'consultancy',
  level: 2,
  assignMode: 1,
  status: 1,
  settlementPrice: '0',
  rebateRate: '0',
  contacts: [],
  consultants: [],
  remark: '',
};

export function initialValues(record: PartnerDetail | null): Partial<PartnerFormValues> {
  if (!record) return NEW_PARTNER;
  return {
    code: record.code,
    name: record.name,
    partnerType: record.partnerType as PartnerBody['partnerType'],
    level: record.level as 1 | 2 | 3,
    region: record.region,
    contacts: record.contacts,
    settlementPrice: record.settlementPrice,
    rebateRate: record.rebateRate,
    assignMode: record.assignMode as 1 | 2 | 3,
    bankName: record.bankName,
    bankAccountName: record.bankAccountName,
    bankAccountNo: bankAccountGroups(record.bankAccountNo),
    status: record.status === 0 ? 0 : 1,
    remark: record.remark,
    consultants: record.consultants.map((c) => ({
      auditorId: c.auditorId,
      auditorName: c.auditorName,
      startDate: fromDay(c.startDate),
      endDate: fromDay(c.endDate),
    })),
  };
}

/** The request body of the form's values (text trimmed, the account number without its spaces). */
export function toBody(v: PartnerFormValues): PartnerBody {
  return {
    ...v,
    code: v.code.trim(),
    name: v.name.trim(),
    region: v.region?.trim() ?? '',
    settlementPrice: v.settlementPrice || '0',
    rebateRate: v.rebateRate || '0',
    bankName: v.bankName?.trim() ?? '',
    bankAccountName: v.bankAccountName?.trim() ?? '',
    bankAccountNo: (v.bankAccountNo ?? '').replace(/[\s-]/g, ''),
    remark: v.remark?.trim() ?? '',
    contacts: (v.contacts ?? []).map((c) => ({
      name: c.name.trim(),
      phone: c.phone?.trim() ?? '',
      email: c.email?.trim() ?? '',
    })),
    consultants: (v.consultants ?? []).map(
      (c): Consultant => ({
        auditorId: c.auditorId ?? '',
        startDate: toDay(c.startDate),
        endDate: c.endDate ? toDay(c.endDate) : null,
      }),
    ),
  };
}

const MONEY = /^\d{1,12}(\.\d{1,2})?$/;
const RATE = /^\d{1,3}(\.\d{1,2})?$/;

export function basicFields(t: PartnerT): FormField[] {
  return [
    {
      name: 'code',
      label: t('field.code'),
      rules: [
        { required: true, whitespace: true, message: t('rule.code') },
        { pattern: /^[A-Za-z0-9_-]*$/, message: t('rule.codeFormat') },
      ],
      input: <Input maxLength={20} />,
    },
    {
      name: 'name',
      label: t('field.name'),
      rules: [{ required: true, whitespace: true, message: t('rule.name') }],
      input: <Input maxLength={100} />,
    },
    {
      name: 'partnerType',
      label: t('field.partnerType'),
      rules: [{ required: true, message: t('rule.partnerType') }],
      input: <Select options={typeOptions(t)} />,
    },
    { name: 'level', label: t('field.level'), input: <Select options={levelOptions(t)} /> },
    { name: 'region', label: t('field.region'), input: <Input maxLength={50} /> },
    { name: 'assignMode', label: t('field.assignMode'), input: <Select options={assignModeOptions(t)} /> },
    {
      name: 'status',
      label: t('field.status'),
      input: (
        <Select
          options={[
            { value: 1, label: t('status.active') },
            { value: 0, label: t('status.disabled') },
          ]}
        />
      ),
    },
    {
      name: 'remark',
      label: t('field.remark'),
      input: <Input.TextArea maxLength={500} autoSize={{ minRows: 1, maxRows: 4 }} />,
    },
  ];
}

export function settlementFields(t: PartnerT): FormField[] {
  return [
    {
      name: 'settlementPrice',
      label: t('field.settlementPrice'),
      rules: [{ pattern: MONEY, message: t('rule.money') }],
      input: <MoneyInput maxLength={15} />,
    },
    {
      name: 'rebateRate',
      label: t('field.rebateRate'),
      rules: [
        {
          validator: async (_r, v: string | undefined) => {
            if (v && (!RATE.test(v) || Number(v) > 100)) throw new Error(t('rule.rate'));
          },
        },
      ],
      input: <MoneyInput maxLength={6} suffix="%" />,
    },
    { name: 'bankName', label: t('field.bankName'), input: <Input maxLength={100} /> },
    { name: 'bankAccountName', label: t('field.bankAccountName'), input: <Input maxLength={100} /> },
    {
      name: 'bankAccountNo',
      label: t('field.bankAccountNo'),
      rules: [
        {
          validator: async (_r, v: string | undefined) => {
            const digits = (v ?? '').replace(/[\s-]/g, '');
            if (digits && !/^\d{8,30}$/.test(digits)) throw new Error(t('rule.bankAccountNo'));
          },
        },
      ],
      normalize: (v: string) => bankAccountGroups(v.replace(/[^\d\s-]/g, '')),
      input: <Input maxLength={40} inputMode="numeric" />,
    },
  ];
}

/** The fields of the contact at `index`. */
export function contactFields(t: PartnerT, index: number): FormField[] {
  return [
    {
      name: [index, 'name'],
      label: t('contact.name'),
      rules: [{ required: true, whitespace: true, message: t('rule.contactName') }],
      input: <Input maxLength={50} style={{ width: 140 }} />,
    },
    {
      name: [index, 'phone'],
      label: t('contact.phone'),
      input: <Input maxLength={30} style={{ width: 160 }} />,
    },
    {
      name: [index, 'email'],
      label: t('contact.email'),
      rules: [{ type: 'email', message: t('rule.email') }],
      input: <Input maxLength={100} style={{ width: 220 }} />,
    },
  ];
}

/** The dates of the consultant at `index` (the auditor picker is laid out by the page). */
export function consultantDateFields(t: PartnerT, index: number): FormField[] {
  return [
    {
      name: [index, 'startDate'],
      label: t('consultant.startDate'),
      rules: [{ required: true, message: t('rule.startDate') }],
      input: <DatePicker style={{ width: 150 }} />,
    },
    {
      name: [index, 'endDate'],
      label: t('consultant.endDate'),
      dependencies: [['consultants', index, 'startDate']],
      rules: [
        ({ getFieldValue }) => ({
          validator: async (_r, value: Dayjs | null | undefined) => {
            const start = getFieldValue(['consultants', index, 'startDate']) as Dayjs | null | undefined;
            if (start && value && toDay(value) < toDay(start)) throw new Error(t('rule.endBeforeStart'));
          },
        }),
      ],
      input: <DatePicker style={{ width: 150 }} placeholder={t('consultant.current')} />,
    },
  ];
}

/** 基本信息 of the read-only view. */
export function detailItems(t: PartnerT, r: PartnerDetail): DescriptionsProps['items'] {
  return [
    { key: 'code', label: t('field.code'), children: r.code },
    { key: 'name', label: t('field.name'), children: r.name },
    { key: 'partnerType', label: t('field.partnerType'), children: typeText(t, r.partnerType) },
    { key: 'level', label: t('field.level'), children: levelText(t, r.level) },
    { key: 'region', label: t('field.region'), children: r.region },
    { key: 'assignMode', label: t('field.assignMode'), children: assignModeText(t, r.assignMode) },
    { key: 'settlementPrice', label: t('field.settlementPrice'), children: r.settlementPrice },
    { key: 'rebateRate', label: t('field.rebateRate'), children: r.rebateRate },
    { key: 'status', label: t('field.status'), children: statusText(t, r.status) },
    { key: 'bankName', label: t('field.bankName'), children: r.bankName },
    { key: 'bankAccountName', label: t('field.bankAccountName'), children: r.bankAccountName },
    {
      key: 'bankAccountNo',
      label: t('field.bankAccountNo'),
      children: <span data-testid="bank-account-no">{bankAccountGroups(r.bankAccountNo)}</span>,
    },
    { key: 'updateTime', label: t('field.updateTime'), children: formatDateTime(r.updateTime) },
    { key: 'remark', label: t('field.remark'), children: r.remark, span: 3 },
  ];
}

export const contactColumns = (t: PartnerT): TableColumnsType<PartnerDetail['contacts'][number]> => [
  { key: 'name', title: t('contact.name'), dataIndex: 'name' },
  { key: 'phone', title: t('contact.phone'), dataIndex: 'phone' },
  { key: 'email', title: t('contact.email'), dataIndex: 'email' },
];

export const consultantColumns = (t: PartnerT): TableColumnsType<PartnerDetail['consultants'][number]> => [
  { key: 'auditorName', title: t('consultant.auditor'), dataIndex: 'auditorName' },
  { key: 'startDate', title: t('consultant.startDate'), dataIndex: 'startDate' },
  {
    key: 'endDate',
    title: t('consultant.endDate'),
    dataIndex: 'endDate',
    render: (v: string | null) => v ?? t('consultant.current'),
  },
];
