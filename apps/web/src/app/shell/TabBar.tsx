import CloseOutlined from '@ant-design/icons/CloseOutlined';
import DownOutlined from '@ant-design/icons/DownOutlined';
import ExportOutlined from '@ant-design/icons/ExportOutlined';
import FullscreenExitOutlined from '@ant-design/icons/FullscreenExitOutlined';
import FullscreenOutlined from '@ant-design/icons/FullscreenOutlined';
import ReloadOutlined from '@ant-design/icons/ReloadOutlined';
import { Dropdown, type MenuProps } from 'antd';
import { useLocation, useNavigate } from 'react-router';
import { useTranslation } from '../../shared/i18n/useTranslation';
import { hiddenMenuItems, type TabView, tabStore } from '../tabs/tabStore';
import { useUi } from './uiStore';
import { useTabs } from './useTabs';

type Action = 'refresh' | 'close' | 'closeLeft' | 'closeRight' | 'closeOthers';

/**
 * The tab bar of visited views (SPEC.md §2, §4): click to switch, × to close (not on affixed tabs),
 * a right-click menu (refresh, close, close left/right/others with the hidden-item rules) and a
 * tool with reload, open in a new tab and full screen.
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

  const title = (v: TabView) => (language === 'en-US' && v.meta.titleEn) || v.title;

  const run = (action: Action, view: TabView) => {
    const store = tabStore.getState();
    if (action === 'refresh') {
      store.refresh(view.name);
      navigate(`/redirect${view.fullPath}`, { replace: true });
      return;
    }
    const target = store[action](view.name);
    if (target) navigate(target);
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
    <div className="shell-tabs" role="tablist" data-fullscreen={fullscreen}>
      <div className="shell-tabs__list">
        {visited.map((view) => {
          const active = view.fullPath === current;
          return (
            <Dropdown
              key={view.name}
              trigger={['contextMenu']}
              menu={{ items: menuFor(view), onClick: ({ key }) => run(key as Action, view) }}
            >
              <div
                role="tab"
                tabIndex={0}
                aria-selected={active}
                className="shell-tabs__tab"
                data-tab={view.name}
                onClick={() => !active && navigate(view.fullPath)}
                onKeyDown={(e) => e.key === 'Enter' && navigate(view.fullPath)}
              >
                <span>{title(view)}</span>
                {view.meta.affix ? null : (
                  <button
                    type="button"
                    className="shell-tabs__close"
                    aria-label={t('tabs.close')}
                    onClick={(e) => {
                      e.stopPropagation();
                      run('close', view);
                    }}
                  >
                    <CloseOutlined />
                  </button>
                )}
              </div>
            </Dropdown>
          );
        })}
      </div>
      <Dropdown
        trigger={['click']}
        menu={{
          items: toolItems,
          onClick: ({ key }) => {
            if (key === 'reload' && activeView) run('refresh', activeView);
            else if (key === 'newTab') window.open(current, '_blank', 'noopener');
            else if (key === 'fullscreen') toggleFullscreen();
          },
        }}
      >
        <button type="button" className="shell-tabs__tool" aria-label={t('tabs.more')}>
          <DownOutlined />
        </button>
      </Dropdown>
    </div>
  );
}
