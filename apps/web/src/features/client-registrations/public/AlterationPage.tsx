/**
 * /user/alteration (public): a signed-out user resets a forgotten password with a code sent to the
 * account's phone (SMS) or e-mail; the e-mail's link opens this page with the name and code filled
 * in. The answers never tell whether an account exists.
 */
import { isValidPassword } from '@cb/domain';
import { RESET_CODE_SENT } from '@cb/domain/client-registrations';
import { Alert, Button, Card, Form, Input, Result, Space, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { type ResetInput, registrationApi } from '../api';
import { registrationTexts } from '../texts';
import { useCountdown } from './useCountdown';
import './public.css';

export default function AlterationPage() {
  const { t } = registrationTexts.useTranslation();
  const [search] = useSearchParams();
  const [form] = Form.useForm<ResetInput>();
  const [note, setNote] = useState('');
  const [done, setDone] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const countdown = useCountdown();

  useEffect(() => {
    document.title = t('reset.title');
  }, [t]);

  const sendCode = async () => {
    const { username } = await form.validateFields(['username']);
    await registrationApi.sendResetCode(username);
    countdown.start();
    setNote(RESET_CODE_SENT);
  };

  if (done)
    return (
      <main className="cb-self-service">
        <Card className="cb-self-service__card">
          <Result
            status="success"
            title={t('reset.done')}
            extra={
              <Button type="primary">
                <Link to="/login">{t('reset.toLogin')}</Link>
              </Button>
            }
          />
        </Card>
      </main>
    );

  return (
    <main className="cb-self-service">
      <Card className="cb-self-service__card" title={t('reset.title')}>
        <Typography.Paragraph type="secondary">{t('reset.subtitle')}</Typography.Paragraph>
        {note ? <Alert type="info" showIcon message={note} style={{ marginBottom: 16 }} /> : null}
        <Form<ResetInput>
          form={form}
          layout="vertical"
          initialValues={{ username: search.get('username') ?? '', code: search.get('code') ?? '' }}
          onFinish={async (values) => {
            setSubmitting(true);
            try {
              await registrationApi.reset(values);
              setDone(true);
            } catch {
              // shown by the shared client
            } finally {
              setSubmitting(false);
            }
          }}
        >
          <Form.Item
            name="username"
            label={t('reset.username')}
            rules={[{ required: true, whitespace: true, message: t('register.usernameRequired') }]}
          >
            <Input maxLength={64} autoComplete="username" />
          </Form.Item>
          <Form.Item label={t('reset.code')} required>
            <Space.Compact style={{ width: '100%' }}>
              <Form.Item
                name="code"
                noStyle
                rules={[{ required: true, pattern: /^\d{6}$/, message: t('register.codeRequired') }]}
              >
                <Input
                  maxLength={6}
                  inputMode="numeric"
                  autoComplete="one-time-code"
                  aria-label={t('reset.code')}
                />
              </Form.Item>
              <Button onClick={() => void sendCode()} disabled={countdown.left > 0}>
                {countdown.left > 0 ? `${countdown.left}s` : t('reset.sendCode')}
              </Button>
            </Space.Compact>
          </Form.Item>
          <Form.Item
            name="password"
            label={t('reset.password')}
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
            label={t('reset.confirmPassword')}
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
          <Button type="primary" htmlType="submit" block size="large" loading={submitting}>
            {t('reset.submit')}
          </Button>
          <div className="cb-self-service__links">
            <Link to="/login">{t('reset.toLogin')}</Link>
          </div>
        </Form>
      </Card>
    </main>
  );
}
