/**
 * 证书邮寄 (yjgl): a certificate sent by courier. A request (邮寄申请) waits for approval; an approved
 * request or a mailing staff register directly waits to be sent; then sent (courier, tracking number,
 * date) and signed for. Rejected requests may be corrected and submitted again.
 */
import { codeTable } from '../labels.ts';
import * as tableRows from './mail.json';

export const MAIL_STATUSES = codeTable(tableRows.MAIL_STATUSES, [0, 1, 2, 3, 4]);

export const MAIL_STATUS = { pending: 0, toSend: 1, sent: 2, signed: 3, rejected: 4 } as const;

export const COURIERS = codeTable(tableRows.COURIERS, 'SF EMS JD ZTO YTO OTHER');

export type MailAction = 'approve' | 'reject' | 'send' | 'sign' | 'edit';

const RULES: Readonly<Record<MailAction, { from: readonly number[]; to: number | null }>> = {
  approve: { from: [0], to: 1 },
  reject: { from: [0], to: 4 },
  send: { from: [1], to: 2 },
  sign: { from: [2], to: 3 },
  // Editing the address: until it is sent; a rejected request goes back to approval.
  edit: { from: [0, 1, 4], to: null },
};

const ACTION_NAMES: Readonly<Record<MailAction, string>> = {
  approve: '审批通过',
  reject: '驳回',
  send: '寄出',
  sign: '签收',
  edit: '修改',
};

export function isMailActionAllowed(status: number, action: MailAction): boolean {
  return RULES[action].from.includes(status);
}

/**
 * The status after an action (edit keeps it, except a rejected request, which is submitted again).
 * @example mailTransition(1, 'send') // { ok: true, status: 2 }
 * @example mailTransition(3, 'edit') // { ok: false, message: '当前状态“已签收”不能修改' }
 */
export function mailTransition(
  status: number,
  action: MailAction,
): { ok: true; status: number } | { ok: false; message: string } {
  const rule = RULES[action];
  if (!rule.from.includes(status)) {
    const label = MAIL_STATUSES.find((s) => s.code === status)?.zh ?? String(status);
    return { ok: false, message: `当前状态“${label}”不能${ACTION_NAMES[action]}` };
  }
  if (rule.to !== null) return { ok: true, status: rule.to };
  return { ok: true, status: status === MAIL_STATUS.rejected ? MAIL_STATUS.pending : status };
}
