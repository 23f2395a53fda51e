/**
 * A plan's approval (审核计划审批): submit, approve, return, reject and abort, each with the guards it
 * needs (the status machine, a second person approves, the §3.3 team checks on submit and approve),
 * the plan's history, the submitter told of the outcome, and on approval the audit notice issued in
 * the same transaction (notice-service.ts).
 */
import {
  approverRefusal,
  calendarDateOf,
  PLAN_ACTION_LABELS,
  type PlanAction,
  planActionRefusal,
  planTransition,
} from '@cb/domain';
import { eq } from 'drizzle-orm';
import type { AuthUser } from '../../platform/auth/tokens.ts';
import { updateVersioned } from '../../platform/crud/index.ts';
import type { Database } from '../../platform/db/database.ts';
import { inTenant } from '../../platform/db/tenant.ts';
import { badRequest, conflict, forbidden } from '../../platform/http/errors.ts';
import type { Notifier } from '../../platform/notify.ts';
import type { AuditNoticeService } from './notice-service.ts';
import { planTx, requirePlan } from './plan-access.ts';
import { planViolations } from './plan-checks.ts';
import { addUserHistory } from './plan-history.ts';
import { auditPlans, auditProjects } from './schema.ts';

export class PlanApprovalService {
  constructor(
    private readonly database: Database,
    private readonly clock: () => Date,
    private readonly notifier: Notifier,
    private readonly notices: AuditNoticeService,
  ) {}

  private today(): string {
    return calendarDateOf(this.clock());
  }

  /** Submit, approve, return, reject or abort, with the guards each needs. */
  act(
    user: AuthUser,
    body: { id: string; version: number; reason?: string },
    action: Exclude<PlanAction, 'changeTeam'>,
  ) {
    return planTx(this.database, user, async (tx) => {
      const plan = await requirePlan(tx, user, body.id);
      const refusal = planActionRefusal(plan.status, action, body.reason);
      if (refusal) throw conflict(refusal);
      if (action === 'approve') {
        const who = approverRefusal(plan.submittedBy, user.userId);
        if (who) throw forbidden(who);
      }
      if (action === 'submit' || action === 'approve') {
        const { violations } = await planViolations(tx, user.tenantId, plan, this.today());
        if (violations.length)
          throw badRequest(
            `${PLAN_ACTION_LABELS[action]}未通过：${violations.map((v) => v.message).join('；')}`,
          );
      }
      const status = planTransition(plan.status, action)!;
      const now = this.clock();
      const patch: Partial<typeof auditPlans.$inferInsert> = { status };
      if (action === 'submit') Object.assign(patch, { submittedBy: user.userId, submittedAt: now });
      if (action === 'approve') Object.assign(patch, { approvedBy: user.userId, approvedAt: now });
      if (body.reason) patch.reason = body.reason;
      const saved = await updateVersioned(tx, auditPlans, body.id, body.version, patch, user.userId);
      if (action === 'abort')
        await tx
          .update(auditProjects)
          .set({ status: 5 })
          .where(inTenant(auditProjects, user.tenantId, [eq(auditProjects.planId, body.id)]));
      await addUserHistory(
        tx,
        user,
        body.id,
        plan.status,
        status,
        PLAN_ACTION_LABELS[action],
        body.reason ?? '',
      );
      // An approved plan's audit notice is filed, sent to the team and mailed to the client at once.
      if (action === 'approve') await this.notices.issueNotice(tx, user, plan);
      if (action === 'approve' || action === 'return' || action === 'reject') {
        const text =
          action === 'approve'
            ? '已审批通过'
            : action === 'return'
              ? `被退回整改：${body.reason}`
              : `被驳回：${body.reason}`;
        if (plan.submittedBy && plan.submittedBy !== user.userId)
          await this.notifier.send(tx, user.tenantId, {
            title: `审核计划${plan.planNo}${text.slice(0, 5)}`,
            content: `${plan.enterpriseName}的审核计划${plan.planNo}${text}`,
            userIds: [plan.submittedBy],
            msgType: action === 'approve' ? '2' : '3',
          });
      }
      return { id: saved.id, version: saved.version, status };
    });
  }
}
