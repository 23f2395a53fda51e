import { describe, expect, it } from 'vitest';
import { creditCodeCheckCharacter, isValidCreditCode } from './credit-code.ts';

describe('creditCodeCheckCharacter', () => {
  it.each([
    ['91350100M000100Y4', '3'],
    ['9144030071526726X', 'G'],
    ['91110000802100433', 'B'],
    ['91330100716105852', 'F'],
  ])('%s -> %s', (first17, check) => expect(creditCodeCheckCharacter(first17)).toBe(check));
});

describe('isValidCreditCode', () => {
  it.each([
    ['91350100M000100Y43', true],
    ['9144030071526726XG', true],
    ['91110000802100433B', true],
    ['91330100716105852F', true],
    ['9144030071526726xg', true],
    [' 91110000802100433B ', true],
    ['91350100M000100Y44', false],
    ['9144030071526726X0', false],
    ['91110000802100433', false],
    ['91110000802100433BB', false],
    ['91I10000802100433B', false],
    ['91110000802100433O', false],
    ['9111A000802100433B', false],
    ['', false],
  ])('%j -> %s', (value, valid) => expect(isValidCreditCode(value)).toBe(valid));
});
