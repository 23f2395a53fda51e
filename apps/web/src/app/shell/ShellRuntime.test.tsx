import '../../shared/testing/browserStubs';
import { render, screen } from '@testing-library/react';
import { App } from 'antd';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { http } from '../../shared/http';
import { ShellRuntime } from './ShellRuntime';

const refusal = (status: number, message: string) =>
  new Response(JSON.stringify({ success: false, message, code: status, timestamp: 0 }), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });

beforeEach(() => {
  vi.stubGlobal(
    'fetch',
    vi.fn<typeof fetch>(async (input) => {
      const url = new URL(String(input), 'http://x');
      if (url.pathname === '/api/shfa/planAssign/approve') return refusal(403, '审批人不能是计划安排人');
      if (url.pathname === '/api/sys/role/list') return refusal(403, '拒绝访问，没有权限');
      return new Response('{}', { status: 200, headers: { 'Content-Type': 'application/json' } });
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

describe('a refusal reaches the user with its reason (SPEC.md §8)', () => {
  it('a 403 the server explains: titled 拒绝访问, the reason under it', async () => {
    const { unmount } = render(
      <App>
        <ShellRuntime />
      </App>,
    );
    await expect(http.post('/shfa/planAssign/approve', {})).rejects.toThrow('审批人不能是计划安排人');
    const reason = await screen.findByText('审批人不能是计划安排人');
    const notice = reason.closest('.ant-notification-notice')!;
    expect(notice.textContent).toContain('拒绝访问');
    expect(notice.textContent).not.toContain('系统提示');
    unmount();
  });

  it('a 403 without a reason of its own: 系统提示 / 拒绝访问, as before', async () => {
    const { unmount } = render(
      <App>
        <ShellRuntime />
      </App>,
    );
    await expect(http.get('/sys/role/list')).rejects.toThrow();
    const notice = (await screen.findByText('拒绝访问')).closest('.ant-notification-notice')!;
    expect(notice.textContent).toContain('系统提示');
    unmount();
  });
});
