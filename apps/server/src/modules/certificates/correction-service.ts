/**
 * 证书修改 (/zsfx/update/{id}): an entry error in the printed text of the current version corrected
 * in place — the same row, number and version of the number — in one transaction: the row locked
 * and checked against the version the user saw (409 when stale), the rule of @cb/domain
 * certificates/correction.ts, the update (the audit trigger writes it to the operation log), a
 * `correct` event with the before and after texts and the reason in the certificate's history, and
 * the current PDF regenerated and kept (pdf-store.ts) when a template fits.
 */
import {
  CERTIFICATE_CORRECTION_FIELDS,
  type CertificateCorrectionField,
  type CertificateCorrectionInput,
  certificateCorrectionBody,
  certificateCorrectionProblem,
  correctedCertificateFields,
} from '@cb/domain';
import { eq } from 'drizzle-orm';
import type { AuthUser } from '../../platform/auth/tokens.ts';
import type { Database } from '../../platform/db/database.ts';
import { inTenant } from '../../platform/db/tenant.ts';
import { updateVersioned } from '../../platform/db/versioned.ts';
import type { FileStorage } from '../../platform/files/storage.ts';
import { badRequest, conflict, notFound } from '../../platform/http/errors.ts';
import { uuidv7 } from '../../platform/ids.ts';
import { keepCertificatePdf } from './pdf-store.ts';
import { certificateEvents, certificates } from './schema.ts';
import { chinaToday } from './status.ts';

export class CertificateCorrectionService {
  constructor(
    private readonly database: Database,
    private readonly files: FileStorage,
    private readonly clock: () => Date = () => new Date(),
  ) {}

  /** `origin`: the QR code's host of the regenerated PDF (the configured public address). */
  correct(user: AuthUser, input: CertificateCorrectionInput, origin: string) {
    const { id, version, reason, ...fields } = certificateCorrectionBody.parse(input);
    const today = chinaToday(this.clock());
    return this.database.tenantTx({ tenantId: user.tenantId, userId: user.userId }, async (tx) => {
      const [row] = await tx
        .select()
        .from(certificates)
        .where(inTenant(certificates, user.tenantId, [eq(certificates.id, id)]))
        .for('update');
      if (!row) throw notFound('证书不存在');
      if (row.version !== version) throw conflict();
      const current = Object.fromEntries(
        CERTIFICATE_CORRECTION_FIELDS.map((f) => [f.code, row[f.code]]),
      ) as Record<CertificateCorrectionField, string>;
      const problem = certificateCorrectionProblem(
        { status: row.status, expiryDate: row.expiryDate, fields: current },
        { reason, fields },
        today,
      );
      if (problem) throw badRequest(problem);

      const before: Record<string, string> = {};
      const after: Record<string, string> = {};
      for (const key of correctedCertificateFields(current, fields)) {
        before[key] = current[key];
        after[key] = fields[key]!.trim();
      }
      const saved = await updateVersioned(tx, certificates, id, version, after, user.userId);
      const labels = Object.keys(after)
        .map((key) => CERTIFICATE_CORRECTION_FIELDS.find((f) => f.code === key)!.zh)
        .join('、');
      const note = `更正${labels}：${reason}`;
      await tx.insert(certificateEvents).values({
        id: uuidv7(),
        tenantId: user.tenantId,
        certificateId: id,
        eventType: 'correct',
        fromStatus: row.status,
        toStatus: row.status,
        reason: note.slice(0, 1000),
        effectiveDate: today,
        before,
        after,
        actorId: user.userId,
      });
      const pdf = await keepCertificatePdf(tx, this.files, {
        tenantId: user.tenantId,
        userId: user.userId,
        certificateId: id,
        reason: 'correct',
        note,
        origin,
        requireTemplate: false,
      });
      return { id, version: saved.version, pdfId: pdf?.pdfId ?? null };
    });
  }
}
