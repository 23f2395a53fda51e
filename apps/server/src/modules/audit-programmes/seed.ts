/**
 * Demo programmes and plans of a new tenant, continuing the demo enterprises: the approved demo
 * contracts already have their programmes (contract approval generates them); the first demo
 * enterprises get a typed-in programme too (one a transfer), so every state of this stage shows.
 * Due rows become projects and plans; the plans are left in each state: to be arranged, to be
 * approved, to be rectified, approved (with the demo auditor on the team) and aborted.
 */
import {
  addDays,
  calendarDateOf,
  checkTeam,
  cycleExpiry,
  halfDayKey,
  ISO_17021_2015_RULES,
  initialProgramme,
  rankCandidates,
  type ScheduleDay,
  scheduleHalfDays,
  transferProgramme,
} from '@cb/domain';
import { partnerConsultancyBar } from '@cb/domain/partners';
import { asc, eq, inArray } from 'drizzle-orm';
import type { TenantSeeder } from '../../platform/areas.ts';
import type { Tx } from '../../platform/db/database.ts';
import { inTenant } from '../../platform/db/tenant.ts';
import { auditorsForMatching, auditorsView } from '../auditors/door.ts';
import { consultancyEngagementsOf, demoBusinessOf, enterprisesView } from '../customers/door.ts';
import { consultantsOfPartners } from '../partners/door.ts';
import { createDueProjects } from './due-projects.ts';
import { toRowValues } from './programme-cycle.ts';
import * as repo from './repository.ts';
import {
  auditorConsultancies,
  auditPlans,
  auditProgrammes,
  auditProjects,
  planSites,
  planStatusHistory,
  planTeamMembers,
  programmeRows,
} from './schema.ts';
import * as teamRepo from './team-repository.ts';

const days = { stage1Days: 1.5, stage2Days: 3, surveillanceDays: 1.5, recertificationDays: 2.5 };

/** The next Tuesday at least `after` days ahead. */
function tuesdayAfter(today: string, after: number): string {
  const d = addDays(today, after);
  return addDays(d, (9 - new Date(`${d}T00:00:00Z`).getUTCDay()) % 7);
}

async function insertProgramme(
  tx: Tx,
  tenantId: number,
  actor: string | null,
  enterpriseId: string,
  contractNo: string,
  rows: ReturnType<typeof initialProgramme>,
  extra: Partial<typeof auditProgrammes.$inferInsert> = {},
) {
  const [p] = await tx
    .insert(auditProgrammes)
    .values({
      tenantId,
      enterpriseId,
      contractNo,
      scheme: 'QMS',
      standardName: '质量管理体系',
      scopeText: '电子元器件的设计和生产',
      codes: ['19.05.01'],
      ...days,
      ruleSetId: ISO_17021_2015_RULES.id,
      createdBy: actor,
      updatedBy: actor,
      ...extra,
    })
    .returning({ id: auditProgrammes.id });
  // The first cycle's rows (cycle 1, the column's default).
  await tx.insert(programmeRows).values(toRowValues(tenantId, p!.id, 1, rows, actor));
  return p!.id;
}

