/** Fields of the user form (UserFormModal.tsx lays them out) and the values ↔ body mapping. */
import { isValidPassword, MOBILE_PHONE_PATTERN, USERNAME_PATTERN } from '@cb/domain';
import { Input, Select, Switch } from 'antd';
import type { FormField } from '../../shared/detail';
import type { RoleOption, UserAddBody, UserEditBody, UserRecord } from './api';
import type { AccessT } from './texts';

export interface UserFormValues {
  username: string;
  password: string;
  realname: string;
  phone?: string;
  email?: string;
  roleIds: string[];
  thirdPartyId?: string;
  isParentCompanyUser: boolean;
}

/** The form's values of a user as read. */
export function userFormValues(user: UserRecord): Partial<UserFormValues> {
  return {
    username: user.username,
    realname: user.realname,
    phone: user.phone ?? undefined,
    email: user.email ?? undefined,
    roleIds: user.roles.map((r) => r.id),
    thirdPartyId: user.thirdPartyId ?? undefined,
    isParentCompanyUser: user.isParentCompanyUser,
  };
}

/** The body of an edit (an add adds username and password): texts trimmed, blanks as null. */
export function userBody(v: UserFormValues): Omit<UserEditBody, 'id' | 'version'> {
  return {
    realname: v.realname.trim(),
    phone: v.phone?.trim() || null,
    email: v.email?.trim() || null,
    thirdPartyId: v.thirdPartyId?.trim() || null,
    isParentCompanyUser: v.isParentCompanyUser ?? false,
    roleIds: v.roleIds,
  };
}

export function newUserBody(v: UserFormValues): UserAddBody {
  return { ...userBody(v), username: v.username.trim(), password: v.password };
}

export interface UserFieldContext {
  t: AccessT;
  isNew: boolean;
  roles: readonly RoleOption[];
  /** Whether the tenant already has a user of this name (checked as it is typed). */
  usernameTaken: (username: string) => Promise<boolean>;
}

export function userFields({ t, isNew, roles, usernameTaken }: UserFieldContext): FormField[] {
  return [
    {
      name: 'username',
      label: t('user.username'),
      validateDebounce: 400,
      rules: [
        { required: true, message: t('user.required', { field: t('user.username') }) },
        { pattern: USERNAME_PATTERN, message: t('user.usernameRule') },
        ...(isNew
          ? [
              {
                validator: async (_r: unknown, value: string | undefined) => {
                  const name = value?.trim();
                  if (!name || !USERNAME_PATTERN.test(name)) return;
                  if (await usernameTaken(name)) throw new Error(t('user.usernameTaken'));
                },
              },
            ]
          : []),
      ],
      input: <Input disabled={!isNew} maxLength={30} autoComplete="off" />,
    },
    ...(isNew
      ? [
          {
            name: 'password',
            label: t('user.password'),
            extra: t('user.passwordRule'),
            rules: [
              {
                validator: async (_r: unknown, value: string | undefined) => {
                  if (!value || !isValidPassword(value)) throw new Error(t('user.passwordRule'));
                },
              },
            ],
            input: <Input.Password maxLength={16} autoComplete="new-password" />,
          },
        ]
      : []),
    {
      name: 'realname',
      label: t('user.realname'),
      rules: [
        { required: true, whitespace: true, message: t('user.required', { field: t('user.realname') }) },
      ],
      input: <Input maxLength={50} />,
    },
    {
      name: 'roleIds',
      label: t('user.roles'),
      rules: [{ required: true, type: 'array', min: 1, message: t('user.rolesRequired') }],
      input: (
        <Select
          mode="multiple"
          optionFilterProp="label"
          options={roles.map((r) => ({ value: r.id, label: `${r.name}（${r.code}）` }))}
        />
      ),
    },
    {
      name: 'phone',
      label: t('user.phone'),
      rules: [{ pattern: MOBILE_PHONE_PATTERN, message: t('user.phoneInvalid') }],
      input: <Input maxLength={11} />,
    },
    {
      name: 'email',
      label: t('user.email'),
      rules: [{ type: 'email', message: t('user.emailInvalid') }],
      input: <Input maxLength={100} />,
    },
    {
      name: 'thirdPartyId',
      label: t('user.thirdPartyId'),
      extra: t('user.thirdPartyHint'),
      input: <Input maxLength={64} />,
    },
    {
      name: 'isParentCompanyUser',
      label: t('user.parentCompany'),
      valuePropName: 'checked',
      input: <Switch />,
    },
  ];
}
