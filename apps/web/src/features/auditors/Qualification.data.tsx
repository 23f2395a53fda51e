/** A CCAA registration (注册资格) of an auditor: the dialog's fields, values ↔ body, and the table's columns. */
import { DatePicker, Input, Select, Switch, type TableColumnsType, Tag } from 'antd';
import type { Dayjs } from 'dayjs';
import type { ReactNode } from 'react';
import type { FormField } from '../../shared/detail';
import type { QualificationBody, QualificationRow } from './api';
import { fromDay, toDay } from './dates';
import { leaderLabel, leaderOptions, levelLabel, levelOptions, schemeLabel, schemeOptions } from './options';
import type { AuditorT } from './texts';

/** 技术专家 may never lead a team (the contract's rule). */
export const TECHNICAL_EXPERT = '04';
const NOT_LEADER = 3;

export type QualificationFormValues = Omit<QualificationBody, 'auditorId' | 'validFrom' | 'validTo'> & {
  validFrom?: Dayjs | null;
  validTo?: Dayjs | null;
};

export function qualificationInitialValues(row: QualificationRow | null): Partial<QualificationFormValues> {
  if (!row) return { scheme: 'QMS', level: '02', leaderFlag: NOT_LEADER, canWitness: false };
  return {
    scheme: row.scheme as QualificationFormValues['scheme'],
    level: row.level as QualificationFormValues['level'],
    registrationNo: row.registrationNo,
    validFrom: fromDay(row.validFrom),
    validTo: fromDay(row.validTo),
    leaderFlag: row.leaderFlag as QualificationFormValues['leaderFlag'],
    canWitness: row.canWitness,
  };
}

export function toQualificationBody(auditorId: string, v: QualificationFormValues): QualificationBody {
  return {
    auditorId,
    scheme: v.scheme,
    level: v.level,
    registrationNo: v.registrationNo.trim(),
    validFrom: toDay(v.validFrom),
    validTo: toDay(v.validTo),
    leaderFlag: v.leaderFlag,
    canWitness: Boolean(v.canWitness),
  };
}

export function qualificationFields(t: AuditorT): FormField[] {
  return [
    {
      name: 'scheme',
      label: t('qualification.scheme'),
      rules: [{ required: true, message: t('message.choose', { label: t('qualification.scheme') }) }],
      input: <Select options={schemeOptions()} />,
    },
    {
      name: 'level',
      label: t('qualification.level'),
      rules: [{ required: true, message: t('message.choose', { label: t('qualification.level') }) }],
      input: <Select options={levelOptions()} />,
    },
    {
      name: 'registrationNo',
      label: t('qualification.registrationNo'),
      rules: [
        {
          required: true,
          whitespace: true,
          message: t('message.enter', { label: t('qualification.registrationNo') }),
        },
        { max: 50, message: t('message.maxLength', { label: t('qualification.registrationNo'), max: 50 }) },
      ],
      input: <Input maxLength={50} autoComplete="off" />,
    },
    {
      name: 'leaderFlag',
      label: t('qualification.leaderFlag'),
      dependencies: ['level'],
      rules: [
        { required: true, message: t('message.choose', { label: t('qualification.leaderFlag') }) },
        ({ getFieldValue }) => ({
          validator: async (_r, value: unknown) => {
            if (getFieldValue('level') === TECHNICAL_EXPERT && value !== NOT_LEADER)
              throw new Error(t('message.expertNoLeader'));
          },
        }),
      ],
      input: <Select options={leaderOptions()} />,
    },
    {
      name: 'validFrom',
      label: t('qualification.validFrom'),
      rules: [{ required: true, message: t('message.choose', { label: t('qualification.validFrom') }) }],
      input: <DatePicker style={{ width: '100%' }} />,
    },
    {
      name: 'validTo',
      label: t('qualification.validTo'),
      dependencies: ['validFrom'],
      rules: [
        { required: true, message: t('message.choose', { label: t('qualification.validTo') }) },
        ({ getFieldValue }) => ({
          validator: async (_r, value: Dayjs | null | undefined) => {
            const from = getFieldValue('validFrom') as Dayjs | null | undefined;
            if (from && value && toDay(value) < toDay(from)) throw new Error(t('message.validToBeforeFrom'));
          },
        }),
      ],
      input: <DatePicker style={{ width: '100%' }} />,
    },
    {
      name: 'canWitness',
      label: t('qualification.canWitness'),
      valuePropName: 'checked',
      input: <Switch />,
    },
  ];
}

export function qualificationColumns(
  t: AuditorT,
  today: string,
  actions?: (row: QualificationRow) => ReactNode,
): TableColumnsType<QualificationRow> {
  return [
    {
      title: t('qualification.scheme'),
      dataIndex: 'scheme',
      width: 170,
      render: (v: string) => `${v} ${schemeLabel(v)}`,
    },
    { title: t('qualification.level'), dataIndex: 'level', width: 110, render: levelLabel },
    { title: t('qualification.registrationNo'), dataIndex: 'registrationNo', width: 180 },
    { title: t('qualification.validFrom'), dataIndex: 'validFrom', width: 110 },
    {
      title: t('qualification.validTo'),
      dataIndex: 'validTo',
      width: 140,
      render: (v: string) => (
        <>
          {v} {v < today ? <Tag color="red">{t('qualification.expired')}</Tag> : null}
        </>
      ),
    },
    { title: t('qualification.leaderFlag'), dataIndex: 'leaderFlag', width: 100, render: leaderLabel },
    {
      title: t('qualification.canWitness'),
      dataIndex: 'canWitness',
      width: 80,
      render: (v: boolean) => (v ? t('common.yes') : t('common.no')),
    },
    ...(actions
      ? [
          {
            title: t('common.actions'),
            key: 'actions',
            width: 130,
            render: (_v: unknown, row: QualificationRow) => actions(row),
          },
        ]
      : []),
  ];
}
