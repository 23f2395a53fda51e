/** Columns and search fields of the application list (ApplicationListPage.tsx renders them). */
import {
  APPLICATION_ACCESS,
  APPLICATION_STATUSES,
  APPLICATION_TYPES,
  isApplicationActionAllowed,
  isApplicationChangeable,
  isApplicationDeletable,
  isApplicationEditable,
  type Permission,
} from '@cb/domain';
import { Form } from 'antd';
import { Link } from 'react-router';
import { CertificateStandardSelect } from '../../shared/components/form/CertificateStandardSelect';
import {
  ActionLink,
  actionsColumn,
  ConfirmActionButton,
  DateRangeFilter,
  dateTimeColumn,
  type ListColumn,
  rangeFilters,
  SelectFilter,
  TextFilter,
  textColumn,
} from '../../shared/list';
import type { ApplicationFilters, ApplicationRow } from './api';
import { StatusTag } from './StatusTag';
import type { ApplicationT } from './texts';

export const detailPath = (id: string, operable = false) => `/xmsl/detail/${id}/${operable ? 1 : 0}`;
export const updatePath = (id: string) => `/xmsl/update?id=${id}`;
export const changePath = (id: string) => `/xmsl/change/${id}`;

/** Whether the user holds any of the codes (the contract's access lists). */
export const canAny = (can: (action: Permission) => boolean, codes: readonly Permission[]) => codes.some(can);

/** The search form's values → the list's filters (the received range becomes from/to). */
export const toApplicationFilters = (values: Record<string, unknown>) =>
  rangeFilters<ApplicationFilters>(values, 'received', 'receivedFrom', 'receivedTo');

export interface ApplicationColumnContext {
  t: ApplicationT;
  can: (action: Permission) => boolean;
  navigate: (path: string) => void;
  remove: (row: ApplicationRow) => Promise<unknown>;
}

/** The list's columns; the actions follow the user's permissions and the row's status. */
export function applicationColumns({
  t,
  can,
  navigate,
  remove,
}: ApplicationColumnContext): ListColumn<ApplicationRow>[] {
  const canRead = canAny(can, APPLICATION_ACCESS.read);
  return [
    {
      key: 'applyNo',
      title: t('field.applyNo'),
      dataIndex: 'applyNo',
      width: 150,
      sortField: 'applyNo',
      render: (v: string, row) => (canRead ? <Link to={detailPath(row.id)}>{v}</Link> : v),
    },
    textColumn('enterpriseName', t('field.enterprise'), 260, { ellipsis: true }),
    {
      key: 'applicationType',
      title: t('field.applicationType'),
      dataIndex: 'applicationType_dictText',
      width: 110,
    },
    { key: 'standardCodes', title: t('field.standards'), dataIndex: 'standardCodes', width: 110 },
    textColumn('receivedDate', t('field.receivedDate'), 110, { sortField: 'receivedDate' }),
    {
      key: 'status',
      title: t('field.status'),
      dataIndex: 'status',
      width: 90,
      sortField: 'status',
      render: (v: number) => <StatusTag status={v} />,
    },
    { key: 'partnerName', title: t('field.partner'), dataIndex: 'partnerName', width: 200, ellipsis: true },
    dateTimeColumn('submitTime', t('field.submitTime'), { sortField: 'submitTime' }),
    dateTimeColumn('createTime', t('field.createTime'), { sortField: 'createTime', optional: true }),
    actionsColumn(t('field.actions'), 210, (row) => (
      <>
        {canRead ? (
          <ActionLink onClick={() => navigate(detailPath(row.id))}>{t('list.detail')}</ActionLink>
        ) : null}
        {canAny(can, APPLICATION_ACCESS.review) && isApplicationActionAllowed(row.status, 'accept') ? (
          <ActionLink onClick={() => navigate(detailPath(row.id, true))}>{t('list.audit')}</ActionLink>
        ) : null}
        {canAny(can, APPLICATION_ACCESS.edit) && isApplicationEditable(row.status) ? (
          <ActionLink onClick={() => navigate(updatePath(row.id))}>{t('list.update')}</ActionLink>
        ) : null}
        {can('xmsl:change:add') && isApplicationChangeable(row.status) ? (
          <ActionLink onClick={() => navigate(changePath(row.id))}>{t('list.change')}</ActionLink>
        ) : null}
        {canAny(can, APPLICATION_ACCESS.delete) && isApplicationDeletable(row.status) ? (
          <ConfirmActionButton
            label={t('list.delete')}
            title={t('list.deleteConfirm')}
            content={row.applyNo}
            done={t('list.deleted')}
            action={() => remove(row)}
          />
        ) : null}
      </>
    )),
  ];
}

/** The search form's fields. */
export function applicationSearchFields(t: ApplicationT) {
  return (
    <>
      <TextFilter name="applyNo" label={t('field.applyNo')} width={160} maxLength={50} />
      <TextFilter name="enterpriseName" label={t('field.enterprise')} width={180} maxLength={100} />
      <SelectFilter name="status" label={t('field.status')} codes={APPLICATION_STATUSES} width={110} />
      <SelectFilter
        name="applicationType"
        label={t('field.applicationType')}
        codes={APPLICATION_TYPES}
        width={130}
      />
      <Form.Item name="certificateStandardId" label={t('field.standards')}>
        <CertificateStandardSelect allowClear style={{ width: 160 }} />
      </Form.Item>
      <DateRangeFilter name="received" label={t('field.receivedRange')} />
    </>
  );
}
