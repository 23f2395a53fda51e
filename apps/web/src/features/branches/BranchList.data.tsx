/** Columns and search fields of the 分公司 list (BranchListPage.tsx renders them). */
import {
  BORROW_FEE_UNITS,
  BRANCH_SETTLEMENT_METHODS,
  BRANCH_SETTLEMENT_TYPES,
  labelOf,
  type Permission,
} from '@cb/domain';
import { Space, Tag } from 'antd';
import { Link } from 'react-router';
import { currentLocale } from '../../shared/i18n';
import {
  ActionLink,
  ConfirmActionButton,
  type ListColumn,
  SelectFilter,
  TextFilter,
} from '../../shared/list';
import type { BranchRow } from './api';
import type { BranchT } from './texts';

export const LIST_PATH = '/cwgl/branch';
export const ADD_PATH = `${LIST_PATH}/add`;
export const briefPath = (id: string) => `/cwgl/branchbrief/${id}`;
export const detailPath = (id: string) => `${LIST_PATH}/edit/${id}/0`;
export const editPath = (id: string) => `${LIST_PATH}/edit/${id}/1`;

export const statusText = (t: BranchT, status: number) =>
  status === 1 ? t('status.active') : t('status.disabled');

export interface BranchColumnContext {
  t: BranchT;
  can: (action: Permission) => boolean;
  navigate: (path: string) => void;
  remove: (row: BranchRow) => Promise<unknown>;
}

/** The list's columns (the export has the same); the name opens the overview. */
export function branchColumns({ t, can, navigate, remove }: BranchColumnContext): ListColumn<BranchRow>[] {
  const locale = currentLocale();
  return [
    { key: 'code', title: t('field.code'), dataIndex: 'code', sortField: 'code', width: 110 },
    {
      key: 'name',
      title: t('field.name'),
      dataIndex: 'name',
      sortField: 'name',
      ellipsis: true,
      render: (v: string, row) => (can('cwgl:branch:detail') ? <Link to={briefPath(row.id)}>{v}</Link> : v),
    },
    {
      key: 'settlementMethod',
      title: t('field.settlementMethod'),
      dataIndex: 'settlementMethod',
      sortField: 'settlementMethod',
      width: 130,
      render: (v: number) => labelOf(BRANCH_SETTLEMENT_METHODS, v, locale) ?? v,
    },
    {
      key: 'settlementType',
      title: t('field.settlementType'),
      dataIndex: 'settlementType',
      width: 100,
      render: (v: number) => labelOf(BRANCH_SETTLEMENT_TYPES, v, locale) ?? v,
    },
    {
      key: 'unitPrice',
      title: t('field.unitPrice'),
      dataIndex: 'unitPrice',
      sortField: 'unitPrice',
      width: 140,
      align: 'right',
    },
    {
      key: 'borrowFeeUnit',
      title: t('field.borrowFeeUnit'),
      dataIndex: 'borrowFeeUnit',
      width: 130,
      render: (v: number) => labelOf(BORROW_FEE_UNITS, v, locale) ?? v,
    },
    {
      key: 'borrowFeeRate',
      title: t('field.borrowFeeRate'),
      dataIndex: 'borrowFeeRate',
      width: 140,
      align: 'right',
    },
    {
      key: 'status',
      title: t('field.status'),
      dataIndex: 'status',
      width: 80,
      render: (v: number) => <Tag color={v === 1 ? 'green' : 'default'}>{statusText(t, v)}</Tag>,
    },
    {
      key: 'actions',
      title: t('field.actions'),
      width: 170,
      fixed: 'right',
      fixedVisible: true,
      render: (_v, row) => (
        <Space size={0}>
          {can('cwgl:branch:detail') ? (
            <ActionLink onClick={() => navigate(briefPath(row.id))}>{t('list.brief')}</ActionLink>
          ) : null}
          {can('cwgl:branch:edit') ? (
            <ActionLink onClick={() => navigate(editPath(row.id))}>{t('list.edit')}</ActionLink>
          ) : null}
          {can('cwgl:branch:delete') ? (
            <ConfirmActionButton
              label={t('list.delete')}
              title={t('list.deleteConfirm')}
              content={row.name}
              done={t('list.deleted')}
              action={() => remove(row)}
            />
          ) : null}
        </Space>
      ),
    },
  ];
}

/** The search form's fields; their names are the list's filters. */
export function branchSearchFields(t: BranchT) {
  return (
    <>
      <TextFilter name="code" label={t('field.code')} width={100} maxLength={2} />
      <TextFilter name="name" label={t('field.name')} width={180} maxLength={50} />
      <SelectFilter
        name="settlementMethod"
        label={t('field.settlementMethod')}
        width={140}
        codes={BRANCH_SETTLEMENT_METHODS}
      />
      <SelectFilter
        name="status"
        label={t('field.status')}
        width={110}
        options={[
          { value: 1, label: t('status.active') },
          { value: 0, label: t('status.disabled') },
        ]}
      />
    </>
  );
}
