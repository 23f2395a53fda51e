/**
 * Technical review, case allocation and certification decision (jssd, ajfp, rzjd; DOMAIN.md §1.1
 * "Decision by persons other than the auditors", §1.2 rows 10–12): the code tables of SPEC §3, the
 * impartiality rules (nobody who was on a team of the certification cycle reviews or decides; the
 * technical reviewer does not decide), where a project must be for each step, and what a decision
 * does. Pure functions: the server checks them before every write, the web shows or hides buttons.
 */
import type { Refusal } from '../audit-execution/rules.ts';
import { DECISION_RESULTS, TECHNICAL_AUDIT_RESULTS } from '../audit-process.ts';
import { parseAuditTypeCode } from '../audit-types.ts';
import { type CodeOf, codeTable, entryOf } from '../labels.ts';
import * as tableRows from './rules.json';

// ─────────────────────────────────────────── code tables ─────────────────────────────────────────

/** SPEC §3 "Technical audit result" (0 pending, 1 passed, 2 rejected): audit-process.ts. */
export type TechReviewResult = CodeOf<typeof TECHNICAL_AUDIT_RESULTS>;
/** SPEC §3 "Decision result" (0 pending, 1 passed, 2 rejected back to the team, 3 not passed): audit-process.ts. */
export type DecisionResult = CodeOf<typeof DECISION_RESULTS>;

/** 一评 / 二评: the round of a technical review. */
export const REVIEW_ROUNDS = codeTable(tableRows.REVIEW_ROUNDS, [1, 2]);
export type ReviewRound = CodeOf<typeof REVIEW_ROUNDS>;

/** Where a rejected technical review sends the project. */
export const REJECT_TARGETS = codeTable(tableRows.REJECT_TARGETS, [1, 2]);
export type RejectTarget = CodeOf<typeof REJECT_TARGETS>;

/** What a certification decision causes (one transaction). */
export const DECISION_EFFECTS = codeTable(
  tableRows.DECISION_EFFECTS,
  'issueCertificate regenerateProgramme maintainCertificate suspensionProposal changeCertificate backToTeam closeProject',
);
export type DecisionEffect = CodeOf<typeof DECISION_EFFECTS>;

/** Kinds of certificate task a decision leaves for the certificates area. */
export const CERTIFICATE_TASK_KINDS = codeTable(tableRows.CERTIFICATE_TASK_KINDS, [1, 2, 3, 4]);
export type CertificateTaskKind = CodeOf<typeof CERTIFICATE_TASK_KINDS>;

export const CERTIFICATE_TASK_STATUSES = codeTable(tableRows.CERTIFICATE_TASK_STATUSES, [0, 1]);

export const techResultName = (code: number | null | undefined) =>
  entryOf(TECHNICAL_AUDIT_RESULTS, code)?.zh ?? '';
export const decisionResultName = (code: number | null | undefined) =>
  entryOf(DECISION_RESULTS, code)?.zh ?? '';

// ───────────────────────────────────── project positions (SPEC §4) ─────────────────────────────────

/** A project's SPEC §4 status and the sub-statuses this stage reads and writes. */
export interface DecisionProjectState {
  status: number;
  stage?: number | null;
  techAuditStatus?: number | null;
  decideStatus?: number | null;
  auditStatus?: number | null;
}

/** Status 1 with stage 10: the file is complete and waits for technical review (待技术审定). */
export const TECH_CHECK = { status: 1, stage: 10 } as const;
/** Status 3 with stage 4: in certification decision (认证决定中). */
export const IN_DECISION = { status: 3, stage: 4 } as const;
/** Status 2 with stage 6: decided (已决定). */
export const DECIDED = { status: 2, stage: 6 } as const;
/** Sub-status 3 on the decision step: returned to the team for rectification (待整改). */
export const RETURNED = 3;
/** Tech audit sub-status 3: the last technical review rejected the file (已驳回 once back in stage 10). */
export const TECH_REJECTED = 3;
/** Status 6: awaiting document return (待资料回收). */
export const DOCUMENT_RETURN_STATUS = 6;
/** Status 1 with a stage other than 10: awaiting rectification (待整改). */
export const RECTIFICATION = { status: 1, stage: null } as const;

