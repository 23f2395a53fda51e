import { describe, expect, it } from 'vitest';
import { projectAuditStatusLabel } from '../project-audit-status.ts';
import {
  allocationRefusal,
  type CycleTeam,
  certificateTaskOf,
  DECISION_MESSAGES,
  daysBetween,
  deciderRefusal,
  decisionEffects,
  decisionFamily,
  decisionInputRefusal,
  decisionRefusal,
  rankReviewers,
  reviewerVerdict,
  reviewSubmissionRefusal,
  stateAfterDecision,
  stateAfterReview,
} from './rules.ts';

const team: CycleTeam = { auditorIds: new Set(['a-leader', 'a-member']), userIds: new Set(['u-leader']) };
const competent = {
  auditorId: 'a-x',
  name: '张三',
  competent: true,
  competenceReasons: [],
  hasAccount: true,
};

describe('impartiality: who may review', () => {
  it('a competent person outside the cycle team may review', () => {
    expect(reviewerVerdict(competent, team)).toEqual({
      auditorId: 'a-x',
      name: '张三',
      eligible: true,
      reasons: [],
    });
  });
  it('an auditor of the cycle may not review, whatever their competence', () => {
    const v = reviewerVerdict({ ...competent, auditorId: 'a-member' }, team);
    expect(v.eligible).toBe(false);
    expect(v.reasons).toEqual([DECISION_MESSAGES.reviewerOnTeam]);
  });
  it('incompetence is explained with the competence service reasons', () => {
    const v = reviewerVerdict(
      { ...competent, competent: false, competenceReasons: ['未覆盖专业代码19.05.01'] },
      team,
    );
    expect(v.reasons).toEqual(['未覆盖专业代码19.05.01']);
    expect(reviewerVerdict({ ...competent, competent: false, competenceReasons: [] }, team).reasons).toEqual([
      DECISION_MESSAGES.reviewerNotCompetent,
    ]);
  });
  it('needs an account and differs from the other round reviewer', () => {
    const v = reviewerVerdict({ ...competent, hasAccount: false }, team, 'a-x');
    expect(v.reasons).toEqual(['未开通系统账号', DECISION_MESSAGES.sameReviewerTwice]);
  });
  it('ranks eligible people first, then by name', () => {
    const ranked = rankReviewers([
      { auditorId: '1', name: '王五', eligible: false, reasons: ['x'] },
      { auditorId: '2', name: '李四', eligible: true, reasons: [] },
      { auditorId: '3', name: '艾青', eligible: true, reasons: [] },
    ]);
    expect(ranked.map((r) => r.auditorId)).toEqual(['3', '2', '1']);
  });
});

describe('impartiality: who may decide', () => {
  const base = { userId: 'u-d', auditorId: null, team, reviewerUserIds: new Set(['u-r']) };
  it('someone outside the team who did not review may decide', () => {
    expect(deciderRefusal(base)).toBeNull();
  });
  it('a team member of the cycle may not decide (by account or by auditor record)', () => {
    expect(deciderRefusal({ ...base, userId: 'u-leader' })).toBe(DECISION_MESSAGES.deciderOnTeam);
    expect(deciderRefusal({ ...base, auditorId: 'a-member' })).toBe(DECISION_MESSAGES.deciderOnTeam);
  });
  it('the technical reviewer may not decide', () => {
    expect(deciderRefusal({ ...base, userId: 'u-r' })).toBe(DECISION_MESSAGES.deciderIsReviewer);
  });
});

