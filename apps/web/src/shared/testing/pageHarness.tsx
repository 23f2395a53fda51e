/**
 * What a page's unit test needs around it: the permissions of the signed-in user, the server's
 * answers (a stubbed `fetch` that records every call) and the page rendered at its route inside
 * antd's App and a fresh query client.
 *
 * @example
 * const calls = answerCalls((url) => (url.pathname === '/api/khgl/x/list' ? page([row]) : []));
 * grant('khgl:x:detail');
 * renderPage('/khgl/x', XListPage);
 * await screen.findByText(row.name);
 * expect(calls.find((c) => c.path === '/api/khgl/x/delete')?.params.get('version')).toBe('2');
 */
import type { Permission } from '@cb/domain';
import { render } from '@testing-library/react';
import { App } from 'antd';
import type { ComponentType } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, vi } from 'vitest';
import { forgetColumnSettings } from '../list/columnSettings';
import { sessionStore } from '../stores/session';
import { withQueryClient } from './queryClient';

/** The success envelope around `result`, as the server answers. */
export const envelope = (result: unknown, message = '') =>
  new Response(JSON.stringify({ success: true, message, code: 200, result, timestamp: 0 }), {
    status: 200,
    headers: { 'Content-Type': 'application/json' },
  });

/** One page of a list answer holding `records`. */
export const page = <T,>(records: readonly T[]) => ({
  records,
  total: records.length,
  current: 1,
  size: 10,
  pages: 1,
});

export interface RecordedCall {
  method: string;
  path: string;
  params: URLSearchParams;
  /** The request's JSON body as text ('' without one). */
  body: string;
}

/**
 * Stubs `fetch` with `answer` (a Response, or the `result` of a success envelope) and records each
 * call; the stub, the permissions and the column settings are undone after the test.
 */
export function answerCalls(answer: (url: URL, init?: RequestInit) => unknown): RecordedCall[] {
  const calls: RecordedCall[] = [];
  forgetColumnSettings();
  vi.stubGlobal(
    'fetch',
    vi.fn<typeof fetch>(async (input, init) => {
      const url = new URL(String(input), 'http://x');
      calls.push({
        method: init?.method ?? 'GET',
        path: url.pathname,
        params: url.searchParams,
        body: typeof init?.body === 'string' ? init.body : '',
      });
      const result = answer(url, init);
      return result instanceof Response ? result : envelope(result ?? []);
    }),
  );
  return calls;
}

afterEach(() => {
  vi.unstubAllGlobals();
  sessionStore.setState({ permissions: { auth: [], allAuth: [] } });
});

/** The signed-in user holds exactly these permission codes. */
export function grant(...actions: Permission[]) {
  sessionStore.setState({
    permissions: { auth: actions.map((action) => ({ action, status: '1', type: '1' })), allAuth: [] },
  });
}

/** Renders `Component` at `path` (a route of its own) inside antd's App and a fresh query client. */
export function renderPage(path: string, Component: ComponentType) {
  const router = createMemoryRouter([{ path, Component }], { initialEntries: [path] });
  return render(
    withQueryClient(
      <App>
        <RouterProvider router={router} />
      </App>,
    ),
  );
}
