import { describe, expect, it } from 'vitest';
import { StorageKey } from '../storage/keys';
import { localStore } from '../storage/persistent';
import { applyLocalePolicy, currentLocale, setLocale, t } from './index';

// One module instance for the whole file: the steps below run in order.
describe('i18n', () => {
  it('speaks Chinese from the bundled texts before i18next has loaded', () => {
    expect(currentLocale()).toBe('zh-CN');
    expect(t('login.submit')).toBe('登录');
    expect(t('home.welcome', { greeting: '早上好', name: '张三', system: '系统' })).toBe(
      '早上好，张三，欢迎使用系统',
    );
  });

  it('keeps a stored English choice when bilingual, loading i18next and the English texts', async () => {
    localStore.set(StorageKey.locale, 'en-US', null);
    await applyLocalePolicy(1);
    expect(currentLocale()).toBe('en-US');
    expect(document.documentElement.lang).toBe('en-US');
    expect(t('login.submit')).toBe('Sign in');
  });

  it('removes the stored choice and forces Chinese when i18n is off', async () => {
    localStore.set(StorageKey.locale, 'en-US', null);
    await applyLocalePolicy(0);
    expect(currentLocale()).toBe('zh-CN');
    expect(localStore.get(StorageKey.locale)).toBeNull();
    expect(t('login.submit')).toBe('登录');
  });

  it('remembers a language chosen by the user', async () => {
    await setLocale('en-US');
    expect(localStore.get(StorageKey.locale)).toBe('en-US');
    await setLocale('zh-CN');
    expect(t('http.timeout')).toBe('网络超时');
  });
});
