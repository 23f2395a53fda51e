/** Columns and search fields of 毛利分析 (GrossMarginPage.tsx renders them). */
import { DatePicker, Form, Select } from 'antd';
import { ActionLink, defaultFilters, type ListColumn, TextFilter } from '../../shared/list';
import type { GrossMarginFilters, GrossMarginRow, MarginFigure } from './api';
import type { SettlementT } from './texts';

const FIGURES: readonly MarginFigure[] = ['revenue', 'labour', 'travel', 'rebate', 'settlement'];

/** The list's columns (the export has the same); each figure opens the records behind it. */
export function marginColumns(
  t: SettlementT,
  open: (row: GrossMarginRow, figure: MarginFigure) => void,
): ListColumn<GrossMarginRow>[] {
  return [
    { key: 'name', title: t('margin.name'), dataIndex: 'name', sortField: 'name', ellipsis: true },
    ...FIGURES.map(
      (figure) =>
        ({
          key: figure,
          title: t(`margin.${figure}`),
          dataIndex: figure,
          width: 120,
          align: 'right',
          ...(figure === 'revenue' ? { sortField: 'revenue' } : {}),
          render: (v: string, row: GrossMarginRow) => (
            <ActionLink onClick={() => open(row, figure)}>{v}</ActionLink>
          ),
        }) as ListColumn<GrossMarginRow>,
    ),
    {
      key: 'margin',
      title: t('margin.margin'),
      dataIndex: 'margin',
      sortField: 'margin',
      width: 130,
      align: 'right',
      render: (v: string) => (
        <strong style={{ color: v.startsWith('-') ? '#cf1322' : undefined }}>{v}</strong>
      ),
    },
    {
      key: 'rate',
      title: t('margin.rate'),
      dataIndex: 'rate',
      sortField: 'rate',
      width: 100,
      align: 'right',
      render: (v: string | null) => v ?? '-',
    },
  ] as ListColumn<GrossMarginRow>[];
}

export function marginSearchFields(t: SettlementT) {
  return (
    <>
      <Form.Item name="groupBy" label={t('margin.groupBy')} initialValue="month">
        <Select
          style={{ width: 110 }}
          options={(['month', 'contract', 'client', 'branch'] as const).map((g) => ({
            value: g,
            label: t(`margin.group.${g}`),
          }))}
        />
      </Form.Item>
      <Form.Item name="fromMonth" label={t('margin.fromMonth')}>
        <DatePicker picker="month" style={{ width: 120 }} />
      </Form.Item>
      <Form.Item name="toMonth" label={t('margin.toMonth')}>
        <DatePicker picker="month" style={{ width: 120 }} />
      </Form.Item>
      <TextFilter name="name" label={t('margin.name')} width={160} maxLength={100} />
    </>
  );
}

type Month = { format(template: string): string } | null | undefined;

export function marginFilters(values: Record<string, unknown>): GrossMarginFilters {
  const { fromMonth, toMonth, groupBy, ...rest } = values;
  const out = defaultFilters<Record<string, unknown>>(rest);
  out.groupBy = (groupBy as string | undefined) || 'month';
  if (fromMonth) out.fromMonth = (fromMonth as Month)?.format('YYYY-MM');
  if (toMonth) out.toMonth = (toMonth as Month)?.format('YYYY-MM');
  return out as GrossMarginFilters;
}
