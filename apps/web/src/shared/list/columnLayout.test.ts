import { describe, expect, it } from 'vitest';
import {
  columnMinWidth,
  columnWidth,
  fitColumns,
  fitToWidth,
  giveWay,
  MIN_COLUMN_WIDTH,
  SHRUNK_COLUMN_WIDTH,
  tableScrollX,
  withCellDefaults,
} from './columnLayout';

describe('column layout', () => {
  it('a column is as wide as it says, or as its header needs, at least the minimum', () => {
    expect(columnWidth({ width: 170 })).toBe(170);
    expect(columnWidth({ title: '角色' })).toBe(MIN_COLUMN_WIDTH);
    // 8 CJK characters (112 px) + padding 32 + sort arrow 24.
    expect(columnWidth({ title: '认证范围（中文）', sortField: 'scope' })).toBe(168);
  });

  it('the table scrolls by the sum of its columns, not by a guessed width', () => {
    const columns = [{ width: 120 }, { title: '角色' }, { width: 180, fixed: 'right' }];
    expect(tableScrollX(columns)).toBe(400);
    expect(fitColumns(columns).scroll).toEqual({ x: 400 });
  });

  it('columns that do not fit the page share the cut down to their headers; fixed ones keep theirs', () => {
    const columns = [
      { key: 'no', title: '申请编号', width: 200, sortField: 'applyNo' },
      { key: 'name', title: '企业名称', width: 300 },
      { key: 'state', title: '状态', width: 90 },
      { key: 'op', title: '操作', width: 150, fixed: 'right' },
    ];
    // 4 CJK characters (56) + padding 32 + sort arrow 24; a short header: the floor.
    expect(columnMinWidth(columns[0]!)).toBe(112);
    expect(columnMinWidth(columns[2]!)).toBe(SHRUNK_COLUMN_WIDTH);
    expect(columnMinWidth(columns[3]!)).toBe(150);
    expect(columnMinWidth({ title: '状态', width: 50 })).toBe(50);
    // Wide enough: as they are.
    expect(fitToWidth(columns, 1000)).toEqual({ columns, x: 740 });
    // 740 wanted, 414 at least (112 + 88 + 64 + 150): half of the 326 beyond is given up.
    const half = fitToWidth(columns, 577);
    expect(half.columns.map((c) => c.width)).toEqual([156, 194, 77, 150]);
    expect(half.x).toBeLessThanOrEqual(577);
    // Narrower than the minimums: those, and the table scrolls.
    expect(fitToWidth(columns, 300).x).toBe(414);
    // Not measured yet: as they are.
    expect(fitToWidth(columns, 0).x).toBe(740);
  });

  it('optional columns give way, the last first, only as far as the others need to fit', () => {
    const columns = [
      { key: 'no', title: '申请编号', width: 200, sortField: 'applyNo' },
      { key: 'created', title: '创建时间', width: 170, optional: true },
      { key: 'name', title: '企业名称', width: 300 },
      { key: 'updated', title: '更新时间', width: 170, optional: true },
      { key: 'op', title: '操作', width: 150, fixed: 'right' },
    ];
    // Minimums: 112 + 88 + 88 + 88 + 150 = 526.
    expect(giveWay(columns, 600)).toEqual(columns);
    expect(giveWay(columns, 500).map((c) => c.key)).toEqual(['no', 'created', 'name', 'op']);
    expect(giveWay(columns, 400).map((c) => c.key)).toEqual(['no', 'name', 'op']);
    // Required columns never give way: the table scrolls instead.
    expect(giveWay(columns, 100).map((c) => c.key)).toEqual(['no', 'name', 'op']);
    // Not measured yet: all stay.
    expect(giveWay(columns, 0)).toEqual(columns);
  });

  it('text columns end in an ellipsis; fixed columns and ellipsis: false are left alone', () => {
    const [text, own, fixed, wrap] = withCellDefaults([
      { title: 'a' },
      { title: 'b', ellipsis: { showTitle: false } },
      { title: 'c', fixed: 'right' },
      { title: 'd', ellipsis: false },
    ]);
    expect(text?.ellipsis).toBe(true);
    expect(own?.ellipsis).toEqual({ showTitle: false });
    expect(fixed).toEqual({ title: 'c', fixed: 'right' });
    expect(wrap).toEqual({ title: 'd', ellipsis: false });
  });

  it('a clipped cell gets its full text as title on hover, keeping the column’s own handlers', () => {
    let own = 0;
    const [column] = withCellDefaults([{ title: 'a', onCell: () => ({ onMouseOver: () => own++ }) }]);
    const onCell = column?.onCell as ((record: unknown, index: number) => unknown) | undefined;
    const props = onCell?.(undefined, 0) as { onMouseOver: (e: unknown) => void };
    const cell = {
      title: '',
      scrollWidth: 300,
      clientWidth: 100,
      textContent: ' 杭州博远标准化服务有限公司 ',
    };
    props.onMouseOver({ currentTarget: cell });
    expect(cell.title).toBe('杭州博远标准化服务有限公司');
    expect(own).toBe(1);
    const fits = { title: '', scrollWidth: 100, clientWidth: 100, textContent: '短' };
    props.onMouseOver({ currentTarget: fits });
    expect(fits.title).toBe('');
  });
});
