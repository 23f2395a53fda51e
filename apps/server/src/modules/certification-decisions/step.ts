/**
 * Shared by every use case of the certification decisions (case allocation, technical review, the
 * decision, certificate tasks): the base class holding the database, clock and notifier, the project
 * lookups (plain and locked for the transaction), the setting that asks for a second review, the next
 * round an allocator may assign, and the small label helpers the list rows use.
 */
import { calendarDateOf, labelOf, projectAuditStatusLabel, type ReviewRound } from '@cb/domain';
import type { z } from 'zod';
import type { AuthUser } from '../../platform/auth/tokens.ts';
import type { Database, Reader, Tx } from '../../platform/db/database.ts';
import { notFound } from '../../platform/http/errors.ts';
import type { Notifier } from '../../platform/notify.ts';
import { readSetting } from '../../platform/settings/settings.ts';
import * as repo from './repository.ts';

export type In<T extends z.ZodType> = z.infer<T>;
export const label = (table: Parameters<typeof labelOf>[0], code: number | null | undefined) =>
  labelOf(table, code) ?? '';
export const iso = (d: Date | null | undefined) => (d ? d.toISOString() : null);

export function statusLabelOf(p: {
  status: number;
  stage?: number | null;
  techAuditStatus?: number | null;
  decideStatus?: number | null;
  auditStatus?: number | null;
  stageOneFlag?: number | null;
}) {
  return projectAuditStatusLabel(p)?.zh ?? '';
}

/** What every step of the decisions shares: the database, the clock, the notifier and the project. */
export abstract class DecisionStep {
  constructor(
    protected readonly database: Database,
    protected readonly clock: () => Date,
    protected readonly notifier: Notifier,
  ) {}

  protected today(): string {
    return calendarDateOf(this.clock());
  }

  protected async secondReviewRequired(tx: Reader, tenantId: number) {
    return (await readSetting(tx, tenantId, 'technicalReview')).secondReviewRequired;
  }

  protected async project(tx: Reader, user: AuthUser, id: string) {
    const row = await repo.findProject(tx, user.tenantId, id);
    if (!row) throw notFound('审核项目不存在');
    return row;
  }

  /** The project locked for the rest of the transaction, or 404. */
  protected async lockedProject(tx: Tx, user: AuthUser, id: string) {
    const row = await repo.lockProject(tx, user.tenantId, id);
    if (!row) throw notFound('审核项目不存在');
    return row;
  }

  /** The round an allocator can assign now, or null. */
  protected nextRound(
    project: repo.DecisionProject,
    reviews: readonly { round: number; result: number; superseded?: number }[],
    second: boolean,
  ): ReviewRound | null {
    if (project.status !== 1 || project.stage !== 10) return null;
    // Reviews before the file's last return (a rejection) no longer count.
    const active = reviews.filter((r) => !r.superseded && r.result !== 2);
    if (active.some((r) => r.result === 0)) return null;
    const passed1 = active.some((r) => r.round === 1 && r.result === 1);
    if (!passed1) return 1;
    if (second && !active.some((r) => r.round === 2 && r.result === 1)) return 2;
    return null;
  }
}
