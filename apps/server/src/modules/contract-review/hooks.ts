/**
 * What other areas do when contract review decides, inside the deciding transaction (a listener's
 * failure rolls the decision back):
 *
 * ```ts
 * import { onContractApproved } from '../contract-review/door.ts';
 * onContractApproved(async (tx, user, contract) => generateProgramme(tx, user, contract.id));
 * ```
 *
 * Register at module load (an area's `area.ts` or `routes.ts`); the same function registered twice
 * runs once. `openChangeReview` (tasks.ts) is the way in for 变更审批.
 */
import type { AuthUser } from '../../platform/auth/tokens.ts';
import type { Tx } from '../../platform/db/database.ts';
import type { contracts } from './schema.ts';

export { openChangeReview } from './tasks.ts';

/** The approved contract row (status 3) as stored. */
export type ApprovedContract = typeof contracts.$inferSelect;
export type ContractApprovedListener = (tx: Tx, user: AuthUser, contract: ApprovedContract) => Promise<void>;

const contractApproved = new Set<ContractApprovedListener>();

/** Runs `listener` in the transaction that approves a contract (e.g. the audit programme). */
export function onContractApproved(listener: ContractApprovedListener): void {
  contractApproved.add(listener);
}

export async function runContractApproved(tx: Tx, user: AuthUser, contract: ApprovedContract): Promise<void> {
  for (const listener of contractApproved) await listener(tx, user, contract);
}

/** A change review (type 11 / 21) approved: the contract item has been updated to the reviewed figures. */
export interface ChangeReviewApproved {
  reviewTaskId: string;
  applicationChangeId: string;
  contractItemId: string;
  auditType: number;
}
export type ChangeReviewApprovedListener = (
  tx: Tx,
  user: AuthUser,
  change: ChangeReviewApproved,
) => Promise<void>;

const changeApproved = new Set<ChangeReviewApprovedListener>();

/** Runs `listener` in the transaction that approves a change review (e.g. an audit project 11 / 21). */
export function onChangeReviewApproved(listener: ChangeReviewApprovedListener): void {
  changeApproved.add(listener);
}

export async function runChangeReviewApproved(
  tx: Tx,
  user: AuthUser,
  change: ChangeReviewApproved,
): Promise<void> {
  for (const listener of changeApproved) await listener(tx, user, change);
}
