/**
 * Certificate status operations (DOMAIN.md §1.3): suspend, restore, revoke, cancel, expire. Each
 * runs inside the caller's transaction (a person's request or a scheduled job), locks the row,
 * checks @cb/domain's state machine and date rules, writes the new status through the versioned
 * update (audit trail; 409 on a stale version) and appends the event with its change type and
 * reason code (§4.4). The public pages read the live status, so the change is published with the
 * commit, and the enterprise's contact is sent an SMS / e-mail notice after it (notices.ts).
 *
 * The lifecycle jobs call these with a system actor (`userId: null`) and no version: the row lock
 * then decides, and a certificate someone else moved first is refused by the state machine.
 */
import {
  type CertificateAction,
  type CertificateActionDetails,
  certificateActionProblem,
  certificateTransition,
} from '@cb/domain';
import { desc, eq } from 'drizzle-orm';
import type { Tx } from '../../platform/db/database.ts';
import { inTenant } from '../../platform/db/tenant.ts';
import { updateVersioned } from '../../platform/db/versioned.ts';
import { badRequest, conflict, notFound } from '../../platform/http/errors.ts';
import { uuidv7 } from '../../platform/ids.ts';
import { queueCertificateNotices } from './notices.ts';
import { certificateEvents, certificates } from './schema.ts';
import { chinaToday } from './status.ts';

/** Who acts: a signed-in person, or a scheduled job of the tenant (`userId: null`). */
export interface CertificateActor {
  tenantId: number;
  userId: string | null;
}

export interface CertificateOperation {
  /** The version the person saw; without it (jobs) the locked row's version is used. */
  version?: number;
  /** §4.4 code (suspension, revocation or cancellation reasons). */
  reasonCode?: string;
  reason?: string;
  /** Defaults to today (China). */
  effectiveDate?: string;
  /** Suspensions only. */
  suspendUntil?: string;
  /** The rule set's longest suspension (default 6). */
  maxSuspensionMonths?: number;
  /** Today in China; for jobs and tests that run "as of" a day. */
  today?: string;
}

export interface CertificateOperationResult {
  id: string;
  version: number;
  status: number;
  suspendUntil: string | null;
}

async function lockCertificate(tx: Tx, tenantId: number, id: string) {
  const [row] = await tx
    .select()
    .from(certificates)
    .where(inTenant(certificates, tenantId, [eq(certificates.id, id)]))
    .for('update');
  if (!row) throw notFound('证书不存在');
  return row;
}

/** The start of the current suspension (the latest suspend event). */
async function suspendedFrom(tx: Tx, tenantId: number, id: string): Promise<string | null> {
  const [row] = await tx
    .select({ effectiveDate: certificateEvents.effectiveDate })
    .from(certificateEvents)
    .where(
      inTenant(certificateEvents, tenantId, [
        eq(certificateEvents.certificateId, id),
        eq(certificateEvents.eventType, 'suspend'),
      ]),
    )
    .orderBy(desc(certificateEvents.createdAt))
    .limit(1);
  return row?.effectiveDate ?? null;
}

/** One status operation in the caller's transaction. */
export async function applyCertificateAction(
  tx: Tx,
  actor: CertificateActor,
  id: string,
  action: CertificateAction,
  operation: CertificateOperation = {},
): Promise<CertificateOperationResult> {
  const row = await lockCertificate(tx, actor.tenantId, id);
  if (operation.version !== undefined && operation.version !== row.version) throw conflict();
  const today = operation.today ?? chinaToday();
  const details: CertificateActionDetails = {
    reasonCode: operation.reasonCode,
    effectiveDate: operation.effectiveDate ?? today,
    suspendUntil: operation.suspendUntil ?? null,
    maxSuspensionMonths: operation.maxSuspensionMonths,
  };
  const problem = certificateActionProblem(
    {
      status: row.status,
      issueDate: row.issueDate,
      expiryDate: row.expiryDate,
      suspendedFrom: action === 'restore' ? await suspendedFrom(tx, actor.tenantId, id) : null,
    },
    action,
    details,
    today,
  );
  if (problem) throw badRequest(problem);
  const transition = certificateTransition(row.status, action);
  if (!transition.ok) throw badRequest(transition.message);

  const suspendUntil = action === 'suspend' ? (details.suspendUntil ?? null) : null;
  const updated = await updateVersioned(
    tx,
    certificates,
    id,
    row.version,
    { status: transition.status, suspendUntil },
    actor.userId,
  );
  const eventId = uuidv7();
  await tx.insert(certificateEvents).values({
    id: eventId,
    tenantId: actor.tenantId,
    certificateId: id,
    eventType: action,
    fromStatus: row.status,
    toStatus: transition.status,
    changeType: transition.changeType,
    reasonCode: details.reasonCode ?? '',
    reason: operation.reason ?? '',
    effectiveDate: details.effectiveDate,
    suspendUntil,
    before: { status: row.status, suspendUntil: row.suspendUntil },
    after: { status: transition.status, suspendUntil },
    approvedBy: actor.userId,
    actorId: actor.userId,
  });
  // 短信通知: the enterprise's contact hears of it once this commits (notices.ts).
  await queueCertificateNotices(tx, actor, row, {
    id: eventId,
    action,
    effectiveDate: details.effectiveDate,
    suspendUntil,
    reasonCode: details.reasonCode ?? '',
  });
  return { id, version: updated.version, status: updated.status, suspendUntil: updated.suspendUntil };
}

/** 1 → 2 with a §4.4 suspension reason and `suspendUntil` ≤ start + 6 months (97_01). */
export const suspendCertificate = (
  tx: Tx,
  actor: CertificateActor,
  id: string,
  operation: CertificateOperation & { reasonCode: string; suspendUntil: string },
) => applyCertificateAction(tx, actor, id, 'suspend', operation);

/** 2 → 1 (97_02). */
export const restoreCertificate = (
  tx: Tx,
  actor: CertificateActor,
  id: string,
  operation: CertificateOperation = {},
) => applyCertificateAction(tx, actor, id, 'restore', operation);

/** 1/2 → 3 with a §4.4 revocation reason, e.g. 0115 when a suspension ran out (97_03). */
export const revokeCertificate = (
  tx: Tx,
  actor: CertificateActor,
  id: string,
  operation: CertificateOperation & { reasonCode: string },
) => applyCertificateAction(tx, actor, id, 'revoke', operation);

/** 1 → 4 (注销) with a cancellation reason (97_04). */
export const cancelCertificate = (
  tx: Tx,
  actor: CertificateActor,
  id: string,
  operation: CertificateOperation & { reasonCode: string },
) => applyCertificateAction(tx, actor, id, 'cancel', operation);

/** 1/2 → 5 once the expiry date has passed (97_05). */
export const expireCertificate = (
  tx: Tx,
  actor: CertificateActor,
  id: string,
  operation: CertificateOperation = {},
) => applyCertificateAction(tx, actor, id, 'expire', operation);
