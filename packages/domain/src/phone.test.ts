import { describe, expect, it } from 'vitest';
import { validateMobilePhone } from './phone.ts';

describe('validateMobilePhone', () => {
  it.each([
    ['13812345678', null],
    ['18912345678', null],
    [' 15012345678 ', null],
    ['', '请输入联系方式'],
    ['   ', '请输入联系方式'],
    [null, '请输入联系方式'],
    [undefined, '请输入联系方式'],
    ['12345678901', '请输入正确的电话'],
    ['19912345678', '请输入正确的电话'],
    ['1381234567', '请输入正确的电话'],
    ['138123456789', '请输入正确的电话'],
    ['0571-8888888', '请输入正确的电话'],
  ])('%j -> %j', (value, message) => expect(validateMobilePhone(value)).toBe(message));

  it('speaks English when asked', () => {
    expect(validateMobilePhone('', 'en-US')).toBe('Please enter a contact number');
    expect(validateMobilePhone('1', 'en-US')).toBe('Please enter a valid phone number');
  });
});
