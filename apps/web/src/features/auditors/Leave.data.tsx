/** 请假: list columns and search fields, and the half-day form of 登记请假 with values ↔ body. */
import type { Permission } from '@cb/domain';
import { DatePicker, Input, Radio, Tag } from 'antd';
import type { Rule } from 'antd/es/form';
import type { Dayjs } from 'dayjs';
import type { ReactNode } from 'react';
import type { FormField } from '../../shared/detail';
import { actionsColumn, type ListColumn, SelectFilter, TextFilter } from '../../shared/list';
import type { LeaveBody, LeaveRow } from './api';
import { endsBeforeStart, leavePeriod, toDay } from './dates';
import { auditorColumn, deleteAction } from './listParts';
import { LEAVE_STATUS_COLORS, leaveStatusLabel, leaveStatusOptions } from './options';
import type { AuditorT } from './texts';

/** 0 待审批: only these can be decided. */
export const LEAVE_PENDING = 0;

export interface LeaveColumnContext {
  t: AuditorT;
  can: (action: Permission) => boolean;
  remove: (row: LeaveRow) => Promise<unknown>;
  /** The 审批 button of a pending leave (the page's dialog). */
  decide: (row: LeaveRow) => ReactNode;
  withAuditor: boolean;
}

export function leaveColumns({
  t,
  can,
  remove,
  decide,
  withAuditor,
}: LeaveColumnContext): ListColumn<LeaveRow>[] {
  return [
    ...auditorColumn<LeaveRow>(withAuditor, t('leave.auditor')),
    {
      key: 'period',
      title: t('leave.period'),
      dataIndex: 'fromDate',
      width: 280,
      sortField: 'fromDate',
      render: (_v, row) => leavePeriod(t, row),
    },
    { key: 'reason', title: t('leave.reason'), dataIndex: 'reason', ellipsis: true },
    {
      key: 'status',
      title: t('leave.status'),
      dataIndex: 'status',
      width: 90,
      render: (v: number) => <Tag color={LEAVE_STATUS_COLORS[v]}>{leaveStatusLabel(v)}</Tag>,
    },
    actionsColumn(t('common.actions'), 120, (row) => (
      <>
        {row.status === LEAVE_PENDING && can('rlzy:leave:approve') ? decide(row) : null}
        {deleteAction(t, can('rlzy:leave:delete'), {
          title: t('leave.deleteConfirm'),
          content: `${row.auditorName} ${leavePeriod(t, row)}`,
          remove: () => remove(row),
        })}
      </>
    )),
  ];
}

export function leaveSearchFields(t: AuditorT) {
  return (
    <>
      <TextFilter name="auditorName" label={t('leave.auditor')} width={160} maxLength={50} />
      <SelectFilter name="status" label={t('leave.status')} options={leaveStatusOptions()} width={120} />
    </>
  );
}

export interface LeaveFormValues {
  auditorId: string;
  fromDate?: Dayjs | null;
  fromHalf: 1 | 2;
  toDate?: Dayjs | null;
  toHalf: 1 | 2;
  reason?: string;
}

export const newLeave = (auditorId?: string): Partial<LeaveFormValues> => ({
  fromHalf: 1,
  toHalf: 2,
  ...(auditorId ? { auditorId } : {}),
});

export function toLeaveBody(v: LeaveFormValues): LeaveBody {
  return {
    auditorId: v.auditorId,
    from: { date: toDay(v.fromDate), half: v.fromHalf },
    to: { date: toDay(v.toDate), half: v.toHalf },
    reason: v.reason?.trim() ?? '',
  };
}

/** Refuses an end before the start (checked on the end's date and half). */
const endRule =
  (t: AuditorT): Rule =>
  ({ getFieldValue }) => ({
    validator: async () => {
      const fromDate = getFieldValue('fromDate') as Dayjs | null | undefined;
      const toDate = getFieldValue('toDate') as Dayjs | null | undefined;
      if (!fromDate || !toDate) return;
      const from = { date: toDay(fromDate), half: Number(getFieldValue('fromHalf')) };
      const to = { date: toDay(toDate), half: Number(getFieldValue('toHalf')) };
      if (endsBeforeStart(from, to)) throw new Error(t('message.leaveEndBeforeStart'));
    },
  });

/** The fields of 登记请假; without `auditorPicker` the auditor is fixed (the archive's). */
export function leaveFields(t: AuditorT, auditorPicker: ReactNode | null): FormField[] {
  const halves = [
    { value: 1, label: t('common.morning') },
    { value: 2, label: t('common.afternoon') },
  ];
  return [
    ...(auditorPicker
      ? [
          {
            name: 'auditorId',
            label: t('leave.auditor'),
            className: 'cb-span-2',
            rules: [{ required: true, message: t('message.choose', { label: t('leave.auditor') }) }],
            input: auditorPicker,
          },
        ]
      : []),
    {
      name: 'fromDate',
      label: t('leave.from'),
      rules: [{ required: true, message: t('leave.dateRequired') }],
      input: <DatePicker style={{ width: '100%' }} />,
    },
    {
      name: 'fromHalf',
      label: t('leave.fromHalf'),
      rules: [{ required: true, message: t('leave.halfRequired') }],
      input: <Radio.Group options={halves} optionType="button" />,
    },
    {
      name: 'toDate',
      label: t('leave.to'),
      dependencies: ['fromDate', 'fromHalf', 'toHalf'],
      rules: [{ required: true, message: t('leave.dateRequired') }, endRule(t)],
      input: <DatePicker style={{ width: '100%' }} />,
    },
    {
      name: 'toHalf',
      label: t('leave.toHalf'),
      rules: [{ required: true, message: t('leave.halfRequired') }],
      input: <Radio.Group options={halves} optionType="button" />,
    },
    {
      name: 'reason',
      label: t('leave.reason'),
      className: 'cb-span-2',
      input: <Input.TextArea maxLength={500} autoSize={{ minRows: 2, maxRows: 4 }} />,
    },
  ];
}
