/**
 * /user/register (public): a company asks for a portal account. Where the body has SMS, the phone is
 * proved with a code before submitting; otherwise a link is e-mailed after. The credit code is checked
 * as typed (GB 32100 check character), the password by the password rule.
 */
import { isValidCreditCode, validateMobilePhone } from '@cb/domain';
import { Button, Card, Form, Input, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { type RegisterInput, registrationApi } from '../api';
import { registrationTexts } from '../texts';
import { CodeField, NewPasswordFields } from './fields';
import { useCountdown } from './useCountdown';
import './public.css';

export default function RegisterPage() {
  const { t } = registrationTexts.useTranslation();
  const [form] = Form.useForm<RegisterInput>();
  const navigate = useNavigate();
  const [channel, setChannel] = useState<'sms' | 'email' | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const [sending, setSending] = useState(false);
  const [sentNote, setSentNote] = useState('');
  const countdown = useCountdown();

  useEffect(() => {
    document.title = t('register.title');
    registrationApi.channel().then(
      (r) => setChannel(r.channel),
      () => setChannel('email'),
    );
  }, [t]);

  const sendCode = async () => {
    const { phone } = await form.validateFields(['phone']);
    setSending(true);
    try {
      await registrationApi.sendCode(phone);
      countdown.start();
      setSentNote(t('register.codeSent'));
    } finally {
      setSending(false);
    }
  };

  return (
    <main className="cb-self-service">
      <Card className="cb-self-service__card" title={t('register.title')}>
        <Typography.Paragraph type="secondary">{t('register.subtitle')}</Typography.Paragraph>
        <Form<RegisterInput>
          form={form}
          layout="vertical"
          requiredMark
          onFinish={async (values) => {
            setSubmitting(true);
            try {
              const done = await registrationApi.register(values);
              navigate(`/user/register-result?status=${done.status}`, { replace: true });
            } catch {
              // shown by the shared client
            } finally {
              setSubmitting(false);
            }
          }}
        >
          <Form.Item
            name="companyName"
            label={t('register.companyName')}
            rules={[
              { required: true, whitespace: true, message: t('register.companyRequired') },
              { max: 100 },
            ]}
          >
            <Input maxLength={100} autoComplete="organization" />
          </Form.Item>
          <Form.Item
            name="creditCode"
            label={t('register.creditCode')}
            normalize={(v: string) => v.toUpperCase()}
            rules={[
              { required: true, message: t('register.creditCodeRequired') },
              {
                validator: (_r, v: string) =>
                  !v || isValidCreditCode(v.trim())
                    ? Promise.resolve()
                    : Promise.reject(new Error(t('register.creditCodeInvalid'))),
              },
            ]}
          >
            <Input maxLength={18} />
          </Form.Item>
          <Form.Item
            name="contactName"
            label={t('register.contactName')}
            rules={[{ required: true, whitespace: true, message: t('register.contactRequired') }]}
          >
            <Input maxLength={50} autoComplete="name" />
          </Form.Item>
          <Form.Item
            name="phone"
            label={t('register.phone')}
            rules={[
              { required: true, message: t('register.phoneRequired') },
              {
                validator: (_r, v: string) => {
                  const problem = v ? validateMobilePhone(v.trim()) : null;
                  return problem ? Promise.reject(new Error(problem)) : Promise.resolve();
                },
              },
            ]}
          >
            <Input maxLength={20} autoComplete="tel" />
          </Form.Item>
          {channel === 'sms' ? (
            <CodeField
              label={t('register.code')}
              extra={sentNote || undefined}
              sendLabel={(left) =>
                left > 0 ? t('register.resend', { seconds: left }) : t('register.sendCode')
              }
              onSend={() => void sendCode()}
              sending={sending}
              secondsLeft={countdown.left}
            />
          ) : null}
          <Form.Item
            name="email"
            label={t('register.email')}
            extra={channel === 'email' ? t('register.emailHint') : undefined}
            rules={[
              { required: true, message: t('register.emailRequired') },
              { type: 'email', message: t('register.emailInvalid') },
            ]}
          >
            <Input maxLength={100} autoComplete="email" />
          </Form.Item>
          <Form.Item
            name="username"
            label={t('register.username')}
            rules={[
              { required: true, message: t('register.usernameRequired') },
              { pattern: /^[A-Za-z0-9_.@-]{4,32}$/, message: t('register.usernameInvalid') },
            ]}
          >
            <Input maxLength={32} autoComplete="username" />
          </Form.Item>
          <NewPasswordFields
            passwordLabel={t('register.password')}
            confirmLabel={t('register.confirmPassword')}
            hint={t('register.passwordHint')}
          />
          <Button
            type="primary"
            htmlType="submit"
            block
            size="large"
            loading={submitting}
            disabled={channel === null}
          >
            {t('register.submit')}
          </Button>
          <div className="cb-self-service__links">
            <Link to="/login">{t('register.toLogin')}</Link>
          </div>
        </Form>
      </Card>
    </main>
  );
}
