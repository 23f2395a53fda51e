/**
 * A plan's status history (计划状态记录), shared by every use case that moves a plan: generated with
 * its projects, a team changed after approval, submitted, approved, returned, rejected or aborted,
 * and the audit notice's e-mail outcome. Each entry names who acted (the signed-in user's real
 * name, else the username; the system for the scheduler).
 */
import type { AuthUser } from '../../platform/auth/tokens.ts';
import type { Reader, Tx } from '../../platform/db/database.ts';
import * as repo from './repository.ts';
import { planStatusHistory } from './schema.ts';

export async function addHistory(
  tx: Tx,
  tenantId: number,
  planId: string,
  fromStatus: number | null,
  toStatus: number,
  action: string,
  reason: string,
  actorId: string | null,
  byName: string,
) {
  await tx.insert(planStatusHistory).values({
    tenantId,
    planId,
    fromStatus,
    toStatus,
    action,
    reason,
    byName,
    createdBy: actorId,
    updatedBy: actorId,
  });
}

/** The signed-in user's name as the history records it. */
export async function actorName(tx: Reader, user: AuthUser) {
  return (await repo.userNames(tx, user.tenantId, [user.userId])).get(user.userId) ?? user.username;
}

/** A user's action on a plan in its history, by the signed-in user's name. */
export async function addUserHistory(
  tx: Tx,
  user: AuthUser,
  planId: string,
  fromStatus: number,
  toStatus: number,
  action: string,
  reason: string,
) {
  await addHistory(
    tx,
    user.tenantId,
    planId,
    fromStatus,
    toStatus,
    action,
    reason,
    user.userId,
    await actorName(tx, user),
  );
}
