import { describe, expect, it } from 'vitest';
import { chinaToday, publicStatus, publicStatusName } from './status.ts';

describe('public certificate status', () => {
  it.each([
    [1, '2027-01-01', 1],
    [1, '2026-11-21', 1],
    [1, '2026-11-20', 5],
    [2, '2026-11-20', 5],
    [2, '2027-01-01', 2],
    [3, '2020-01-01', 3],
    [4, '2020-01-01', 4],
    [0, '2030-01-01', 5],
    [5, '2030-01-01', 5],
  ])('status %i expiring %s is %i on 2026-11-21', (status, expiry, expected) => {
    expect(publicStatus(status, expiry, '2026-11-21')).toBe(expected);
  });

  it('names the statuses in the product wording', () => {
    expect([1, 2, 3, 4, 5].map(publicStatusName)).toEqual(['有效', '暂停', '撤销', '注销', '过期']);
    expect(publicStatusName(99)).toBe('');
  });

  it('counts the day in China time', () => {
    // 16:30 UTC is already the next day in Beijing.
    expect(chinaToday(new Date('2026-11-21T16:30:00Z'))).toBe('2026-11-22');
    expect(chinaToday(new Date('2026-11-21T15:30:00Z'))).toBe('2026-11-21');
  });
});
