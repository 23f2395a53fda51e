/**
 * A certificate's validity extended after an extraordinary event (应急响应, BUSINESS.md §7: at most
 * 6 months, by a letter to the client). The emergencies area checks the limit and keeps the letter;
 * this moves the expiry date of a valid or suspended certificate in the caller's transaction (row
 * lock, versioned update with its audit trail) and records a change event with the dates before and
 * after, so the expiry job, the public pages and the regulator's report read the new date. The
 * event's change type `VALIDITY_EXTENSION` marks it as an extension (not a correction of a mistyped
 * date): `cycleExpiriesOf` reads the first one's date before, the end of the certificate's cycle.
 */
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Reader, Tx } from '../../platform/db/database.ts';
import { inTenant } from '../../platform/db/tenant.ts';
import { updateVersioned } from '../../platform/db/versioned.ts';
import { badRequest, notFound } from '../../platform/http/errors.ts';
import { uuidv7 } from '../../platform/ids.ts';
import type { CertificateActor } from './lifecycle.ts';
import { certificateEvents, certificates } from './schema.ts';

/** The change type of a validity extension's event (no CNCA change code: the regulator sees the new date). */
export const VALIDITY_EXTENSION = 'validity_extension';

export async function extendCertificateValidity(
  tx: Tx,
  actor: CertificateActor,
  id: string,
  change: { expiryDate: string; effectiveDate: string; reason: string },
): Promise<{ id: string; version: number; expiryDate: string }> {
  const [row] = await tx
    .select()
    .from(certificates)
    .where(inTenant(certificates, actor.tenantId, [eq(certificates.id, id)]))
    .for('update');
  if (!row) throw notFound('证书不存在');
  if (row.status !== 1 && row.status !== 2) throw badRequest('只有有效或暂停的证书可以延长有效期');
  if (!row.expiryDate || change.expiryDate <= row.expiryDate)
    throw badRequest('延长后的有效期必须晚于原有效期');
  const updated = await updateVersioned(
    tx,
    certificates,
    id,
    row.version,
    { expiryDate: change.expiryDate },
    actor.userId,
  );
  await tx.insert(certificateEvents).values({
    id: uuidv7(),
    tenantId: actor.tenantId,
    certificateId: id,
    eventType: 'change',
    changeType: VALIDITY_EXTENSION,
    fromStatus: row.status,
    toStatus: row.status,
    reason: change.reason,
    effectiveDate: change.effectiveDate,
    before: { expiryDate: row.expiryDate },
    after: { expiryDate: change.expiryDate },
    approvedBy: actor.userId,
    actorId: actor.userId,
  });
  return { id, version: updated.version, expiryDate: change.expiryDate };
}

/**
 * The end of each certificate's cycle: the expiry date before its first validity extension, for
 * those of `ids` ever extended (the others' cycle ends on their expiry date). One indexed read of the
 * certificates' events (certificate_events_certificate_idx).
 */
export async function cycleExpiriesOf(
  tx: Reader,
  tenantId: number,
  ids: readonly string[],
): Promise<Map<string, string>> {
  if (!ids.length) return new Map();
  const rows = await tx
    .select({ certificateId: certificateEvents.certificateId, before: certificateEvents.before })
    .from(certificateEvents)
    .where(
      inTenant(certificateEvents, tenantId, [
        inArray(certificateEvents.certificateId, [...ids]),
        and(eq(certificateEvents.eventType, 'change'), eq(certificateEvents.changeType, VALIDITY_EXTENSION)),
      ]),
    )
    .orderBy(asc(certificateEvents.createdAt));
  const cycle = new Map<string, string>();
  for (const row of rows) {
    const before = (row.before ?? {}) as { expiryDate?: string };
    if (before.expiryDate && !cycle.has(row.certificateId)) cycle.set(row.certificateId, before.expiryDate);
  }
  return cycle;
}
