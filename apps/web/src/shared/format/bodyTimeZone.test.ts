import type { ErpPortalSetting } from '@cb/domain';
import { afterEach, describe, expect, it } from 'vitest';
import { sessionStore } from '../stores/session';
import { formatDateTime } from './dateTime';

// The application and log pages (and every other) render times with the one shared formatter.
const applicationTime = formatDateTime;
const logTime = formatDateTime;

const setZone = (timeZone?: string) =>
  sessionStore.setState({ erpSetting: (timeZone ? { timeZone } : {}) as ErpPortalSetting });

afterEach(() => sessionStore.setState({ erpSetting: null }));

describe('one date-time format in the body time zone, on every page', () => {
  it.each([
    ['applications', applicationTime],
    ['logs', logTime],
  ])('%s: YYYY-MM-DD HH:mm:ss in Asia/Shanghai by default', (_page, format) => {
    setZone();
    expect(format('2026-11-04T00:03:35Z')).toBe('2026-11-04 08:03:35');
  });

  it.each([
    ['applications', applicationTime],
    ['logs', logTime],
  ])("%s: follows the body's time zone setting", (_page, format) => {
    setZone('Europe/Berlin');
    expect(format('2026-11-04T00:03:35Z')).toBe('2026-11-04 01:03:35');
    expect(format(null)).toBe('');
  });
});
