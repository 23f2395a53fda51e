/**
 * /user/alteration (public): a signed-out user resets a forgotten password with a code sent to the
 * account's phone (SMS) or e-mail; the e-mail's link opens this page with the name and code filled
 * in. The answers never tell whether an account exists.
 */
import { RESET_CODE_SENT } from '@cb/domain/client-registrations';
import { Alert, Button, Card, Form, Input, Result, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { type ResetInput, registrationApi } from '../api';
import { registrationTexts } from '../texts';
import { CodeField, NewPasswordFields } from './fields';
import { useCountdown } from './useCountdown';
import './public.css';

export default function AlterationPage() {
  const { t } = registrationTexts.useTranslation();
  const [search] = useSearchParams();
  const navigate = useNavigate();
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
              <Button type="primary" onClick={() => navigate('/login')}>
                {t('reset.toLogin')}
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
          <CodeField
            label={t('reset.code')}
            sendLabel={(left) => (left > 0 ? `${left}s` : t('reset.sendCode'))}
            onSend={() => void sendCode()}
            secondsLeft={countdown.left}
          />
          <NewPasswordFields passwordLabel={t('reset.password')} confirmLabel={t('reset.confirmPassword')} />
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
