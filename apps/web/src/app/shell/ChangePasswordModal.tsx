import { isValidPassword } from '@cb/domain';
import { Alert, App, Form, Input, Modal } from 'antd';
import { useState } from 'react';
import { changePassword } from '../../shared/api/session';
import { isApiError } from '../../shared/http';
import { useTranslation } from '../../shared/i18n/useTranslation';
import { useSession } from '../../shared/stores/session';

interface Values {
  oldpassword: string;
  password: string;
  confirmpassword: string;
}

/**
 * Change password (SPEC.md §5, §7): 8-16 characters with a digit, confirmed; the old password is
 * required by the server (SECURITY.md rule 6). Success signs the user out.
 */
export function ChangePasswordModal({
  open,
  onClose,
  forced = false,
}: {
  open: boolean;
  onClose: () => void;
  /** After an administrator's reset: no way around it but signing out from the header. */
  forced?: boolean;
}) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const [saving, setSaving] = useState(false);
  const username = useSession((s) => s.userInfo?.username);
  const logout = useSession((s) => s.logout);

  const submit = async () => {
    const values = await form.validateFields().catch(() => null);
    if (!values) return;
    setSaving(true);
    try {
      await changePassword({ username, ...values });
      onClose();
      await logout();
      window.location.assign('/login');
    } catch (error) {
      void message.warning(isApiError(error) ? error.message : t('http.failed'));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      title={t('password.title')}
      open={open}
      onOk={submit}
      onCancel={onClose}
      closable={!forced}
      maskClosable={!forced}
      keyboard={!forced}
      cancelButtonProps={forced ? { style: { display: 'none' } } : undefined}
      confirmLoading={saving}
      okText={t('password.ok')}
      cancelText={t('password.cancel')}
      afterClose={() => form.resetFields()}
      forceRender
    >
      {forced ? (
        <Alert type="warning" showIcon title={t('password.mustChange')} style={{ marginBottom: 16 }} />
      ) : null}
      <Form form={form} layout="vertical" name="change-password">
        <Form.Item
          name="oldpassword"
          label={t('password.oldPassword')}
          rules={[{ required: true, message: t('password.oldPasswordRequired') }]}
        >
          <Input.Password autoComplete="current-password" />
        </Form.Item>
        <Form.Item
          name="password"
          label={t('password.newPassword')}
          required
          rules={[
            {
              validator: (_, value: string | undefined) =>
                value && isValidPassword(value)
                  ? Promise.resolve()
                  : Promise.reject(new Error(t('password.newPasswordRule'))),
            },
          ]}
        >
          <Input.Password autoComplete="new-password" placeholder={t('password.newPasswordPlaceholder')} />
        </Form.Item>
        <Form.Item
          name="confirmpassword"
          label={t('password.confirmPassword')}
          dependencies={['password']}
          rules={[
            { required: true, message: t('password.confirmRequired') },
            ({ getFieldValue }) => ({
              validator: (_, value: string | undefined) =>
                !value || value === getFieldValue('password')
                  ? Promise.resolve()
                  : Promise.reject(new Error(t('password.mismatch'))),
            }),
          ]}
        >
          <Input.Password autoComplete="new-password" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