export const DECISION_MESSAGES = {
  notAwaitingTechCheck: '项目不在待技术审定状态，不能分配',
  notInTechReview: '项目不在技术审定中',
  notInDecision: '项目不在认证决定阶段',
  alreadyDecided: '该项目已作出认证决定',
  reviewNotPassed: '技术审定未通过，不能作出认证决定',
  secondReviewMissing: '本机构要求二评，二评通过后才能作出认证决定',
  reviewerOnTeam: '该人员是本认证周期审核组成员，不能担任技术审定人员',
  reviewerNotCompetent: '该人员不具备本项目专业代码能力',
  deciderOnTeam: '您是本认证周期审核组成员，不能作出认证决定',
  deciderIsReviewer: '您是本项目的技术审定人员，不能作出认证决定',
  notYourReview: '这不是分配给您的技术审定任务',
  reviewDone: '该技术审定已完成',
  rationaleRequired: '请填写决定理由',
  reasonRequired: '请填写驳回原因',
  findingsRequired: '请逐项填写审定意见',
  secondRoundNeedsFirst: '一评通过后才能分配二评',
  sameReviewerTwice: '二评人员不能与一评人员相同',
} as const;

/** Whether a project waits in 待分配 (file complete, no reviewer of this round yet). */
export function allocationRefusal(
  p: DecisionProjectState,
  round: ReviewRound,
  firstRoundPassed: boolean,
): Refusal {
  if (round === 2) {
    if (!firstRoundPassed) return DECISION_MESSAGES.secondRoundNeedsFirst;
    return null;
  }
  // A project back after a rejected review (tech audit status 3, 已驳回) is allocated again.
  if (p.status !== TECH_CHECK.status || p.stage !== TECH_CHECK.stage)
    return DECISION_MESSAGES.notAwaitingTechCheck;
  return null;
}

// ─────────────────────────────────────────── impartiality ─────────────────────────────────────────

/** Who was on the cycle's teams (every plan of every project of the programme's current cycle). */
export interface CycleTeam {
  /** Auditor ids of every team member of the cycle (leader, auditors, experts, trainees, observers). */
  auditorIds: ReadonlySet<string>;
  /** The user accounts linked to those auditors. */
  userIds: ReadonlySet<string>;
}

/** A person proposed as technical reviewer, with what the competence check found. */
export interface ReviewerCandidateFacts {
  auditorId: string;
  name: string;
  /** Active, registered for the scheme and competent in every code of the project. */
  competent: boolean;
  /** Why not competent (from the competence service). */
  competenceReasons: readonly string[];
  /** Has a user account (needed to do the review). */
  hasAccount: boolean;
}

export interface ReviewerVerdict {
  auditorId: string;
  name: string;
  eligible: boolean;
  reasons: string[];
}

/**
 * Whether someone may be the technical reviewer of a project: competent for its codes and not on any
 * team of this certification cycle (DOMAIN.md §1.1); the second reviewer differs from the first.
 */
export function reviewerVerdict(
  c: ReviewerCandidateFacts,
  team: CycleTeam,
  otherRoundReviewer?: string | null,
): ReviewerVerdict {
  const reasons: string[] = [];
  if (team.auditorIds.has(c.auditorId)) reasons.push(DECISION_MESSAGES.reviewerOnTeam);
  if (!c.competent)
    reasons.push(
      ...(c.competenceReasons.length ? c.competenceReasons : [DECISION_MESSAGES.reviewerNotCompetent]),
    );
  if (!c.hasAccount) reasons.push('未开通系统账号');
  if (otherRoundReviewer && otherRoundReviewer === c.auditorId)
    reasons.push(DECISION_MESSAGES.sameReviewerTwice);
  return { auditorId: c.auditorId, name: c.name, eligible: reasons.length === 0, reasons };
}

/** Eligible first, then by name; every excluded person keeps the reasons. */
export function rankReviewers(verdicts: readonly ReviewerVerdict[]): ReviewerVerdict[] {
  const byName = new Intl.Collator('zh-CN');
  return [...verdicts].sort(
    (a, b) => Number(b.eligible) - Number(a.eligible) || byName.compare(a.name, b.name),
  );
}

