import { describe, expect, it } from 'vitest';
import {
  canTrainingStep,
  REVIEWER_IS_HANDLER,
  reviewerAllowed,
  TRAINING_STAGE as S,
  trainingStep,
} from './rules.ts';

describe('training certification steps', () => {
  it('walks 材料审核 → 认证评审 → 证书制作 → 证书发布', () => {
    expect(trainingStep(S.material, 'materialPass')).toEqual({ ok: true, to: S.review });
    expect(trainingStep(S.review, 'reviewPass')).toEqual({ ok: true, to: S.draft });
    expect(trainingStep(S.draft, 'makeDraft')).toEqual({ ok: true, to: S.publish });
    expect(trainingStep(S.publish, 'publish')).toEqual({ ok: true, to: S.published });
  });

  it('returns with a reason and takes the resubmitted application back to 材料审核', () => {
    expect(trainingStep(S.material, 'materialReturn')).toEqual({ ok: true, to: S.returned });
    expect(trainingStep(S.returned, 'resubmit')).toEqual({ ok: true, to: S.material });
    expect(canTrainingStep(S.returned, 'edit')).toBe(true);
    expect(canTrainingStep(S.review, 'edit')).toBe(false);
  });

  it('refuses every skipped or repeated step with a Chinese reason', () => {
    expect(trainingStep(S.material, 'reviewPass')).toEqual({
      ok: false,
      reason: '只有待认证评审的申请可以评审',
    });
    expect(trainingStep(S.material, 'publish')).toEqual({ ok: false, reason: '请先制作证书草稿再发布' });
    expect(trainingStep(S.draft, 'publish').ok).toBe(false);
    expect(trainingStep(S.review, 'materialPass').ok).toBe(false);
    expect(trainingStep(S.failed, 'makeDraft').ok).toBe(false);
    expect(trainingStep(S.published, 'publish').ok).toBe(false);
    expect(trainingStep(S.published, 'makeDraft').ok).toBe(false);
    expect(trainingStep(S.returned, 'materialPass').ok).toBe(false);
  });

  it('lets the draft be made again until it is published', () => {
    expect(trainingStep(S.publish, 'makeDraft')).toEqual({ ok: true, to: S.publish });
  });

  it('refuses the handler as reviewer', () => {
    expect(reviewerAllowed('u1', 'u1')).toBe(false);
    expect(reviewerAllowed('u1', 'u2')).toBe(true);
    expect(reviewerAllowed(null, 'u2')).toBe(true);
    expect(REVIEWER_IS_HANDLER).toMatch(/经办人/);
  });
});
