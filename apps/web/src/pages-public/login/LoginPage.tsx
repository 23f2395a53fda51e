import LockOutlined from '@ant-design/icons-svg/es/asn/LockOutlined';
import UserOutlined from '@ant-design/icons-svg/es/asn/UserOutlined';
import WechatWorkOutlined from '@ant-design/icons-svg/es/asn/WechatWorkOutlined';
import type { IconDefinition } from '@ant-design/icons-svg/es/types';
import type { LoginRequest } from '@cb/domain';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { redirectTargetAfterLogin } from '../../app/guard';
import { getThirdPartyLoginUser } from '../../shared/api/session';
import { Button } from '../../shared/components/basic/Button';
import { Icon } from '../../shared/components/basic/Icon';
import { Logo } from '../../shared/components/basic/Logo';
import { TextInput } from '../../shared/components/basic/TextInput';
import { useErrorNotice } from '../../shared/components/basic/useErrorNotice';
import { useTranslation } from '../../shared/i18n/useTranslation';
import { useSession } from '../../shared/stores/session';
import { currentTenantId } from '../../shared/tenant';
import {
  type LoginErrors,
  type LoginField,
  loginFailureMessage,
  validateLogin,
  validateLoginField,
} from './loginForm';
import {
  openThirdPartyLogin,
  POPUP_CHANNEL,
  readPopupData,
  readPopupMessage,
  THIRD_PARTY_PROVIDERS,
  type ThirdPartyOutcome,
  type ThirdPartyProvider,
} from './thirdPartyLogin';
import './LoginPage.css';

/** SPEC.md §9: notifications stay 4 s. */
const NOTIFICATION_SECONDS = 4;

const PROVIDER_BUTTONS: Partial<
  Record<ThirdPartyProvider, { icon: IconDefinition; label: 'login.wechatEnterprise' | 'login.dingtalk' }>
> = {
  wechat_enterprise: { icon: WechatWorkOutlined, label: 'login.wechatEnterprise' },
};

/**
 * The sign-in screen (SPEC.md §2 "Login screen", §5, §8). It is the first page most users load and
 * must stay within its JavaScript budget, so it is built from the antd-look basic components
 * (shared/components/basic) rather than antd, whose runtime alone would exceed it.
 */
export function LoginPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const login = useSession((s) => s.login);
  const [showError, noticeHolder] = useErrorNotice();
  const [values, setValues] = useState<LoginRequest>({ username: '', password: '' });
  const [errors, setErrors] = useState<LoginErrors>({});
  const [submitting, setSubmitting] = useState(false);
  const adoptLogin = useSession((s) => s.adoptLogin);
  const popup = useRef<Window | null>(null);

  // Third-party sign-in: the popup posts its ticket back (SPEC.md §2), redeemed like a login.
  useEffect(() => {
    const handle = async (outcome: ThirdPartyOutcome | null) => {
      if (!outcome || !popup.current) return;
      // The answer arrives on two channels; the first one wins.
      popup.current = null;
      const fail = (message: string | null) =>
        showError({
          title: t('login.failedTitle'),
          description: message || t('http.failed'),
          duration: NOTIFICATION_SECONDS,
        });
      if (!('ticket' in outcome)) return fail(outcome.error);
      setSubmitting(true);
      try {
        adoptLogin(await getThirdPartyLoginUser(outcome.ticket));
        navigate(redirectTargetAfterLogin(location.search), { replace: true });
      } catch (error) {
        fail(loginFailureMessage(error, t('http.failed')));
        setSubmitting(false);
      }
    };
    const onMessage = (event: MessageEvent) => void handle(readPopupMessage(event, popup.current));
    window.addEventListener('message', onMessage);
    const channel = typeof BroadcastChannel === 'function' ? new BroadcastChannel(POPUP_CHANNEL) : null;
    if (channel) channel.onmessage = (event) => void handle(readPopupData(event.data));
    return () => {
      window.removeEventListener('message', onMessage);
      channel?.close();
    };
  }, [adoptLogin, navigate, location.search, showError, t]);

  const change = (field: LoginField, value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    setErrors((e) => ({ ...e, [field]: validateLoginField(field, value) }));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (submitting) return;
    const checked = validateLogin(values);
    if (!checked.ok) {
      setErrors(checked.errors);
      return;
    }
    setSubmitting(true);
    try {
      await login(checked.value);
      navigate(redirectTargetAfterLogin(location.search), { replace: true });
    } catch (error) {
      showError({
        title: t('login.failedTitle'),
        description: loginFailureMessage(error, t('http.failed')),
        duration: NOTIFICATION_SECONDS,
      });
      setSubmitting(false);
    }
  };

  const field = (name: LoginField) => {
    const error = errors[name];
    return {
      id: name,
      name,
      value: values[name],
      onChange: (e: { target: { value: string } }) => change(name, e.target.value),
      invalid: Boolean(error),
      'aria-describedby': error ? `${name}-error` : undefined,
      size: 'large' as const,
    };
  };

  const errorText = (name: LoginField) => {
    const error = errors[name];
    return error ? (
      <div id={`${name}-error`} className="login-form__error" role="alert">
        {t(error)}
      </div>
    ) : null;
  };

  return (
    <main className="login-page">
      {noticeHolder}
      <section className="login-card" aria-labelledby="login-title">
        <header className="login-card__brand">
          <Logo className="login-card__logo" />
          <h1 className="login-card__name" id="login-title">
            {t('app.name')}
            <span className="login-card__version">{t('app.version')}</span>
          </h1>
          <p className="login-card__subtitle">{t('login.title')}</p>
        </header>
        <form noValidate onSubmit={submit}>
          <div className="login-form__field">
            <label htmlFor="username" className="visually-hidden">
              {t('login.username')}
            </label>
            <TextInput
              {...field('username')}
              type="text"
              autoComplete="username"
              autoCapitalize="off"
              spellCheck={false}
              maxLength={64}
              placeholder={t('login.usernamePlaceholder')}
              prefix={<Icon icon={UserOutlined} />}
            />
            {errorText('username')}
          </div>
          <div className="login-form__field">
            <label htmlFor="password" className="visually-hidden">
              {t('login.password')}
            </label>
            <TextInput
              {...field('password')}
              type="password"
              autoComplete="current-password"
              maxLength={128}
              placeholder={t('login.passwordPlaceholder')}
              prefix={<Icon icon={LockOutlined} />}
            />
            {errorText('password')}
          </div>
          <Button
            className="login-form__submit"
            variant="primary"
            type="submit"
            size="large"
            block
            loading={submitting}
          >
            {submitting ? t('login.submitting') : t('login.submit')}
          </Button>
          <div className="login-form__links">
            <Link to="/user/register">{t('login.register')}</Link>
            <Link to="/user/alteration">{t('login.forgotPassword')}</Link>
          </div>
        </form>
        <div className="login-others">
          <span>{t('login.otherMethods')}</span>
          {THIRD_PARTY_PROVIDERS.filter((p) => p.visible).map(({ provider }) => {
            const ui = PROVIDER_BUTTONS[provider];
            if (!ui) return null;
            return (
              <button
                key={provider}
                type="button"
                className="login-others__icon"
                title={t(ui.label)}
                aria-label={t(ui.label)}
                onClick={() => {
                  popup.current = openThirdPartyLogin(provider, currentTenantId());
                }}
              >
                <Icon icon={ui.icon} />
              </button>
            );
          })}
        </div>
      </section>
    </main>
  );
}
