import { describe, expect, it } from 'vitest';
import { fieldChanges } from './history.ts';

describe('fieldChanges', () => {
  it('lists the changed fields of an update in camelCase, without bookkeeping columns', () => {
    const before = { id: 'x', version: 1, updated_at: 'a', name: '甲', total_headcount: 10, remark: '' };
    const after = { id: 'x', version: 2, updated_at: 'b', name: '乙', total_headcount: 10, remark: '新' };
    expect(fieldChanges(before, after)).toEqual([
      { field: 'name', before: '甲', after: '乙' },
      { field: 'remark', before: '', after: '新' },
    ]);
  });

  it('lists the filled fields of an insert and nothing for a delete', () => {
    const row = {
      id: 'x',
      tenant_id: 1,
      name: '甲',
      name_en: '',
      partner_id: null,
      deleted: false,
      total_headcount: 0,
    };
    expect(fieldChanges(null, row)).toEqual([
      { field: 'name', before: null, after: '甲' },
      { field: 'totalHeadcount', before: null, after: 0 },
    ]);
    expect(fieldChanges(row, null)).toEqual([]);
  });

  it('compares structured values by content', () => {
    expect(fieldChanges({ tags: ['a'] }, { tags: ['a'] })).toEqual([]);
    expect(fieldChanges({ tags: ['a'] }, { tags: ['b'] })).toEqual([
      { field: 'tags', before: ['a'], after: ['b'] },
    ]);
  });
});
