/**
 * What the certificates give the decisions (registered in certificates/area.ts through the
 * decisions' `provideCertificates`): the decisions come earlier in the lifecycle and do not import
 * the certificates. Each function runs in the caller's (deciding or issuing) transaction.
 */
import { desc, eq, inArray } from 'drizzle-orm';
import { inTenant } from '../../platform/db/tenant.ts';
import { updateVersioned } from '../../platform/db/versioned.ts';
import { uuidv7 } from '../../platform/ids.ts';
import type { CertificatesForDecisions } from '../certification-decisions/door.ts';
import { cycleExpiriesOf } from './extension.ts';
import { restoreCertificate, revokeCertificate, suspendCertificate } from './lifecycle.ts';
import { queueCertificateNotices } from './notices.ts';
import { keepCertificatePdf } from './pdf-store.ts';
import { certificateEvents, certificates } from './schema.ts';

export const certificatesForDecisions: CertificatesForDecisions = {
  async heldBy(tx, tenantId, enterpriseId) {
    const held = await tx
      .select({
        id: certificates.id,
        certNo: certificates.certNo,
        status: certificates.status,
        standardCode: certificates.standardCode,
        expiryDate: certificates.expiryDate,
        version: certificates.version,
      })
      .from(certificates)
      .where(
        inTenant(certificates, tenantId, [
          eq(certificates.enterpriseId, enterpriseId),
          inArray(certificates.status, [1, 2]),
        ]),
      )
      .orderBy(desc(certificates.issueDate));
    const cycle = await cycleExpiriesOf(
      tx,
      tenantId,
      held.map((c) => c.id),
    );
    return held.map((c) => ({ ...c, cycleExpiry: cycle.get(c.id) ?? c.expiryDate }));
  },

  async recordMaintained(tx, actor, certificate, event) {
    await tx.insert(certificateEvents).values({
      id: uuidv7(),
      tenantId: actor.tenantId,
      certificateId: certificate.id,
      eventType: 'maintain',
      fromStatus: certificate.status,
      toStatus: certificate.status,
      reason: event.reason,
      effectiveDate: event.effectiveDate,
      actorId: actor.userId,
    });
  },

  suspend: suspendCertificate,
  revoke: revokeCertificate,
  restore: restoreCertificate,

  async numbersOf(tx, tenantId, ids) {
    if (!ids.length) return new Map();
    const rows = await tx
      .select({ id: certificates.id, certNo: certificates.certNo, status: certificates.status })
      .from(certificates)
      .where(inTenant(certificates, tenantId, [inArray(certificates.id, [...ids])]));
    return new Map(rows.map((r) => [r.id, { certNo: r.certNo, status: r.status }]));
  },

  async issue(tx, actor, certificate, event) {
    await tx.insert(certificates).values({
      ...certificate,
      tenantId: actor.tenantId,
      status: 1,
      firstIssueDate: certificate.issueDate,
      createdBy: actor.userId,
      updatedBy: actor.userId,
    });
    await tx.insert(certificateEvents).values({
      id: event.id,
      tenantId: actor.tenantId,
      certificateId: certificate.id,
      eventType: 'issue',
      toStatus: 1,
      reason: event.reason,
      effectiveDate: certificate.issueDate,
      actorId: actor.userId,
    });
  },

  async replace(tx, actor, previous, by) {
    await updateVersioned(
      tx,
      certificates,
      previous.id,
      previous.version,
      { status: 99, replacedById: by.id },
      actor.userId,
    );
    await tx.insert(certificateEvents).values({
      id: uuidv7(),
      tenantId: actor.tenantId,
      certificateId: previous.id,
      eventType: 'reissue',
      fromStatus: previous.status,
      toStatus: 99,
      reasonCode: '0102',
      reason: `再认证换发新证书${by.certNo}`,
      effectiveDate: by.effectiveDate,
      actorId: actor.userId,
    });
  },

  async announceIssued(tx, actor, pdf, certificate, event) {
    if (pdf.files && pdf.origin)
      await keepCertificatePdf(tx, pdf.files, {
        tenantId: actor.tenantId,
        userId: actor.userId,
        certificateId: certificate.id,
        reason: 'issue',
        note: pdf.note,
        origin: pdf.origin,
        requireTemplate: false,
      });
    await queueCertificateNotices(tx, actor, certificate, {
      id: event.id,
      action: 'issue',
      effectiveDate: event.effectiveDate,
      suspendUntil: null,
      reasonCode: '',
      expiryDate: event.expiryDate,
      standard: event.standard,
    });
  },
};
