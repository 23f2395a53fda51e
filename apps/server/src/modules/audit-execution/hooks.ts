/**
 * What later areas do when a project's audit is over — its on-site audit finished, or a stage 1's
 * conclusion submitted (registered at module load, from
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

/** Registers a hook run in the transaction that finishes a project's audit (or submits stage 1's conclusion). */
export function onAuditFinished(hook: AuditFinishedHook): void {
  hooks.push(hook);
}

export async function runAuditFinished(tx: Tx, event: AuditFinished): Promise<void> {
  for (const hook of hooks) await hook(tx, event);
}
