/** Columns and search fields of the 结算价 list (SettlementListPage.tsx renders them). */
import { BILL_CHECK_STATUSES, labelOf, type Permission } from '@cb/domain';
import { SETTLEMENT_PARTIES } from '@cb/domain/settlement';
import { DatePicker, Form, Space, Tag } from 'antd';
import { Link } from 'react-router';
import { formatDateTime } from '../../shared/format/dateTime';
import { currentLocale } from '../../shared/i18n';
import { ActionLink, defaultFilters, type ListColumn, SelectFilter, TextFilter } from '../../shared/list';
import type { SettlementFilters, SettlementRow } from './api';
import type { SettlementT } from './texts';

export const LIST_PATH = '/cwgl/settlement';
export const ADD_PATH = `${LIST_PATH}/add`;
export const detailPath = (id: string) => `${LIST_PATH}/detail/${id}`;
export const auditPath = (id: string) => `${LIST_PATH}/audit/${id}/1`;

const CHECK_COLORS = ['orange', 'green', 'red'] as const;

/** A money column: right-aligned, two decimals as the server gives them. */
export function money<T>(
  key: keyof T & string,
  title: string,
  sortField?: string,
  optional = false,
): ListColumn<T> {
  return {
    key,
    title,
    dataIndex: key,
    width: 110,
    align: 'right',
    ...(sortField ? { sortField } : {}),
    ...(optional ? { optional: true } : {}),
  } as ListColumn<T>;
}

export interface SettlementColumnContext {
  t: SettlementT;
  can: (action: Permission) => boolean;
  navigate: (path: string) => void;
  userId: string | undefined;
}

/** The list's columns, as the export has them. */
export function settlementColumns({
  t,
  can,
  navigate,
  userId,
}: SettlementColumnContext): ListColumn<SettlementRow>[] {
  const locale = currentLocale();
  return [
    { key: 'month', title: t('field.month'), dataIndex: 'month', sortField: 'month', width: 100 },
    {
      key: 'partyType',
      title: t('field.partyType'),
      dataIndex: 'partyType',
      width: 110,
      render: (v: number) => labelOf(SETTLEMENT_PARTIES, v, locale) ?? v,
    },
    {
      key: 'partyName',
      title: t('field.party'),
      dataIndex: 'partyName',
      sortField: 'partyName',
      width: 220,
      ellipsis: true,
      render: (v: string, row) =>
        can('cwgl:settlement:detail') ? <Link to={detailPath(row.id)}>{v}</Link> : v,
    },
    { key: 'standards', title: t('field.standards'), dataIndex: 'standards', width: 80, align: 'right' },
    money('price', t('field.price'), undefined, true),
    money('annualFee', t('field.annualFee'), undefined, true),
    money('auditCost', t('field.auditCost'), undefined, true),
    money('otherCosts', t('field.otherCosts'), undefined, true),
    money('settled', t('field.settled'), 'settled'),
    money('carriedOver', t('field.carriedOver'), undefined, true),
    money('prepayments', t('field.prepayments'), undefined, true),
    money('invoiceTax', t('field.invoiceTax'), undefined, true),
    money('balance', t('field.balance'), 'balance'),
    {
      key: 'checkStatus',
      title: t('field.checkStatus'),
      dataIndex: 'checkStatus',
      width: 100,
      render: (v: number) => <Tag color={CHECK_COLORS[v]}>{labelOf(BILL_CHECK_STATUSES, v, locale)}</Tag>,
    },
    {
      key: 'createdByName',
      title: t('field.createdBy'),
      dataIndex: 'createdByName',
      width: 100,
      optional: true,
    },
    {
      key: 'createTime',
      title: t('field.createTime'),
      dataIndex: 'createTime',
      sortField: 'createTime',
      width: 170,
      optional: true,
      render: (v: string) => formatDateTime(v),
    },
    {
      key: 'actions',
      title: t('field.actions'),
      width: 120,
      fixed: 'right',
      fixedVisible: true,
      render: (_v, row) => (
        <Space size={0}>
          {can('cwgl:settlement:detail') ? (
            <ActionLink onClick={() => navigate(detailPath(row.id))}>{t('list.detail')}</ActionLink>
          ) : null}
          {can('cwgl:settlement:audit') && row.checkStatus === 0 && row.createdBy !== userId ? (
            <ActionLink onClick={() => navigate(auditPath(row.id))}>{t('list.audit')}</ActionLink>
          ) : null}
        </Space>
      ),
    },
  ] as ListColumn<SettlementRow>[];
}

/** The search form's fields; their names are the list's filters. */
export function settlementSearchFields(t: SettlementT) {
  return (
    <>
      <Form.Item name="month" label={t('field.month')}>
        <DatePicker picker="month" style={{ width: 130 }} />
      </Form.Item>
      <SelectFilter name="partyType" label={t('field.partyType')} width={120} codes={SETTLEMENT_PARTIES} />
      <TextFilter name="partyName" label={t('field.party')} width={180} maxLength={100} />
      <SelectFilter
        name="checkStatus"
        label={t('field.checkStatus')}
        width={110}
        codes={BILL_CHECK_STATUSES}
      />
    </>
  );
}

type Month = { format(template: string): string } | null | undefined;

/** The search form's values as filters: the month picker's value as YYYY-MM. */
export function settlementFilters(values: Record<string, unknown>): SettlementFilters {
  const { month, ...rest } = values;
  const out = defaultFilters<Record<string, unknown>>(rest);
  if (month) out.month = (month as Month)?.format('YYYY-MM');
  return out as SettlementFilters;
}
