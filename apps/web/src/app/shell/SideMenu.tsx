import type { MenuRoute } from '@cb/domain';
import { Menu, type MenuProps } from 'antd';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useMatches, useNavigate } from 'react-router';
import { Logo } from '../../shared/components/basic/Logo';
import { useTranslation } from '../../shared/i18n/useTranslation';
import { useSession } from '../../shared/stores/session';
import type { MenuRouteHandle } from '../menuRoutes';
import { MenuIcon } from './icons';
import { activeMenuPath, isExternalLink, openKeysFor, rootOf, safeLinkUrl, visibleMenu } from './menuModel';
import { useUi } from './uiStore';

type Item = NonNullable<MenuProps['items']>[number];

function titleOf(r: MenuRoute, english: boolean): string {
  const meta = r.meta as MenuRoute['meta'] & { titleEn?: string };
  return (english && meta.titleEn) || meta.title || r.name;
}

function toItems(routes: readonly MenuRoute[], english: boolean): Item[] {
  return routes.map((r): Item => {
    // English labels are long: one still cut by the menu's ellipsis shows in full on hover.
    const text = titleOf(r, english);
    const label = english ? (
      <span key={r.path} title={text}>
        {text}
      </span>
    ) : (
      text
    );
    if (r.children?.length) {
      return {
        key: r.path,
        label,
        icon: <MenuIcon name={r.meta.icon} />,
        children: toItems(r.children, english),
      };
    }
    const url = isExternalLink(r) ? safeLinkUrl(r.meta.url) : null;
    return {
      key: r.path,
      icon: r.meta.icon ? <MenuIcon name={r.meta.icon} /> : undefined,
      label: url ? (
        <a href={url} target="_blank" rel="noopener noreferrer">
          {label}
        </a>
      ) : (
        label
      ),
    };
  });
}

/**
 * The side menu (SPEC.md §2 "Layout"): a 60 px column of root groups (工作台, 人力, 财务, 应急, 统计)
 * and, when open, the selected root's children as a 210 px inline light sub-menu. The first visible
 * root is selected by default; a root click shows its children; a hidden route keeps the previous
 * highlight (or its `activeMenu`).
 */
export function SideMenu() {
  const { t, language } = useTranslation();
  const english = language === 'en-US';
  const navigate = useNavigate();
  const menu = useSession((s) => s.menu);
  const open = useUi((s) => s.sidebarOpen);
  const setOpen = useUi((s) => s.setSidebarOpen);
  const roots = useMemo(() => visibleMenu(menu), [menu]);
  const handle = useMatches().at(-1)?.handle as MenuRouteHandle | undefined;

  const lastActive = useRef<string | null>(null);
  const active = handle
    ? activeMenuPath({ path: handle.path, hidden: handle.hidden, activeMenu: handle.meta.activeMenu })
    : null;
  if (active) lastActive.current = active;
  const highlighted = lastActive.current;

  const [rootPath, setRootPath] = useState<string | null>(null);
  const [openKeys, setOpenKeys] = useState<string[]>([]);
  useEffect(() => {
    if (!highlighted) return;
    const root = rootOf(roots, highlighted);
    if (root) {
      setRootPath(root.path);
      setOpenKeys((keys) => [...new Set([...keys, ...openKeysFor(root.children ?? [], highlighted)])]);
    }
  }, [highlighted, roots]);

  const selectedRoot = roots.find((r) => r.path === rootPath) ?? roots[0];
  const items = useMemo(() => toItems(selectedRoot?.children ?? [], english), [selectedRoot, english]);

  return (
    <aside className="shell-sider" data-open={open} data-english={english} aria-label={t('shell.menu')}>
      <nav className="shell-sider__roots">
        <div className="shell-sider__logo">
          <Logo size={28} />
        </div>
        {roots.map((root) => (
          <button
            type="button"
            key={root.path}
            className="shell-sider__root"
            aria-pressed={root === selectedRoot}
            data-root={root.path}
            onClick={() => {
              setRootPath(root.path);
              if (!open) setOpen(true);
            }}
          >
            <MenuIcon name={root.meta.icon} />
            <span className="shell-sider__root-label" title={english ? titleOf(root, english) : undefined}>
              {titleOf(root, english)}
            </span>
          </button>
        ))}
      </nav>
      {open && selectedRoot ? (
        <div className="shell-sider__sub">
          <div
            className="shell-sider__sub-title"
            title={english ? titleOf(selectedRoot, english) : undefined}
          >
            {titleOf(selectedRoot, english)}
          </div>
          <Menu
            mode="inline"
            theme="light"
            items={items}
            selectedKeys={highlighted ? [highlighted] : []}
            openKeys={openKeys}
            onOpenChange={setOpenKeys}
            onClick={({ key }) => {
              const target = findRoute(selectedRoot.children ?? [], key);
              if (target && !isExternalLink(target)) navigate(target.redirect || key);
            }}
          />
        </div>
      ) : null}
    </aside>
  );
}

function findRoute(routes: readonly MenuRoute[], path: string): MenuRoute | null {
  for (const r of routes) {
    if (r.path === path) return r;
    const found = findRoute(r.children ?? [], path);
    if (found) return found;
  }
  return null;
}
