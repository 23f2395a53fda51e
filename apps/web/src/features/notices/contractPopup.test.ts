import { describe, expect, it } from 'vitest';
import {
  isContractPopupDue,
  keepOnlyType,
  markContractPopupShown,
  markerStore,
  nextWeekStart,
  runContractPopupCheck,
} from './contractPopup';

const at = (s: string) => new Date(s);
const HOUR = 3_600_000;

function memoryStorage() {
  const data = new Map<string, string>();
  return {
    getItem: (k: string) => data.get(k) ?? null,
    setItem: (k: string, v: string) => void data.set(k, v),
  };
}

describe('contract popup schedule', () => {
  it('applies only in modes 1 and 2', () => {
    for (const mode of [0, 3, -1])
      expect(
        isContractPopupDue({ contractPopupType: 1, contractPopupMode: mode }, {}, at('2026-11-20T10:00:00')),
      ).toBe(false);
    for (const mode of [1, 2])
      expect(
        isContractPopupDue({ contractPopupType: 1, contractPopupMode: mode }, {}, at('2026-11-20T10:00:00')),
      ).toBe(true);
  });

  it('type 1 shows once a day: again only after local midnight', () => {
    const rule = { contractPopupType: 1, contractPopupMode: 1 };
    const shown = markContractPopupShown(rule, at('2026-11-20T23:30:00'));
    expect(isContractPopupDue(rule, shown, at('2026-11-20T23:59:59'))).toBe(false);
    expect(isContractPopupDue(rule, shown, at('2026-11-21T00:00:00'))).toBe(true);
  });

  it('type 3 shows once a week: again at the next week start (Monday 00:00)', () => {
    const rule = { contractPopupType: 3, contractPopupMode: 2 };
    // 2026-11-20 is a Friday; the next week starts Monday 2026-11-23.
    expect(new Date(nextWeekStart(at('2026-11-20T09:00:00'))).toString()).toBe(
      at('2026-11-23T00:00:00').toString(),
    );
    // On a Monday the next start is the Monday after.
    expect(nextWeekStart(at('2026-11-23T00:00:00'))).toBe(at('2026-11-30T00:00:00').getTime());
    // On a Sunday it is the next day.
    expect(nextWeekStart(at('2026-11-22T22:00:00'))).toBe(at('2026-11-23T00:00:00').getTime());
    const shown = markContractPopupShown(rule, at('2026-11-20T09:00:00'));
    expect(isContractPopupDue(rule, shown, at('2026-11-22T23:59:59'))).toBe(false);
    expect(isContractPopupDue(rule, shown, at('2026-11-23T00:00:00'))).toBe(true);
  });

  it('type 2 shows at most once per 4 hours', () => {
    const rule = { contractPopupType: 2, contractPopupMode: 1 };
    const t0 = at('2026-11-20T08:00:00');
    const shown = markContractPopupShown(rule, t0);
    expect(isContractPopupDue(rule, shown, new Date(t0.getTime() + 4 * HOUR - 1))).toBe(false);
    expect(isContractPopupDue(rule, shown, new Date(t0.getTime() + 4 * HOUR))).toBe(true);
  });

  it('switching type clears the other types’ markers', () => {
    const markers = { dayResetAt: 1, lastShownAt: 2, weekResetAt: 3 };
    expect(keepOnlyType(markers, 2)).toEqual({ lastShownAt: 2 });
    expect(keepOnlyType(markers, 9)).toEqual({});
    const store = markerStore('u1', memoryStorage());
    const now = at('2026-11-20T10:00:00');
    expect(runContractPopupCheck({ contractPopupType: 1, contractPopupMode: 1 }, store, now, () => {})).toBe(
      true,
    );
    expect(store.read()).toEqual({ dayResetAt: at('2026-11-21T00:00:00').getTime() });
    // Switched to weekly: the daily marker is dropped and the weekly one shows at once.
    let shown = 0;
    expect(
      runContractPopupCheck({ contractPopupType: 3, contractPopupMode: 1 }, store, now, () => shown++),
    ).toBe(true);
    expect(shown).toBe(1);
    expect(store.read()).toEqual({ weekResetAt: at('2026-11-23T00:00:00').getTime() });
    // Back to daily: it shows again the same day, since switching cleared the daily marker.
    expect(
      runContractPopupCheck({ contractPopupType: 1, contractPopupMode: 1 }, store, now, () => shown++),
    ).toBe(true);
    expect(
      runContractPopupCheck({ contractPopupType: 1, contractPopupMode: 1 }, store, now, () => shown++),
    ).toBe(false);
    expect(shown).toBe(2);
  });
});
