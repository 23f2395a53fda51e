/**
 * What later areas do when a project's on-site audit is finished (registered at module load, from
 * their `area.ts`, through this area's door): 劳务与薪酬 (auditor-pay) computes the team's labour
 * fees when the last project of the plan is finished. Each hook runs inside the finishing
 * transaction: its failure rolls the finish back.
 */
import type { Tx } from '../../platform/db/database.ts';

export interface AuditFinished {
  tenantId: number;
  /** Who finished it. */
  userId: string;
  projectId: string;
  planId: string | null;
  lastOnsiteDay: string;
}

export type AuditFinishedHook = (tx: Tx, event: AuditFinished) => Promise<void>;

const hooks: AuditFinishedHook[] = [];

/** Registers a hook run in the transaction that finishes a project's on-site audit. */
export function onAuditFinished(hook: AuditFinishedHook): void {
  hooks.push(hook);
}

export async function runAuditFinished(tx: Tx, event: AuditFinished): Promise<void> {
  for (const hook of hooks) await hook(tx, event);
}
