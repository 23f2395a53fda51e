import { describe, expect, it } from 'vitest';
import { eventColumns, reasonLabel } from './Certificate.data';
import { changePath } from './changeApi';

describe('a new version in the history', () => {
  it('names the replacement reason of a change and every change type it carries', () => {
    expect(reasonLabel({ eventType: 'change', reasonCode: '0104' })).toBe('0104 证书内容变更');
    expect(reasonLabel({ eventType: 'reissue', reasonCode: '0101' })).toBe('0101 监督换证');
    const column = eventColumns(((k: string) => k) as never).find((c) => c.key === 'changeType')!;
    const render = column.render as (v: string) => string;
    expect(render('01,05')).toBe('01 名称变更、05 认证范围扩大');
    expect(render('97_01')).toBe('97_01 暂停');
    expect(render('')).toBe('');
  });
  it('opens product certificates on their own change page', () => {
    expect(changePath({ certificateId: 'a', certificateType: 'B' }, '?source=decision')).toBe(
      '/zsfx/change/product/a?source=decision',
    );
    expect(changePath({ certificateId: 'a', certificateType: 'A' })).toBe('/zsfx/change/a');
  });
});