/** Schedules a plan and puts a leader and an auditor on it (the demo auditor first when able). */
async function arrange(
  tx: Tx,
  tenantId: number,
  actor: string | null,
  planId: string,
  start: string,
  preferAuditorId: string | null,
  avoid: ReadonlySet<string> = new Set(),
) {
  const plan = (await repo.findPlan(tx, tenantId, planId))!;
  // Two people on site: whole days until the contract's days are covered (at most a working week).
  const whole = Math.min(4, Math.max(1, Math.ceil(plan.requiredDays / 2)));
  const schedule: ScheduleDay[] = Array.from({ length: whole }, (_v, i) => ({
    date: addDays(start, i),
    period: 3,
  }));
  const projects = await repo.projectsOfPlans(tx, tenantId, [planId]);
  const codes = projects.flatMap((p) => p.codes.map((code) => ({ scheme: p.scheme, code })));
  const range = { from: schedule[0]!.date, to: schedule.at(-1)!.date };
  const booked = await teamRepo.bookingsBetween(tx, tenantId, range, planId);
  // The client's consultancies' consultants stay off its team (ISO/IEC 17021-1 §5.2).
  const engagements = await consultancyEngagementsOf(tx, tenantId, plan.enterpriseId);
  const partnerConsultancies = {
    engagements,
    consultants: await consultantsOfPartners(tx, tenantId, [...new Set(engagements.map((e) => e.partnerId))]),
  };
  const barred = new Set(
    partnerConsultancies.consultants
      .map((c) => c.auditorId)
      .filter((id) => partnerConsultancyBar(engagements, partnerConsultancies.consultants, id, range.from)),
  );
  const people = (await auditorsForMatching(tx, tenantId, ['QMS'], range))
    .filter((p) => !avoid.has(p.id) && !barred.has(p.id))
    .map((p) => ({
      ...p,
      booked: booked.get(p.id) ?? new Set<string>(),
    }));
  const halfDays = scheduleHalfDays(schedule);
  const all = rankCandidates(people, { codes, schemes: ['QMS'], halfDays, rule: 'minor' });
  const ranked = all.filter((c) => c.eligible);
  // The demo auditor leads even without the scope codes; a competent member then covers them.
  const preferred = all.find(
    (c) =>
      c.auditorId === preferAuditorId &&
      c.leaderEligible &&
      c.reasons.every((r) => r === '不具备所需专业代码能力'),
  );
  const leader = preferred ?? ranked.find((c) => c.leaderEligible && c.coveredCodes.length === codes.length);
  if (!leader) return false;
  const missing = codes.map((x) => x.code).filter((c) => !leader.coveredCodes.includes(c));
  const member = ranked.find(
    (c) =>
      c.auditorId !== leader.auditorId &&
      !c.technicalExpertOnly &&
      missing.every((m) => c.coveredCodes.includes(m)),
  );
  if (!member) return false;
  const codesOf = (i: number) => (i === 0 ? leader.coveredCodes : missing);
  const keys = halfDays.map(halfDayKey);
  await tx
    .update(auditPlans)
    .set({ schedule, startDate: range.from, endDate: range.to, method: 1 })
    .where(eq(auditPlans.id, planId));
  await tx
    .insert(planSites)
    .values({ tenantId, planId, name: '总部及生产基地', address: '', createdBy: actor, updatedBy: actor });
  await tx.insert(planTeamMembers).values(
    [leader, member].map((c, i) => ({
      tenantId,
      planId,
      auditorId: c.auditorId,
      role: i === 0 ? 1 : 2,
      scheme: 'QMS',
      codes: codesOf(i),
      halfDays: keys,
      fromDate: range.from,
      toDate: range.to,
      sortNo: i,
      createdBy: actor,
      updatedBy: actor,
    })),
  );
  // The demo plans must pass the same guards a real approval checks.
  const violations = checkTeam({
    enterpriseId: plan.enterpriseId,
    schedule,
    codes,
    members: [leader, member].map((c, i) => ({
      auditorId: c.auditorId,
      name: c.name,
      role: i === 0 ? 1 : 2,
      scheme: 'QMS',
      codes: codesOf(i),
      days: [],
    })),
    auditors: new Map(people.map((p) => [p.id, p])),
    consultancies: [],
    partnerConsultancies,
    rule: 'minor',
    requiredDays: plan.requiredDays,
    offsiteDays: 0,
  });
  return violations.length === 0;
}

async function move(
  tx: Tx,
  tenantId: number,
  planId: string,
  steps: { to: number; action: string; reason?: string; by: string | null; byName: string }[],
) {
  let from = 0;
  for (const s of steps) {
    await tx.insert(planStatusHistory).values({
      tenantId,
      planId,
      fromStatus: from,
      toStatus: s.to,
      action: s.action,
      reason: s.reason ?? '',
      byName: s.byName,
      createdBy: s.by,
      updatedBy: s.by,
    });
    const patch: Partial<typeof auditPlans.$inferInsert> = { status: s.to };
    if (s.to === 1) Object.assign(patch, { submittedBy: s.by, submittedAt: new Date() });
    if (s.to === 3) Object.assign(patch, { approvedBy: s.by, approvedAt: new Date() });
    if (s.reason) patch.reason = s.reason;
    await tx.update(auditPlans).set(patch).where(eq(auditPlans.id, planId));
    if (s.to === 4)
      await tx
        .update(auditProjects)
        .set({ status: 5 })
        .where(inTenant(auditProjects, tenantId, [eq(auditProjects.planId, planId)]));
    from = s.to;
  }
}

