import { describe, expect, it } from 'vitest';
import { changePasswordSchema, loginRequestSchema } from './session.ts';
import { isValidPassword } from './session-rules.ts';

describe('isValidPassword', () => {
  it.each([
    ['abcdefg1', true],
    ['abcdefgh', false],
    ['abc1', false],
    [`${'a'.repeat(15)}1`, true],
    [`${'a'.repeat(16)}1`, false],
    ['1234567', false],
    ['12345678', true],
  ])('%s -> %s', (pw, ok) => expect(isValidPassword(pw)).toBe(ok));
});

describe('loginRequestSchema', () => {
  it('trims both fields', () => {
    expect(loginRequestSchema.parse({ username: ' admin ', password: ' pw1 ' })).toEqual({
      username: 'admin',
      password: 'pw1',
    });
  });
  it('refuses blank fields with the spec messages', () => {
    const r = loginRequestSchema.safeParse({ username: '  ', password: '' });
    expect(r.success).toBe(false);
    expect(r.error?.issues.map((i) => i.message)).toEqual(['请输入用户名!', '请输入密码!']);
  });
});

describe('changePasswordSchema', () => {
  it('requires matching confirmation', () => {
    const r = changePasswordSchema.safeParse({
      oldpassword: 'x',
      password: 'abcdefg1',
      confirmpassword: 'abcdefg2',
    });
    expect(r.error?.issues[0]?.message).toBe('两次输入的密码不一样！');
  });
  it('applies the length rule', () => {
    const r = changePasswordSchema.safeParse({
      oldpassword: 'x',
      password: 'short1',
      confirmpassword: 'short1',
    });
    expect(r.error?.issues[0]?.message).toBe('密码长度必须是8-16位');
  });
});
