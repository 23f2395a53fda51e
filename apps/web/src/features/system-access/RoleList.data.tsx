/** Columns, search field and form fields of the role list (RoleListPage.tsx renders them). */
import { type Permission, ROLE_CODE_PATTERN } from '@cb/domain';
import { Input } from 'antd';
import type { FormField } from '../../shared/detail';
import {
  ActionLink,
  actionsColumn,
  ConfirmActionButton,
  dateTimeColumn,
  type ListColumn,
} from '../../shared/list';
import type { RoleAddBody, RoleRecord } from './api';
import { keywordField } from './listParts';
import type { AccessT } from './texts';

export interface RoleColumnContext {
  t: AccessT;
  can: (action: Permission) => boolean;
  edit: (row: RoleRecord) => void;
  authorize: (row: RoleRecord) => void;
  remove: (row: RoleRecord) => Promise<unknown>;
}

export function roleColumns({
  t,
  can,
  edit,
  authorize,
  remove,
}: RoleColumnContext): ListColumn<RoleRecord>[] {
  return [
    { key: 'code', sortField: 'code', title: t('role.code'), dataIndex: 'code', width: 160 },
    { key: 'name', sortField: 'name', title: t('role.name'), dataIndex: 'name', width: 160 },
    { key: 'description', title: t('role.description'), dataIndex: 'description', ellipsis: true },
    { key: 'userCount', title: t('role.userCount'), dataIndex: 'userCount', width: 80 },
    dateTimeColumn('createTime', t('common.createTime'), { sortField: 'createTime' }),
    actionsColumn(t('common.actions'), 190, (row) => (
      <>
        {can('sys:role:edit') ? <ActionLink onClick={() => edit(row)}>{t('common.edit')}</ActionLink> : null}
        {can('sys:role:authorize') ? (
          <ActionLink onClick={() => authorize(row)} data-testid={`authorize-${row.code}`}>
            {t('role.authorize')}
          </ActionLink>
        ) : null}
        {can('sys:role:delete') ? (
          <ConfirmActionButton
            label={t('common.delete')}
            title={t('role.deleteConfirm')}
            content={row.name}
            done={t('common.deleted')}
            action={() => remove(row)}
          />
        ) : null}
      </>
    )),
  ];
}

export function roleSearchFields(t: AccessT) {
  return keywordField(t, t('role.keywordPlaceholder'));
}

export interface RoleFormValues {
  code: string;
  name: string;
  description?: string;
}

export const roleFormValues = (role: RoleRecord): RoleFormValues => ({
  code: role.code,
  name: role.name,
  description: role.description ?? '',
});

/** The body of a save: texts trimmed, a blank description as null. */
export const roleBody = (v: RoleFormValues): RoleAddBody => ({
  code: v.code.trim(),
  name: v.name.trim(),
  description: v.description?.trim() || null,
});

/** 角色编码 (fixed once created), 角色名称, 描述. */
export function roleFields(t: AccessT, isNew: boolean): FormField[] {
  return [
    {
      name: 'code',
      label: t('role.code'),
      extra: isNew ? t('role.codeRule') : undefined,
      rules: [{ required: true, pattern: ROLE_CODE_PATTERN, message: t('role.codeRule') }],
      input: <Input maxLength={30} disabled={!isNew} />,
    },
    {
      name: 'name',
      label: t('role.name'),
      rules: [{ required: true, whitespace: true, message: t('user.required', { field: t('role.name') }) }],
      input: <Input maxLength={50} />,
    },
    { name: 'description', label: t('role.description'), input: <Input.TextArea maxLength={200} autoSize /> },
  ];
}
