import { defaultFilters } from './ListPage';

type Day = { format(template: string): string } | null;

/**
 * defaultFilters, with the search form's date range `range` (either end may be open) as the
 * filters `from` and `to` (YYYY-MM-DD).
 *
 * @example
 * toFilters={(v) => rangeFilters<ReviewFilters>(v, 'created', 'createdFrom', 'createdTo')}
 */
export function rangeFilters<F>(values: Record<string, unknown>, range: string, from: string, to: string): F {
  const { [range]: dates, ...rest } = values;
  const out = defaultFilters<Record<string, unknown>>(rest);
  const [start, end] = (dates as [Day, Day] | null | undefined) ?? [null, null];
  if (start) out[from] = start.format('YYYY-MM-DD');
  if (end) out[to] = end.format('YYYY-MM-DD');
  return out as F;
}
