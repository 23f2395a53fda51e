/**
 * Every tenant: the audit-time data (MD 5 tables, Annex C factors, policy, tariff, accreditation).
 * Demo tenants: the accepted demo applications get their reviews, continuing the same enterprises:
 * some pending, one returned to the applicant, some approved (contract awaiting approval) and some
 * whose contract is approved — the start of the audit programme.
 */
import { APPLICATION_STATUS, CONTRACT_STATUS } from '@cb/domain';
import { asc, eq } from 'drizzle-orm';
import type { TenantSeeder } from '../../platform/areas.ts';
import type { AuthUser } from '../../platform/auth/tokens.ts';
import { inTenant } from '../../platform/db/tenant.ts';
import { applicationsView, returnAcceptedApplication } from '../applications/door.ts';
import { runContractApproved } from './hooks.ts';
import { seedAuditTimeData } from './policy.ts';
import { approveReviewIn } from './review-approval.ts';
import { bodyAccreditations, contracts, reviewItems, reviewTasks } from './schema.ts';
import { createApplicationReview } from './tasks.ts';

const DAY = 86_400_000;
/** The demo body's CNAS accreditation number (management systems). */
export const DEMO_ACCREDITATION_NO = 'CNAS C068-M';

export const seedContractReview: TenantSeeder = async ({ tx, tenantId, demo, userIds }) => {
  await seedAuditTimeData(tx, tenantId, userIds.get('admin') ?? null);
  if (!demo) return;
  // The demo body's (fictitious) CNAS accreditation number, printed on its certificates with the mark.
  await tx
    .update(bodyAccreditations)
    .set({ accreditationNo: DEMO_ACCREDITATION_NO })
    .where(inTenant(bodyAccreditations, tenantId, [eq(bodyAccreditations.mark, 'CNAS')]));
  const staffId = userIds.get('staff') ?? userIds.get('admin');
  const adminId = userIds.get('admin');
  if (!staffId || !adminId) return;
  const staff: AuthUser = { tokenId: 'seed', userId: staffId, tenantId, username: 'staff' };
  const admin: AuthUser = { tokenId: 'seed', userId: adminId, tenantId, username: 'admin' };
  const accepted = await tx
    .select({ id: applicationsView.id, reviewedAt: applicationsView.reviewedAt })
    .from(applicationsView)
    .where(inTenant(applicationsView, tenantId, [eq(applicationsView.status, APPLICATION_STATUS.accepted)]))
    .orderBy(asc(applicationsView.createdAt));
  // Of every five accepted applications: contract approved, contract awaiting approval, pending,
  // pending, and (once) returned to the applicant.
  let returned = false;
  for (const [n, app] of accepted.entries()) {
    const taskId = await createApplicationReview(tx, staff, app.id);
    const created = new Date((app.reviewedAt?.getTime() ?? Date.now()) + DAY / 24);
    await tx
      .update(reviewTasks)
      .set({ createdAt: created, updatedAt: created })
      .where(eq(reviewTasks.id, taskId));
    const role = n % 5;
    if (role === 4 && !returned) {
      returned = true;
      const reason = '体系覆盖人数与营业执照登记人数不一致，请核实后重新提交';
      await tx
        .update(reviewTasks)
        .set({
          status: 1,
          returnReason: reason,
          reviewerId: staffId,
          reviewedAt: new Date(created.getTime() + DAY),
        })
        .where(eq(reviewTasks.id, taskId));
      await returnAcceptedApplication(tx, staff, app.id, reason);
      continue;
    }
    if (role > 1) continue;
    await tx.update(reviewItems).set({ confirmed: 1 }).where(eq(reviewItems.reviewTaskId, taskId));
    const [task] = await tx
      .select({ version: reviewTasks.version })
      .from(reviewTasks)
      .where(eq(reviewTasks.id, taskId));
    const reviewedAt = new Date(created.getTime() + DAY);
    const { contractId } = await approveReviewIn(
      tx,
      staff,
      { id: taskId, version: task!.version },
      reviewedAt,
    );
    if (role === 0) {
      const approvedAt = new Date(reviewedAt.getTime() + 2 * DAY);
      const [contract] = await tx
        .update(contracts)
        .set({
          status: CONTRACT_STATUS.approved,
          signedDate: new Date(reviewedAt.getTime() + DAY + 8 * 3_600_000).toISOString().slice(0, 10),
          signatory: '王经理',
          approvedBy: adminId,
          approvedAt,
          updatedBy: adminId,
        })
        .where(eq(contracts.id, contractId))
        .returning();
      await runContractApproved(tx, admin, contract!);
    }
  }
};
