/**
 * Demo technical reviews and decisions (demo tenants only). Audit execution's demo leaves one file
 * complete (待技术审定) whose team the demo `auditor` led: it stays in 待分配, where the allocator
 * sees that auditor excluded with the reason. Five more audits of the demo enterprises, audited by
 * other auditors, reach this stage here: one more in 待分配, one assigned to the demo `auditor` as
 * technical reviewer (their 技术审定任务), two reviewed and waiting for the demo `decider` (认证审批) —
 * on one of them the decider, also a registered auditor, was a team member and is refused — and one
 * decided (已决定, with its certificate issue task). Every step after the file goes through the
 * service's own rules, inside the seed's transaction.
 */
import { addDays, calendarDateOf, DEFAULT_REVIEW_ITEMS, ISO_17021_2015_RULES } from '@cb/domain';
import { and, asc, eq, isNull, ne, or, sql } from 'drizzle-orm';
import type { TenantSeeder } from '../../platform/areas.ts';
import type { AuthUser } from '../../platform/auth/tokens.ts';
import type { Database, Tx } from '../../platform/db/database.ts';
import { inTenant } from '../../platform/db/tenant.ts';
import { insertDemoExecution } from '../audit-execution/door.ts';
import {
  insertDemoPlans,
  insertDemoProgrammes,
  insertDemoProjects,
  insertDemoTeamMembers,
} from '../audit-programmes/door.ts';
import {
  auditorCodeCompetencesView,
  auditorQualificationsView,
  auditorsView,
  linkDemoAuditorToUser,
} from '../auditors/door.ts';
import { demoBusinessOf, enterprisesView } from '../customers/door.ts';
import { CaseAllocationService } from './allocation.ts';
import { DecisionService } from './decision.ts';
import { TechnicalReviewService } from './technical-review.ts';

const silent = { send: async () => null };

export const seedCertificationDecisions: TenantSeeder = async ({ tx, tenantId, demo, userIds }) => {
  if (!demo) return;
  const staffId = userIds.get('admin');
  const deciderId = userIds.get('decider');
  const auditorUserId = userIds.get('auditor');
  if (!staffId || !deciderId || !auditorUserId) return;
  const today = calendarDateOf(new Date());
  const [reviewer] = await tx
    .select({ id: auditorsView.id })
    .from(auditorsView)
    .where(inTenant(auditorsView, tenantId, [eq(auditorsView.userId, auditorUserId)]));
  if (!reviewer) return;
  // The codes the demo reviewer is competent in under a registration valid today.
  const competences = await tx
    .select({ scheme: auditorCodeCompetencesView.scheme, code: auditorCodeCompetencesView.code })
    .from(auditorCodeCompetencesView)
    .innerJoin(
      auditorQualificationsView,
      and(
        eq(auditorQualificationsView.auditorId, auditorCodeCompetencesView.auditorId),
        eq(auditorQualificationsView.scheme, auditorCodeCompetencesView.scheme),
      ),
    )
    .where(
      and(
        eq(auditorCodeCompetencesView.auditorId, reviewer.id),
        eq(auditorCodeCompetencesView.status, 1),
        sql`${auditorQualificationsView.validFrom} <= ${today} and ${auditorQualificationsView.validTo} >= ${today}`,
      ),
    )
    .orderBy(asc(auditorCodeCompetencesView.scheme), asc(auditorCodeCompetencesView.code));
  const team = await tx
    .select({ id: auditorsView.id })
    .from(auditorsView)
    .where(
      inTenant(auditorsView, tenantId, [
        ne(auditorsView.id, reviewer.id),
        eq(auditorsView.status, 1),
        or(isNull(auditorsView.userId), ne(auditorsView.userId, userIds.get('reviewer') ?? reviewer.id)),
      ]),
    )
    .orderBy(asc(auditorsView.createdAt))
    .limit(3);
  // The last demo enterprises whose own line of business the reviewer is competent in: each file's
  // scope and code are its enterprise's (the scheme the reviewer holds it under).
  const ents = (
    await tx
      .select({ id: enterprisesView.id, industryCode: enterprisesView.industryCode })
      .from(enterprisesView)
      .where(eq(enterprisesView.tenantId, tenantId))
      .orderBy(asc(enterprisesView.code))
  )
    .reverse()
    .flatMap((e) => {
      const business = demoBusinessOf(e.industryCode);
      const competence = business && competences.find((c) => c.code === business.code);
      return business && competence
        ? [{ id: e.id, scopeText: business.scopeZh, scheme: competence.scheme, code: competence.code }]
        : [];
    });
  if (team.length < 3 || ents.length < 5) return;

  const leader = team[1]!.id;
  const by = { createdBy: staffId, updatedBy: staffId };
  // The demo decider is also a registered auditor (team[2]); one audit had them on its team.
  const [deciderAuditor] = await tx
    .select({ id: auditorsView.id })
    .from(auditorsView)
    .where(inTenant(auditorsView, tenantId, [eq(auditorsView.userId, deciderId)]));
  const deciderOnTeam = deciderAuditor?.id ?? team[2]!.id;
  if (!deciderAuditor) await linkDemoAuditorToUser(tx, deciderOnTeam, deciderId);
  type State = 'await' | 'assigned' | 'reviewed' | 'decided';
  const fixtures: { auditType: number; daysAgo: number; state: State; member: string }[] = [
    { auditType: 1, daysAgo: 40, state: 'decided', member: team[0]!.id },
    { auditType: 4, daysAgo: 30, state: 'reviewed', member: team[0]!.id },
    { auditType: 1, daysAgo: 28, state: 'reviewed', member: deciderOnTeam },
    { auditType: 1, daysAgo: 25, state: 'assigned', member: team[0]!.id },
    { auditType: 4, daysAgo: 21, state: 'await', member: team[0]!.id },
  ];

  const inSeed = {
    tenantTx: (_ctx: unknown, fn: (t: Tx) => unknown) => fn(tx),
    tenantRead: (_ctx: unknown, fn: (t: Tx) => unknown) => fn(tx),
  } as unknown as Database;
  const deps = [inSeed, () => new Date(), silent] as const;
  const allocation = new CaseAllocationService(...deps);
  const technicalReview = new TechnicalReviewService(...deps);
  const decision = new DecisionService(...deps);
  const as = (userId: string, username: string): AuthUser => ({
    tokenId: 'seed',
    userId,
    tenantId,
    username,
  });
  const allocator = as(staffId, 'admin');
  const decider = as(deciderId, 'decider');
  const findings = DEFAULT_REVIEW_ITEMS.map((item) => ({ item, ok: true, note: '符合要求' }));

  for (const [i, f] of fixtures.entries()) {
    const { id: enterpriseId, scopeText, scheme, code } = ents[i]!;
    const projectId = await completeAudit(tx, tenantId, by, {
      ...f,
      enterpriseId,
      serial: i + 1,
      today,
      leader,
      scopeText,
      scheme,
      code,
    });
    if (f.state === 'await') continue;
    const file = await decision.file(allocator, projectId);
    const review = await allocation.assign(allocator, {
      projectId,
      round: 1,
      auditorId: reviewer.id,
      projectVersion: file.project.version,
    });
    if (f.state === 'assigned') continue;
    await technicalReview.submitReview(as(auditorUserId, 'auditor'), {
      id: review.id,
      version: review.version,
      result: 1,
      findings,
      reason: '',
      rejectTarget: 1,
    });
    if (f.state === 'reviewed') continue;
    const ready = await decision.file(decider, projectId);
    if (!ready.decision || ready.refusal) continue;
    await decision.decide(decider, {
      projectId,
      version: ready.decision.version,
      result: 1,
      decisionDate: today,
      rationale: '审核组推荐认证，技术审定通过，不符合项已关闭，认证范围适宜，同意通过认证。',
    });
  }
};

