/** 见证: list columns and search fields, the assessment's dialog fields and values ↔ body. */
import { isProfessionalCode, type Permission, PROFESSIONAL_CODE_MESSAGE } from '@cb/domain';
import { DatePicker, Input, Radio, Select, Tag } from 'antd';
import type { Dayjs } from 'dayjs';
import type { ReactNode } from 'react';
import type { FormField } from '../../shared/detail';
import {
  ActionLink,
  actionsColumn,
  type ListColumn,
  SelectFilter,
  TextFilter,
  textColumn,
} from '../../shared/list';
import type { WitnessBody, WitnessRow } from './api';
import { fromDay, toDay } from './dates';
import { auditorColumn, deleteAction } from './listParts';
import { schemeOptions, witnessResultLabel, witnessResultOptions } from './options';
import type { AuditorT } from './texts';

export interface WitnessColumnContext {
  t: AuditorT;
  can: (action: Permission) => boolean;
  edit: (row: WitnessRow) => void;
  remove: (row: WitnessRow) => Promise<unknown>;
  withAuditor: boolean;
}

export function witnessColumns({
  t,
  can,
  edit,
  remove,
  withAuditor,
}: WitnessColumnContext): ListColumn<WitnessRow>[] {
  return [
    ...auditorColumn<WitnessRow>(withAuditor, t('witness.auditor')),
    textColumn('witnessAuditorName', t('witness.witnessAuditor'), 110),
    { key: 'scheme', title: t('witness.scheme'), dataIndex: 'scheme', width: 80 },
    { key: 'code', title: t('witness.code'), dataIndex: 'code', width: 100 },
    { key: 'project', title: t('witness.project'), dataIndex: 'project', ellipsis: true },
    textColumn('witnessDate', t('witness.witnessDate'), 120, { sortField: 'witnessDate' }),
    {
      key: 'result',
      title: t('witness.result'),
      dataIndex: 'result',
      width: 90,
      render: (v: number) => <Tag color={v === 1 ? 'success' : 'error'}>{witnessResultLabel(v)}</Tag>,
    },
    { key: 'comments', title: t('witness.comments'), dataIndex: 'comments', ellipsis: true },
    actionsColumn(t('common.actions'), 120, (row) => (
      <>
        {can('rlzy:witness:edit') ? (
          <ActionLink onClick={() => edit(row)}>{t('common.edit')}</ActionLink>
        ) : null}
        {deleteAction(t, can('rlzy:witness:delete'), {
          title: t('witness.deleteConfirm'),
          content: `${row.auditorName} ${row.witnessDate} ${row.project}`,
          remove: () => remove(row),
        })}
      </>
    )),
  ];
}

export function witnessSearchFields(t: AuditorT) {
  return (
    <>
      <TextFilter name="auditorName" label={t('witness.auditor')} width={160} maxLength={50} />
      <SelectFilter name="result" label={t('witness.result')} options={witnessResultOptions()} width={120} />
    </>
  );
}

export type WitnessFormValues = Omit<WitnessBody, 'witnessDate'> & { witnessDate?: Dayjs | null };

export function witnessInitialValues(row: WitnessRow | null, auditorId?: string): Partial<WitnessFormValues> {
  if (!row) return { scheme: 'QMS', result: 1, ...(auditorId ? { auditorId } : {}) };
  return {
    auditorId: row.auditorId,
    witnessAuditorId: row.witnessAuditorId,
    scheme: row.scheme as WitnessFormValues['scheme'],
    code: row.code,
    project: row.project,
    witnessDate: fromDay(row.witnessDate),
    result: row.result === 2 ? 2 : 1,
    comments: row.comments,
  };
}

export function toWitnessBody(v: WitnessFormValues): WitnessBody {
  return {
    auditorId: v.auditorId,
    witnessAuditorId: v.witnessAuditorId,
    scheme: v.scheme,
    code: v.code?.trim() ?? '',
    project: v.project.trim(),
    witnessDate: toDay(v.witnessDate),
    result: v.result,
    comments: v.comments?.trim() ?? '',
  };
}

/**
 * The assessment's fields. The pickers are the page's: `auditorPicker` is null when the witnessed
 * auditor is fixed (the archive's).
 */
export function witnessFields(
  t: AuditorT,
  pickers: { auditor: ReactNode | null; witness: ReactNode },
): FormField[] {
  return [
    ...(pickers.auditor
      ? [
          {
            name: 'auditorId',
            label: t('witness.auditor'),
            rules: [{ required: true, message: t('message.choose', { label: t('witness.auditor') }) }],
            input: pickers.auditor,
          },
        ]
      : []),
    {
      name: 'witnessAuditorId',
      label: t('witness.witnessAuditor'),
      dependencies: ['auditorId'],
      rules: [
        { required: true, message: t('message.choose', { label: t('witness.witnessAuditor') }) },
        ({ getFieldValue }) => ({
          validator: async (_r, value: unknown) => {
            if (value && value === getFieldValue('auditorId')) throw new Error(t('witness.samePerson'));
          },
        }),
      ],
      input: pickers.witness,
    },
    {
      name: 'scheme',
      label: t('witness.scheme'),
      rules: [{ required: true, message: t('message.choose', { label: t('witness.scheme') }) }],
      input: <Select options={schemeOptions()} />,
    },
    {
      name: 'code',
      label: t('witness.code'),
      rules: [
        {
          validator: async (_r, value: unknown) => {
            const code = String(value ?? '').trim();
            if (code && !isProfessionalCode(code)) throw new Error(PROFESSIONAL_CODE_MESSAGE);
          },
        },
      ],
      input: <Input maxLength={8} placeholder="19.05.01" autoComplete="off" />,
    },
    {
      name: 'project',
      label: t('witness.project'),
      className: 'cb-span-2',
      rules: [
        { required: true, whitespace: true, message: t('message.enter', { label: t('witness.project') }) },
        { max: 200, message: t('message.maxLength', { label: t('witness.project'), max: 200 }) },
      ],
      input: <Input maxLength={200} />,
    },
    {
      name: 'witnessDate',
      label: t('witness.witnessDate'),
      rules: [{ required: true, message: t('message.choose', { label: t('witness.witnessDate') }) }],
      input: <DatePicker style={{ width: '100%' }} />,
    },
    {
      name: 'result',
      label: t('witness.result'),
      rules: [{ required: true, message: t('message.choose', { label: t('witness.result') }) }],
      input: <Radio.Group options={witnessResultOptions()} />,
    },
    {
      name: 'comments',
      label: t('witness.comments'),
      className: 'cb-span-2',
      input: <Input.TextArea maxLength={1000} autoSize={{ minRows: 2, maxRows: 5 }} />,
    },
  ];
}
