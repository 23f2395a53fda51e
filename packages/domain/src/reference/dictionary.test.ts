import { describe, expect, it } from 'vitest';
import { dictionaryNames } from './dictionary.ts';

const channels = [
  { value: '1', text: '站内消息' },
  { value: '2', text: '邮件' },
  { value: '3', text: '企业微信' },
  { value: '4', text: '短信' },
];

describe('dictionaryNames', () => {
  it.each([
    ['1', ['站内消息']],
    ['1,4', ['站内消息', '短信']],
    ['4,1', ['短信', '站内消息']],
    ['1, 3', ['站内消息', '企业微信']],
    ['1,9', ['站内消息']],
    ['', []],
    [null, []],
    [undefined, []],
  ])('%j -> %j', (values, names) => expect(dictionaryNames(values, channels)).toEqual(names));
});
