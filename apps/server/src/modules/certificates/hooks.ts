/**
 * What later areas supply to the certificates (registered at module load, from their `area.ts`):
 *
 * - 变更审批 comes after the certificates in the lifecycle (an approved change reaches certificates
 *   that exist), yet 证书变更 (change-service.ts) lists the approved changes its certificates must
 *   still take over and marks a change done once its new versions are issued. change-approval
 *   provides both through `provideApprovedChanges`; without it there are none.
 */
import type { AuthUser } from '../../platform/auth/tokens.ts';
import type { Reader, Tx } from '../../platform/db/database.ts';

/** One certificate's share of an approved change that its next version must take over. */
export interface PendingCertificateChange {
  applicationChangeId: string;
  decidedAt: Date;
  certificateId: string;
  certNo: string;
  changeCodes: string[];
  fields: { key: string; label: string; after: string }[];
}

export interface ApprovedChanges {
  /** What approved changes the certificates must still take over, oldest first (one certificate's when given). */
  pending(tx: Reader, tenantId: number, certificateId?: string): Promise<PendingCertificateChange[]>;
  /** The new versions carrying the change are issued (in the issuing transaction). */
  complete(tx: Tx, user: AuthUser, applicationChangeId: string, note: string): Promise<void>;
}

let approvedChanges: ApprovedChanges | null = null;

/** change-approval's way in: where the approved changes waiting for new certificate versions come from. */
export function provideApprovedChanges(source: ApprovedChanges): void {
  approvedChanges = source;
}

export function pendingApprovedChanges(
  tx: Reader,
  tenantId: number,
  certificateId?: string,
): Promise<PendingCertificateChange[]> {
  return approvedChanges ? approvedChanges.pending(tx, tenantId, certificateId) : Promise.resolve([]);
}

export function completeApprovedChange(tx: Tx, user: AuthUser, applicationChangeId: string, note: string) {
  if (!approvedChanges) throw new Error('certificates: no approved-change source is registered');
  return approvedChanges.complete(tx, user, applicationChangeId, note);
}
