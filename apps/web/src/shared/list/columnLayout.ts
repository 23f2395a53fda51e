/**
 * Column layout of every table (issue 12 item 13): each column has a width, so that the table
 * scrolls horizontally only when its columns do not fit, by exactly what they need; and a cell's
 * content stays inside its cell, long text ending in an ellipsis with the full text on hover, so
 * nothing runs under the fixed 操作 column or into the next cell.
 */
import type { MouseEvent } from 'react';

/** A width-less column's width at least (px): it shares the space left over beyond that. */
export const MIN_COLUMN_WIDTH = 100;

interface LaidOutColumn {
  width?: number | string;
  /** Shown when the page has room: on a page too narrow for every column's minimum it gives way ({@link giveWay}). */
  optional?: boolean;
  title?: unknown;
  fixed?: unknown;
  ellipsis?: unknown;
  sorter?: unknown;
  sortField?: string;
  onCell?: (record: never, index?: number) => object;
  children?: unknown;
}

/** Width of a header text: 14 px a CJK character, 8 px any other. */
function textWidth(text: string): number {
  let width = 0;
  for (const ch of text) width += ch.charCodeAt(0) > 0x2e7f ? 14 : 8;
  return width;
}

/**
 * The column's width in px: its own, or one its header fits in (cell padding 32 px, a sort
 * arrow 24 px), at least {@link MIN_COLUMN_WIDTH}.
 */
export function columnWidth(column: LaidOutColumn): number {
  if (typeof column.width === 'number') return column.width;
  const sortable = Boolean(column.sorter || column.sortField);
  const title = typeof column.title === 'string' ? textWidth(column.title) + 32 + (sortable ? 24 : 0) : 0;
  return Math.max(MIN_COLUMN_WIDTH, title);
}

/**
 * The table's scroll width: the sum of its columns' widths. Below it the table scrolls
 * horizontally (the fixed columns staying); above it the columns share the extra space.
 * @example <Table columns={cols} scroll={{ x: tableScrollX(cols) }} />
 */
export function tableScrollX(columns: readonly LaidOutColumn[]): number {
  return columns.reduce((sum, c) => sum + columnWidth(c), 0);
}

/** The narrowest a column is made to fit a narrow page (px), unless it says less itself. */
export const SHRUNK_COLUMN_WIDTH = 64;

/**
 * The narrowest a column is made when the table's columns do not fit the page: its header on one
 * line (as {@link columnWidth} measures it), at least {@link SHRUNK_COLUMN_WIDTH} px, never more
 * than its own width. Fixed columns (操作) and column groups keep their width.
 */
export function columnMinWidth(column: LaidOutColumn): number {
  const own = columnWidth(column);
  if (column.fixed || column.children) return own;
  const sortable = Boolean(column.sorter || column.sortField);
  const title = typeof column.title === 'string' ? textWidth(column.title) + 32 + (sortable ? 24 : 0) : 0;
  return Math.min(own, Math.max(SHRUNK_COLUMN_WIDTH, title));
}

/**
 * The columns fitted to `available` px (issue 31 item 8: nothing hidden under the fixed 操作
 * column at 1366 px). When their widths add up to more, every column that is not fixed gives up
 * the same share of what it has beyond {@link columnMinWidth} (cut text ends in an ellipsis with
 * the full text on hover); only when even those minimums do not fit does the table scroll.
 * Returns the columns (with the widths they get) and the table's scroll width.
 * @example fitToWidth(columns, 1040) // { columns: [...], x: 1040 }
 */
export function fitToWidth<C extends LaidOutColumn>(
  columns: readonly C[],
  available: number,
): { columns: C[]; x: number } {
  const want = columns.map(columnWidth);
  const total = want.reduce((a, b) => a + b, 0);
  if (!(available > 0) || total <= available) return { columns: [...columns], x: total };
  const least = columns.map(columnMinWidth);
  const leastTotal = least.reduce((a, b) => a + b, 0);
  const share = Math.max(0, Math.min(1, (available - leastTotal) / (total - leastTotal || 1)));
  const widths = want.map((w, i) => Math.floor((least[i] ?? w) + (w - (least[i] ?? w)) * share));
  return {
    columns: columns.map((c, i) => (widths[i] === want[i] ? c : { ...c, width: widths[i] })),
    x: widths.reduce((a, b) => a + b, 0),
  };
}

/**
 * The columns without the optional ones that must give way for the others to fit `available` px
 * (issue 31 item 8: at 1366 px no column lies under the fixed 操作 column, even in a list with
 * many columns): while the columns' narrowest ({@link columnMinWidth}) add up to more, the last
 * optional column still shown is left out. Everything else stays as it is; unmeasured (0 px), all
 * stay. The column settings still offer the optional columns: a user who chooses them gets a
 * table that scrolls.
 * @example giveWay(columns, 1040) // columns minus 创建时间 when they cannot all fit
 */
export function giveWay<C extends LaidOutColumn>(columns: readonly C[], available: number): C[] {
  const kept = [...columns];
  if (!(available > 0)) return kept;
  let least = kept.reduce((sum, c) => sum + columnMinWidth(c), 0);
  for (let i = kept.length - 1; i >= 0 && least > available; i--) {
    const column = kept[i]!;
    if (!column.optional) continue;
    least -= columnMinWidth(column);
    kept.splice(i, 1);
  }
  return kept;
}

/**
 * On hovering a cell whose content is clipped, gives it the full text as its title (antd sets it
 * only for cells that render a plain string).
 */
function titleWhenClipped(event: MouseEvent<HTMLElement>): void {
  const cell = event.currentTarget;
  if (!cell.title && cell.scrollWidth > cell.clientWidth) cell.title = (cell.textContent ?? '').trim();
}

/**
 * The columns with the shared cell defaults: every column that does not say otherwise (`ellipsis:
 * false`, for a long text that should wrap, or a fixed column such as 操作, whose buttons are sized
 * by the page) keeps its text on one line ending in an ellipsis, with the full text on hover.
 * Props are kept as given.
 */
export function withCellDefaults<C extends LaidOutColumn>(columns: readonly C[]): C[] {
  return columns.map((c) => {
    if (c.fixed || c.ellipsis === false || c.children) return c;
    const own = c.onCell;
    return {
      ...c,
      ellipsis: c.ellipsis ?? true,
      onCell: (record: never, index?: number) => {
        const props = (own?.(record, index) ?? {}) as { onMouseOver?: (e: MouseEvent<HTMLElement>) => void };
        return {
          ...props,
          onMouseOver: (event: MouseEvent<HTMLElement>) => {
            props.onMouseOver?.(event);
            titleWhenClipped(event);
          },
        };
      },
    } as C;
  });
}

/**
 * Columns and scroll width of a plain antd Table laid out as the list pages' are.
 * @example <Table {...fitColumns(columns)} dataSource={rows} />
 */
export function fitColumns<C extends LaidOutColumn>(
  columns: readonly C[],
): { columns: C[]; scroll: { x: number } } {
  return { columns: withCellDefaults(columns), scroll: { x: tableScrollX(columns) } };
}
