/**
 * Fields and detail items of the 分公司 page (BranchEditPage.tsx lays them out): the form's
 * fields with the contract's Chinese messages, the values → request body mapping, and what the
 * read-only view shows.
 */
import {
  BORROW_FEE_UNITS,
  BRANCH_SETTLEMENT_METHODS,
  BRANCH_SETTLEMENT_TYPES,
  labelOf,
  optionsOf,
} from '@cb/domain';
import { type DescriptionsProps, Input, Select } from 'antd';
import { MoneyInput } from '../../shared/components/form/MoneyInput';
import type { FormField } from '../../shared/detail';
import { formatDateTime } from '../../shared/format/dateTime';
import { currentLocale } from '../../shared/i18n';
import type { BranchBody, BranchDetail } from './api';
import { statusText } from './BranchList.data';
import type { BranchT } from './texts';

export type BranchFormValues = BranchBody;

/** A new record's values: settle before audit, non-package. */
export const NEW_BRANCH: Partial<BranchFormValues> = {
  settlementMethod: 2,
  settlementType: 2,
  borrowFeeUnit: 1,
  unitPrice: '0',
  borrowFeeRate: '0',
  status: 1,
  remark: '',
};

export function initialValues(record: BranchDetail | null): Partial<BranchFormValues> {
  if (!record) return NEW_BRANCH;
  return {
    code: record.code,
    name: record.name,
    settlementMethod: record.settlementMethod as 1 | 2 | 3,
    settlementType: record.settlementType as 1 | 2,
    unitPrice: record.unitPrice,
    borrowFeeUnit: record.borrowFeeUnit as 1 | 2,
    borrowFeeRate: record.borrowFeeRate,
    status: record.status === 0 ? 0 : 1,
    remark: record.remark,
  };
}

/** The request body of the form's values (text trimmed). */
export function toBody(v: BranchFormValues): BranchBody {
  return {
    code: v.code.trim(),
    name: v.name.trim(),
    settlementMethod: v.settlementMethod,
    settlementType: v.settlementType,
    unitPrice: String(v.unitPrice ?? '0') || '0',
    borrowFeeUnit: v.borrowFeeUnit,
    borrowFeeRate: String(v.borrowFeeRate ?? '0') || '0',
    status: v.status ?? 1,
    remark: v.remark?.trim() ?? '',
  };
}

export function formFields(t: BranchT): FormField[] {
  const locale = currentLocale();
  return [
    {
      name: 'code',
      label: t('field.code'),
      rules: [
        { required: true, message: '请输入分公司编码' },
        { pattern: /^\d{2}$/, message: '分公司编码为两位数字（计划编号中的分公司段）' },
      ],
      input: <Input maxLength={2} />,
    },
    {
      name: 'name',
      label: t('field.name'),
      rules: [
        { required: true, whitespace: true, message: '请输入分公司名称' },
        { max: 50, message: '分公司名称长度不能超过50个字符' },
      ],
      input: <Input maxLength={50} />,
    },
    {
      name: 'settlementMethod',
      label: t('field.settlementMethod'),
      rules: [{ required: true, message: '请选择结算方式' }],
      input: <Select options={optionsOf(BRANCH_SETTLEMENT_METHODS, locale)} />,
    },
    {
      name: 'settlementType',
      label: t('field.settlementType'),
      rules: [{ required: true, message: '请选择结算类型' }],
      input: <Select options={optionsOf(BRANCH_SETTLEMENT_TYPES, locale)} />,
    },
    { name: 'unitPrice', label: t('field.unitPrice'), input: <MoneyInput maxLength={15} /> },
    {
      name: 'borrowFeeUnit',
      label: t('field.borrowFeeUnit'),
      rules: [{ required: true, message: '请选择借调费单位' }],
      input: <Select options={optionsOf(BORROW_FEE_UNITS, locale)} />,
    },
    { name: 'borrowFeeRate', label: t('field.borrowFeeRate'), input: <MoneyInput maxLength={15} /> },
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
      input: <Input.TextArea maxLength={500} autoSize={{ minRows: 2, maxRows: 6 }} />,
    },
  ];
}

/** 基本信息 of the read-only view and of the overview. */
export function detailItems(t: BranchT, r: BranchDetail): DescriptionsProps['items'] {
  const locale = currentLocale();
  return [
    { key: 'code', label: t('field.code'), children: r.code },
    { key: 'name', label: t('field.name'), children: r.name },
    { key: 'status', label: t('field.status'), children: statusText(t, r.status) },
    {
      key: 'settlementMethod',
      label: t('field.settlementMethod'),
      children: labelOf(BRANCH_SETTLEMENT_METHODS, r.settlementMethod, locale),
    },
    {
      key: 'settlementType',
      label: t('field.settlementType'),
      children: labelOf(BRANCH_SETTLEMENT_TYPES, r.settlementType, locale),
    },
    { key: 'unitPrice', label: t('field.unitPrice'), children: r.unitPrice },
    {
      key: 'borrowFeeUnit',
      label: t('field.borrowFeeUnit'),
      children: labelOf(BORROW_FEE_UNITS, r.borrowFeeUnit, locale),
    },
    { key: 'borrowFeeRate', label: t('field.borrowFeeRate'), children: r.borrowFeeRate },
    { key: 'updateTime', label: t('field.updateTime'), children: formatDateTime(r.updateTime) },
    { key: 'remark', label: t('field.remark'), children: r.remark, span: 3 },
  ];
}
