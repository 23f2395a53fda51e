import '../../shared/testing/browserStubs';
import type { ErpPortalSetting, MenuRoute } from '@cb/domain';
import { render, screen } from '@testing-library/react';
import { App } from 'antd';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { sessionStore } from '../../shared/stores/session';
import { HeaderBar } from './HeaderBar';

const page = (path: string): MenuRoute => ({
  id: path,
  path,
  name: path,
  component: 'x/Page',
  route: '1',
  meta: { title: path },
});
const ADMIN_MENU = [page('/index'), { ...page('/sys'), children: [page('/sys/user')] }];
const AUDITOR_MENU = [page('/index'), page('/auditorZone/myTask')];

function signIn(menu: MenuRoute[], actions: string[]) {
  sessionStore.setState({
    token: 't',
    roles: ['x'],
    userInfo: { id: 'u', username: 'u', realname: '用户', avatar: null },
    menu,
    permissions: { auth: actions.map((action) => ({ type: '1', action, status: '1' })), allAuth: [] },
    erpSetting: {
      adminUrl: '/sys/user',
      serviceCenterUrl: '',
      manualUrl: '',
      isEnableI18n: 0,
    } as unknown as ErpPortalSetting,
  });
}

afterEach(() =>
  sessionStore.setState({ token: null, roles: null, userInfo: null, menu: [], erpSetting: null }),
);

describe('HeaderBar 后台管理', () => {
  it('is shown to a user whose menu holds the admin pages', () => {
    signIn(ADMIN_MENU, ['sys:user:add']);
    render(
      <App>
        <MemoryRouter>
          <HeaderBar />
        </MemoryRouter>
      </App>,
    );
    expect(screen.getByText('后台管理').closest('a')?.getAttribute('href')).toBe('/sys/user');
  });

  it('is hidden from auditors, partners and enterprises (it would open a 404)', () => {
    signIn(AUDITOR_MENU, ['xmsl:search:detail']);
    render(
      <App>
        <MemoryRouter>
          <HeaderBar />
        </MemoryRouter>
      </App>,
    );
    expect(screen.queryByText('后台管理')).toBeNull();
  });
});