describe('allocation', () => {
  it('only a project awaiting tech check can be allocated a first reviewer', () => {
    expect(allocationRefusal({ status: 1, stage: 10 }, 1, false)).toBeNull();
    expect(allocationRefusal({ status: 1, stage: null }, 1, false)).toBe(
      DECISION_MESSAGES.notAwaitingTechCheck,
    );
    expect(allocationRefusal({ status: 6 }, 1, false)).toBe(DECISION_MESSAGES.notAwaitingTechCheck);
    // Back after a rejected review: 已驳回, allocated again.
    expect(projectAuditStatusLabel({ status: 1, stage: 10, techAuditStatus: 3 })?.zh).toBe('已驳回');
    expect(allocationRefusal({ status: 1, stage: 10, techAuditStatus: 3 }, 1, false)).toBeNull();
  });
  it('a second review needs a passed first review', () => {
    expect(allocationRefusal({ status: 1, stage: 10 }, 2, false)).toBe(
      DECISION_MESSAGES.secondRoundNeedsFirst,
    );
    expect(allocationRefusal({ status: 1, stage: 10, techAuditStatus: 1 }, 2, true)).toBeNull();
  });
});

describe('technical review', () => {
  const findings = [{ item: '审核报告与审核证据', ok: true, note: '' }];
  it('passes only with every item in order; rejects only with a reason', () => {
    expect(reviewSubmissionRefusal({ result: 1, findings, reason: '' })).toBeNull();
    expect(
      reviewSubmissionRefusal({
        result: 1,
        findings: [{ item: 'x', ok: false, note: '缺报告' }],
        reason: '',
      }),
    ).toBe('存在不符合的审定项，不能审定通过');
    expect(reviewSubmissionRefusal({ result: 2, findings, reason: ' ' })).toBe(
      DECISION_MESSAGES.reasonRequired,
    );
    expect(reviewSubmissionRefusal({ result: 2, findings, reason: '审核证据不足' })).toBeNull();
    expect(reviewSubmissionRefusal({ result: 1, findings: [], reason: '' })).toBe(
      DECISION_MESSAGES.findingsRequired,
    );
    expect(reviewSubmissionRefusal({ result: 0, findings, reason: '' })).toBe('请选择审定结论');
  });
  it('passes only with every item answered; a rejection may leave items unanswered', () => {
    const open = [
      { item: '审核报告与审核证据', ok: true, note: '' },
      { item: '审核时间与抽样', ok: null, note: '' },
      { item: '认证范围与专业代码', ok: null, note: '' },
    ];
    expect(reviewSubmissionRefusal({ result: 1, findings: open, reason: '' })).toBe(
      '以下审定项尚未确认是否符合：审核时间与抽样、认证范围与专业代码，不能审定通过',
    );
    expect(reviewSubmissionRefusal({ result: 2, findings: open, reason: '审核证据不足' })).toBeNull();
  });
  it('a rejection goes back to rectification or document return; labels follow SPEC §4', () => {
    const back = stateAfterReview(2, 1, false, 1);
    expect(projectAuditStatusLabel(back)?.zh).toBe('待整改');
    const docs = stateAfterReview(2, 2, false, 1);
    expect(projectAuditStatusLabel(docs)?.zh).toBe('待资料回收');
  });
  it('a pass moves to the decision, unless a second review is required after the first', () => {
    expect(projectAuditStatusLabel(stateAfterReview(1, 1, false, 1))?.zh).toBe('认证决定中');
    expect(projectAuditStatusLabel(stateAfterReview(1, 1, true, 1))?.zh).toBe('待技术审定');
    expect(projectAuditStatusLabel(stateAfterReview(1, 1, true, 2))?.zh).toBe('认证决定中');
  });
});