/** Who wants to decide, and who reviewed the project. */
export interface DeciderFacts {
  userId: string;
  /** The auditor record linked to the user, if any. */
  auditorId?: string | null;
  team: CycleTeam;
  /** User ids of the technical reviewers of the project (every round). */
  reviewerUserIds: ReadonlySet<string>;
}

/**
 * The decider must be someone other than the cycle's auditors and the project's technical reviewer
 * (ISO/IEC 17021-1 9.5.1.2). Null when allowed.
 */
export function deciderRefusal(d: DeciderFacts): Refusal {
  if (d.team.userIds.has(d.userId) || (d.auditorId && d.team.auditorIds.has(d.auditorId))) {
    return DECISION_MESSAGES.deciderOnTeam;
  }
  if (d.reviewerUserIds.has(d.userId)) return DECISION_MESSAGES.deciderIsReviewer;
  return null;
}

// ─────────────────────────────────────────── technical review ─────────────────────────────────────

/** One reviewed item of the file (plan, reports, NCs …) with the reviewer's finding. */
export interface ReviewFinding {
  item: string;
  /** true: in order; false: not; null: not answered yet. */
  ok: boolean | null;
  note: string;
}

/** The default items a technical reviewer goes through (the body can add its own). */
export const DEFAULT_REVIEW_ITEMS = [
  '审核计划与审核组能力',
  '审核时间与抽样',
  '审核报告与审核证据',
  '不符合项及纠正措施验证',
  '认证范围与专业代码',
  '现场审核文件完整性',
] as const;

export interface ReviewSubmission {
  result: TechReviewResult;
  findings: readonly ReviewFinding[];
  reason: string;
}

/**
 * A review is submitted passed (every item answered 符合) or rejected (with a reason); never
 * pending. Items start unanswered: a pass needs each one answered, so nobody passes a file unread.
 */
export function reviewSubmissionRefusal(s: ReviewSubmission): Refusal {
  if (s.findings.length === 0) return DECISION_MESSAGES.findingsRequired;
  if (s.result === 2 && !s.reason.trim()) return DECISION_MESSAGES.reasonRequired;
  const open = s.findings.filter((f) => f.ok === null || f.ok === undefined).map((f) => f.item);
  if (s.result === 1 && open.length) return `以下审定项尚未确认是否符合：${open.join('、')}，不能审定通过`;
  if (s.result === 1 && s.findings.some((f) => !f.ok)) return '存在不符合的审定项，不能审定通过';
  if (s.result === 0) return '请选择审定结论';
  return null;
}

/** Where the project goes after a review. */
export function stateAfterReview(
  result: 1 | 2,
  target: RejectTarget,
  secondReviewRequired: boolean,
  round: ReviewRound,
): DecisionProjectState {
  if (result === 2) {
    return target === 2
      ? { status: DOCUMENT_RETURN_STATUS, stage: null, techAuditStatus: TECH_REJECTED }
      : { status: RECTIFICATION.status, stage: null, techAuditStatus: TECH_REJECTED };
  }
  if (secondReviewRequired && round === 1)
    return { status: TECH_CHECK.status, stage: TECH_CHECK.stage, techAuditStatus: 1 };
  return { status: IN_DECISION.status, stage: IN_DECISION.stage, techAuditStatus: 1, decideStatus: 0 };
}

// ─────────────────────────────────────────── the decision ─────────────────────────────────────────

export interface DecisionFacts {
  project: DecisionProjectState;
  /** Technical review rounds done and their results. */
  reviews: readonly { round: ReviewRound; result: TechReviewResult }[];
  secondReviewRequired: boolean;
  /** From audit execution: an open major NC blocks the decision (its message), or null. */
  ncBlock: Refusal;
}

