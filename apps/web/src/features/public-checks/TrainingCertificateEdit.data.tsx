/**
 * Fields and detail items of the 培训证书 page (TrainingCertificateEditPage.tsx lays them out): the
 * form's fields with the contract's Chinese messages and the domain's date and revocation rules,
 * the values → request body mapping, and what the read-only view shows.
 */
import {
  isValidIdCardNumber,
  type TrainingCertificateDates,
  trainingCertificateDateProblem,
  trainingCertificateRevocationProblem,
} from '@cb/domain';
import { DatePicker, type DescriptionsProps, type FormRule, Input, InputNumber, Select } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import type { FormField } from '../../shared/detail';
import { formatDateTime } from '../../shared/format/dateTime';
import type { TrainingCertificateBody, TrainingCertificateDetail } from './api';
import { StatusTag } from './TrainingCertificateList.data';
import type { TrainingCertificateT } from './texts';

/** The form keeps dates as `YYYY-MM-DD` text (the DatePickers convert), so the body needs no mapping. */
export interface TrainingCertificateFormValues {
  certNo: string;
  holderName: string;
  holderIdCardNo?: string;
  employer?: string;
  courseName: string;
  standardName?: string;
  courseHours: number;
  trainingFrom: string;
  trainingTo: string;
  issueDate: string;
  validTo?: string | null;
  status: 1 | 2;
  revokeReason?: string;
  remark?: string;
}

export const NEW_TRAINING_CERTIFICATE: Partial<TrainingCertificateFormValues> = {
  status: 1,
  courseHours: 24,
};

export function initialValues(
  record: TrainingCertificateDetail | null,
): Partial<TrainingCertificateFormValues> {
  if (!record) return NEW_TRAINING_CERTIFICATE;
  return {
    certNo: record.certNo,
    holderName: record.holderName,
    holderIdCardNo: record.holderIdCardNo,
    employer: record.employer,
    courseName: record.courseName,
    standardName: record.standardName,
    courseHours: record.courseHours,
    trainingFrom: record.trainingFrom,
    trainingTo: record.trainingTo,
    issueDate: record.issueDate,
    validTo: record.validTo,
    status: record.storedStatus === 2 ? 2 : 1,
    revokeReason: record.revokeReason,
    remark: record.remark,
  };
}

const trim = (v: string | undefined | null) => v?.trim() ?? '';

/** The request body of the form's values (text trimmed, the number upper-cased). */
export function toBody(v: TrainingCertificateFormValues): TrainingCertificateBody {
  return {
    certNo: trim(v.certNo).toUpperCase(),
    holderName: trim(v.holderName),
    holderIdCardNo: trim(v.holderIdCardNo).toUpperCase(),
    employer: trim(v.employer),
    courseName: trim(v.courseName),
    standardName: trim(v.standardName),
    courseHours: v.courseHours,
    trainingFrom: v.trainingFrom,
    trainingTo: v.trainingTo,
    issueDate: v.issueDate,
    validTo: v.validTo || null,
    status: v.status,
    revokeReason: v.status === 2 ? trim(v.revokeReason) : '',
    remark: trim(v.remark),
  };
}

/** A DatePicker bound to `YYYY-MM-DD` text. */
const dateProps = {
  getValueProps: (v: string | null | undefined) => ({ value: v ? dayjs(v) : null }),
  normalize: (d: Dayjs | null) => (d ? d.format('YYYY-MM-DD') : null),
};

/** The domain's date rule, reported on the field it names once all four dates are there. */
const datesRule =
  (field: keyof TrainingCertificateDates): FormRule =>
  ({ getFieldValue }) => ({
    validator: async () => {
      const [trainingFrom, trainingTo, issueDate] = ['trainingFrom', 'trainingTo', 'issueDate'].map(
        getFieldValue,
      );
      if (!trainingFrom || !trainingTo || !issueDate) return;
      const problem = trainingCertificateDateProblem({
        trainingFrom,
        trainingTo,
        issueDate,
        validTo: getFieldValue('validTo') || null,
      });
      if (problem?.field === field) throw new Error(problem.message);
    },
  });

const DATE_FIELDS = ['trainingFrom', 'trainingTo', 'issueDate', 'validTo'];

