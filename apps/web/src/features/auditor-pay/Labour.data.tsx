/** Columns and search fields shared by the 劳务与薪酬 lists (劳务费登记, 结算明细, 我的费用, 工资条). */
import { auditTypeLabel } from '@cb/domain';
import { LABOUR_ROLES } from '@cb/domain/auditor-pay';
import { Tag, Tooltip, Typography } from 'antd';
import { currentLocale } from '../../shared/i18n';
import { type ListColumn, SelectFilter, TextFilter } from '../../shared/list';
import type { LabourFeeRow, LabourSettlementRow, SalarySlipRow } from './api';
import type { LabourT } from './texts';

export const FEE_LIST_PATH = '/labour/fee';
export const FEE_ADD_PATH = '/labourFee/add';

const STATUS_COLORS = ['default', 'processing', 'blue', 'green'];
const ANSWER_COLORS = ['default', 'green', 'orange'];

type Key = Parameters<LabourT>[0];
export const statusTag = (t: LabourT, status: number) => (
  <Tag color={STATUS_COLORS[status]}>{t(`status.${status}` as Key)}</Tag>
);
export const answerTag = (t: LabourT, answer: number, reason = '') => {
  const tag = <Tag color={ANSWER_COLORS[answer]}>{t(`answer.${answer}` as Key)}</Tag>;
  return reason ? <Tooltip title={reason}>{tag}</Tooltip> : tag;
};

/** A fee's columns: who, what, every factor that made the amount, state. */
export function feeColumns(t: LabourT, options: { auditor?: boolean } = {}): ListColumn<LabourFeeRow>[] {
  const columns: ListColumn<LabourFeeRow>[] = [
    { key: 'workDate', title: t('field.workDate'), dataIndex: 'workDate', width: 110, sortField: 'workDate' },
    {
      key: 'planNo',
      title: t('field.planNo'),
      dataIndex: 'planNo',
      width: 130,
      ellipsis: true,
      optional: true,
    },
    {
      key: 'enterpriseName',
      title: t('field.enterpriseName'),
      dataIndex: 'enterpriseName',
      width: 180,
      ellipsis: true,
    },
    {
      key: 'contractNo',
      title: t('field.contractNo'),
      dataIndex: 'contractNo',
      width: 120,
      ellipsis: true,
      optional: true,
    },
    { key: 'standard', title: t('field.standard'), dataIndex: 'standard', width: 130, ellipsis: true },
    {
      key: 'auditType',
      title: t('fee.auditType'),
      dataIndex: 'auditType',
      width: 110,
      optional: true,
      render: (v: number | null) => (v ? auditTypeLabel(v, {}, currentLocale()) : ''),
    },
    {
      key: 'role',
      title: t('field.role'),
      dataIndex: 'role',
      width: 90,
      render: (v: string) => t(`role.${v}` as Key),
    },
    {
      key: 'qualification',
      title: t('field.qualification'),
      dataIndex: 'qualification',
      width: 100,
      optional: true,
      render: (v: string) => t(`qualification.${v}` as Key),
    },
    { key: 'days', title: t('field.days'), dataIndex: 'days', width: 70, align: 'right' },
    {
      key: 'dayRate',
      title: t('field.dayRate'),
      dataIndex: 'dayRate',
      width: 90,
      align: 'right',
      optional: true,
    },
    {
      key: 'reportFee',
      title: t('field.reportFee'),
      dataIndex: 'reportFee',
      width: 90,
      align: 'right',
      optional: true,
    },
    {
      key: 'amount',
      title: t('field.amount'),
      dataIndex: 'amount',
      width: 100,
      align: 'right',
      sortField: 'amount',
      render: (v: string) => <Typography.Text strong>{v}</Typography.Text>,
    },
    {
      key: 'travel',
      title: t('field.travel'),
      dataIndex: 'travel',
      width: 90,
      align: 'right',
      optional: true,
    },
    {
      key: 'factors',
      title: t('field.factors'),
      dataIndex: 'factors',
      width: 260,
      ellipsis: true,
      render: (v: string[]) => (
        <Tooltip
          title={
            <div>
              {v.map((f) => (
                <div key={f}>{f}</div>
              ))}
            </div>
          }
        >
          <span data-testid="fee-factors">{v.join('；')}</span>
        </Tooltip>
      ),
    },
    {
      key: 'tariffVersion',
      title: t('field.tariffVersion'),
      dataIndex: 'tariffVersion',
      width: 90,
      optional: true,
      render: (v: number | null) => (v ? t('tariff.version', { version: String(v) }) : ''),
    },
    {
      key: 'status',
      title: t('field.status'),
      dataIndex: 'status',
      width: 90,
      render: (v: number) => statusTag(t, v),
    },
    {
      key: 'answer',
      title: t('field.answer'),
      dataIndex: 'answer',
      width: 90,
      render: (v: number, row) => answerTag(t, v, row.answerReason),
    },
    { key: 'paidDate', title: t('field.paidDate'), dataIndex: 'paidDate', width: 110, optional: true },
  ];
  if (options.auditor)
    columns.unshift({
      key: 'auditorName',
      title: t('field.auditorName'),
      dataIndex: 'auditorName',
      width: 100,
      sortField: 'auditorName',
      fixed: 'left',
    });
  return columns;
}

