import { describe, expect, it } from 'vitest';
import { zhCN } from './resources/zh-CN';
import { lookup } from './translate';

describe('lookup', () => {
  it('finds nested texts', () => {
    expect(lookup(zhCN, 'login.submitting')).toBe('登录中...');
  });
  it('fills {{placeholders}} and leaves unknown ones alone', () => {
    expect(lookup(zhCN, 'home.welcome', { greeting: '早上好', name: '张三' })).toBe(
      '早上好，张三，欢迎使用{{system}}',
    );
  });
  it('returns the key of a missing text', () => {
    expect(lookup(zhCN, 'login.nope')).toBe('login.nope');
    expect(lookup(zhCN, 'login')).toBe('login');
  });
});
