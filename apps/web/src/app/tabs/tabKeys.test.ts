import { describe, expect, it } from 'vitest';
import { movedIndex, tabElementId, tabKeyAction } from './tabKeys';

describe('tabKeyAction', () => {
  it.each([
    ['ArrowLeft', false, 'previous'],
    ['ArrowUp', false, 'previous'],
    ['ArrowRight', false, 'next'],
    ['ArrowDown', false, 'next'],
    ['Home', false, 'first'],
    ['End', false, 'last'],
    ['Enter', false, 'open'],
    [' ', false, 'open'],
    ['Delete', false, 'close'],
    ['ContextMenu', false, 'menu'],
    ['F10', true, 'menu'],
    ['F10', false, null],
    ['Tab', false, null],
    ['a', false, null],
  ] as const)('%j (shift %s) → %s', (key, shiftKey, action) => {
    expect(tabKeyAction({ key, shiftKey })).toBe(action);
  });
});

describe('movedIndex', () => {
  it('moves by one and wraps around at both ends', () => {
    expect(movedIndex('next', 0, 3)).toBe(1);
    expect(movedIndex('next', 2, 3)).toBe(0);
    expect(movedIndex('previous', 1, 3)).toBe(0);
    expect(movedIndex('previous', 0, 3)).toBe(2);
  });

  it('jumps to the first and the last tab', () => {
    expect(movedIndex('first', 2, 3)).toBe(0);
    expect(movedIndex('last', 0, 3)).toBe(2);
  });

  it('has nowhere to go without tabs', () => {
    expect(movedIndex('next', 0, 0)).toBe(-1);
  });
});

describe('tabElementId', () => {
  it('makes a DOM id of any view name', () => {
    expect(tabElementId('xmslSearch')).toBe('shell-tab-xmslSearch');
    expect(tabElementId('/xmsl/detail/1 2')).toBe('shell-tab-_xmsl_detail_1_2');
  });
});
