/**
 * What 服务认证 (service-certification, a later area) supplies to the decision of a GB/T 27922
 * application item: the audit's evaluation sheet must be saved and not 不合格 for the decision to pass
 * (issue 37 item 4), and the decided item's service project follows the decision. Registered at
 * module load (service-certification/area.ts); without a registration nothing is refused.
 */
import { and, eq } from 'drizzle-orm';
import type { Reader, Tx } from '../../platform/db/database.ts';
import { auditProgrammesView, auditProjectsView } from '../audit-programmes/door.ts';
import { contractItemsView } from '../contract-review/door.ts';
import type { CertificateActor } from './hooks.ts';

/** The contract item an audit project's programme was made from, with its standard. */
export interface DecidedItem {
  contractItemId: string;
  standardCode: string;
}

export interface ServiceSheetsForDecisions {
  /** Why a passing decision of the item is refused (its sheet), or null (not a service item, or its sheet passes). */
  passRefusal(tx: Reader, tenantId: number, item: DecidedItem): Promise<string | null>;
  /** The decision was made (inside the deciding transaction): the item's service project follows it. */
  recordDecided(tx: Tx, actor: CertificateActor, item: DecidedItem, result: number): Promise<void>;
}

let serviceSheetsPort: ServiceSheetsForDecisions | null = null;

/** The service certification's way in (service-certification/area.ts). */
export function provideServiceSheets(port: ServiceSheetsForDecisions): void {
  serviceSheetsPort = port;
}

export function serviceSheetsArea(): ServiceSheetsForDecisions | null {
  return serviceSheetsPort;
}

/** The contract item of an audit project (through its programme), or null for a programme typed in by hand. */
export async function decidedItemOf(
  tx: Reader,
  tenantId: number,
  projectId: string,
): Promise<DecidedItem | null> {
  const [row] = await tx
    .select({ contractItemId: contractItemsView.id, standardCode: contractItemsView.standardCode })
    .from(auditProjectsView)
    .innerJoin(auditProgrammesView, eq(auditProgrammesView.id, auditProjectsView.programmeId))
    .innerJoin(contractItemsView, eq(contractItemsView.id, auditProgrammesView.contractItemId))
    .where(and(eq(auditProjectsView.tenantId, tenantId), eq(auditProjectsView.id, projectId)));
  return row ?? null;
}