/** Whether a decision can be recorded now (the decider's own impartiality is checked separately). */
export function decisionRefusal(f: DecisionFacts): Refusal {
  if (f.project.status === DECIDED.status && f.project.stage === DECIDED.stage)
    return DECISION_MESSAGES.alreadyDecided;
  if (f.project.status !== IN_DECISION.status || f.project.stage !== IN_DECISION.stage) {
    return DECISION_MESSAGES.notInDecision;
  }
  if (f.project.decideStatus === RETURNED) return DECISION_MESSAGES.notInDecision;
  const passed = (round: ReviewRound) => f.reviews.some((r) => r.round === round && r.result === 1);
  if (!passed(1)) return DECISION_MESSAGES.reviewNotPassed;
  if (f.secondReviewRequired && !passed(2)) return DECISION_MESSAGES.secondReviewMissing;
  return f.ncBlock;
}

/** The audit-type family a decision's effects depend on. */
export type DecisionFamily = 'initial' | 'surveillance' | 'recertification' | 'change' | 'special';

/**
 * The family of an audit type: initial (1), surveillance (2, 3, 31–34, 5, 6), recertification (4, 7),
 * scope extension or change (11, 14, 20, 21), the rest special (8, 9, 10, 12, 13, 15–19, 22–24).
 */
export function decisionFamily(auditType: number): DecisionFamily {
  if ([11, 14, 20, 21].includes(auditType)) return 'change';
  const parsed = parseAuditTypeCode(auditType);
  if (parsed?.auditType === 1) return 'initial';
  if (parsed?.auditType === 2) return 'surveillance';
  if (parsed?.auditType === 4) return 'recertification';
  return 'special';
}

/**
 * What a decision does (DOMAIN.md §1.2 rows 11–12; issue: "Effects of a decision"):
 * initial or recertification passed → certificate issue task + programme rescheduled from the rule
 * set's anchor; surveillance passed → certificate maintained; surveillance not passed → suspension
 * proposal; scope extension / change passed → certificate change task; rejected → back to the team;
 * initial/recertification not passed → the project closes without a certificate.
 */
export function decisionEffects(auditType: number, result: 1 | 2 | 3): DecisionEffect[] {
  if (result === 2) return ['backToTeam'];
  const family = decisionFamily(auditType);
  if (result === 1) {
    switch (family) {
      case 'initial':
      case 'recertification':
        return ['issueCertificate', 'regenerateProgramme'];
      case 'surveillance':
        return ['maintainCertificate', 'regenerateProgramme'];
      case 'change':
        return ['changeCertificate'];
      default:
        return ['maintainCertificate'];
    }
  }
  switch (family) {
    case 'surveillance':
    case 'special':
      return ['suspensionProposal'];
    default:
      return ['closeProject'];
  }
}

/** The certificate task kind of an effect, if it leaves one. */
export function certificateTaskOf(effect: DecisionEffect): CertificateTaskKind | null {
  switch (effect) {
    case 'issueCertificate':
      return 1;
    case 'maintainCertificate':
      return 2;
    case 'suspensionProposal':
      return 3;
    case 'changeCertificate':
      return 4;
    default:
      return null;
  }
}

/** The project's state after a decision. */
export function stateAfterDecision(result: 1 | 2 | 3): DecisionProjectState {
  if (result === 2)
    return {
      status: IN_DECISION.status,
      stage: IN_DECISION.stage,
      decideStatus: RETURNED,
      techAuditStatus: 1,
    };
  return { status: DECIDED.status, stage: DECIDED.stage, decideStatus: result, techAuditStatus: 1 };
}

/** A decision's rationale and date: the date may not be in the future nor before the review. */
export function decisionInputRefusal(input: {
  rationale: string;
  decisionDate: string;
  today: string;
  reviewedOn: string | null;
}): Refusal {
  if (!input.rationale.trim()) return DECISION_MESSAGES.rationaleRequired;
  if (input.decisionDate > input.today) return '决定日期不能晚于今天';
  if (input.reviewedOn && input.decisionDate < input.reviewedOn) return '决定日期不能早于技术审定日期';
  return null;
}

/** Whole days from the file being complete to the decision (for the decider statistics). */
export function daysBetween(from: string, to: string): number {
  const ms = Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`);
  return Math.round(ms / 86_400_000);
}
