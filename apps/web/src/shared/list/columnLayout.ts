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
