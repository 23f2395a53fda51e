import type { Permission } from '@cb/domain';
import { REVIEWER_IS_HANDLER } from '@cb/domain/training-certification';
import { describe, expect, it } from 'vitest';
import { handlerBar, rowStep, stepPath } from './TrainingList.data';

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

  it('bars the handler from auditing or reviewing their own application, with the reason', () => {
    expect(handlerBar('material', { createdBy: 'u1' }, 'u1')).toBe(REVIEWER_IS_HANDLER);
    expect(handlerBar('certified', { createdBy: 'u1' }, 'u1')).toBe(REVIEWER_IS_HANDLER);
    expect(handlerBar('material', { createdBy: 'u1' }, 'u2')).toBeNull();
    // Making and publishing the certificate are not judging it: the handler may.
    expect(handlerBar('draft', { createdBy: 'u1' }, 'u1')).toBeNull();
    expect(handlerBar('material', { createdBy: null }, undefined)).toBeNull();
  });
});
