/** Columns and search fields of the 合作方 list (PartnerListPage.tsx renders them; the export has the same columns). */
import type { Permission } from '@cb/domain';
import { Space, Tag } from 'antd';
import { Link } from 'react-router';
import {
  ActionLink,
  ConfirmActionButton,
  type ListColumn,
  SelectFilter,
  TextFilter,
  textColumn,
} from '../../shared/list';
import type { PartnerRow } from './api';
import type { PartnerT } from './texts';

export const LIST_PATH = '/hzf/partner';
export const ADD_PATH = `${LIST_PATH}/add`;
export const detailPath = (id: string) => `${LIST_PATH}/edit/${id}/0`;
export const editPath = (id: string) => `${LIST_PATH}/edit/${id}/1`;

export const PARTNER_TYPES = ['consultancy', 'agent', 'other'] as const;

export const statusText = (t: PartnerT, status: number) =>
  status === 1 ? t('status.active') : t('status.disabled');
export const typeText = (t: PartnerT, type: string) =>
  (PARTNER_TYPES as readonly string[]).includes(type) ? t(`type.${type as 'agent'}`) : type;
export const levelText = (t: PartnerT, level: number) =>
  level >= 1 && level <= 3 ? t(`level.${String(level) as '1'}`) : String(level);
export const assignModeText = (t: PartnerT, mode: number) =>
  mode >= 1 && mode <= 3 ? t(`assignMode.${String(mode) as '1'}`) : String(mode);
/** A bank account number in groups of four digits. */
export const bankAccountGroups = (value: string) =>
  value.replace(/[\s-]/g, '').replace(/(\d{4})(?=\d)/g, '$1 ');

const LEVEL_COLORS: Record<number, string> = { 1: 'green', 2: 'blue', 3: 'red' };

export const typeOptions = (t: PartnerT) =>
  PARTNER_TYPES.map((value) => ({ value, label: typeText(t, value) }));
export const levelOptions = (t: PartnerT) =>
  [1, 2, 3].map((value) => ({ value, label: levelText(t, value) }));
export const assignModeOptions = (t: PartnerT) =>
  [1, 2, 3].map((value) => ({ value, label: assignModeText(t, value) }));

export interface PartnerColumnContext {
  t: PartnerT;
  can: (action: Permission) => boolean;
  navigate: (path: string) => void;
  remove: (row: PartnerRow) => Promise<unknown>;
  setStatus: (row: PartnerRow, status: 0 | 1) => Promise<unknown>;
}

/** The list's columns; the name links to the record and the actions follow the user's permissions. */
export function partnerColumns({
  t,
  can,
  navigate,
  remove,
  setStatus,
}: PartnerColumnContext): ListColumn<PartnerRow>[] {
  return [
    textColumn('code', t('field.code'), 110, { sortField: 'code' }),
    {
      key: 'name',
      title: t('field.name'),
      dataIndex: 'name',
      sortField: 'name',
      ellipsis: true,
      width: 240,
      render: (v: string, row) => (can('hzf:partner:detail') ? <Link to={detailPath(row.id)}>{v}</Link> : v),
    },
    {
      key: 'partnerType',
      title: t('field.partnerType'),
      dataIndex: 'partnerType',
      sortField: 'partnerType',
      width: 110,
      render: (v: string) => typeText(t, v),
    },
    {
      key: 'level',
      title: t('field.level'),
      dataIndex: 'level',
      sortField: 'level',
      width: 80,
      render: (v: number) => <Tag color={LEVEL_COLORS[v]}>{levelText(t, v)}</Tag>,
    },
    textColumn('region', t('field.region'), 140, { optional: true }),
    textColumn('contactName', t('field.contactName'), 100, { optional: true }),
    textColumn('contactPhone', t('field.contactPhone'), 130, { optional: true }),
    {
      key: 'settlementPrice',
      title: t('field.settlementPrice'),
      dataIndex: 'settlementPrice',
      sortField: 'settlementPrice',
      width: 120,
      align: 'right',
    },
    { key: 'rebateRate', title: t('field.rebateRate'), dataIndex: 'rebateRate', width: 110, align: 'right' },
    {
      key: 'assignMode',
      title: t('field.assignMode'),
      dataIndex: 'assignMode',
      width: 110,
      render: (v: number) => assignModeText(t, v),
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
      width: 220,
      fixed: 'right',
      fixedVisible: true,
      render: (_v, row) => (
        <Space size={0}>
          {can('hzf:partner:detail') ? (
            <ActionLink onClick={() => navigate(detailPath(row.id))}>{t('list.view')}</ActionLink>
          ) : null}
          {can('hzf:partner:edit') ? (
            <ActionLink onClick={() => navigate(editPath(row.id))}>{t('list.edit')}</ActionLink>
          ) : null}
          {can('hzf:partner:edit') ? (
            <ConfirmActionButton
              label={row.status === 1 ? t('list.disable') : t('list.enable')}
              title={row.status === 1 ? t('list.disableConfirm') : t('list.enableConfirm')}
              content={row.name}
              done={row.status === 1 ? t('list.disabled') : t('list.enabled')}
              action={() => setStatus(row, row.status === 1 ? 0 : 1)}
            />
          ) : null}
          {can('hzf:partner:delete') ? (
            <ConfirmActionButton
              label={t('list.delete')}
              title={t('list.deleteConfirm')}
              content={
                <>
                  {row.name}
                  <br />
                  {t('list.deleteHint')}
                </>
              }
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
export function partnerSearchFields(t: PartnerT) {
  return (
    <>
      <TextFilter name="name" label={t('field.name')} width={200} maxLength={100} />
      <SelectFilter name="partnerType" label={t('field.partnerType')} width={130} options={typeOptions(t)} />
      <SelectFilter name="level" label={t('field.level')} width={110} options={levelOptions(t)} />
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
