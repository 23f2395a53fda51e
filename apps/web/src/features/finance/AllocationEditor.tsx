/**
 * The allocation of a payment to its enterprise's receivables (新增 and 变更关联): one row per
 * receivable still owing (and each one this payment is allocated to already), an amount typed per
 * row (SPEC §5 money input), the domain's allocation rule checked as the user types, and the total
 * against the payment's amount. The server checks the same rule again under row locks.
 */
import { auditTypeLabel, FEE_TYPES, isAmount as isDomainAmount, labelOf } from '@cb/domain';
import { type AllocationTarget, allocationRefusal, fenToAmount, toFen } from '@cb/domain/finance';
import { Alert, Button, Empty, Space, Table, Typography } from 'antd';
import { MoneyInput } from '../../shared/components/form/MoneyInput';
import { currentLocale } from '../../shared/i18n';
import type { AllocationBody, PaymentAllocation, ReceivableRow } from './api';
import { useOpenReceivables } from './queries';
import { type FinanceT, financeTexts } from './texts';

/** A row of the editor: a receivable, with what this payment has allocated to it already. */
export interface EditorRow {
  receivableId: string;
  contractNo: string;
  standardCode: string;
  auditType: number;
  feeType: number;
  amount: string;
  /** Everything received on it, this payment's allocation included. */
  received: string;
  dueDate: string;
  /** This payment's allocation to it as saved ('0.00' for none). */
  mine: string;
}

/** Amounts typed per receivable id ('' or missing = not allocated). */
export type AllocationValues = Readonly<Record<string, string>>;

/** The editor's rows: the payment's own allocations first, then the other open receivables. */
export function editorRows(open: readonly ReceivableRow[], mine: readonly PaymentAllocation[]): EditorRow[] {
  const rows: EditorRow[] = mine.map((a) => ({
    receivableId: a.receivableId,
    contractNo: a.contractNo,
    standardCode: a.standardCode,
    auditType: a.auditType,
    feeType: a.feeType,
    amount: a.receivableAmount,
    received: a.receivableReceived,
    dueDate: a.dueDate,
    mine: a.amount,
  }));
  const seen = new Set(rows.map((r) => r.receivableId));
  for (const r of open)
    if (!seen.has(r.id))
      rows.push({
        receivableId: r.id,
        contractNo: r.contractNo,
        standardCode: r.standardCode,
        auditType: r.auditType,
        feeType: r.feeType,
        amount: r.amount,
        received: r.received,
        dueDate: r.dueDate,
        mine: '0.00',
      });
  return rows;
}

/** What may still be allocated to the row by this payment: its arrears plus this payment's share. */
export const availableOf = (row: EditorRow) =>
  fenToAmount(toFen(row.amount) - toFen(row.received) + toFen(row.mine));

/** The typed amounts as the request's allocations (empty and zero ones left out). */
export function allocationsOf(values: AllocationValues): AllocationBody[] {
  return Object.entries(values)
    .filter(([, amount]) => amount && /[1-9]/.test(amount))
    .map(([receivableId, amount]) => ({ receivableId, amount }));
}

/** The first problem of the typed allocations, or null (the domain's rule, as the server applies it). */
export function allocationProblem(
  rows: readonly EditorRow[],
  values: AllocationValues,
  payment: { amount: string; enterpriseId: string },
): string | null {
  const allocations = allocationsOf(values);
  if (allocations.length === 0) return null;
  if (!isDomainAmount(payment.amount)) return null;
  const targets = new Map<string, AllocationTarget>(
    rows.map((r) => [
      r.receivableId,
      {
        id: r.receivableId,
        enterpriseId: payment.enterpriseId,
        label: `${r.contractNo} ${r.standardCode}`.trim(),
        amount: r.amount,
        receivedByOthers: fenToAmount(toFen(r.received) - toFen(r.mine)),
      },
    ]),
  );
  return allocationRefusal(payment, allocations, targets);
}

