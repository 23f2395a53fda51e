import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { registerMessages, setLocale } from './index';

const texts = registerMessages('demoFeature', {
  zhCN: { bell: { title: '消息通知', unread: '{{count}} 条未读' }, onlyChinese: '仅中文' },
  enUS: { bell: { title: 'Notifications', unread: '{{count}} unread' }, onlyChinese: '' },
});

describe('registerMessages', () => {
  it('translates a feature namespace in Chinese by default, with placeholders', () => {
    expect(texts.t('bell.title')).toBe('消息通知');
    expect(texts.t('bell.unread', { count: 3 })).toBe('3 条未读');
  });

  it('follows the language switch and re-renders hook users', async () => {
    const { result } = renderHook(() => texts.useTranslation());
    expect(result.current.t('bell.title')).toBe('消息通知');
    await act(() => setLocale('en-US'));
    expect(result.current.language).toBe('en-US');
    expect(result.current.t('bell.unread', { count: 2 })).toBe('2 unread');
    // An empty English text is a text: no fallback needed. A missing key falls back to the key.
    expect(texts.t('bell.title')).toBe('Notifications');
    await act(() => setLocale('zh-CN'));
    expect(result.current.t('bell.title')).toBe('消息通知');
  });

  it('refuses a namespace that is not a plain name', () => {
    expect(() => registerMessages('../x', { zhCN: {}, enUS: {} })).toThrow();
  });
});
