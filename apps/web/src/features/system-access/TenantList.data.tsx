/** Columns, search field and form fields of the tenant list (TenantListPage.tsx renders them). */
import { type Permission, USERNAME_PATTERN } from '@cb/domain';
import { Input, Space, Tag } from 'antd';
import type { FormField } from '../../shared/detail';
import type { ListColumn } from '../../shared/list';
import { ActionLink } from '../../shared/list/ActionLink';
import { dateTimeColumn } from '../../shared/list/parts';
import type { TenantRecord } from './api';
import { ConfirmLink, keywordField } from './listParts';
import type { AccessT } from './texts';

/** The platform operator's own tenant (docs/decisions.md): it cannot be disabled. */
export const PLATFORM_TENANT_ID = 1;

export interface TenantColumnContext {
  t: AccessT;
  can: (action: Permission) => boolean;
  edit: (row: TenantRecord) => void;
  toggle: (row: TenantRecord) => Promise<unknown>;
}

export function tenantColumns({ t, can, edit, toggle }: TenantColumnContext): ListColumn<TenantRecord>[] {
  return [
    { key: 'id', sortField: 'id', title: t('tenant.id'), dataIndex: 'id', width: 100 },
    {
      key: 'name',
      sortField: 'name',
      title: t('tenant.name'),
      dataIndex: 'name',
      render: (name: string, row) => (
        <Space>
          {name}
          {row.id === PLATFORM_TENANT_ID ? <Tag color="blue">{t('tenant.platform')}</Tag> : null}
        </Space>
      ),
    },
    { key: 'userCount', title: t('tenant.userCount'), dataIndex: 'userCount', width: 90 },
    {
      key: 'status',
      title: t('common.status'),
      dataIndex: 'status',
      width: 90,
      render: (v: TenantRecord['status']) =>
        v === 1 ? (
          <Tag color="green">{t('tenant.active')}</Tag>
        ) : (
          <Tag color="red">{t('tenant.disabled')}</Tag>
        ),
    },
    dateTimeColumn('createTime', t('common.createTime'), { sortField: 'createTime' }),
    {
      key: 'actions',
      title: t('common.actions'),
      width: 140,
      fixedVisible: true,
      render: (_: unknown, row) => (
        <Space size={0}>
          {can('sys:tenant:edit') ? (
            <ActionLink onClick={() => edit(row)}>{t('common.edit')}</ActionLink>
          ) : null}
          {can('sys:tenant:disable') && row.id !== PLATFORM_TENANT_ID ? (
            <ConfirmLink
              title={row.status === 1 ? t('tenant.disableConfirm') : t('tenant.enableConfirm')}
              label={row.status === 1 ? t('tenant.disable') : t('tenant.enable')}
              danger={row.status === 1}
              onConfirm={() => toggle(row)}
            />
          ) : null}
        </Space>
      ),
    },
  ];
}

export function tenantSearchFields(t: AccessT) {
  return keywordField(t, t('tenant.keywordPlaceholder'));
}

export interface TenantFormValues {
  name: string;
  adminUsername: string;
  adminRealname: string;
}

/** The form's first values: a new tenant's admin defaults, or the tenant's name. */
export const tenantFormValues = (tenant: TenantRecord | 'new'): TenantFormValues =>
  tenant === 'new'
    ? { name: '', adminUsername: 'admin', adminRealname: '系统管理员' }
    : { name: tenant.name, adminUsername: '', adminRealname: '' };

/** 租户名称, and for a new tenant its admin's username and name. */
export function tenantFields(t: AccessT, isNew: boolean): FormField[] {
  return [
    {
      name: 'name',
      label: t('tenant.name'),
      rules: [{ required: true, whitespace: true, message: t('user.required', { field: t('tenant.name') }) }],
      input: <Input maxLength={100} />,
    },
    ...(isNew
      ? [
          {
            name: 'adminUsername',
            label: t('tenant.adminUsername'),
            rules: [{ required: true, pattern: USERNAME_PATTERN, message: t('user.usernameRule') }],
            input: <Input maxLength={30} />,
          },
          {
            name: 'adminRealname',
            label: t('tenant.adminRealname'),
            rules: [
              {
                required: true,
                whitespace: true,
                message: t('user.required', { field: t('tenant.adminRealname') }),
              },
            ],
            input: <Input maxLength={50} />,
          },
        ]
      : []),
  ];
}
