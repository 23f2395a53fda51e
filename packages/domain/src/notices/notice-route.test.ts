import { describe, expect, it } from 'vitest';
import { normaliseNoticeRoutes, noticeBadgeText, SMS_NOT_BOUGHT_MESSAGE } from './notice-route.ts';

describe('normaliseNoticeRoutes', () => {
  it('always keeps channel 1 and orders without duplicates', () => {
    expect(normaliseNoticeRoutes(['3', '2', '3'], 1)).toEqual({ routes: ['1', '2', '3'] });
    expect(normaliseNoticeRoutes([], 0)).toEqual({ routes: ['1'] });
  });
  it('refuses SMS when the service is not bought, allows it when bought', () => {
    expect(normaliseNoticeRoutes(['1', '4'], 0)).toEqual({ error: SMS_NOT_BOUGHT_MESSAGE });
    expect(normaliseNoticeRoutes(['4'], 1)).toEqual({ routes: ['1', '4'] });
  });
  it('refuses unknown values', () => {
    expect(normaliseNoticeRoutes(['5'], 1)).toHaveProperty('error');
    expect(normaliseNoticeRoutes(["1' or 1=1"], 1)).toHaveProperty('error');
  });
});

describe('noticeBadgeText', () => {
  it('shows 9+ above 9', () => {
    expect(noticeBadgeText(0)).toBe('0');
    expect(noticeBadgeText(9)).toBe('9');
    expect(noticeBadgeText(10)).toBe('9+');
  });
});
