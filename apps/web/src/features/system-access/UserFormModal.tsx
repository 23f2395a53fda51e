import { isValidPassword, MOBILE_PHONE_PATTERN } from '@cb/domain';
import { Form, Input, Modal, Select, Switch } from 'antd';
import { useEffect, useState } from 'react';
import { accessApi, type RoleRef, type UserRecord } from './api';
import { accessTexts } from './texts';

const USERNAME_PATTERN = /^[A-Za-z0-9_.@-]{2,30}$/;

interface Values {
  username: string;
  password: string;
  realname: string;
  phone?: string;
  email?: string;
  roleIds: string[];
  thirdPartyId?: string;
  isParentCompanyUser: boolean;
}

/** 新增 / 编辑 user. The username is checked against the tenant's users as it is typed. */
export function UserFormModal({
  editing,
  roles,
  onClose,
}: {
  editing: UserRecord | 'new' | null;
  roles: RoleRef[];
  onClose: (saved: boolean) => void;
}) {
  const { t } = accessTexts.useTranslation();
  const [form] = Form.useForm<Values>();
  const [saving, setSaving] = useState(false);
  const isNew = editing === 'new';

  useEffect(() => {
    if (!editing) return;
    form.resetFields();
    if (editing !== 'new')
      form.setFieldsValue({
        username: editing.username,
        realname: editing.realname,
        phone: editing.phone ?? undefined,
        email: editing.email ?? undefined,
        roleIds: editing.roles.map((r) => r.id),
        thirdPartyId: editing.thirdPartyId ?? undefined,
        isParentCompanyUser: editing.isParentCompanyUser,
      });
  }, [editing, form]);

  const submit = async () => {
    const v = await form.validateFields().catch(() => null);
    if (!v || !editing) return;
    const body = {
      realname: v.realname.trim(),
      phone: v.phone?.trim() || null,
      email: v.email?.trim() || null,
      thirdPartyId: v.thirdPartyId?.trim() || null,
      isParentCompanyUser: v.isParentCompanyUser ?? false,
      roleIds: v.roleIds,
    };
    setSaving(true);
    try {
      if (editing === 'new')
        await accessApi.addUser({ ...body, username: v.username.trim(), password: v.password });
      else await accessApi.editUser({ ...body, id: editing.id, version: editing.version });
      onClose(true);
    } catch {
      // The shared client shows the server's message; the dialog stays open.
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      title={isNew ? t('user.addTitle') : t('user.editTitle')}
      open={editing !== null}
      onOk={submit}
      onCancel={() => onClose(false)}
      okText={t('common.save')}
      cancelText={t('common.cancel')}
      confirmLoading={saving}
      width={640}
      destroyOnHidden
      forceRender
    >
      <Form form={form} layout="vertical" name="user-form" initialValues={{ isParentCompanyUser: false }}>
        <Form.Item
          name="username"
          label={t('user.username')}
          validateDebounce={400}
          rules={[
            { required: true, message: t('user.required', { field: t('user.username') }) },
            { pattern: USERNAME_PATTERN, message: t('user.usernameRule') },
            ...(isNew
              ? [
                  {
                    validator: async (_r: unknown, value: string | undefined) => {
                      const name = value?.trim();
                      if (!name || !USERNAME_PATTERN.test(name)) return;
                      if (await accessApi.usernameTaken(name)) throw new Error(t('user.usernameTaken'));
                    },
                  },
                ]
              : []),
          ]}
        >
          <Input disabled={!isNew} maxLength={30} autoComplete="off" />
        </Form.Item>
        {isNew ? (
          <Form.Item
            name="password"
            label={t('user.password')}
            extra={t('user.passwordRule')}
            rules={[
              {
                validator: async (_r, value: string | undefined) => {
                  if (!value || !isValidPassword(value)) throw new Error(t('user.passwordRule'));
                },
              },
            ]}
          >
            <Input.Password maxLength={16} autoComplete="new-password" />
          </Form.Item>
        ) : null}
        <Form.Item
          name="realname"
          label={t('user.realname')}
          rules={[
            { required: true, whitespace: true, message: t('user.required', { field: t('user.realname') }) },
          ]}
        >
          <Input maxLength={50} />
        </Form.Item>
        <Form.Item
          name="roleIds"
          label={t('user.roles')}
          rules={[{ required: true, type: 'array', min: 1, message: t('user.rolesRequired') }]}
        >
          <Select
            mode="multiple"
            optionFilterProp="label"
            options={roles.map((r) => ({ value: r.id, label: `${r.name}（${r.code}）` }))}
          />
        </Form.Item>
        <Form.Item
          name="phone"
          label={t('user.phone')}
          rules={[{ pattern: MOBILE_PHONE_PATTERN, message: t('user.phoneInvalid') }]}
        >
          <Input maxLength={11} />
        </Form.Item>
        <Form.Item
          name="email"
          label={t('user.email')}
          rules={[{ type: 'email', message: t('user.emailInvalid') }]}
        >
          <Input maxLength={100} />
        </Form.Item>
        <Form.Item name="thirdPartyId" label={t('user.thirdPartyId')} extra={t('user.thirdPartyHint')}>
          <Input maxLength={64} />
        </Form.Item>
        <Form.Item name="isParentCompanyUser" label={t('user.parentCompany')} valuePropName="checked">
          <Switch />
        </Form.Item>
      </Form>
    </Modal>
  );
}
