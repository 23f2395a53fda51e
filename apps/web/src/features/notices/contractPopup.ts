/**
 * When the contract popup shows (SPEC.md §4 "Contract popup"):
 * - only when the mode is 1 or 2;
 * - type 1 once a day (the day ends at local midnight), type 3 once a week (it resets at the next
 *   week start, Monday 00:00), type 2 at most once per 4 hours;
 * - the first check is 5 s after sign-in, then every 4 hours;
 * - switching type clears the other types' markers.
 * Pure functions over an explicit clock; the runtime persists the markers per user.
 */
import { CONTRACT_POPUP_CHECK_INTERVAL_MS, STORAGE_PREFIX } from '@cb/domain';

export interface ContractPopupRule {
  contractPopupType: number;
  contractPopupMode: number;
}

/** What was shown, per type: the time from which type 1/3 shows again, and type 2's last showing. */
export interface ContractPopupMarkers {
  /** Type 1: the next local midnight after it was shown. */
  dayResetAt?: number;
  /** Type 2: when it was last shown. */
  lastShownAt?: number;
  /** Type 3: the next week start (Monday 00:00) after it was shown. */
  weekResetAt?: number;
}

const MARKER_OF: Record<number, keyof ContractPopupMarkers> = {
  1: 'dayResetAt',
  2: 'lastShownAt',
  3: 'weekResetAt',
};

export function nextMidnight(now: Date): number {
  const d = new Date(now);
  d.setHours(24, 0, 0, 0);
  return d.getTime();
}

/** The next Monday 00:00 (local) strictly after `now`. */
export function nextWeekStart(now: Date): number {
  const d = new Date(now);
  d.setHours(0, 0, 0, 0);
  const daysToMonday = (8 - d.getDay()) % 7 || 7;
  d.setDate(d.getDate() + daysToMonday);
  return d.getTime();
}

/** Markers with the other types' entries removed (SPEC.md: switching type clears them). */
export function keepOnlyType(markers: ContractPopupMarkers, type: number): ContractPopupMarkers {
  const key = MARKER_OF[type];
  return key && markers[key] !== undefined ? { [key]: markers[key] } : {};
}

export function isContractPopupDue(
  rule: ContractPopupRule,
  markers: ContractPopupMarkers,
  now: Date,
): boolean {
  if (rule.contractPopupMode !== 1 && rule.contractPopupMode !== 2) return false;
  const t = now.getTime();
  switch (rule.contractPopupType) {
    case 1:
      return markers.dayResetAt === undefined || t >= markers.dayResetAt;
    case 2:
      return markers.lastShownAt === undefined || t - markers.lastShownAt >= CONTRACT_POPUP_CHECK_INTERVAL_MS;
    case 3:
      return markers.weekResetAt === undefined || t >= markers.weekResetAt;
    default:
      return false;
  }
}

/** The markers after showing the popup of `rule`'s type at `now` (other types' markers dropped). */
export function markContractPopupShown(rule: ContractPopupRule, now: Date): ContractPopupMarkers {
  switch (rule.contractPopupType) {
    case 1:
      return { dayResetAt: nextMidnight(now) };
    case 2:
      return { lastShownAt: now.getTime() };
    case 3:
      return { weekResetAt: nextWeekStart(now) };
    default:
      return {};
  }
}

/** Per-user markers in localStorage. */
export function markerStore(userId: string, storage: Pick<Storage, 'getItem' | 'setItem'> = localStorage) {
  const key = `${STORAGE_PREFIX}CONTRACT_POPUP_${userId}`;
  return {
    read(): ContractPopupMarkers {
      try {
        const value = JSON.parse(storage.getItem(key) ?? '{}');
        return value && typeof value === 'object' ? (value as ContractPopupMarkers) : {};
      } catch {
        return {};
      }
    },
    write(markers: ContractPopupMarkers) {
      storage.setItem(key, JSON.stringify(markers));
    },
  };
}

/**
 * One scheduled check: reads the markers, clears other types' markers, and when due calls `show`
 * and records the showing. Returns whether it showed.
 */
export function runContractPopupCheck(
  rule: ContractPopupRule,
  store: ReturnType<typeof markerStore>,
  now: Date,
  show: () => void,
): boolean {
  const markers = keepOnlyType(store.read(), rule.contractPopupType);
  if (!isContractPopupDue(rule, markers, now)) {
    store.write(markers);
    return false;
  }
  show();
  store.write(markContractPopupShown(rule, now));
  return true;
}
