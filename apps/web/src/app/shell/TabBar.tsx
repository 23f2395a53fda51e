import CloseOutlined from '@ant-design/icons/CloseOutlined';
import DownOutlined from '@ant-design/icons/DownOutlined';
import ExportOutlined from '@ant-design/icons/ExportOutlined';
import FullscreenExitOutlined from '@ant-design/icons/FullscreenExitOutlined';
import FullscreenOutlined from '@ant-design/icons/FullscreenOutlined';
import ReloadOutlined from '@ant-design/icons/ReloadOutlined';
import { Dropdown, type MenuProps } from 'antd';
import { type KeyboardEvent, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useTranslation } from '../../shared/i18n/useTranslation';
import { movedIndex, tabElementId, tabKeyAction } from '../tabs/tabKeys';
import { hiddenMenuItems, type TabView, tabStore } from '../tabs/tabStore';
import { useUi } from './uiStore';
import { returnFocusFromMenu } from './useKeyboardMenu';
import { useTabs } from './useTabs';

type Action = 'refresh' | 'close' | 'closeLeft' | 'closeRight' | 'closeOthers';

const HINT_ID = 'shell-tabs-hint';

/**
 * The tab bar of visited views (SPEC.md §2, §4): click to switch, × to close (not on affixed tabs),
 * a right-click menu (refresh, close, close left/right/others with the hidden-item rules) and a
 * tool with reload, open in a new tab and full screen.
 *
 * For the keyboard it is a WAI-ARIA tab list (tabKeys.ts): the × is the mouse's shortcut for Delete,
 * so no control nests inside a tab, and the right-click menu opens on the context-menu key.
 */
export function TabBar() {
  const { t, language } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const visited = useTabs((s) => s.visited);
  const fullscreen = useUi((s) => s.fullscreen);
  const toggleFullscreen = useUi((s) => s.toggleFullscreen);
  const current = location.pathname + location.search;
  const activeView = visited.find((v) => v.fullPath === current);
  const [focused, setFocused] = useState<string | null>(null);
  const [menuOf, setMenuOf] = useState<string | null>(null);
  const list = useRef<HTMLDivElement>(null);
  const tool = useRef<HTMLButtonElement>(null);
  const rovingName = visited.some((v) => v.name === focused)
    ? focused
    : (activeView?.name ?? visited[0]?.name);

  const tabElement = (name: string) => list.current?.querySelector<HTMLElement>(`#${tabElementId(name)}`);
  const focusTab = (name: string | undefined) => {
    if (!name) return;
    setFocused(name);
    tabElement(name)?.focus();
  };

  const title = (v: TabView) => (language === 'en-US' && v.meta.titleEn) || v.title;

  /** Runs a tab action and returns the view that is active after it. */
  const run = (action: Action, view: TabView): TabView | undefined => {
    const store = tabStore.getState();
    if (action === 'refresh') {
      store.refresh(view.name);
      navigate(`/redirect${view.fullPath}`, { replace: true });
      return view;
    }
    const target = store[action](view.name);
    if (target) navigate(target);
    // The address, not `current`: during a route transition the bar still shows the previous page.
    const active = target ?? window.location.pathname + window.location.search;
    return tabStore.getState().visited.find((v) => v.fullPath === active);
  };

  const onTabKeyDown = (event: KeyboardEvent, view: TabView, index: number) => {
    const action = tabKeyAction(event);
    // While its menu opens (and takes the focus), the menu's keys are not the tab bar's.
    if (!action || event.target !== event.currentTarget || menuOf === view.name) return;
    event.preventDefault();
    if (action === 'open') {
      if (view.fullPath !== current) navigate(view.fullPath);
    } else if (action === 'close') {
      // The focus moves on to the tab that is then active before this one goes.
      if (!view.meta.affix) focusTab(run('close', view)?.name);
    } else if (action === 'menu') {
      setMenuOf(view.name);
    } else {
      focusTab(visited[movedIndex(action, index, visited.length)]?.name);
    }
  };

  const menuFor = (view: TabView): MenuProps['items'] => {
    const hidden = hiddenMenuItems(visited, view.name);
    const all: { key: Action; label: string }[] = [
      { key: 'refresh', label: t('tabs.refresh') },
      { key: 'close', label: t('tabs.close') },
      { key: 'closeLeft', label: t('tabs.closeLeft') },
      { key: 'closeRight', label: t('tabs.closeRight') },
      { key: 'closeOthers', label: t('tabs.closeOthers') },
    ];
    return all.filter((item) => !hidden[item.key]);
  };

  const toolItems: MenuProps['items'] = [
    { key: 'reload', icon: <ReloadOutlined />, label: t('tabs.reload') },
    { key: 'newTab', icon: <ExportOutlined />, label: t('tabs.openInNewTab') },
    {
      key: 'fullscreen',
      icon: fullscreen ? <FullscreenExitOutlined /> : <FullscreenOutlined />,
      label: fullscreen ? t('tabs.exitFullscreen') : t('tabs.fullscreen'),
    },
  ];

  return (
    <div className="shell-tabs" data-fullscreen={fullscreen}>
      <div className="shell-tabs__list" role="tablist" aria-label={t('tabs.label')} ref={list}>
        {visited.map((view, index) => {
          const active = view.fullPath === current;
          return (
            <Dropdown
              key={view.name}
              trigger={['contextMenu']}
              open={menuOf === view.name}
              onOpenChange={(open) => {
                if (!open) returnFocusFromMenu(tabElement(view.name));
                setMenuOf(open ? view.name : null);
              }}
              autoFocus
              menu={{
                items: menuFor(view),
                onClick: ({ key }) => {
                  setMenuOf(null);
                  focusTab(run(key as Action, view)?.name);
                },
              }}
            >
              <div
                role="tab"
                id={tabElementId(view.name)}
                tabIndex={view.name === rovingName ? 0 : -1}
                aria-selected={active}
                aria-describedby={HINT_ID}
                aria-keyshortcuts={view.meta.affix ? 'Shift+F10' : 'Delete Shift+F10'}
                className="shell-tabs__tab"
                data-tab={view.name}
                onClick={() => !active && navigate(view.fullPath)}
                onFocus={() => setFocused(view.name)}
                onKeyDown={(e) => onTabKeyDown(e, view, index)}
              >
                <span>{title(view)}</span>
                {view.meta.affix ? null : (
                  // The mouse's close; keyboard users press Delete (announced by the hint).
                  <span
                    className="shell-tabs__close"
                    aria-hidden="true"
                    onClick={(e) => {
                      e.stopPropagation();
                      run('close', view);
                    }}
                  >
                    <CloseOutlined />
                  </span>
                )}
              </div>
            </Dropdown>
          );
        })}
      </div>
      <span id={HINT_ID} hidden>
        {t('tabs.keyboardHint')}
      </span>
      <Dropdown
        trigger={['click']}
        autoFocus
        onOpenChange={(open) => {
          if (!open) returnFocusFromMenu(tool.current);
        }}
        menu={{
          items: toolItems,
          onClick: ({ key }) => {
            if (key === 'reload' && activeView) run('refresh', activeView);
            else if (key === 'newTab') window.open(current, '_blank', 'noopener');
            else if (key === 'fullscreen') toggleFullscreen();
          },
        }}
      >
        <button
          type="button"
          className="shell-tabs__tool"
          aria-label={t('tabs.more')}
          aria-haspopup="menu"
          ref={tool}
        >
          <DownOutlined />
        </button>
      </Dropdown>
    </div>
  );
}
