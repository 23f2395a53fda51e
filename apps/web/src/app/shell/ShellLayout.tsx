import { QueryClientProvider } from '@tanstack/react-query';
import { App as AntApp, ConfigProvider } from 'antd';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { Outlet, useLocation } from 'react-router';
import { useTranslation } from '../../shared/i18n/useTranslation';
import { registerTabCloser } from '../../shared/navigation/replacePage';
import { useSession } from '../../shared/stores/session';
import { planMenuRoutes } from '../menuRoutes';
import { createQueryClient } from '../queryClient';
import { tabStore } from '../tabs/tabStore';

registerTabCloser((name) => void tabStore.getState().close(name));

import { useTheme } from '../theme';
import { AccessibilityRuntime } from './AccessibilityRuntime';
import { antdLocaleFor } from './antdLocale';
import { HeaderBar } from './HeaderBar';
import { KeepAliveOutlet } from './KeepAliveOutlet';
import { LoadingMask } from './LoadingMask';
import { reviewToolVisible } from './reviewTool';
import { ShellRuntime } from './ShellRuntime';
import { SideMenu } from './SideMenu';
import { TabBar } from './TabBar';
import {
  HEADER_PX,
  MAIN_TOP_FULLSCREEN_PX,
  MAIN_TOP_PX,
  SIDEBAR_COLLAPSED_PX,
  SIDEBAR_OPEN_EN_PX,
  SIDEBAR_OPEN_PX,
  useUi,
} from './uiStore';
import './shell.css';

const NoticeRuntime = lazy(() => import('../../features/notices/NoticeRuntime'));
const FloatingToolbar = lazy(() => import('./FloatingToolbar'));

/** Affixed tabs (the menu's `affix` routes, e.g. 首页) are on the tab bar from the start. */
function useAffixTabs() {
  const menu = useSession((s) => s.menu);
  useEffect(() => {
    const { pages } = planMenuRoutes(menu, new Set());
    tabStore.getState().addAffix(
      pages
        .filter((p) => p.handle.meta.affix)
        .map((p) => ({
          name: p.handle.name,
          path: p.path,
          fullPath: p.path,
          title: p.handle.title,
          meta: { affix: true, noCache: p.handle.meta.noCache, titleEn: p.handle.titleEn },
        })),
    );
  }, [menu]);
}

function Frame() {
  const { t, language } = useTranslation();
  const open = useUi((s) => s.sidebarOpen);
  const fullscreen = useUi((s) => s.fullscreen);
  const setting = useSession((s) => s.erpSetting);
  const { pathname } = useLocation();
  const main = useRef<HTMLElement>(null);
  useAffixTabs();
  const openPx = language === 'en-US' ? SIDEBAR_OPEN_EN_PX : SIDEBAR_OPEN_PX;
  const left = fullscreen ? 0 : open ? openPx : SIDEBAR_COLLAPSED_PX;
  const toolbar = reviewToolVisible(setting?.reviewToolEnable, pathname);
  return (
    <div
      className="shell"
      data-fullscreen={fullscreen}
      data-sidebar={open ? 'open' : 'collapsed'}
      // The floating toolbar's column is kept clear of the page (shell.css).
      data-toolbar={toolbar}
    >
      {/* The keyboard's way past the menu and the header (WCAG 2.4.1). */}
      <button type="button" className="shell-skip" onClick={() => main.current?.focus()}>
        {t('shell.skipToContent')}
      </button>
      {fullscreen ? null : <SideMenu />}
      <div className="shell-body" style={{ marginLeft: left }}>
        <div className="shell-top" style={{ left }}>
          {fullscreen ? null : <HeaderBar />}
          <TabBar />
        </div>
        <main
          ref={main}
          tabIndex={-1}
          className="shell-main"
          style={{ paddingTop: fullscreen ? MAIN_TOP_FULLSCREEN_PX : MAIN_TOP_PX }}
          data-header-px={HEADER_PX}
        >
          <KeepAliveOutlet />
        </main>
        <footer className="shell-footer">
          {setting?.systemName || t('app.name')} {t('app.version')}
          {/* The setting holds the whole credit line, e.g. 技术支持：华衡信息技术有限公司. */}
          {setting?.supportCompany ? ` · ${setting.supportCompany}` : null}
        </footer>
      </div>
      {/* SPEC.md §2: the toolbar (and its review tool) only where reviewToolVisible says. */}
      {toolbar ? (
        <Suspense fallback={null}>
          <FloatingToolbar reviewTool />
        </Suspense>
      ) : null}
      <LoadingMask />
      <AccessibilityRuntime />
      <ShellRuntime />
      <Suspense fallback={null}>
        <NoticeRuntime />
      </Suspense>
    </div>
  );
}

/**
 * The signed-in area's frame (SPEC.md §2 "Layout"): antd (theme, locale), the server-state cache,
 * the side menu, the fixed header and tab bar, the main area with kept-alive pages, the footer and
 * the floating tools. Loaded lazily, so the public first-load pages carry none of it.
 */
export function ShellLayout() {
  // Only the public /redirect/{path} reaches the shell signed out (the guard lets it through): it
  // replaces itself at once, so it renders alone, without the frame's signed-in calls.
  const signedIn = useSession((s) => Boolean(s.token));
  return signedIn ? <SignedInShell /> : <Outlet />;
}

function SignedInShell() {
  const { language } = useTranslation();
  const [queryClient] = useState(createQueryClient);
  const theme = useTheme();
  // The server writes enumeration labels in the request's language: on a switch, the shown
  // lists and records are fetched again in the new one.
  const shownLanguage = useRef(language);
  useEffect(() => {
    if (shownLanguage.current === language) return;
    shownLanguage.current = language;
    void queryClient.invalidateQueries();
  }, [language, queryClient]);
  return (
    <ConfigProvider
      locale={antdLocaleFor(language)}
      theme={theme}
      // A form that fails to submit puts the focus on its first wrong field (which names its error).
      form={{ scrollToFirstError: { focus: true } }}
    >
      <AntApp>
        <QueryClientProvider client={queryClient}>
          <Frame />
        </QueryClientProvider>
      </AntApp>
    </ConfigProvider>
  );
}
