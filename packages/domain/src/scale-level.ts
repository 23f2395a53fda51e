/**
 * Organisation size letter from headcount (SPEC.md §3 "Scale level", §9). The same letter ends a
 * certificate number (DOMAIN.md §0 item 7).
 */
import { type CodeOf, codeTable } from './labels.ts';
import * as tableRows from './scale-level.json';

/** Largest headcount of a small (S) and of a medium (M) organisation. */
export const SCALE_SMALL_MAX = 50;
export const SCALE_MEDIUM_MAX = 1000;

export const SCALE_LEVELS = codeTable(tableRows.SCALE_LEVELS, 'S M L');

export type ScaleLevel = CodeOf<typeof SCALE_LEVELS>;

/**
 * The size letter of a headcount: up to 50 S, up to 1000 M, above L; null for a negative or
 * non-numeric headcount.
 * @example scaleLevelOf(51) // 'M'
 */
export function scaleLevelOf(headcount: number): ScaleLevel | null {
  if (!Number.isFinite(headcount) || headcount < 0) return null;
  if (headcount <= SCALE_SMALL_MAX) return 'S';
  return headcount <= SCALE_MEDIUM_MAX ? 'M' : 'L';
}
