/** Columns and search fields of the enterprise list (EnterpriseListPage.tsx renders them). */
import type { Permission } from '@cb/domain';
import { Form, Select, Tag } from 'antd';
import { Link } from 'react-router';
import {
  ActionLink,
  actionsColumn,
  ConfirmActionButton,
  dateTimeColumn,
  type ListColumn,
  TextFilter,
  textColumn,
} from '../../shared/list';
import type { EnterpriseRow, PartnerOption } from './api';
import { capitalText, regionOptions, scaleLabel, statusLabel } from './options';
import type { CustomerT } from './texts';

export const detailPath = (id: string) => `/khgl/enterprise/edit/${id}/0`;
export const editPath = (id: string) => `/khgl/enterprise/edit/${id}/1`;

export interface EnterpriseColumnContext {
  t: CustomerT;
  can: (action: Permission) => boolean;
  navigate: (path: string) => void;
  remove: (row: EnterpriseRow) => Promise<unknown>;
}

/** The list's columns; the name links to the record and the actions follow the user's permissions. */
export function enterpriseColumns({
  t,
  can,
  navigate,
  remove,
}: EnterpriseColumnContext): ListColumn<EnterpriseRow>[] {
  return [
    { key: 'code', title: t('field.code'), dataIndex: 'code', width: 130, sortField: 'code' },
    {
      key: 'name',
      title: t('field.name'),
      dataIndex: 'name',
      width: 220,
      sortField: 'name',
      ellipsis: true,
      render: (v: string, row) =>
        can('khgl:enterprise:detail') ? <Link to={detailPath(row.id)}>{v}</Link> : v,
    },
    textColumn('creditCode', t('field.creditCode'), 180, { sortField: 'creditCode' }),
    textColumn('regionName', t('field.regionCode'), 110, { sortField: 'regionCode', optional: true }),
    {
      key: 'registeredCapital',
      title: t('field.registeredCapital'),
      dataIndex: 'registeredCapital',
      width: 120,
      align: 'right',
      optional: true,
      render: capitalText,
    },
    textColumn('legalRepresentative', t('field.legalRepresentative'), 110, { optional: true }),
    {
      key: 'totalHeadcount',
      title: t('field.totalHeadcount'),
      dataIndex: 'totalHeadcount',
      width: 90,
      align: 'right',
      sortField: 'totalHeadcount',
    },
    {
      key: 'scaleLevel',
      title: t('field.scaleLevel'),
      dataIndex: 'scaleLevel',
      width: 70,
      render: scaleLabel,
    },
    {
      key: 'partnerName',
      title: t('field.partnerId'),
      dataIndex: 'partnerName',
      width: 170,
      ellipsis: true,
      optional: true,
    },
    {
      key: 'status',
      title: t('field.status'),
      dataIndex: 'status',
      width: 80,
      render: (v: number) => <Tag color={v === 1 ? 'green' : 'default'}>{statusLabel(v)}</Tag>,
    },
    dateTimeColumn('createTime', t('field.createTime'), { sortField: 'createTime', optional: true }),
    actionsColumn(t('field.actions'), 150, (row) => (
      <>
        {can('khgl:enterprise:detail') ? (
          <ActionLink onClick={() => navigate(detailPath(row.id))}>{t('list.view')}</ActionLink>
        ) : null}
        {can('khgl:enterprise:edit') ? (
          <ActionLink onClick={() => navigate(editPath(row.id))}>{t('list.edit')}</ActionLink>
        ) : null}
        {can('khgl:enterprise:delete') ? (
          <ConfirmActionButton
            label={t('list.delete')}
            title={t('list.deleteConfirm')}
            content={row.name}
            done={t('list.deleted')}
            action={() => remove(row)}
          />
        ) : null}
      </>
    )),
  ];
}

/** The search form's fields; their names are the list's filters. */
export function enterpriseSearchFields(t: CustomerT, partners: readonly PartnerOption[]) {
  return (
    <>
      <TextFilter name="name" label={t('field.name')} width={180} maxLength={100} />
      <TextFilter name="creditCode" label={t('field.creditCode')} width={190} maxLength={18} />
      <Form.Item name="regionCode" label={t('field.regionCode')}>
        <Select
          allowClear
          showSearch={{ optionFilterProp: 'label' }}
          options={regionOptions()}
          style={{ width: 150 }}
        />
      </Form.Item>
      <Form.Item name="partnerId" label={t('field.partnerId')}>
        <Select
          allowClear
          showSearch={{ optionFilterProp: 'label' }}
          options={partners.map((p) => ({ value: p.id, label: p.name }))}
          style={{ width: 220 }}
        />
      </Form.Item>
    </>
  );
}
