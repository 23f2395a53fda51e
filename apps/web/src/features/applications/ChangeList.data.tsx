/** Columns, search fields and detail items of the change-request list (ChangeListPage.tsx). */
import {
  APPLICATION_ACCESS,
  APPLICATION_CHANGE_TYPES,
  CHANGE_REQUEST_ACCESS,
  CHANGE_REQUEST_STATUSES,
  entryOf,
  isChangeRequestOpen,
  localize,
  type Permission,
} from '@cb/domain';
import { type DescriptionsProps, Tag } from 'antd';
import { Link } from 'react-router';
import { formatDateTime } from '../../shared/format/dateTime';
import { currentLocale } from '../../shared/i18n';
import {
  ActionLink,
  actionsColumn,
  ConfirmActionButton,
  dateTimeColumn,
  type ListColumn,
  SelectFilter,
  TextFilter,
  textColumn,
} from '../../shared/list';
import { canAny, detailPath } from './ApplicationList.data';
import type { ChangeRequestRow } from './api';
import type { ApplicationT } from './texts';

export const changeEditPath = (id: string) => `/xmsl/changeEdit/${id}`;

/** The change request's status as a coloured tag. */
export function ChangeStatusTag({ status }: { status: number }) {
  const row = entryOf(CHANGE_REQUEST_STATUSES, status);
  return <Tag color={row?.color}>{row ? localize(row, currentLocale()) : status}</Tag>;
}

export interface ChangeColumnContext {
  t: ApplicationT;
  can: (action: Permission) => boolean;
  navigate: (path: string) => void;
  show: (row: ChangeRequestRow) => void;
  revoke: (row: ChangeRequestRow) => Promise<unknown>;
}

export function changeRequestColumns({
  t,
  can,
  navigate,
  show,
  revoke,
}: ChangeColumnContext): ListColumn<ChangeRequestRow>[] {
  const canReadApplication = canAny(can, APPLICATION_ACCESS.read);
  return [
    {
      key: 'applyNo',
      title: t('field.applyNo'),
      dataIndex: 'applyNo',
      width: 150,
      render: (v: string, row) =>
        canReadApplication ? <Link to={detailPath(row.applicationId)}>{v}</Link> : v,
    },
    textColumn('enterpriseName', t('field.enterprise'), 240, { ellipsis: true }),
    {
      key: 'changeType',
      title: t('change.changeType'),
      dataIndex: 'changeType_dictText',
      width: 110,
      sortField: 'changeType',
    },
    {
      key: 'infoChangeTypes',
      title: t('change.infoChangeTypes'),
      dataIndex: 'infoChangeTypes_dictText',
      width: 180,
      ellipsis: true,
    },
    textColumn('beforeValue', t('change.beforeValue'), 180, { ellipsis: true }),
    { key: 'afterValue', title: t('change.afterValue'), dataIndex: 'afterValue', width: 180, ellipsis: true },
    {
      key: 'status',
      title: t('change.status'),
      dataIndex: 'status',
      width: 90,
      sortField: 'status',
      render: (v: number) => <ChangeStatusTag status={v} />,
    },
    { key: 'createByName', title: t('change.createBy'), dataIndex: 'createByName', width: 100 },
    dateTimeColumn('createTime', t('change.createTime'), { sortField: 'createTime' }),
    actionsColumn(t('field.actions'), 170, (row) => (
      <>
        {canAny(can, CHANGE_REQUEST_ACCESS.detail) ? (
          <ActionLink onClick={() => show(row)}>{t('change.detail')}</ActionLink>
        ) : null}
        {canAny(can, CHANGE_REQUEST_ACCESS.edit) && isChangeRequestOpen(row.status) ? (
          <ActionLink onClick={() => navigate(changeEditPath(row.id))}>{t('change.edit')}</ActionLink>
        ) : null}
        {canAny(can, CHANGE_REQUEST_ACCESS.revoke) && isChangeRequestOpen(row.status) ? (
          <ConfirmActionButton
            label={t('change.revoke')}
            title={t('change.revokeConfirm')}
            content={row.applyNo}
            done={t('change.revoked')}
            action={() => revoke(row)}
          />
        ) : null}
      </>
    )),
  ];
}

export function changeRequestSearchFields(t: ApplicationT) {
  return (
    <>
      <TextFilter name="applyNo" label={t('field.applyNo')} width={160} maxLength={50} />
      <TextFilter name="enterpriseName" label={t('field.enterprise')} width={180} maxLength={100} />
      <SelectFilter
        name="changeType"
        label={t('change.changeType')}
        codes={APPLICATION_CHANGE_TYPES}
        width={130}
      />
      <SelectFilter name="status" label={t('change.status')} codes={CHANGE_REQUEST_STATUSES} width={110} />
    </>
  );
}

/** A change request as Descriptions items (the list's detail dialog). */
export function changeRequestItems(t: ApplicationT, c: ChangeRequestRow): DescriptionsProps['items'] {
  return [
    { key: 'applyNo', label: t('field.applyNo'), children: c.applyNo },
    { key: 'enterprise', label: t('field.enterprise'), children: c.enterpriseName },
    {
      key: 'changeType',
      label: t('change.changeType'),
      children: `${c.changeType_dictText}${c.otherDescription ? `（${c.otherDescription}）` : ''}`,
    },
    { key: 'info', label: t('change.infoChangeTypes'), children: c.infoChangeTypes_dictText },
    { key: 'before', label: t('change.beforeValue'), children: c.beforeValue },
    { key: 'after', label: t('change.afterValue'), children: c.afterValue },
    { key: 'reason', label: t('change.reason'), children: c.reason },
    { key: 'status', label: t('change.status'), children: c.status_dictText },
    {
      key: 'createBy',
      label: t('change.createBy'),
      children: `${c.createByName} ${formatDateTime(c.createTime)}`,
    },
  ];
}