/** The fee lists' search form. */
export function feeSearchFields(t: LabourT, options: { auditor?: boolean } = {}) {
  return (
    <>
      {options.auditor ? (
        <TextFilter name="auditorName" label={t('field.auditorName')} width={140} maxLength={50} />
      ) : null}
      <TextFilter
        name="workMonth"
        label={t('field.workMonth')}
        width={110}
        maxLength={7}
        placeholder={t('field.monthPlaceholder')}
      />
      <TextFilter name="planNo" label={t('field.planNo')} width={140} maxLength={50} />
      <SelectFilter
        name="status"
        label={t('field.status')}
        width={110}
        options={[0, 1, 2, 3].map((s) => ({ value: String(s), label: t(`status.${s}` as Key) }))}
      />
      <SelectFilter
        name="answer"
        label={t('field.answer')}
        width={110}
        options={[0, 1, 2].map((s) => ({ value: String(s), label: t(`answer.${s}` as Key) }))}
      />
      {options.auditor ? (
        <>
          <SelectFilter
            name="role"
            label={t('field.role')}
            width={110}
            options={LABOUR_ROLES.map((r) => ({ value: r, label: t(`role.${r}` as Key) }))}
          />
          <TextFilter
            name="workMonthFrom"
            label={t('field.workMonthFrom')}
            width={110}
            maxLength={7}
            placeholder={t('field.monthPlaceholder')}
          />
          <TextFilter
            name="workMonthTo"
            label={t('field.workMonthTo')}
            width={110}
            maxLength={7}
            placeholder={t('field.monthPlaceholder')}
          />
        </>
      ) : null}
    </>
  );
}

/** 劳务费结算's columns: by auditor and month, totals, tax, net, progress. */
export function settlementColumns(t: LabourT): ListColumn<LabourSettlementRow>[] {
  const count = (key: 'submitted' | 'approved' | 'paid' | 'queried', color: string) => ({
    key,
    title: t(`settle.${key}`),
    dataIndex: key,
    width: 80,
    align: 'right' as const,
    render: (v: number) => (v ? <Tag color={color}>{v}</Tag> : <span>0</span>),
  });
  return [
    { key: 'month', title: t('field.workMonth'), dataIndex: 'month', width: 90, sortField: 'month' },
    {
      key: 'auditorName',
      title: t('field.auditorName'),
      dataIndex: 'auditorName',
      width: 110,
      sortField: 'auditorName',
    },
    { key: 'rows', title: t('settle.rows'), dataIndex: 'rows', width: 70, align: 'right', optional: true },
    {
      key: 'total',
      title: t('settle.total'),
      dataIndex: 'total',
      width: 110,
      align: 'right',
      sortField: 'total',
    },
    {
      key: 'taxable',
      title: t('settle.taxable'),
      dataIndex: 'taxable',
      width: 120,
      align: 'right',
      optional: true,
    },
    { key: 'tax', title: t('settle.tax'), dataIndex: 'tax', width: 100, align: 'right' },
    {
      key: 'net',
      title: t('settle.net'),
      dataIndex: 'net',
      width: 110,
      align: 'right',
      render: (v: string) => <Typography.Text strong>{v}</Typography.Text>,
    },
    {
      key: 'travel',
      title: t('field.travel'),
      dataIndex: 'travel',
      width: 90,
      align: 'right',
      optional: true,
    },
    count('submitted', 'processing'),
    count('approved', 'blue'),
    count('paid', 'green'),
    count('queried', 'orange'),
    { key: 'paidDate', title: t('field.paidDate'), dataIndex: 'paidDate', width: 110, optional: true },
    { key: 'paidRef', title: t('field.paidRef'), dataIndex: 'paidRef', width: 120, optional: true },
  ];
}

/** 工资条 columns (finance's and the person's own). */
export function slipColumns(t: LabourT, options: { name?: boolean } = {}): ListColumn<SalarySlipRow>[] {
  const money = (
    key: 'basic' | 'labourFee' | 'subsidy' | 'gross' | 'other' | 'tax' | 'net',
    width = 100,
  ) => ({
    key,
    title: t(`salary.${key}`),
    dataIndex: key,
    width,
    align: 'right' as const,
  });
  return [
    { key: 'month', title: t('salary.month'), dataIndex: 'month', width: 90, sortField: 'month' },
    ...(options.name
      ? [
          {
            key: 'auditorName',
            title: t('salary.name'),
            dataIndex: 'auditorName',
            width: 100,
            sortField: 'auditorName',
          },
        ]
      : []),
    money('basic'),
    money('labourFee'),
    { key: 'auditDays', title: t('salary.auditDays'), dataIndex: 'auditDays', width: 80, align: 'right' },
    money('subsidy'),
    money('gross'),
    money('other'),
    money('tax'),
    {
      ...money('net', 110),
      sortField: 'net',
      render: (v: string) => <Typography.Text strong>{v}</Typography.Text>,
    },
    {
      key: 'status',
      title: t('salary.status'),
      dataIndex: 'status',
      width: 90,
      render: (v: number) => <Tag color={ANSWER_COLORS[v === 2 ? 1 : 0]}>{t(`slipStatus.${v}` as Key)}</Tag>,
    },
    {
      key: 'remark',
      title: t('field.remark'),
      dataIndex: 'remark',
      width: 140,
      ellipsis: true,
      optional: true,
    },
  ];
}

export function slipSearchFields(t: LabourT, options: { name?: boolean } = {}) {
  return (
    <>
      <TextFilter
        name="month"
        label={t('salary.month')}
        width={110}
        maxLength={7}
        placeholder={t('field.monthPlaceholder')}
      />
      {options.name ? (
        <TextFilter name="auditorName" label={t('salary.name')} width={140} maxLength={50} />
      ) : null}
      <SelectFilter
        name="status"
        label={t('salary.status')}
        width={110}
        options={[0, 1, 2].map((s) => ({ value: String(s), label: t(`slipStatus.${s}` as Key) }))}
      />
    </>
  );
}
