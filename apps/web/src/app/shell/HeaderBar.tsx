import DownOutlined from '@ant-design/icons/DownOutlined';
import GlobalOutlined from '@ant-design/icons/GlobalOutlined';
import LockOutlined from '@ant-design/icons/LockOutlined';
import LogoutOutlined from '@ant-design/icons/LogoutOutlined';
import MenuFoldOutlined from '@ant-design/icons/MenuFoldOutlined';
import MenuUnfoldOutlined from '@ant-design/icons/MenuUnfoldOutlined';
import UserOutlined from '@ant-design/icons/UserOutlined';
import { App, Avatar, Button, Dropdown } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { setLocale } from '../../shared/i18n';
import { useTranslation } from '../../shared/i18n/useTranslation';
import { useSession } from '../../shared/stores/session';
import { adminLinkUrl, safeLinkUrl } from './menuModel';
import { useUi } from './uiStore';
import { useKeyboardMenu } from './useKeyboardMenu';

const NoticeBell = lazy(() => import('../../features/notices/NoticeBell'));
// antd's Form and Input load only when the user opens the dialog.
const ChangePasswordModal = lazy(() =>
  import('./ChangePasswordModal').then((m) => ({ default: m.ChangePasswordModal })),
);

/** SPEC.md §2 "Header bar": the old-version switch shows only for deploy version 3. */
export const OLD_VERSION_DEPLOY = 3;
/** Where the old (version 3) front end is served beside this one. */
export const OLD_VERSION_PATH = '/old/';

/**
 * The fixed header (SPEC.md §2 "Header bar"): collapse toggle, welcome with the system name, the
 * old-version switch, admin / service center / manual links, the language dropdown (only when i18n
 * is enabled), the notice bell and the user menu (change password, sign out).
 */
export function HeaderBar() {
  const { t } = useTranslation();
  const { modal } = App.useApp();
  const open = useUi((s) => s.sidebarOpen);
  const toggle = useUi((s) => s.toggleSidebar);
  const setting = useSession((s) => s.erpSetting);
  const user = useSession((s) => s.userInfo);
  const logout = useSession((s) => s.logout);
  const [passwordOpen, setPasswordOpen] = useState(false);
  // Mounted from its first opening on, so that it closes as antd's dialogs do: animated, and
  // giving the focus back to the menu's button.
  const [passwordUsed, setPasswordUsed] = useState(false);
  const mustChangePassword = useSession((s) => s.mustChangePassword);
  const menu = useSession((s) => s.menu);
  const auth = useSession((s) => s.permissions.auth);
  const systemName = setting?.systemName || t('app.name');
  const languageMenu = useKeyboardMenu();
  const userMenu = useKeyboardMenu();

  const links = [
    { key: 'admin', url: adminLinkUrl(setting?.adminUrl, menu, auth), label: t('shell.admin') },
    { key: 'serviceCenter', url: safeLinkUrl(setting?.serviceCenterUrl), label: t('shell.serviceCenter') },
    { key: 'manual', url: safeLinkUrl(setting?.manualUrl), label: t('shell.manual') },
  ].filter((l) => l.url);

  const confirmLogout = () => {
    modal.confirm({
      title: t('logout.title'),
      content: t('logout.confirm'),
      okText: t('logout.ok'),
      cancelText: t('logout.cancel'),
      onOk: async () => {
        await logout();
        // A fresh page drops the routes, caches and kept-alive views of this user.
        window.location.assign('/login');
      },
    });
  };

  return (
    <header className="shell-header">
      <Button
        type="text"
        className="shell-header__toggle"
        aria-label={open ? t('shell.collapse') : t('shell.expand')}
        icon={open ? <MenuFoldOutlined /> : <MenuUnfoldOutlined />}
        onClick={toggle}
      />
      <span className="shell-header__welcome">{t('shell.welcome', { system: systemName })}</span>
      <div className="shell-header__right">
        {setting?.certerpDeployVersion === OLD_VERSION_DEPLOY ? (
          <a className="shell-header__link" href={OLD_VERSION_PATH} data-testid="old-version">
            {t('shell.oldVersion')}
          </a>
        ) : null}
        {links.map((l) => (
          <a
            key={l.key}
            className="shell-header__link"
            href={l.url!}
            target="_blank"
            rel="noopener noreferrer"
          >
            {l.label}
          </a>
        ))}
        {setting?.isEnableI18n === 1 ? (
          <Dropdown
            {...languageMenu.dropdown}
            menu={{
              items: [
                { key: 'zh-CN', label: t('shell.zhCN') },
                { key: 'en-US', label: t('shell.enUS') },
              ],
              onClick: ({ key }) => void setLocale(key as 'zh-CN' | 'en-US'),
            }}
          >
            <Button
              type="text"
              icon={<GlobalOutlined />}
              aria-label={t('shell.language')}
              data-testid="language"
              {...languageMenu.button}
            />
          </Dropdown>
        ) : null}
        {/* The placeholder keeps the bell's width so the header does not shift when it loads. */}
        <Suspense fallback={<span className="shell-header__bell-placeholder" />}>
          <NoticeBell />
        </Suspense>
        <Dropdown
          {...userMenu.dropdown}
          menu={{
            items: [
              { key: 'password', icon: <LockOutlined />, label: t('shell.changePassword') },
              { type: 'divider' },
              { key: 'logout', icon: <LogoutOutlined />, label: t('logout.action') },
            ],
            onClick: ({ key }) => {
              // A dialog opened from here gives the focus back to the menu's button when it closes.
              userMenu.button.ref.current?.focus();
              if (key === 'password') {
                setPasswordUsed(true);
                setPasswordOpen(true);
              } else confirmLogout();
            },
          }}
        >
          <button type="button" className="shell-header__user" data-testid="user-menu" {...userMenu.button}>
            <Avatar size="small" icon={<UserOutlined />} />
            <span>{user?.realname || user?.username}</span>
            <DownOutlined />
          </button>
        </Dropdown>
      </div>
      {passwordUsed || mustChangePassword ? (
        <Suspense fallback={null}>
          <ChangePasswordModal
            open={passwordOpen || mustChangePassword}
            forced={mustChangePassword}
            onClose={() => setPasswordOpen(false)}
          />
        </Suspense>
      ) : null}
    </header>
  );
}
