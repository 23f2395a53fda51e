import { createMemoryRouter, redirect } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { MenuRouteHandle } from '../menuRoutes';
import { createTabStore } from './tabStore';
import { trackVisits } from './visitTracker';

const handle = (name: string, title: string): MenuRouteHandle => ({
  name,
  path: `/${name}`,
  title,
  component: `x/${name}`,
  area: null,
  hidden: false,
  meta: { title },
});

const slowPage = (ms: number) => async () => {
  await new Promise((r) => setTimeout(r, ms));
  return { Component: () => null };
};

function setup() {
  const router = createMemoryRouter(
    [
      {
        path: '/',
        children: [
          { path: 'home', handle: handle('home', '首页'), Component: () => null },
          { path: 'add', handle: handle('add', '申请录入'), lazy: slowPage(150) },
          { path: 'search', handle: handle('search', '申请查询'), lazy: slowPage(10) },
          {
            path: 'gone',
            handle: handle('gone', '无权页面'),
            loader: async () => {
              await new Promise((r) => setTimeout(r, 20));
              throw redirect('/home');
            },
          },
        ],
      },
    ],
    { initialEntries: ['/home'] },
  );
  const store = createTabStore();
  const stop = trackVisits(router, store);
  const idle = () =>
    new Promise<void>((resolve) => {
      const check = () => (router.state.navigation.state === 'idle' ? resolve() : setTimeout(check, 5));
      setTimeout(check, 5);
    });
  return { router, store, stop, idle, names: () => store.getState().visited.map((v) => v.name) };
}

describe('trackVisits: every visited route gets its tab', () => {
  it('keeps the tab of a page left before it had loaded', async () => {
    const { router, store, idle, names, stop } = setup();
    void router.navigate('/add');
    await new Promise((r) => setTimeout(r, 20));
    void router.navigate('/search');
    await idle();
    expect(router.state.location.pathname).toBe('/search');
    // The committed page gets its tab as it commits; it becomes active when it renders
    // (the keep-alive outlet), which this test has none of.
    expect(names()).toEqual(['add', 'search']);
    expect(store.getState().visited[0]).toMatchObject({ fullPath: '/add', title: '申请录入' });
    expect(store.getState().active).not.toBe('/add');
    stop();
  });

  it('keeps the tab of every page of three clicked in quick succession', async () => {
    const { router, idle, names, stop } = setup();
    // Each navigation commits before the next starts, but nothing renders in between.
    await router.navigate('/search');
    await router.navigate('/add');
    await router.navigate('/home');
    await idle();
    expect(names()).toEqual(['search', 'add', 'home']);
    stop();
  });

  it('gives a redirected navigation no tab, the page it lands on one', async () => {
    const { router, idle, names, stop } = setup();
    void router.navigate('/gone');
    await idle();
    expect(router.state.location.pathname).toBe('/home');
    expect(names()).toEqual(['home']);
    stop();
  });
});
