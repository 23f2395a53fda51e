/** Columns and search fields of the user list (UserListPage.tsx renders them). */
import type { Permission } from '@cb/domain';
import { Space, Tag } from 'antd';
import { type ListColumn, SelectFilter } from '../../shared/list';
import { ActionLink } from '../../shared/list/ActionLink';
import { actionsColumn, dateTimeColumn, textColumn } from '../../shared/list/parts';
import type { RoleOption, UserRecord } from './api';
import { ConfirmLink, keywordField } from './listParts';
import type { AccessT } from './texts';

export interface UserColumnContext {
  t: AccessT;
  can: (action: Permission) => boolean;
  /** The signed-in user: the server refuses freezing or resetting oneself, so the row does not offer it. */
  myId: string | undefined;
  edit: (row: UserRecord) => void;
  toggleFrozen: (row: UserRecord) => Promise<unknown>;
  resetPassword: (row: UserRecord) => Promise<unknown>;
}

export function userColumns({
  t,
  can,
  myId,
  edit,
  toggleFrozen,
  resetPassword,
}: UserColumnContext): ListColumn<UserRecord>[] {
  return [
    { key: 'username', sortField: 'username', title: t('user.username'), dataIndex: 'username', width: 120 },
    { key: 'realname', sortField: 'realname', title: t('user.realname'), dataIndex: 'realname', width: 100 },
    {
      key: 'roles',
      title: t('user.roles'),
      dataIndex: 'roles',
      render: (roles: UserRecord['roles']) => (
        <Space size={[0, 4]} wrap>
          {roles.map((r) => (
            <Tag key={r.id}>{r.name}</Tag>
          ))}
        </Space>
      ),
    },
    { key: 'phone', title: t('user.phone'), dataIndex: 'phone', width: 110 },
    textColumn('thirdPartyId', t('user.thirdPartyId'), 110, { ellipsis: true }),
    {
      key: 'isParentCompanyUser',
      title: t('user.parentCompany'),
      dataIndex: 'isParentCompanyUser',
      width: 100,
      render: (v: boolean) => (v ? t('common.yes') : t('common.no')),
    },
    {
      key: 'status',
      sortField: 'status',
      title: t('common.status'),
      dataIndex: 'status',
      width: 110,
      render: (v: UserRecord['status'], row) => (
        <Space size={0}>
          {v === 1 ? <Tag color="green">{t('user.active')}</Tag> : <Tag color="red">{t('user.frozen')}</Tag>}
          {row.mustChangePassword ? <Tag color="orange">{t('user.mustChange')}</Tag> : null}
        </Space>
      ),
    },
    dateTimeColumn('createTime', t('common.createTime'), { sortField: 'createTime' }),
    actionsColumn(t('common.actions'), 180, (row) => (
      <>
        {can('sys:user:edit') ? <ActionLink onClick={() => edit(row)}>{t('common.edit')}</ActionLink> : null}
        {can('sys:user:freeze') && row.id !== myId ? (
          <ConfirmLink
            title={row.status === 1 ? t('user.freezeConfirm') : t('user.unfreezeConfirm')}
            label={row.status === 1 ? t('user.freeze') : t('user.unfreeze')}
            danger={row.status === 1}
            onConfirm={() => toggleFrozen(row)}
          />
        ) : null}
        {can('sys:user:resetPassword') && row.id !== myId ? (
          <ConfirmLink
            title={t('user.resetConfirm')}
            label={t('user.resetPassword')}
            onConfirm={() => resetPassword(row)}
          />
        ) : null}
      </>
    )),
  ];
}

/** 关键字, 角色 and 状态. */
export function userSearchFields(t: AccessT, roles: readonly RoleOption[]) {
  return (
    <>
      {keywordField(t, t('user.keywordPlaceholder'))}
      <SelectFilter
        name="roleId"
        label={t('user.roles')}
        showSearch
        optionFilterProp="label"
        width={160}
        options={roles.map((r) => ({ value: r.id, label: r.name }))}
      />
      <SelectFilter
        name="status"
        label={t('common.status')}
        width={100}
        options={[
          { value: 1, label: t('user.active') },
          { value: 2, label: t('user.frozen') },
        ]}
      />
    </>
  );
}
