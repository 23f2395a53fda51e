/**
 * The 收款登记 form (PaymentEditPage.tsx lays it out): its values ↔ the request bodies, the field
 * rules with the contract's Chinese messages, the payer picker and the bank-reference input that
 * shows the number in groups of 4.
 */
import { groupBankNumber, isAmount, labelOf } from '@cb/domain';
import { PAYMENT_METHODS } from '@cb/domain/finance';
import { Input, type InputProps, Select } from 'antd';
import type { Dayjs } from 'dayjs';
import dayjs from 'dayjs';
import { useEffect, useState } from 'react';
import { currentLocale } from '../../shared/i18n';
import type { PaymentBody, PaymentDetail, PaymentEditBody } from './api';
import { usePayers } from './queries';
import type { FinanceT } from './texts';

export interface PaymentFormValues {
  enterpriseId?: string;
  amount?: string;
  receivedDate?: Dayjs | null;
  method?: number;
  bankReference?: string;
  remark?: string;
}

export const NEW_PAYMENT: PaymentFormValues = {
  method: 1,
  bankReference: '',
  remark: '',
  receivedDate: null,
};

export function initialValues(record: PaymentDetail | null): PaymentFormValues {
  if (!record) return NEW_PAYMENT;
  return {
    enterpriseId: record.enterpriseId,
    amount: record.amount,
    receivedDate: dayjs(record.receivedDate),
    method: record.method,
    bankReference: record.bankReference,
    remark: record.remark,
  };
}

/** The payment's own fields of the form's values (text trimmed, the bank reference without spaces). */
function fields(v: PaymentFormValues) {
  return {
    payerType: 1,
    enterpriseId: v.enterpriseId ?? '',
    amount: v.amount ?? '',
    receivedDate: v.receivedDate ? v.receivedDate.format('YYYY-MM-DD') : '',
    method: v.method ?? 1,
    bankReference: (v.bankReference ?? '').replace(/\s+/g, ''),
    remark: v.remark?.trim() ?? '',
  };
}

export function toAddBody(v: PaymentFormValues, allocations: PaymentBody['allocations']): PaymentBody {
  return { ...fields(v), allocations };
}

export function toEditBody(
  v: PaymentFormValues,
  record: Pick<PaymentDetail, 'id' | 'version'>,
): PaymentEditBody {
  return { ...fields(v), id: record.id, version: record.version };
}

/** The form's rules (the contract's messages). */
export function paymentRules(t: FinanceT) {
  return {
    enterpriseId: [{ required: true, message: t('form.enterpriseRequired') }],
    amount: [
      { required: true, message: t('form.amountRequired') },
      {
        validator: (_: unknown, value: string | undefined) =>
          !value || isAmount(value) ? Promise.resolve() : Promise.reject(new Error(t('form.amountInvalid'))),
      },
    ],
    receivedDate: [{ required: true, message: t('form.dateRequired') }],
    method: [{ required: true, message: t('form.methodRequired') }],
    bankReference: [
      {
        validator: (_: unknown, value: string | undefined) =>
          /^[0-9A-Za-z-]*$/.test((value ?? '').replace(/\s+/g, ''))
            ? Promise.resolve()
            : Promise.reject(new Error(t('form.bankReferenceInvalid'))),
      },
    ],
  };
}

export const methodOptions = () =>
  PAYMENT_METHODS.map((m) => ({
    value: m.code,
    label: labelOf(PAYMENT_METHODS, m.code, currentLocale()) ?? '',
  }));

/** A bank reference typed and shown in groups of 4; the value kept is without spaces, upper case. */
export function BankNumberInput({
  value,
  onChange,
  ...rest
}: Omit<InputProps, 'value' | 'onChange'> & { value?: string; onChange?: (v: string) => void }) {
  return (
    <Input
      {...rest}
      maxLength={75}
      value={groupBankNumber(value ?? '')}
      onChange={(e) => onChange?.(e.target.value.replace(/\s+/g, '').toUpperCase())}
    />
  );
}

/** 付款企业: the enterprises with receivables, searched by name. */
export function PayerSelect({
  value,
  onChange,
  initialName,
  t,
  disabled,
  ...rest
}: {
  value?: string;
  onChange?: (v: string) => void;
  initialName?: string;
  t: FinanceT;
  disabled?: boolean;
  id?: string;
}) {
  const [typed, setTyped] = useState('');
  const [keyword, setKeyword] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setKeyword(typed.trim()), 300);
    return () => clearTimeout(timer);
  }, [typed]);
  const found = usePayers(keyword).data ?? [];
  const options =
    value && initialName && !found.some((o) => o.id === value)
      ? [{ id: value, name: initialName, arrears: '' }, ...found]
      : found;
  return (
    <Select<string>
      {...rest}
      value={value}
      onChange={onChange}
      disabled={disabled}
      placeholder={t('form.enterpriseSearch')}
      showSearch={{ filterOption: false, onSearch: setTyped }}
      options={options.map((o) => ({
        value: o.id,
        label: o.arrears ? t('form.payerOption', { name: o.name, arrears: o.arrears }) : o.name,
      }))}
      data-testid="payment-enterprise"
    />
  );
}
