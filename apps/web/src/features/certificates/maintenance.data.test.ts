import { describe, expect, it } from 'vitest';
import { toBatchInput } from './BatchDialog';

describe('toBatchInput', () => {
  it('splits the numbers on lines, spaces and Chinese or ASCII separators', () => {
    expect(
      toBatchInput({ kind: 'print', by: 'numbers', certNos: '06826Q1R0M\n 06826Q2R0M，06826Q3R0M;\n\n' }),
    ).toEqual({
      kind: 'print',
      certNos: ['06826Q1R0M', '06826Q2R0M', '06826Q3R0M'],
      standardCode: '',
      standardName: '',
      standardVersion: '',
      remark: '',
    });
  });
  it('takes the filters instead, and the new edition only for a transition', () => {
    const input = toBatchInput({
      kind: 'transition',
      by: 'filter',
      certNos: 'ignored',
      standardCode: 'Q',
      status: '1',
      targetCode: 'Q',
      targetVersion: 'GB/T 19001-2026',
    });
    expect(input).toMatchObject({
      kind: 'transition',
      filters: { standardCode: 'Q', enterpriseName: undefined, status: '1' },
      standardCode: 'Q',
      standardVersion: 'GB/T 19001-2026',
    });
    expect('certNos' in input).toBe(false);
    expect(toBatchInput({ kind: 'regenerate', by: 'filter', targetVersion: 'x' }).standardVersion).toBe('');
  });
});
