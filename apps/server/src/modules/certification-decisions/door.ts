/**
 * The certification decisions' door: the only file other areas import from
 * modules/certification-decisions (issue 29 item 3, docs/decisions.md "One door per area"). The
 * certificates, a later area, register what the decisions need of them here (hooks.ts).
 */

import { and, asc, eq } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Reader } from '../../platform/db/database.ts';
import { certificationDecisions } from './schema.ts';

/** The target of a foreign key to a certification decision: `.references(certificationDecisionKey)`. */
export const certificationDecisionKey = (): AnyPgColumn => certificationDecisions.id;

/** The enterprises whose decision is still to be made, oldest file first (later areas' demo data). */
export async function enterprisesAwaitingDecision(tx: Reader, tenantId: number): Promise<string[]> {
  const rows = await tx
    .select({ enterpriseId: certificationDecisions.enterpriseId })
    .from(certificationDecisions)
    .where(and(eq(certificationDecisions.tenantId, tenantId), eq(certificationDecisions.result, 0)))
    .orderBy(asc(certificationDecisions.createdAt), asc(certificationDecisions.id));
  return rows.map((r) => r.enterpriseId);
}

export { carryCertificateSerials, closeOpenTask, openChangeTasks } from './for-certificates.ts';
export {
  type CertificateActor,
  type CertificatesForDecisions,
  type HeldCertificate,
  type IssuedCertificate,
  provideCertificateKey,
  provideCertificates,
  provideTestReports,
  type TestReportsForDecisions,
} from './hooks.ts';
export {
  type DecidedItem,
  provideServiceSheets,
  type ServiceSheetsForDecisions,
} from './service-sheets.ts';
