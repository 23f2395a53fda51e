/**
 * What the certificates supply to the decisions. The certificates come after the decisions in the
 * lifecycle (a decision leaves the task a certificate is issued, maintained or suspended from) and
 * import the decisions' door; the decisions reach the certificates only through what the
 * certificates register here at module load:
 *
 * - `provideCertificates` (certificates/area.ts): the enterprise's held certificates, the event a
 *   passed surveillance leaves, the state machine (suspend, revoke, restore), the numbers the task
 *   lists show, and the issue itself (证书发放: the certificate, its events, the replaced one, the
 *   PDF and the notices) — each inside the deciding or issuing transaction;
 * - `provideCertificateKey` (certificates/schema.ts): the target of certificate_tasks'
 *   foreign key to a certificate (drizzle resolves it only when the schema is read, e.g. drizzle-kit).
 *
 * The test reports, also a later area, register `provideTestReports` (test-reports/area.ts): the
 * client's 不合格 reports the decision file warns of, and their use recorded when deciding.
 */
import type { CertificateSite, FileTestReportWarning } from '@cb/domain';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Reader, Tx } from '../../platform/db/database.ts';
import type { FileStorage } from '../../platform/files/storage.ts';

export interface CertificateActor {
  tenantId: number;
  userId: string | null;
}

/** A valid (1) or suspended (2) certificate of an enterprise. */
export interface HeldCertificate {
  id: string;
  certNo: string;
  status: number;
  standardCode: string;
  expiryDate: string;
  /**
   * The expiry date the certificate's cycle ends on: its expiry before any validity extension
   * (应急响应, BUSINESS.md §7), else its expiry. A recertification counts its new cycle from it, so
   * an extension never moves the next cycle (issue 38: "the next cycle keeps its original dates").
   */
  cycleExpiry: string;
  version: number;
}

/** The printed data of a certificate issued from a task (status 1, first issued on its issue date). */
export interface IssuedCertificate {
  id: string;
  certNo: string;
  certificateType: string;
  standardCode: string;
  standardName: string;
  standardVersion: string;
  certificateStandardId: string | null;
  issueDate: string;
  expiryDate: string;
  scopeZh: string;
  scopeEn: string;
  enterpriseId: string;
  enterpriseName: string;
  enterpriseNameEn: string;
  enterpriseAddress: string;
  enterpriseAddressEn: string;
  marks: string;
  accreditationNo: string;
  sites: CertificateSite[];
  remark: string;
}

export interface CertificatesForDecisions {
  /** The enterprise's valid or suspended certificates, latest issue first. */
  heldBy(tx: Reader, tenantId: number, enterpriseId: string): Promise<HeldCertificate[]>;
  /** A passed surveillance keeps the certificate's status: its history says why ('maintain'). */
  recordMaintained(
    tx: Tx,
    actor: CertificateActor,
    certificate: { id: string; status: number },
    event: { reason: string; effectiveDate: string },
  ): Promise<void>;
  suspend(
    tx: Tx,
    actor: CertificateActor,
    id: string,
    operation: { reasonCode: string; reason?: string; suspendUntil: string },
  ): Promise<unknown>;
  revoke(
    tx: Tx,
    actor: CertificateActor,
    id: string,
    operation: { reasonCode: string; reason?: string },
  ): Promise<unknown>;
  restore(tx: Tx, actor: CertificateActor, id: string, operation: { reason?: string }): Promise<unknown>;
  /** Number and status of the given certificates (the task lists). */
  numbersOf(
    tx: Reader,
    tenantId: number,
    ids: readonly string[],
  ): Promise<Map<string, { certNo: string; status: number }>>;
  /** Inserts the issued certificate and its 'issue' event. */
  issue(
    tx: Tx,
    actor: CertificateActor,
    certificate: IssuedCertificate,
    event: { id: string; reason: string },
  ): Promise<void>;
  /** A recertification's new certificate replaces the old one (99, replacement reason 0102). */
  replace(
    tx: Tx,
    actor: CertificateActor,
    previous: { id: string; version: number; status: number },
    by: { id: string; certNo: string; effectiveDate: string },
  ): Promise<void>;
  /** The issued certificate's PDF (when storage and an origin are given) and the enterprise's notices. */
  announceIssued(
    tx: Tx,
    actor: CertificateActor,
    pdf: { files: FileStorage | undefined; origin: string | undefined; note: string },
    certificate: { id: string; certNo: string; enterpriseName: string; enterpriseId: string },
    event: { id: string; effectiveDate: string; expiryDate: string; standard: string },
  ): Promise<void>;
}

let certificatesPort: CertificatesForDecisions | null = null;

/** The certificates' way in (certificates/area.ts). */
export function provideCertificates(port: CertificatesForDecisions): void {
  certificatesPort = port;
}

export function certificatesArea(): CertificatesForDecisions {
  if (!certificatesPort)
    throw new Error('certification-decisions: the certificates are not registered (certificates/area.ts)');
  return certificatesPort;
}

let certificateKeyOf: (() => AnyPgColumn) | null = null;

/** The certificates' table key, for certificate_tasks.certificate_id (certificates/schema.ts). */
export function provideCertificateKey(key: () => AnyPgColumn): void {
  certificateKeyOf = key;
}

export function certificateKey(): AnyPgColumn {
  if (!certificateKeyOf)
    throw new Error(
      'certification-decisions: the certificates schema is not loaded (certificates/schema.ts)',
    );
  return certificateKeyOf();
}

/**
 * What the test reports (a later area, test-reports/area.ts) supply to the decision: the 不合格
 * reports of the project's enterprise shown as warnings on the decision file, and, inside the
 * deciding transaction, the record that the decision used them (so they cannot be deleted).
 * Without a registration the file has no warnings.
 */
export interface TestReportsForDecisions {
  warningsOf(tx: Reader, tenantId: number, enterpriseId: string): Promise<FileTestReportWarning[]>;
  /** Records the reports warning now as used by the decision (same rule as `warningsOf`). */
  recordUsed(tx: Tx, actor: CertificateActor, decisionId: string, enterpriseId: string): Promise<void>;
}

let testReportsPort: TestReportsForDecisions | null = null;

/** The test reports' way in (test-reports/area.ts). */
export function provideTestReports(port: TestReportsForDecisions): void {
  testReportsPort = port;
}

export function testReportsArea(): TestReportsForDecisions | null {
  return testReportsPort;
}