/** The sum of the typed allocations, two decimals. */
export const allocatedTotal = (values: AllocationValues) =>
  fenToAmount(allocationsOf(values).reduce((s, a) => s + toFen(a.amount), 0));

function columns(
  t: FinanceT,
  values: AllocationValues,
  onChange: (next: AllocationValues) => void,
  readOnly: boolean,
) {
  const locale = currentLocale();
  return [
    { key: 'contractNo', title: t('receivable.contractNo'), dataIndex: 'contractNo', width: 150 },
    { key: 'standardCode', title: t('receivable.standard'), dataIndex: 'standardCode', width: 130 },
    {
      key: 'auditType',
      title: t('receivable.auditType'),
      dataIndex: 'auditType',
      width: 120,
      render: (v: number) => auditTypeLabel(v, {}, locale) ?? v,
    },
    {
      key: 'feeType',
      title: t('receivable.feeType'),
      dataIndex: 'feeType',
      width: 110,
      render: (v: number) => labelOf(FEE_TYPES, v, locale) ?? v,
    },
    {
      key: 'amount',
      title: t('receivable.amount'),
      dataIndex: 'amount',
      width: 120,
      align: 'right' as const,
    },
    {
      key: 'available',
      title: t('receivable.arrears'),
      width: 120,
      align: 'right' as const,
      render: (_: unknown, row: EditorRow) => availableOf(row),
    },
    { key: 'dueDate', title: t('receivable.dueDate'), dataIndex: 'dueDate', width: 110 },
    {
      key: 'allocate',
      title: t('receivable.allocate'),
      width: 160,
      render: (_: unknown, row: EditorRow) => (
        <MoneyInput
          aria-label={`${t('receivable.allocate')} ${row.contractNo} ${row.standardCode}`}
          disabled={readOnly}
          value={values[row.receivableId] ?? ''}
          onChange={(v) => onChange({ ...values, [row.receivableId]: v })}
          data-testid={`allocate-${row.receivableId}`}
        />
      ),
    },
  ];
}

export function AllocationEditor({
  enterpriseId,
  paymentAmount,
  mine = [],
  values,
  onChange,
  readOnly = false,
}: {
  enterpriseId: string | undefined;
  paymentAmount: string;
  mine?: readonly PaymentAllocation[];
  values: AllocationValues;
  onChange: (next: AllocationValues) => void;
  readOnly?: boolean;
}) {
  const { t } = financeTexts.useTranslation();
  const open = useOpenReceivables(enterpriseId);
  if (!enterpriseId)
    return <Typography.Text type="secondary">{t('receivable.pickEnterprise')}</Typography.Text>;
  const rows = editorRows(open.data?.records ?? [], mine);
  const problem = allocationProblem(rows, values, { amount: paymentAmount || '0', enterpriseId });
  const total = allocatedTotal(values);
  const amount = isDomainAmount(paymentAmount) ? fenToAmount(toFen(paymentAmount)) : '0.00';
  const fill = () => {
    let left = toFen(amount);
    const next: Record<string, string> = {};
    for (const row of rows) {
      const take = Math.min(left, toFen(availableOf(row)));
      if (take > 0) next[row.receivableId] = fenToAmount(take);
      left -= Math.max(take, 0);
    }
    onChange(next);
  };
  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      <Table<EditorRow>
        rowKey="receivableId"
        size="small"
        loading={open.isPending}
        pagination={false}
        dataSource={rows}
        columns={columns(t, values, onChange, readOnly)}
        locale={{ emptyText: <Empty description={t('receivable.none')} /> }}
        scroll={{ x: 1000 }}
      />
      <Space wrap>
        <Typography.Text data-testid="allocation-total">
          {t('receivable.total', {
            allocated: total,
            amount,
            rest: fenToAmount(toFen(amount) - toFen(total)),
          })}
        </Typography.Text>
        {readOnly || rows.length === 0 ? null : <Button onClick={fill}>{t('receivable.fillArrears')}</Button>}
      </Space>
      {problem ? <Alert type="error" showIcon message={problem} data-testid="allocation-problem" /> : null}
    </Space>
  );
}
