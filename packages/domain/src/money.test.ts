import { describe, expect, it } from 'vitest';
import {
  filterIntegerInput,
  filterMoneyInput,
  fixMoneyOnBlur,
  formatDecimal,
  groupBankNumber,
  isAmount,
  isRegisteredCapital,
} from './money.ts';

describe('filterMoneyInput', () => {
  it.each([
    ['', ''],
    ['12', '12'],
    ['12.5', '12.5'],
    ['12.50', '12.50'],
    ['1.234', '1.23'],
    ['1..2', '1.2'],
    ['1.2.3', '1.23'],
    ['.5', '5'],
    ['..5', '5'],
    ['00', '0'],
    ['000', '0'],
    ['00.5', '0.5'],
    ['0.5', '0.5'],
    ['0', '0'],
    ['05', '05'],
    ['12.', '12.'],
    ['-3a4￥', '34'],
    ['1 000', '1000'],
  ])('%j -> %j', (raw, expected) => expect(filterMoneyInput(raw)).toBe(expected));
});

describe('fixMoneyOnBlur', () => {
  it.each([
    ['12.', '12'],
    ['0.', '0'],
    ['05', '5'],
    ['05.5', '5.5'],
    ['0.5', '0.5'],
    ['0', '0'],
    ['100', '100'],
    ['', ''],
  ])('%j -> %j', (value, expected) => expect(fixMoneyOnBlur(value)).toBe(expected));
});

describe('filterIntegerInput', () => {
  it.each([
    ['0', ''],
    ['00', '00'],
    ['10', '10'],
    ['1a2', '12'],
    ['1.5', '15'],
    ['-7', '7'],
    ['', ''],
  ])('%j -> %j', (raw, expected) => expect(filterIntegerInput(raw)).toBe(expected));
});

describe('isAmount', () => {
  it.each([
    ['1', true],
    ['100', true],
    ['0.5', true],
    ['0.05', true],
    ['12.34', true],
    ['12.3', true],
    ['0', false],
    ['012', false],
    ['12.', false],
    ['12.345', false],
    ['.5', false],
    ['-1', false],
    ['', false],
  ])('%j -> %s', (value, expected) => expect(isAmount(value)).toBe(expected));
});

describe('isRegisteredCapital', () => {
  it.each([
    ['', true],
    ['0', true],
    ['500', true],
    ['500.1234', true],
    ['500.12345', false],
    ['500.', false],
    ['abc', false],
    ['-1', false],
  ])('%j -> %s', (value, expected) => expect(isRegisteredCapital(value)).toBe(expected));
});

describe('formatDecimal', () => {
  it.each([
    [1.005, '1.01'],
    [1.234, '1.23'],
    [1.5, '1.5'],
    [2, '2'],
    [-1.236, '-1.24'],
    [-0.001, '0.00'],
    [-0.004, '0.00'],
    [-0.005, '-0.01'],
    [0.1 + 0.2, '0.3'],
    ['12.345', '12.35'],
    ['-0.00', '0'],
    ['', ''],
    ['abc', ''],
    [Number.NaN, ''],
  ])('%j -> %j', (value, expected) => expect(formatDecimal(value)).toBe(expected));
});

describe('groupBankNumber', () => {
  it.each([
    ['6222020200012345678', '6222 0202 0001 2345 678'],
    ['6222 0202 0001 2345', '6222 0202 0001 2345'],
    ['1234', '1234'],
    ['12345', '1234 5'],
    ['', ''],
  ])('%j -> %j', (value, expected) => expect(groupBankNumber(value)).toBe(expected));
});
