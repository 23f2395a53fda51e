/** 劳动合同: list columns and search field, the form's fields and values ↔ body. */
import type { Permission } from '@cb/domain';
import { DatePicker, Input, Select } from 'antd';
import type { Dayjs } from 'dayjs';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { MoneyInput } from '../../shared/components/form/MoneyInput';
import type { FormField } from '../../shared/detail';
import { ActionLink, actionsColumn, type ListColumn, TextFilter, textColumn } from '../../shared/list';
import { archivePath } from './AuditorList.data';
import type { LabourContractBody, LabourContractRow } from './api';
import { fromDay, toDay } from './dates';
import { auditorColumn, deleteAction } from './listParts';
import { contractTypeLabel, contractTypeOptions } from './options';
import type { AuditorT } from './texts';

export const CONTRACT_LIST_PATH = '/rlzy/contract';
export const CONTRACT_ADD_PATH = '/rlzy/contractAdd';
export const contractEditPath = (id: string) => `/rlzy/contractUpdate/${id}`;
/** 新增合同 for a known auditor (from the archive). */
export const contractAddPathFor = (auditorId: string) => `${CONTRACT_ADD_PATH}?auditorId=${auditorId}`;

export interface ContractColumnContext {
  t: AuditorT;
  can: (action: Permission) => boolean;
  navigate: (path: string) => void;
  remove: (row: LabourContractRow) => Promise<unknown>;
  /** The auditor's name column (the list; the archive is one auditor's). */
  withAuditor: boolean;
}

export function contractColumns({
  t,
  can,
  navigate,
  remove,
  withAuditor,
}: ContractColumnContext): ListColumn<LabourContractRow>[] {
  return [
    ...auditorColumn<LabourContractRow>(withAuditor, t('contract.auditor'), (v, row) =>
      can('rlzy:auditor:archive') || can('rlzy:auditor:edit') ? (
        <Link to={archivePath(row.auditorId)}>{v}</Link>
      ) : (
        v
      ),
    ),
    { key: 'contractNo', title: t('contract.contractNo'), dataIndex: 'contractNo', width: 140 },
    {
      key: 'contractType',
      title: t('contract.contractType'),
      dataIndex: 'contractType',
      width: 130,
      render: contractTypeLabel,
    },
    textColumn('startDate', t('contract.startDate'), 120, { sortField: 'startDate' }),
    { key: 'endDate', title: t('contract.endDate'), dataIndex: 'endDate', width: 120, sortField: 'endDate' },
    {
      key: 'dailyRate',
      title: t('contract.dailyRate'),
      dataIndex: 'dailyRate',
      width: 120,
      align: 'right',
    },
    { key: 'remark', title: t('contract.remark'), dataIndex: 'remark', ellipsis: true },
    actionsColumn(t('common.actions'), 120, (row) => (
      <>
        {can('rlzy:contract:edit') ? (
          <ActionLink onClick={() => navigate(contractEditPath(row.id))}>{t('common.edit')}</ActionLink>
        ) : null}
        {deleteAction(t, can('rlzy:contract:delete'), {
          title: t('contract.deleteConfirm'),
          content: `${row.auditorName} ${row.contractNo}`,
          remove: () => remove(row),
        })}
      </>
    )),
  ];
}

export function contractSearchFields(t: AuditorT) {
  return <TextFilter name="auditorName" label={t('contract.auditor')} width={160} maxLength={50} />;
}

export type ContractFormValues = Omit<LabourContractBody, 'startDate' | 'endDate' | 'dailyRate'> & {
  startDate?: Dayjs | null;
  endDate?: Dayjs | null;
  dailyRate?: string;
};

export function contractInitialValues(
  row: LabourContractRow | null,
  auditorId?: string | null,
): Partial<ContractFormValues> {
  if (!row) return { contractType: '1', dailyRate: '0', ...(auditorId ? { auditorId } : {}) };
  return {
    auditorId: row.auditorId,
    contractNo: row.contractNo,
    contractType: row.contractType as ContractFormValues['contractType'],
    startDate: fromDay(row.startDate),
    endDate: fromDay(row.endDate),
    dailyRate: row.dailyRate,
    remark: row.remark,
  };
}

export function toContractBody(v: ContractFormValues): LabourContractBody {
  return {
    auditorId: v.auditorId,
    contractNo: v.contractNo.trim(),
    contractType: v.contractType,
    startDate: toDay(v.startDate),
    endDate: toDay(v.endDate),
    dailyRate: v.dailyRate?.trim() || '0',
    remark: v.remark?.trim() ?? '',
  };
}

/** The contract form's fields; the auditor picker is the page's (it knows the record's name). */
export function contractFields(t: AuditorT, auditorPicker: ReactNode): FormField[] {
  return [
    {
      name: 'auditorId',
      label: t('contract.auditor'),
      rules: [{ required: true, message: t('message.choose', { label: t('contract.auditor') }) }],
      input: auditorPicker,
    },
    {
      name: 'contractNo',
      label: t('contract.contractNo'),
      rules: [
        {
          required: true,
          whitespace: true,
          message: t('message.enter', { label: t('contract.contractNo') }),
        },
        { max: 50, message: t('message.maxLength', { label: t('contract.contractNo'), max: 50 }) },
      ],
      input: <Input maxLength={50} autoComplete="off" />,
    },
    {
      name: 'contractType',
      label: t('contract.contractType'),
      rules: [{ required: true, message: t('message.choose', { label: t('contract.contractType') }) }],
      input: <Select options={contractTypeOptions()} />,
    },
    {
      name: 'startDate',
      label: t('contract.startDate'),
      rules: [{ required: true, message: t('message.choose', { label: t('contract.startDate') }) }],
      input: <DatePicker style={{ width: '100%' }} />,
    },
    {
      name: 'endDate',
      label: t('contract.endDate'),
      dependencies: ['startDate'],
      rules: [
        { required: true, message: t('message.choose', { label: t('contract.endDate') }) },
        ({ getFieldValue }) => ({
          validator: async (_r, value: Dayjs | null | undefined) => {
            const start = getFieldValue('startDate') as Dayjs | null | undefined;
            if (start && value && toDay(value) < toDay(start)) throw new Error(t('message.endBeforeStart'));
          },
        }),
      ],
      input: <DatePicker style={{ width: '100%' }} />,
    },
    {
      name: 'dailyRate',
      label: t('contract.dailyRate'),
      rules: [{ pattern: /^\d+(?:\.\d{1,2})?$/, message: t('message.rateInvalid') }],
      input: <MoneyInput maxLength={12} />,
    },
    {
      name: 'remark',
      label: t('contract.remark'),
      className: 'cb-span-2',
      input: <Input.TextArea maxLength={500} autoSize={{ minRows: 1, maxRows: 4 }} />,
    },
  ];
}
