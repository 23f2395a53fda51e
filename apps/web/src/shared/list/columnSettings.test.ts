import { describe, expect, it } from 'vitest';
import { applyColumnState, moveKey, parseColumnState } from './columnSettings';
import { defaultFilters } from './ListPage';

const columns = [
  { key: 'code' },
  { key: 'name' },
  { key: 'creditCode' },
  { key: 'actions', fixedVisible: true },
];
const keys = (cs: { key: string }[]) => cs.map((c) => c.key);

describe('parseColumnState', () => {
  it('reads a stored state and ignores anything malformed', () => {
    expect(parseColumnState('{"order":["name","code"],"hidden":["creditCode",3]}')).toEqual({
      order: ['name', 'code'],
      hidden: ['creditCode'],
    });
    expect(parseColumnState('not json')).toBeNull();
    expect(parseColumnState('')).toBeNull();
    expect(parseColumnState('{}')).toEqual({ order: [], hidden: [] });
  });
});

describe('applyColumnState', () => {
  it('keeps the declared columns without a setting', () => {
    expect(keys(applyColumnState(columns, null))).toEqual(['code', 'name', 'creditCode', 'actions']);
  });

  it('orders by the setting, drops hidden ones, appends new columns, keeps actions last and visible', () => {
    const state = { order: ['creditCode', 'gone', 'code'], hidden: ['code', 'actions'] };
    expect(keys(applyColumnState(columns, state))).toEqual(['creditCode', 'name', 'actions']);
  });
});

describe('moveKey', () => {
  it('swaps with the neighbour and stays put at the ends', () => {
    expect(moveKey(['a', 'b', 'c'], 'b', -1)).toEqual(['b', 'a', 'c']);
    expect(moveKey(['a', 'b', 'c'], 'b', 1)).toEqual(['a', 'c', 'b']);
    expect(moveKey(['a', 'b', 'c'], 'a', -1)).toEqual(['a', 'b', 'c']);
    expect(moveKey(['a', 'b', 'c'], 'c', 1)).toEqual(['a', 'b', 'c']);
    expect(moveKey(['a'], 'x', 1)).toEqual(['a']);
  });
});

describe('defaultFilters', () => {
  it('trims texts and drops blanks', () => {
    expect(defaultFilters({ name: '  华瑞 ', creditCode: '   ', regionCode: undefined, status: 0 })).toEqual({
      name: '华瑞',
      status: 0,
    });
  });
});
