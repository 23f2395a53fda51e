import '../../shared/testing/browserStubs';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../../shared/stores/session';
import { HomePage } from './HomePage';

const envelope = (result: unknown) =>
  new Response(JSON.stringify({ success: true, code: 200, message: '', result, timestamp: 0 }), {
    status: 200,
  });

const page = (records: unknown[]) => ({ records, total: records.length, current: 1, size: 5, pages: 1 });

let calls: string[] = [];
beforeEach(() => {
  calls = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const url = String(input);
      calls.push(url);
      if (url.includes('/cert/mine'))
        return envelope([
          {
            certNo: '00126Q30001R0M',
            standardName: '质量管理体系',
            enterpriseName: '示例企业',
            issueDate: '2026-01-01',
            expiryDate: '2029-01-01',
            status: 1,
            statusName: '有效',
          },
        ]);
      if (url.includes('/xmsl/cerApplyApi/list'))
        return envelope(
          page([
            {
              id: 'a1',
              applyNo: 'SQ2026001',
              enterpriseName: '示例企业',
              status: 1,
              status_dictText: '待受理',
              standardCodes: 'Q',
            },
          ]),
        );
      return envelope({ values: {}, provided: [] });
    }),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
  sessionStore.setState({ roles: null, permissions: { auth: [], allAuth: [] } });
});

function signIn(roles: string[], actions: string[]) {
  sessionStore.setState({
    token: 't',
    roles,
    userInfo: { id: 'u', username: 'u', realname: '用户', avatar: null },
    permissions: { auth: actions.map((action) => ({ type: '1', action, status: '1' })), allAuth: [] },
  });
}

const renderHome = () =>
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MemoryRouter>
        <HomePage />
      </MemoryRouter>
    </QueryClientProvider>,
  );

describe('HomePage shows each role its own work', () => {
  it('an enterprise user sees its applications and certificates with their status', async () => {
    signIn(['enterprise'], ['xmsl:search:detail', 'xmsl:add:add']);
    renderHome();
    expect(await screen.findByText('00126Q30001R0M')).toBeTruthy();
    expect(screen.getByText('有效')).toBeTruthy();
    expect(await screen.findByText('SQ2026001')).toBeTruthy();
    expect(screen.getByText('待受理')).toBeTruthy();
    expect(screen.getByRole('heading', { name: '我的证书' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: '我的申请' })).toBeTruthy();
  });

  it('staff see the applications that await acceptance', async () => {
    signIn(['staff'], ['xmsl:search:audit', 'xmsl:search:detail']);
    renderHome();
    expect(await screen.findByRole('heading', { name: '待受理的申请' })).toBeTruthy();
    expect(await screen.findByText('SQ2026001')).toBeTruthy();
    expect(calls.some((u) => u.includes('/xmsl/cerApplyApi/list') && u.includes('status=1'))).toBe(true);
    expect(calls.some((u) => u.includes('/cert/mine'))).toBe(false);
  });

  it('an auditor is told where its tasks will appear', async () => {
    signIn(['auditor'], []);
    renderHome();
    expect(await screen.findByText(/审核任务/)).toBeTruthy();
  });
});
