/**
 * The fields the registration and password-reset pages share: the six-digit code beside its send
 * button (disabled while the resend countdown runs), and a new password with its confirmation
 * (the product's password rule, the two equal).
 */
import { isValidPassword } from '@cb/domain';
import { Button, Form, Input, Space } from 'antd';
import type { ReactNode } from 'react';
import { registrationTexts } from '../texts';

/** The `code` field: six digits, with the send button (and the seconds left before another). */
export function CodeField({
  label,
  sendLabel,
  extra,
  onSend,
  sending = false,
  secondsLeft,
}: {
  label: string;
  /** The button's text, given the seconds left before another code may be sent (0: none). */
  sendLabel: (secondsLeft: number) => string;
  extra?: ReactNode;
  onSend: () => void;
  sending?: boolean;
  secondsLeft: number;
}) {
  const { t } = registrationTexts.useTranslation();
  return (
    <Form.Item label={label} required extra={extra}>
      <Space.Compact style={{ width: '100%' }}>
        <Form.Item
          name="code"
          noStyle
          rules={[{ required: true, pattern: /^\d{6}$/, message: t('register.codeRequired') }]}
        >
          <Input maxLength={6} inputMode="numeric" autoComplete="one-time-code" aria-label={label} />
        </Form.Item>
        <Button onClick={onSend} loading={sending} disabled={secondsLeft > 0}>
          {sendLabel(secondsLeft)}
        </Button>
      </Space.Compact>
    </Form.Item>
  );
}

/** `password` and `confirmPassword`: the password rule, and the confirmation equal to it. */
export function NewPasswordFields({
  passwordLabel,
  confirmLabel,
  hint,
}: {
  passwordLabel: string;
  confirmLabel: string;
  hint?: ReactNode;
}) {
  const { t } = registrationTexts.useTranslation();
  return (
    <>
      <Form.Item
        name="password"
        label={passwordLabel}
        extra={hint}
        rules={[
          { required: true, message: t('register.passwordRequired') },
          {
            validator: (_r, v: string) =>
              !v || isValidPassword(v)
                ? Promise.resolve()
                : Promise.reject(new Error(t('register.passwordInvalid'))),
          },
        ]}
      >
        <Input.Password maxLength={16} autoComplete="new-password" />
      </Form.Item>
      <Form.Item
        name="confirmPassword"
        label={confirmLabel}
        dependencies={['password']}
        rules={[
          { required: true, message: t('register.confirmRequired') },
          ({ getFieldValue }) => ({
            validator: (_r, v: string) =>
              !v || v === getFieldValue('password')
                ? Promise.resolve()
                : Promise.reject(new Error(t('register.confirmMismatch'))),
          }),
        ]}
      >
        <Input.Password maxLength={16} autoComplete="new-password" />
      </Form.Item>
    </>
  );
}
