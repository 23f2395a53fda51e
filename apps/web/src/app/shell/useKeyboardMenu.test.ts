import { act, renderHook } from '@testing-library/react';
import type { KeyboardEvent } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { returnFocusFromMenu, useKeyboardMenu } from './useKeyboardMenu';

const key = (k: string) => ({ key: k, preventDefault: vi.fn() }) as unknown as KeyboardEvent;

describe('useKeyboardMenu', () => {
  it.each(['Enter', ' ', 'ArrowDown'])('opens on %j with the focus going into the menu', (k) => {
    const { result } = renderHook(() => useKeyboardMenu());
    const event = key(k);
    act(() => result.current.button.onKeyDown(event));
    expect(event.preventDefault).toHaveBeenCalled();
    expect(result.current.dropdown).toMatchObject({ open: true, autoFocus: true });
    expect(result.current.button['aria-expanded']).toBe(true);
  });

  it('leaves other keys and hovering alone: a hover does not move the focus', () => {
    const { result } = renderHook(() => useKeyboardMenu());
    act(() => result.current.button.onKeyDown(key('Tab')));
    expect(result.current.dropdown.open).toBe(false);
    act(() => result.current.dropdown.onOpenChange(true));
    expect(result.current.dropdown).toMatchObject({ open: true, autoFocus: false });
  });

  it('gives the focus back to the button when the menu closes while holding it', () => {
    const { result } = renderHook(() => useKeyboardMenu());
    const button = document.createElement('button');
    const menu = document.createElement('div');
    menu.className = 'ant-dropdown';
    menu.innerHTML = '<button>修改密码</button>';
    document.body.append(button, menu);
    result.current.button.ref.current = button;
    act(() => result.current.button.onKeyDown(key('Enter')));
    menu.querySelector('button')!.focus();
    act(() => result.current.dropdown.onOpenChange(false));
    expect(document.activeElement).toBe(button);
    expect(result.current.dropdown).toMatchObject({ open: false, autoFocus: false });
    button.remove();
    menu.remove();
  });
});

describe('returnFocusFromMenu', () => {
  it('does nothing when the focus is elsewhere', () => {
    const owner = document.createElement('button');
    const other = document.createElement('input');
    document.body.append(owner, other);
    other.focus();
    returnFocusFromMenu(owner);
    expect(document.activeElement).toBe(other);
    owner.remove();
    other.remove();
  });
});
