import { describe, expect, it } from 'vitest';
import { resolveLocale } from './locale';

describe('resolveLocale', () => {
  it.each([
    // stored, isEnableI18n, locale, dropStored
    ['en-US', 1, 'en-US', false],
    ['zh-CN', 1, 'zh-CN', false],
    [null, 1, 'zh-CN', false],
    ['en-US', 0, 'zh-CN', true],
    ['zh-CN', 0, 'zh-CN', true],
    [null, 0, 'zh-CN', false],
    ['en-US', 2, 'zh-CN', true],
    ['en-US', undefined, 'en-US', false],
    [null, undefined, 'zh-CN', false],
    ['fr-FR', 1, 'zh-CN', true],
  ] as const)('stored %s, isEnableI18n %s → %s (drop stored: %s)', (stored, enabled, locale, dropStored) => {
    expect(resolveLocale(stored, enabled)).toEqual({ locale, dropStored });
  });
});
