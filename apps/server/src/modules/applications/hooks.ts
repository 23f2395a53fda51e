/**
 * What other areas do when an application moves on, inside the same transaction: contract review
 * (htps) registers here to open a review task when an application is accepted, and returns an
 * accepted application to its applicant when the review finds it incomplete.
 */
import { APPLICATION_STATUS } from '@cb/domain';
import { eq, sql } from 'drizzle-orm';
import type { AuthUser } from '../../platform/auth/tokens.ts';
import type { Tx } from '../../platform/db/database.ts';
import { inTenant } from '../../platform/db/tenant.ts';
import { badRequest, notFound } from '../../platform/http/errors.ts';
import { insertApplicationEvent } from './repository.ts';
import { applications } from './schema.ts';

export type ApplicationAcceptedListener = (tx: Tx, user: AuthUser, applicationId: string) => Promise<void>;

const accepted = new Set<ApplicationAcceptedListener>();

/** Registers a listener run in the accepting transaction (a failure rolls the acceptance back). */
export function onApplicationAccepted(listener: ApplicationAcceptedListener): void {
  accepted.add(listener);
}

export async function runApplicationAccepted(tx: Tx, user: AuthUser, applicationId: string): Promise<void> {
  for (const listener of accepted) await listener(tx, user, applicationId);
}

/**
 * Contract review returns an accepted application to the applicant with a reason: it becomes
 * 已退回 (editable, submitted again), with an event naming the review.
 */
export async function returnAcceptedApplication(
  tx: Tx,
  user: AuthUser,
  applicationId: string,
  reason: string,
): Promise<void> {
  const [row] = await tx
    .select({ status: applications.status })
    .from(applications)
    .where(inTenant(applications, user.tenantId, [eq(applications.id, applicationId)]));
  if (!row) throw notFound('申请不存在');
  if (row.status !== APPLICATION_STATUS.accepted) throw badRequest('申请不是已受理状态，不能退回');
  const now = new Date();
  await tx
    .update(applications)
    .set({
      status: APPLICATION_STATUS.returned,
      returnReason: `合同评审退回：${reason}`,
      reviewedAt: now,
      reviewedBy: user.userId,
      updatedAt: now,
      updatedBy: user.userId,
      version: sql`${applications.version} + 1`,
    })
    .where(inTenant(applications, user.tenantId, [eq(applications.id, applicationId)]));
  await insertApplicationEvent(
    tx,
    user,
    applicationId,
    'review_return',
    APPLICATION_STATUS.accepted,
    APPLICATION_STATUS.returned,
    reason,
  );
}
