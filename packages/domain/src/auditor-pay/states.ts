/**
 * The states of a labour fee (BUSINESS.md §3): draft → submitted → approved (finance, not the
 * submitter) → paid; a paid row cannot change. The auditor confirms or queries their own row; a
 * query sends it back to finance with the reason. Salary slips: imported/built → sent → confirmed.
 */

export const LABOUR_FEE_STATUS = { draft: 0, submitted: 1, approved: 2, paid: 3 } as const;
export type LabourFeeStatus = (typeof LABOUR_FEE_STATUS)[keyof typeof LABOUR_FEE_STATUS];
export const LABOUR_FEE_STATUS_LABELS: Record<number, string> = {
  0: '草稿',
  1: '已提交',
  2: '已审核',
  3: '已发放',
};

/** The auditor's answer on a fee: 0 none yet, 1 confirmed, 2 queried. */
export const LABOUR_FEE_ANSWER = { none: 0, confirmed: 1, queried: 2 } as const;
export const LABOUR_FEE_ANSWER_LABELS: Record<number, string> = { 0: '待确认', 1: '已确认', 2: '有疑问' };

/** Where a fee comes from: 1 a completed plan, 2 registered by hand. */
export const LABOUR_FEE_SOURCE = { plan: 1, manual: 2 } as const;
export const LABOUR_FEE_SOURCE_LABELS: Record<number, string> = { 1: '审核计划', 2: '手工登记' };

export type LabourFeeAction =
  | 'edit'
  | 'delete'
  | 'submit'
  | 'approve'
  | 'reject'
  | 'pay'
  | 'confirm'
  | 'query';

export interface LabourFeeFacts {
  status: number;
  /** Who submitted it (the approver must be someone else). */
  submittedBy?: string | null;
  answer?: number;
}

/** Why the action is refused on the fee (null: allowed). `actor` is the acting user's id. */
export function labourFeeRefusal(
  fee: LabourFeeFacts,
  action: LabourFeeAction,
  actor?: string,
): string | null {
  const s = fee.status;
  if (s === LABOUR_FEE_STATUS.paid) return '劳务费已发放，不能再修改';
  switch (action) {
    case 'edit':
    case 'delete':
    case 'submit':
      return s === LABOUR_FEE_STATUS.draft ? null : '只有草稿状态的劳务费可以编辑、删除或提交';
    case 'approve':
      if (s !== LABOUR_FEE_STATUS.submitted) return '只有已提交的劳务费可以审核';
      if (actor && fee.submittedBy && fee.submittedBy === actor) return '不能审核自己提交的劳务费';
      return null;
    case 'reject':
      return s === LABOUR_FEE_STATUS.submitted || s === LABOUR_FEE_STATUS.approved
        ? null
        : '只有已提交或已审核的劳务费可以退回';
    case 'pay':
      return s === LABOUR_FEE_STATUS.approved ? null : '只有已审核的劳务费可以发放';
    case 'confirm':
    case 'query':
      if (s === LABOUR_FEE_STATUS.draft) return '劳务费尚未提交，不能确认';
      return fee.answer === LABOUR_FEE_ANSWER.confirmed ? '该劳务费已确认' : null;
  }
}

/** The state after an allowed action. */
export function labourFeeNext(status: number, action: LabourFeeAction): number {
  switch (action) {
    case 'submit':
      return LABOUR_FEE_STATUS.submitted;
    case 'approve':
      return LABOUR_FEE_STATUS.approved;
    case 'pay':
      return LABOUR_FEE_STATUS.paid;
    case 'reject':
      return LABOUR_FEE_STATUS.draft;
    default:
      return status;
  }
}

export const SALARY_SLIP_STATUS = { draft: 0, sent: 1, confirmed: 2 } as const;
export const SALARY_SLIP_STATUS_LABELS: Record<number, string> = { 0: '未发送', 1: '已发送', 2: '已确认' };
