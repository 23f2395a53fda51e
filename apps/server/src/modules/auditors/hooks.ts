/**
 * What later areas do when an auditor is renamed (registered at module load, from their `area.ts`,
 * through this area's door): 劳务与薪酬 (auditor-pay) keeps the name on its settlement groups, which
 * its list sorts and filters by. Each hook runs inside the renaming transaction: its failure rolls
 * the rename back. The auditors area writes only its own tables; each listener writes its own.
 */
import type { Tx } from '../../platform/db/database.ts';

export interface AuditorRenamed {
  tenantId: number;
  auditorId: string;
  name: string;
  previousName: string;
}

export type AuditorRenamedHook = (tx: Tx, event: AuditorRenamed) => Promise<void>;

const hooks: AuditorRenamedHook[] = [];

/** Registers a hook run in the transaction that changes an auditor's name. */
export function onAuditorRenamed(hook: AuditorRenamedHook): void {
  hooks.push(hook);
}

export async function runAuditorRenamed(tx: Tx, event: AuditorRenamed): Promise<void> {
  for (const hook of hooks) await hook(tx, event);
}