/** A finished audit of the demo whose file the archive clerk has confirmed (待技术审定). */
async function completeAudit(
  tx: Tx,
  tenantId: number,
  by: { createdBy: string; updatedBy: string },
  a: {
    enterpriseId: string;
    auditType: number;
    daysAgo: number;
    serial: number;
    today: string;
    leader: string;
    member: string;
    scheme: string;
    code: string;
    scopeText: string;
  },
): Promise<string> {
  const from = addDays(a.today, -a.daysAgo);
  const to = addDays(from, 1);
  const [programme] = await insertDemoProgrammes(tx, {
    tenantId,
    enterpriseId: a.enterpriseId,
    contractNo: `HT-JD-${String(a.serial).padStart(3, '0')}`,
    scheme: a.scheme,
    standardName: '管理体系认证',
    scopeText: a.scopeText,
    codes: [a.code],
    stage1Days: 1,
    stage2Days: 2,
    surveillanceDays: 1,
    recertificationDays: 2,
    ruleSetId: ISO_17021_2015_RULES.id,
    ...by,
  });
  const [plan] = await insertDemoPlans(tx, {
    tenantId,
    planNo: `R-JD${a.today.slice(2, 4)}${String(a.serial).padStart(4, '0')}`,
    enterpriseId: a.enterpriseId,
    status: 3,
    method: 1,
    schedule: [
      { date: from, period: 3 },
      { date: to, period: 3 },
    ],
    startDate: from,
    endDate: to,
    approvedAt: new Date(),
    ...by,
  });
  const halfDays = [`${from}:1`, `${from}:2`, `${to}:1`, `${to}:2`];
  await insertDemoTeamMembers(tx, [
    {
      tenantId,
      planId: plan!.id,
      auditorId: a.leader,
      role: 1,
      scheme: a.scheme,
      codes: [a.code],
      halfDays,
      fromDate: from,
      toDate: to,
      ...by,
    },
    {
      tenantId,
      planId: plan!.id,
      auditorId: a.member,
      role: 2,
      scheme: a.scheme,
      halfDays,
      fromDate: from,
      toDate: to,
      sortNo: 1,
      ...by,
    },
  ]);
  const [project] = await insertDemoProjects(tx, {
    tenantId,
    programmeId: programme!.id,
    enterpriseId: a.enterpriseId,
    planId: plan!.id,
    auditType: a.auditType,
    stage: a.auditType === 1 ? 2 : null,
    scheme: a.scheme,
    codes: [a.code],
    dueFrom: addDays(from, -30),
    dueTo: addDays(to, 30),
    days: 2,
    status: 1,
    ...by,
  });
  await insertDemoExecution(tx, {
    tenantId,
    projectId: project!.id,
    stage: 10,
    stageOneFlag: a.auditType === 1 ? 1 : 0,
    stage1Conclusion: a.auditType === 1 ? 1 : null,
    lastOnsiteDay: to,
    finishedAt: new Date(),
    archivedBy: by.createdBy,
    archivedAt: new Date(`${addDays(to, 5)}T10:00:00+08:00`),
    ...by,
  });
  return project!.id;
}
