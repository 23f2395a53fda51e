/**
 * Fields of the auditor form (AuditorEditPage.tsx lays them out): the values ↔ request body mapping
 * and the fields with the contract's Chinese validation messages, checked as the user types.
 */
import { groupBankNumber, isValidIdCardNumber, MOBILE_PHONE_PATTERN } from '@cb/domain';
import { Input, Radio, Select } from 'antd';
import type { Rule } from 'antd/es/form';
import type { ReactNode } from 'react';
import type { FormField } from '../../shared/detail';
import type { AuditorBody, AuditorDetail } from './api';
import { auditorStatusOptions, employmentOptions, personnelKindOptions, sexOptions } from './options';
import type { AuditorT } from './texts';

/** The form's values: the body as the inputs hold it (the bank account grouped in fours). */
export type AuditorFormValues = Omit<AuditorBody, 'userId'> & { userId?: string | null };

/** A new record's values: an active full-time auditor. */
export const NEW_AUDITOR: Partial<AuditorFormValues> = {
  personnelKind: '1',
  employmentType: 1,
  status: 1,
};

/** Part-timers (兼职) name their employer. */
export const PART_TIME = 2;

export function initialValues(record: AuditorDetail | null): Partial<AuditorFormValues> {
  if (!record) return NEW_AUDITOR;
  return {
    name: record.name,
    sex: record.sex === 2 ? 2 : 1,
    idCardNo: record.idCardNo,
    phone: record.phone,
    email: record.email,
    personnelKind: (['1', '2', '3'] as const).find((k) => k === record.personnelKind) ?? '1',
    employmentType: record.employmentType === PART_TIME ? 2 : 1,
    branchCompany: record.branchCompany,
    education: record.education,
    employer: record.employer,
    bankName: record.bankName,
    bankAccount: record.bankAccount,
    userId: record.userId ?? undefined,
    status: record.status === 2 || record.status === 3 ? record.status : 1,
    remark: record.remark,
  };
}

const trim = (v: string | undefined) => v?.trim() ?? '';

/** The request body: text trimmed, the ID card upper-case, the bank account as digits, no employer for full-timers. */
export function toBody(v: AuditorFormValues): AuditorBody {
  return {
    name: trim(v.name),
    sex: v.sex,
    idCardNo: trim(v.idCardNo).toUpperCase(),
    phone: trim(v.phone),
    email: trim(v.email),
    personnelKind: v.personnelKind,
    employmentType: v.employmentType,
    branchCompany: trim(v.branchCompany),
    education: trim(v.education),
    employer: v.employmentType === PART_TIME ? trim(v.employer) : '',
    bankName: trim(v.bankName),
    bankAccount: (v.bankAccount ?? '').replace(/\s/g, ''),
    userId: v.userId || null,
    status: v.status ?? 1,
    remark: trim(v.remark),
  };
}

/** What the bank-account input keeps of a keystroke: digits, grouped in fours. */
export const bankAccountInput = (value: unknown) => groupBankNumber(String(value ?? '').replace(/\D/g, ''));

const check = (test: (value: string) => string | null): Rule => ({
  validator: async (_r, value: unknown) => {
    const message = test(String(value ?? '').trim());
    if (message) throw new Error(message);
  },
});

/** The contract's checks of the fields that have one (auditorBody), as form rules. */
export function auditorRules(t: AuditorT) {
  return {
    idCardNo: check((v) =>
      !v
        ? t('message.idCardRequired')
        : isValidIdCardNumber(v.toUpperCase())
          ? null
          : t('message.idCardInvalid'),
    ),
    phone: check((v) =>
      !v ? t('message.phoneRequired') : MOBILE_PHONE_PATTERN.test(v) ? null : t('message.phoneInvalid'),
    ),
    bankAccount: check((v) =>
      v === '' || /^\d{8,30}$/.test(v.replace(/\s/g, '')) ? null : t('message.bankAccountInvalid'),
    ),
  };
}

/** 基本信息: identity and contact, kind and employment, education, bank. */
export function basicFields(t: AuditorT, { partTime }: { partTime: boolean }): FormField[] {
  const rules = auditorRules(t);
  return [
    {
      name: 'name',
      label: t('auditor.name'),
      rules: [
        { required: true, whitespace: true, message: t('message.enter', { label: t('auditor.name') }) },
        { max: 50, message: t('message.maxLength', { label: t('auditor.name'), max: 50 }) },
      ],
      input: <Input maxLength={50} />,
    },
    {
      name: 'sex',
      label: t('auditor.sex'),
      rules: [{ required: true, message: t('message.choose', { label: t('auditor.sex') }) }],
      input: <Radio.Group options={sexOptions()} />,
    },
    {
      name: 'idCardNo',
      label: t('auditor.idCardNo'),
      required: true,
      validateTrigger: ['onChange', 'onBlur'],
      rules: [rules.idCardNo],
      input: <Input maxLength={18} style={{ textTransform: 'uppercase' }} autoComplete="off" />,
    },
    {
      name: 'phone',
      label: t('auditor.phone'),
      required: true,
      validateTrigger: ['onChange', 'onBlur'],
      rules: [rules.phone],
      input: <Input maxLength={11} inputMode="tel" />,
    },
    {
      name: 'email',
      label: t('auditor.email'),
      rules: [{ type: 'email', message: t('message.emailInvalid') }],
      input: <Input maxLength={100} inputMode="email" />,
    },
    {
      name: 'personnelKind',
      label: t('auditor.personnelKind'),
      rules: [{ required: true, message: t('message.choose', { label: t('auditor.personnelKind') }) }],
      input: <Select options={personnelKindOptions()} />,
    },
    {
      name: 'employmentType',
      label: t('auditor.employmentType'),
      rules: [{ required: true, message: t('message.choose', { label: t('auditor.employmentType') }) }],
      input: <Radio.Group options={employmentOptions()} />,
    },
    {
      name: 'branchCompany',
      label: t('auditor.branchCompany'),
      input: <Input maxLength={50} />,
    },
    { name: 'education', label: t('auditor.education'), input: <Input maxLength={50} /> },
    ...(partTime
      ? [
          {
            name: 'employer',
            label: t('auditor.employer'),
            extra: t('auditor.employerHint'),
            input: <Input maxLength={100} />,
          },
        ]
      : []),
    { name: 'bankName', label: t('auditor.bankName'), input: <Input maxLength={100} /> },
    {
      name: 'bankAccount',
      label: t('auditor.bankAccount'),
      normalize: bankAccountInput,
      validateTrigger: ['onChange', 'onBlur'],
      rules: [rules.bankAccount],
      input: <Input maxLength={38} inputMode="numeric" autoComplete="off" />,
    },
  ];
}

/** 账户与状态: the linked user account (its picker is the page's), the state and the remark. */
export function accountFields(t: AuditorT, userPicker: ReactNode): FormField[] {
  return [
    { name: 'userId', label: t('auditor.userId'), extra: t('auditor.userIdHint'), input: userPicker },
    {
      name: 'status',
      label: t('auditor.status'),
      rules: [{ required: true, message: t('message.choose', { label: t('auditor.status') }) }],
      input: <Select options={auditorStatusOptions()} />,
    },
    {
      name: 'remark',
      label: t('auditor.remark'),
      className: 'cb-span-2',
      input: <Input.TextArea maxLength={500} autoSize={{ minRows: 1, maxRows: 4 }} />,
    },
  ];
}