describe('the decision', () => {
  const inDecision = { status: 3, stage: 4, decideStatus: 0 };
  const passed1 = [{ round: 1 as const, result: 1 as const }];
  it('needs the project in decision with a passed review and no open major NC', () => {
    expect(
      decisionRefusal({ project: inDecision, reviews: passed1, secondReviewRequired: false, ncBlock: null }),
    ).toBeNull();
    expect(
      decisionRefusal({
        project: { status: 1, stage: 10 },
        reviews: passed1,
        secondReviewRequired: false,
        ncBlock: null,
      }),
    ).toBe(DECISION_MESSAGES.notInDecision);
    expect(
      decisionRefusal({ project: inDecision, reviews: [], secondReviewRequired: false, ncBlock: null }),
    ).toBe(DECISION_MESSAGES.reviewNotPassed);
    expect(
      decisionRefusal({ project: inDecision, reviews: passed1, secondReviewRequired: true, ncBlock: null }),
    ).toBe(DECISION_MESSAGES.secondReviewMissing);
    expect(
      decisionRefusal({
        project: inDecision,
        reviews: passed1,
        secondReviewRequired: false,
        ncBlock: '存在1项未关闭的严重不符合项',
      }),
    ).toBe('存在1项未关闭的严重不符合项');
    expect(
      decisionRefusal({
        project: { status: 2, stage: 6 },
        reviews: passed1,
        secondReviewRequired: false,
        ncBlock: null,
      }),
    ).toBe(DECISION_MESSAGES.alreadyDecided);
    expect(
      decisionRefusal({
        project: { ...inDecision, decideStatus: 3 },
        reviews: passed1,
        secondReviewRequired: false,
        ncBlock: null,
      }),
    ).toBe(DECISION_MESSAGES.notInDecision);
  });
  it('families of audit types', () => {
    expect(decisionFamily(1)).toBe('initial');
    for (const t of [2, 3, 5, 6, 31, 32, 33, 34]) expect(decisionFamily(t)).toBe('surveillance');
    expect(decisionFamily(4)).toBe('recertification');
    expect(decisionFamily(7)).toBe('recertification');
    for (const t of [11, 14, 20, 21]) expect(decisionFamily(t)).toBe('change');
    for (const t of [8, 9, 10, 12]) expect(decisionFamily(t)).toBe('special');
  });
  it('effects of each decision', () => {
    expect(decisionEffects(1, 1)).toEqual(['issueCertificate', 'regenerateProgramme']);
    expect(decisionEffects(4, 1)).toEqual(['issueCertificate', 'regenerateProgramme']);
    expect(decisionEffects(2, 1)).toEqual(['maintainCertificate', 'regenerateProgramme']);
    expect(decisionEffects(2, 3)).toEqual(['suspensionProposal']);
    expect(decisionEffects(11, 1)).toEqual(['changeCertificate']);
    expect(decisionEffects(21, 1)).toEqual(['changeCertificate']);
    expect(decisionEffects(1, 3)).toEqual(['closeProject']);
    expect(decisionEffects(1, 2)).toEqual(['backToTeam']);
    expect(certificateTaskOf('issueCertificate')).toBe(1);
    expect(certificateTaskOf('suspensionProposal')).toBe(3);
    expect(certificateTaskOf('backToTeam')).toBeNull();
  });
  it('project labels after a decision', () => {
    expect(projectAuditStatusLabel(stateAfterDecision(1))?.zh).toBe('已决定');
    expect(projectAuditStatusLabel(stateAfterDecision(3))?.zh).toBe('已决定');
    expect(projectAuditStatusLabel(stateAfterDecision(2))?.zh).toBe('待整改');
  });
  it('rationale and date', () => {
    const ok = {
      rationale: '符合认证要求',
      decisionDate: '2026-11-20',
      today: '2026-11-24',
      reviewedOn: '2026-11-19',
    };
    expect(decisionInputRefusal(ok)).toBeNull();
    expect(decisionInputRefusal({ ...ok, rationale: ' ' })).toBe(DECISION_MESSAGES.rationaleRequired);
    expect(decisionInputRefusal({ ...ok, decisionDate: '2026-11-25' })).toBe('决定日期不能晚于今天');
    expect(decisionInputRefusal({ ...ok, decisionDate: '2026-11-18' })).toBe('决定日期不能早于技术审定日期');
    expect(daysBetween('2026-11-01', '2026-11-24')).toBe(23);
  });
});