export function formFields(t: TrainingCertificateT): FormField[] {
  const date = (
    name: keyof TrainingCertificateDates,
    required: boolean,
    extra: Partial<FormField> = {},
  ): FormField => ({
    name,
    label: t(`field.${name}`),
    ...dateProps,
    dependencies: DATE_FIELDS.filter((f) => f !== name),
    rules: [
      ...(required ? [{ required: true, message: t('rule.select', { field: t(`field.${name}`) }) }] : []),
      datesRule(name),
    ],
    input: <DatePicker style={{ width: '100%' }} />,
    ...extra,
  });
  return [
    {
      name: 'certNo',
      label: t('field.certNo'),
      rules: [
        { required: true, whitespace: true, message: t('rule.number') },
        { max: 50, message: t('rule.numberMax') },
        { pattern: /^\s*[A-Za-z0-9][A-Za-z0-9-]*\s*$/, message: t('rule.numberFormat') },
      ],
      input: <Input maxLength={50} />,
    },
    {
      name: 'holderName',
      label: t('field.holderName'),
      rules: [
        { required: true, whitespace: true, message: t('rule.holder') },
        { max: 50, message: t('rule.holderMax') },
      ],
      input: <Input maxLength={50} />,
    },
    {
      name: 'holderIdCardNo',
      label: t('field.holderIdCardNo'),
      rules: [
        {
          validator: async (_r, v: string | undefined) => {
            if (v?.trim() && !isValidIdCardNumber(v)) throw new Error(t('rule.idCard'));
          },
        },
      ],
      input: <Input maxLength={18} />,
    },
    {
      name: 'employer',
      label: t('field.employer'),
      rules: [{ max: 100, message: t('rule.employerMax') }],
      input: <Input maxLength={100} />,
    },
    {
      name: 'courseName',
      label: t('field.courseName'),
      rules: [
        { required: true, whitespace: true, message: t('rule.course') },
        { max: 100, message: t('rule.courseMax') },
      ],
      input: <Input maxLength={100} />,
    },
    {
      name: 'standardName',
      label: t('field.standardName'),
      rules: [{ max: 100, message: t('rule.standardMax') }],
      input: <Input maxLength={100} />,
    },
    {
      name: 'courseHours',
      label: t('field.courseHours'),
      rules: [{ required: true, message: t('rule.hours') }],
      input: <InputNumber min={1} max={2000} precision={0} style={{ width: '100%' }} />,
    },
    date('trainingFrom', true),
    date('trainingTo', true),
    date('issueDate', true),
    date('validTo', false, { extra: t('validToHint') }),
    {
      name: 'status',
      label: t('field.status'),
      input: (
        <Select
          options={[
            { value: 1, label: t('status.valid') },
            { value: 2, label: t('status.revoked') },
          ]}
        />
      ),
    },
    {
      name: 'revokeReason',
      label: t('field.revokeReason'),
      dependencies: ['status'],
      rules: [
        { max: 200, message: t('rule.revokeReasonMax') },
        ({ getFieldValue }) => ({
          validator: async (_r, v: string | undefined) => {
            const problem = trainingCertificateRevocationProblem({
              status: getFieldValue('status'),
              revokeReason: v ?? '',
            });
            if (problem) throw new Error(problem);
          },
        }),
      ],
      input: <Input maxLength={200} />,
    },
    {
      name: 'remark',
      label: t('field.remark'),
      className: 'cb-span-2',
      rules: [{ max: 500, message: t('rule.remarkMax') }],
      input: <Input.TextArea maxLength={500} autoSize={{ minRows: 2, maxRows: 6 }} />,
    },
  ];
}

/** 基本信息 of the read-only view. */
export function detailItems(
  t: TrainingCertificateT,
  r: TrainingCertificateDetail,
): DescriptionsProps['items'] {
  return [
    { key: 'certNo', label: t('field.certNo'), children: r.certNo },
    { key: 'holderName', label: t('field.holderName'), children: r.holderName },
    { key: 'holderIdCardNo', label: t('field.holderIdCardNo'), children: r.holderIdCardNo },
    { key: 'employer', label: t('field.employer'), children: r.employer },
    { key: 'courseName', label: t('field.courseName'), children: r.courseName },
    { key: 'standardName', label: t('field.standardName'), children: r.standardName },
    { key: 'courseHours', label: t('field.courseHours'), children: r.courseHours },
    {
      key: 'trainingDates',
      label: t('field.trainingDates'),
      children: `${r.trainingFrom} ~ ${r.trainingTo}`,
    },
    { key: 'issueDate', label: t('field.issueDate'), children: r.issueDate },
    { key: 'validTo', label: t('field.validTo'), children: r.validTo ?? t('noLimit') },
    { key: 'status', label: t('field.status'), children: <StatusTag t={t} status={r.status} /> },
    ...(r.storedStatus === 2
      ? [
          { key: 'revokeReason', label: t('field.revokeReason'), children: r.revokeReason },
          { key: 'revokedAt', label: t('field.revokedAt'), children: formatDateTime(r.revokedAt) },
        ]
      : []),
    { key: 'updateTime', label: t('field.updateTime'), children: formatDateTime(r.updateTime) },
    { key: 'remark', label: t('field.remark'), children: r.remark, span: 3 },
  ];
}

/** The server's answer to a number another training certificate holds (409, its unique index). */
export const isTakenNumber = (message: string) => message === '培训证书编号已存在';
