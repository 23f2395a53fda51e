import type { Permission } from '@cb/domain';
import { describe, expect, it } from 'vitest';
import { rowStep, stepPath } from './TrainingList.data';

const holder =
  (...codes: Permission[]) =>
  (p: Permission) =>
    codes.includes(p);

describe('training lists', () => {
  it('opens each list’s step page at the routes of SPEC.md §2', () => {
    expect(stepPath('material', 'a', true)).toBe('/tc/materialAudit/a');
    expect(stepPath('certified', 'a', true)).toBe('/tc/certifiedAudit/1/a');
    expect(stepPath('draft', 'a', false)).toBe('/tc/makeDraft/0/a');
    expect(stepPath('publish', 'a', true)).toBe('/tc/publish/1/a');
    expect(stepPath('report', 'a', true)).toBe('/tc/report/1/a');
  });

  it('offers a row’s step only at its stage and to a holder of its code', () => {
    expect(rowStep('material', { stage: 1 }, holder('tc:material:audit'))).toBe(true);
    expect(rowStep('material', { stage: 2 }, holder('tc:material:audit'))).toBe(false);
    expect(rowStep('material', { stage: 1 }, holder('tc:certified:audit'))).toBe(false);
    expect(rowStep('certified', { stage: 3 }, holder('tc:certified:edit'))).toBe(true);
    expect(rowStep('draft', { stage: 6 }, holder('tc:draft:make'))).toBe(true);
    expect(rowStep('publish', { stage: 5 }, holder('tc:publish:publish'))).toBe(false);
    expect(rowStep('publish', { stage: 6 }, holder('tc:publish:publish'))).toBe(true);
  });
});
