/**
 * The steps of a training certification application (BUSINESS.md §8): 材料审核 (pass / return with a
 * reason; a returned application is resubmitted) → 认证评审 (pass / fail with findings) → 证书制作
 * (the draft, which may be made again until it is published) → 证书发布. No step may be skipped or
 * repeated out of order: the server calls `trainingStep` before it writes, the web to show a button.
 */

/** Stored stages. */
export const TRAINING_STAGE = {
  material: 1,
  returned: 2,
  review: 3,
  failed: 4,
  draft: 5,
  publish: 6,
  published: 7,
} as const;
export type TrainingStage = (typeof TRAINING_STAGE)[keyof typeof TRAINING_STAGE];

export const TRAINING_STAGE_LABELS: Readonly<Record<TrainingStage, string>> = {
  1: '待材料审核',
  2: '已退回',
  3: '待认证评审',
  4: '评审不通过',
  5: '待证书制作',
  6: '待证书发布',
  7: '已发布',
};

export type TrainingAction =
  | 'materialPass'
  | 'materialReturn'
  | 'resubmit'
  | 'edit'
  | 'reviewPass'
  | 'reviewFail'
  | 'makeDraft'
  | 'publish';

/** The stage each action starts from and where it leads. */
const STEPS: Readonly<Record<TrainingAction, { from: readonly TrainingStage[]; to: TrainingStage | null }>> =
  {
    materialPass: { from: [1], to: 3 },
    materialReturn: { from: [1], to: 2 },
    resubmit: { from: [2], to: 1 },
    edit: { from: [1, 2], to: null },
    reviewPass: { from: [3], to: 5 },
    reviewFail: { from: [3], to: 4 },
    makeDraft: { from: [5, 6], to: 6 },
    publish: { from: [6], to: 7 },
  };

const REFUSALS: Readonly<Record<TrainingAction, string>> = {
  materialPass: '只有待材料审核的申请可以审核',
  materialReturn: '只有待材料审核的申请可以退回',
  resubmit: '只有已退回的申请可以重新提交',
  edit: '申请已通过材料审核，不能再修改',
  reviewPass: '只有待认证评审的申请可以评审',
  reviewFail: '只有待认证评审的申请可以评审',
  makeDraft: '只有评审通过且未发布的申请可以制作证书',
  publish: '请先制作证书草稿再发布',
};

/** The stage after `action`, or the Chinese reason it is refused at `stage`. */
export function trainingStep(
  stage: number,
  action: TrainingAction,
): { ok: true; to: TrainingStage | null } | { ok: false; reason: string } {
  const step = STEPS[action];
  return (step.from as readonly number[]).includes(stage)
    ? { ok: true, to: step.to ?? (stage as TrainingStage) }
    : { ok: false, reason: REFUSALS[action] };
}

export const canTrainingStep = (stage: number, action: TrainingAction) => trainingStep(stage, action).ok;

/** The reviewer of a step may not be the application's handler (its creator). */
export const REVIEWER_IS_HANDLER = '审核人不能是该申请的经办人';
export function reviewerAllowed(handlerId: string | null, reviewerId: string): boolean {
  return handlerId !== reviewerId;
}

/** Which stages each list page shows. */
export const TRAINING_LIST_STAGES = {
  material: [1, 2],
  certified: [3, 4],
  draft: [5, 6],
  publish: [6, 7],
  report: [1, 2, 3, 4, 5, 6, 7],
} as const satisfies Record<string, readonly TrainingStage[]>;
export type TrainingListView = keyof typeof TRAINING_LIST_STAGES;
