/**
 * The stages of a service certification project (certificate type C): the management-system
 * schemes' contract review, audit plan, audit (with the evaluation sheet), technical review and
 * decision, then the issued certificate. A project moves one stage at a time; the audit cannot
 * end without a saved sheet and a failed sheet cannot be certified.
 */
import type { ServiceGrade } from './evaluation.ts';

export const SERVICE_STAGE = {
  contractReview: 1,
  plan: 2,
  audit: 3,
  review: 4,
  decision: 5,
  issued: 6,
} as const;
export type ServiceStage = (typeof SERVICE_STAGE)[keyof typeof SERVICE_STAGE];

export const SERVICE_STAGE_LABELS: Readonly<Record<number, string>> = {
  1: '合同评审',
  2: '审核策划',
  3: '审核实施',
  4: '技术评定',
  5: '认证决定',
  6: '已发证',
};

/** The next stage, or the Chinese reason the project cannot move on. */
export function nextServiceStage(
  stage: number,
  sheet: { evaluated: boolean; grade: ServiceGrade | '' },
): { ok: true; to: ServiceStage } | { ok: false; reason: string } {
  if (stage >= SERVICE_STAGE.issued) return { ok: false, reason: '项目已发证' };
  if (stage === SERVICE_STAGE.audit && !sheet.evaluated)
    return { ok: false, reason: '请先保存服务认证评价表' };
  if (stage === SERVICE_STAGE.decision && sheet.grade === '不合格')
    return { ok: false, reason: '评价结果为不合格，不能发证' };
  return { ok: true, to: (stage + 1) as ServiceStage };
}

/** The evaluation sheet may be written while the project is in its audit (or its review). */
export const isServiceSheetEditable = (stage: number) =>
  stage === SERVICE_STAGE.audit || stage === SERVICE_STAGE.review;

/**
 * A project made from an application item of the GB/T 27922 scheme (its contract approved) follows
 * that item's audit, technical review and decision: its own stage moves only with them.
 */
export const LINKED_PROJECT_ADVANCE_REFUSAL = '该项目随认证项目的审核、技术评定和认证决定流转，不能单独推进';

/**
 * Why a certification decision may not pass a service item (GB/T 27922), or null: its audit's
 * evaluation sheet must be saved and not 不合格. `sheet` null: no sheet at all.
 */
export function serviceDecisionRefusal(
  sheet: { evaluated: boolean; grade: ServiceGrade | '' } | null,
): string | null {
  if (!sheet?.evaluated) return '服务认证评价表尚未保存，不能作出通过的认证决定';
  if (sheet.grade === '不合格') return '服务认证评价结果为不合格，不能作出通过的认证决定';
  return null;
}
