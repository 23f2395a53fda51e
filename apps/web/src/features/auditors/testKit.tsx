/** What the people pages' tests share: a fake API answering by path, granted permissions, a router. */
import '../../shared/testing/browserStubs';
import type { Permission } from '@cb/domain';
import { configure, render } from '@testing-library/react';
import { App } from 'antd';
import type { ComponentType } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { vi } from 'vitest';
import { forgetColumnSettings } from '../../shared/list/columnSettings';
import { sessionStore } from '../../shared/stores/session';
import { withQueryClient } from '../../shared/testing/queryClient';

// The first render of antd's tables is slow on a busy machine.
configure({ asyncUtilTimeout: 5000 });

export interface Call {
  method: string;
  path: string;
  params: URLSearchParams;
  body: unknown;
}

const envelope = (result: unknown) =>
  new Response(JSON.stringify({ success: true, message: '', code: 200, result, timestamp: 0 }), {
    status: 200,
    headers: { 'Content-Type': 'application/json' },
  });

/** Answers `/api<path>` with `answers[path]` (or an empty list) and records every call. */
export function fakeApi(answers: Record<string, unknown>): Call[] {
  forgetColumnSettings();
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn<typeof fetch>(async (input, init) => {
      const url = new URL(String(input), 'http://x');
      const path = url.pathname.replace(/^\/api/, '');
      calls.push({
        method: init?.method ?? 'GET',
        path,
        params: url.searchParams,
        body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
      });
      return envelope(path in answers ? answers[path] : []);
    }),
  );
  return calls;
}

export function grant(...actions: Permission[]) {
  sessionStore.setState({
    permissions: { auth: actions.map((action) => ({ action, status: '1', type: '1' })), allAuth: [] },
  });
}

export function resetTestKit() {
  vi.unstubAllGlobals();
  sessionStore.setState({ permissions: { auth: [], allAuth: [] } });
}

/** Renders `Page` at `url` (matched by `path`) inside the app's providers. */
export function renderAt(Page: ComponentType, path: string, url: string) {
  const router = createMemoryRouter(
    [
      { path, Component: Page },
      { path: '*', Component: () => null },
    ],
    { initialEntries: [url] },
  );
  render(
    withQueryClient(
      <App>
        <RouterProvider router={router} />
      </App>,
    ),
  );
  return router;
}

export const page = (records: unknown[]) => ({
  records,
  total: records.length,
  current: 1,
  size: 10,
  pages: 1,
});
