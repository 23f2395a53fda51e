/**
 * The public checks' door: the only file other areas import from modules/public-checks (docs/
 * decisions.md "One door per area"). 培训认证 (training-certification) publishes its certificates
 * as the training certificates 证书管理 › 培训证书 lists and /trainCertificate/check verifies.
 */
import { and, eq, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Reader, Tx } from '../../platform/db/database.ts';
import { trainingCertificates } from './schema.ts';
import { insertTrainingCertificate } from './training-repository.ts';

/** The target of a foreign key to a training certificate. */
export const trainingCertificateKey = (): AnyPgColumn => trainingCertificates.id;

/** The unique index of a training certificate's number and its Chinese message. */
export const TRAINING_CERTIFICATE_NO_TAKEN = { training_certificates_no_uq: '培训证书编号已存在' } as const;

export interface IssuedTrainingCertificate {
  certNo: string;
  holderName: string;
  holderIdCardNo: string;
  employer: string;
  courseName: string;
  standardName: string;
  courseHours: number;
  trainingFrom: string;
  trainingTo: string;
  issueDate: string;
  validTo: string | null;
  remark: string;
}

/** Creates the (valid) training certificate; a taken number throws the unique violation above. */
export function issueTrainingCertificate(
  tx: Tx,
  tenantId: number,
  userId: string,
  certificate: IssuedTrainingCertificate,
): Promise<{ id: string; version: number }> {
  return insertTrainingCertificate(tx, tenantId, userId, {
    ...certificate,
    certNo: certificate.certNo.toUpperCase(),
  });
}

/** Whether a training certificate of this number (any case) exists in the tenant. */
export async function trainingCertificateNoTaken(tx: Reader, tenantId: number, certNo: string) {
  const rows = await tx
    .select({ id: trainingCertificates.id })
    .from(trainingCertificates)
    .where(
      and(
        eq(trainingCertificates.tenantId, tenantId),
        sql`upper(${trainingCertificates.certNo}) = ${certNo.toUpperCase()}`,
      ),
    )
    .limit(1);
  return rows.length > 0;
}
