import { describe, expect, it } from 'vitest';
import { greetingKey, greetingOf } from './greeting.ts';

describe('greeting by hour', () => {
  it.each([
    [0, 'morning', '早上好', 'Good morning'],
    [8, 'morning', '早上好', 'Good morning'],
    [9, 'forenoon', '上午好', 'Good morning'],
    [11, 'forenoon', '上午好', 'Good morning'],
    [12, 'noon', '中午好', 'Good day'],
    [13, 'noon', '中午好', 'Good day'],
    [14, 'afternoon', '下午好', 'Good afternoon'],
    [19, 'afternoon', '下午好', 'Good afternoon'],
    [20, 'evening', '晚上好', 'Good evening'],
    [23, 'evening', '晚上好', 'Good evening'],
  ])('%i h -> %s', (hour, key, zh, en) => {
    expect(greetingKey(hour)).toBe(key);
    expect(greetingOf(hour)).toBe(zh);
    expect(greetingOf(hour, 'en-US')).toBe(en);
  });
});
