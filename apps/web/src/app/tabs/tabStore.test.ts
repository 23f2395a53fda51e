import { beforeEach, describe, expect, it } from 'vitest';
import { createTabStore, DEFAULT_ACTIVE_TAB, hiddenMenuItems, type TabView } from './tabStore';

const view = (name: string, meta: TabView['meta'] = {}): TabView => ({
  name,
  path: `/${name}`,
  fullPath: `/${name}`,
  title: name,
  meta,
});
const home = view('index', { affix: true });

describe('tab store (SPEC.md §4 "Tabs")', () => {
  let store: ReturnType<typeof createTabStore>;
  const names = () => store.getState().visited.map((v) => v.name);
  beforeEach(() => {
    store = createTabStore();
  });

  it('starts on the default active tab /xmsl/download', () => {
    expect(store.getState().active).toBe(DEFAULT_ACTIVE_TAB);
  });

  it('adds a visited view once per route name, updating its path and activating it', () => {
    store.getState().visit(view('a'));
    store.getState().visit({ ...view('a'), fullPath: '/a?x=1' });
    expect(names()).toEqual(['a']);
    expect(store.getState().visited[0]!.fullPath).toBe('/a?x=1');
    expect(store.getState().active).toBe('/a?x=1');
  });

  it('caches visited views unless noCache', () => {
    store.getState().visit(view('a'));
    store.getState().visit(view('b', { noCache: true }));
    expect(store.getState().cached).toEqual(['a']);
  });

  it('puts affixed views in front, once', () => {
    store.getState().visit(view('a'));
    store.getState().addAffix([home, view('x')]);
    store.getState().addAffix([home]);
    expect(names()).toEqual(['index', 'a']);
  });

  describe('closing', () => {
    beforeEach(() => {
      store.getState().addAffix([home]);
      for (const n of ['a', 'b', 'c']) store.getState().visit(view(n));
    });

    it('closing the active tab moves to the next tab', () => {
      store.getState().visit(view('b'));
      expect(store.getState().close('b')).toBe('/c');
      expect(names()).toEqual(['index', 'a', 'c']);
      expect(store.getState().active).toBe('/c');
    });

    it('closing the active last tab moves to the new last one', () => {
      expect(store.getState().close('c')).toBe('/b');
    });

    it('closing an inactive tab does not navigate', () => {
      expect(store.getState().close('a')).toBeNull();
      expect(names()).toEqual(['index', 'b', 'c']);
      expect(store.getState().cached).toEqual(['index', 'b', 'c']);
    });

    it('goes to / when no tab remains', () => {
      const s = createTabStore();
      s.getState().visit(view('a'));
      expect(s.getState().close('a')).toBe('/');
      expect(s.getState().visited).toEqual([]);
    });

    it('cannot close an affixed tab', () => {
      expect(store.getState().close('index')).toBeNull();
      expect(names()).toEqual(['index', 'a', 'b', 'c']);
    });

    it('close-others keeps the affixed tabs and the selected one', () => {
      expect(store.getState().closeOthers('b')).toBe('/b');
      expect(names()).toEqual(['index', 'b']);
    });

    it('close-left keeps affixed tabs', () => {
      expect(store.getState().closeLeft('b')).toBeNull(); // /c stays active
      expect(names()).toEqual(['index', 'b', 'c']);
    });

    it('close-right keeps affixed tabs and moves off a closed active tab', () => {
      expect(store.getState().closeRight('a')).toBe('/a');
      expect(names()).toEqual(['index', 'a']);
    });
  });

  it('refresh bumps the view generation (its cached page is dropped)', () => {
    store.getState().visit(view('a'));
    store.getState().refresh('a');
    store.getState().refresh('a');
    expect(store.getState().generation.a).toBe(2);
  });
});

describe('hidden context-menu items', () => {
  const tabs = [home, view('a'), view('b')];
  it('hides close-left on the first tab and close on an affixed tab', () => {
    expect(hiddenMenuItems(tabs, 'index')).toMatchObject({ closeLeft: true, close: true, closeRight: false });
  });
  it('hides close-right on the last tab', () => {
    expect(hiddenMenuItems(tabs, 'b')).toMatchObject({ closeRight: true, closeLeft: false, close: false });
  });
  it('hides close-others when only affixed tabs and the current one exist', () => {
    expect(hiddenMenuItems([home, view('a')], 'a').closeOthers).toBe(true);
    expect(hiddenMenuItems(tabs, 'a').closeOthers).toBe(false);
  });
  it('never hides refresh', () => {
    expect(hiddenMenuItems(tabs, 'a').refresh).toBe(false);
  });
});
