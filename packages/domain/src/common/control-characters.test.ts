import { describe, expect, it } from 'vitest';
import { controlCharacterField, controlCharacterMessage, hasControlCharacter } from './control-characters.ts';

describe('control characters in request text', () => {
  it('refuses every C0 control and DEL in single-line text', () => {
    for (let code = 0; code < 0x20; code++)
      expect(hasControlCharacter(`a${String.fromCharCode(code)}b`, false), `U+${code}`).toBe(true);
    expect(hasControlCharacter('a\u007fb', false)).toBe(true);
    expect(hasControlCharacter('华衡 认证 ~!@#', false)).toBe(false);
    // Other invisible characters are text (U+0080–U+009F, zero-width space): PostgreSQL stores them.
    expect(hasControlCharacter('a\u0085\u200bb', false)).toBe(false);
  });

  it('keeps tab, line feed and carriage return in multi-line text, and refuses the rest', () => {
    expect(hasControlCharacter('第一行\r\n第二行\t制表', true)).toBe(false);
    expect(hasControlCharacter('第一行\r\n第二行\t制表', false)).toBe(true);
    for (const c of ['\u0000', '\u0001', '\u0008', '\u000b', '\u000c', '\u000e', '\u001f', '\u007f'])
      expect(hasControlCharacter(`a${c}`, true), JSON.stringify(c)).toBe(true);
  });

  it('names the first field that holds one, through objects, arrays and field names', () => {
    expect(controlCharacterField({ holderName: 'a\u0000b' }, true)).toBe('holderName');
    expect(
      controlCharacterField({ name: 'ok', sites: [{ name: '总部' }, { name: '分部\u0007' }] }, true),
    ).toBe('sites[1].name');
    expect(controlCharacterField({ remark: '一\n二', n: 3, on: true, none: null }, true)).toBeNull();
    expect(controlCharacterField({ remark: '一\n二' }, false)).toBe('remark');
    expect(controlCharacterField({ 'a\u0000': 1 }, true)).toBe('a?');
    expect(controlCharacterField('\u0000', false)).toBe('参数');
    expect(controlCharacterField(undefined, false)).toBeNull();
  });

  it('says which field in Chinese, without repeating a long one', () => {
    expect(controlCharacterMessage('certNo')).toBe('certNo含有不允许的控制字符，请删除后重试');
    expect(controlCharacterMessage('x'.repeat(500)).length).toBeLessThan(100);
  });
});