export const seedAuditProgrammes: TenantSeeder = async ({ tx, tenantId, demo, userIds }) => {
  if (!demo) return;
  const today = calendarDateOf(new Date());
  const admin = userIds.get('admin') ?? null;
  const staff = userIds.get('staff') ?? admin;
  const ents = await tx
    .select({ id: enterprisesView.id, industryCode: enterprisesView.industryCode })
    .from(enterprisesView)
    .where(eq(enterprisesView.tenantId, tenantId))
    .orderBy(asc(enterprisesView.code))
    .limit(8);
  // Each enterprise's programme covers its own line of business.
  const scopeOf = (i: number) => {
    const business = demoBusinessOf(ents[i]!.industryCode);
    return business ? { scopeText: business.scopeZh, codes: [business.code] } : {};
  };
  if (ents.length < 6) return;
  const year = today.slice(0, 4);

  // Typed-in programmes (contracts signed before the system): initial cycles approved in the last
  // weeks, and a transfer from another body continuing its cycle.
  const approved = [
    addDays(today, -20),
    addDays(today, -15),
    addDays(today, -10),
    addDays(today, -8),
    addDays(today, -5),
  ];
  for (const [i, on] of approved.entries())
    await insertProgramme(
      tx,
      tenantId,
      admin,
      ents[i]!.id,
      `HT${year}-D${String(i + 1).padStart(3, '0')}`,
      initialProgramme({ approvedOn: on, days, sitesToSample: 1, rules: ISO_17021_2015_RULES }),
      scopeOf(i),
    );
  // A transferred cycle that started 300 days ago, its expiry by the rule set's one function.
  const transferredStart = addDays(today, -300);
  const transferredExpiry = cycleExpiry(ISO_17021_2015_RULES.ruleSet, transferredStart);
  await insertProgramme(
    tx,
    tenantId,
    admin,
    ents[5]!.id,
    `HT${year}-Z001`,
    transferProgramme({
      cycleStart: transferredStart,
      expiryDate: transferredExpiry,
      firstAuditType: 5,
      days,
      sitesToSample: 1,
      rules: ISO_17021_2015_RULES,
    }),
    { isTransfer: 1, cycleStart: transferredStart, expiryDate: transferredExpiry, ...scopeOf(5) },
  );

  // Due rows → projects and one plan per enterprise.
  await createDueProjects(tx, tenantId, today, admin);
  const plans = await tx
    .select({ id: auditPlans.id, enterpriseId: auditPlans.enterpriseId })
    .from(auditPlans)
    .where(
      inTenant(auditPlans, tenantId, [
        inArray(
          auditPlans.enterpriseId,
          ents.slice(0, 6).map((e) => e.id),
        ),
      ]),
    );
  const planOf = (i: number) => plans.find((p) => p.enterpriseId === ents[i]!.id)?.id;
  const [demoAuditor] = await tx
    .select({ id: auditorsView.id })
    .from(auditorsView)
    .where(
      inTenant(auditorsView, tenantId, [
        eq(auditorsView.userId, userIds.get('auditor') ?? '00000000-0000-0000-0000-000000000000'),
      ]),
    );
  const names = { staff: '王业务', admin: '系统管理员' };
  // The demo decider and technical reviewer stay off the demo teams (they decide and review files).
  const deskUsers = ['decider', 'reviewer'].flatMap((u) => userIds.get(u) ?? []);
  const avoid = new Set(
    deskUsers.length
      ? (
          await tx
            .select({ id: auditorsView.id })
            .from(auditorsView)
            .where(inTenant(auditorsView, tenantId, [inArray(auditorsView.userId, deskUsers)]))
        ).map((a) => a.id)
      : [],
  );

  // ents[0]: approved, with the demo auditor leading (their task and calendar show it).
  const week = (n: number) => tuesdayAfter(today, 14 + n * 7);
  const p0 = planOf(0);
  if (p0 && (await arrange(tx, tenantId, staff, p0, week(0), demoAuditor?.id ?? null, avoid)))
    await move(tx, tenantId, p0, [
      { to: 1, action: '提交审批', by: staff, byName: names.staff },
      { to: 3, action: '审批通过', by: admin, byName: names.admin },
    ]);
  // ents[1]: submitted, waiting for approval.
  const p1 = planOf(1);
  if (p1 && (await arrange(tx, tenantId, staff, p1, week(1), null, avoid)))
    await move(tx, tenantId, p1, [{ to: 1, action: '提交审批', by: staff, byName: names.staff }]);
  // ents[2]: returned for rectification; a consultancy partner consulted for it (customers' demo), so
  // its candidate list shows that consultancy's consultants excluded.
  const p2 = planOf(2);
  if (p2 && (await arrange(tx, tenantId, staff, p2, week(2), null, avoid)))
    await move(tx, tenantId, p2, [
      { to: 1, action: '提交审批', by: staff, byName: names.staff },
      {
        to: 2,
        action: '退回整改',
        reason: '审核日期与企业停产检修期冲突，请调整',
        by: admin,
        byName: names.admin,
      },
    ]);
  // ents[3]: aborted by the client.
  const p3 = planOf(3);
  if (p3)
    await move(tx, tenantId, p3, [
      { to: 4, action: '终止', reason: '企业申请暂缓认证（停产搬迁）', by: admin, byName: names.admin },
    ]);
  // ents[4] stays to be arranged; ents[5] (the transfer) too, with a consultancy bar on one auditor.
  const [anyAuditor] = await tx
    .select({ id: auditorsView.id })
    .from(auditorsView)
    .where(eq(auditorsView.tenantId, tenantId))
    .orderBy(asc(auditorsView.createdAt))
    .limit(1)
    .offset(5);
  if (anyAuditor)
    await tx.insert(auditorConsultancies).values({
      tenantId,
      auditorId: anyAuditor.id,
      enterpriseId: ents[5]!.id,
      endDate: addDays(today, -200),
      note: '曾为该企业提供体系建立咨询',
      createdBy: admin,
      updatedBy: admin,
    });
};
