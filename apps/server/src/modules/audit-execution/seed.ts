/**
 * Demo audit execution, continuing the demo enterprises (the first is the demo enterprise user's):
 * audits on approved plans led by the demo auditor, one record in every state of this stage —
 *
 * - the enterprise user's company: an EMS initial audit whose stage 1 is on site now (the leader
 *   checks in, uploads the stage-1 report, and stage 2 — already planned — unlocks);
 * - a surveillance audit in rectification with a major NC answered by the company, to verify;
 * - one awaiting document return (a minor NC closed, part of the on-site file in);
 * - one whose file was confirmed, now awaiting technical review;
 * - an aborted one with its reason, a supplementary audit, and a pending special approval.
 * - a surveillance audit on site where the demo auditor is a team member, not the leader.
 *
 * Rows of other areas' tables (programmes, plans, teams) are written here only as demo data, the
 * same way audit-programmes' seed writes them; the rules are the domain's.
 */
import { addDays, calendarDateOf, ISO_17021_2015_RULES } from '@cb/domain';
import { asc, eq, isNull, ne } from 'drizzle-orm';
import type { TenantSeeder } from '../../platform/areas.ts';
import { inTenant } from '../../platform/db/tenant.ts';
import {
  auditProjectsView as auditProjects,
  insertDemoPlans,
  insertDemoProgrammes,
  insertDemoProjects,
  insertDemoTeamMembers,
} from '../audit-programmes/door.ts';
import { auditorsView } from '../auditors/door.ts';
import { customerUserLinksView, demoBusinessOf, enterprisesView } from '../customers/door.ts';
import {
  nonconformities,
  nonconformityEvents,
  projectCheckIns,
  projectExecutions,
  projectMeetings,
  specialApprovals,
} from './schema.ts';

interface DemoAudit {
  enterpriseId: string;
  scheme: string;
  standardName: string;
  projects: { auditType: number; stage: number | null; status: number }[];
  from: string;
  to: string;
}

const halfDaysBetween = (from: string, to: string) => {
  const keys: string[] = [];
  for (let d = from; d <= to; d = addDays(d, 1)) keys.push(`${d}:1`, `${d}:2`);
  return keys;
};

export const seedAuditExecution: TenantSeeder = async ({ tx, tenantId, demo, userIds }) => {
  if (!demo) return;
  const today = calendarDateOf(new Date());
  const admin = userIds.get('admin') ?? null;
  const staff = userIds.get('staff') ?? admin;
  const enterpriseUser = userIds.get('enterprise') ?? null;
  const [leader] = await tx
    .select({ id: auditorsView.id })
    .from(auditorsView)
    .where(
      inTenant(auditorsView, tenantId, [eq(auditorsView.userId, userIds.get('auditor') ?? admin ?? '')]),
    );
  if (!leader) return;
  const [member] = await tx
    .select({ id: auditorsView.id })
    .from(auditorsView)
    // Not a demo user's record: the demo decider and reviewer stay off the demo teams.
    .where(inTenant(auditorsView, tenantId, [ne(auditorsView.id, leader.id), isNull(auditorsView.userId)]))
    .orderBy(asc(auditorsView.createdAt))
    .limit(1);
  const [link] = enterpriseUser
    ? await tx
        .select({ enterpriseId: customerUserLinksView.enterpriseId })
        .from(customerUserLinksView)
        .where(inTenant(customerUserLinksView, tenantId, [eq(customerUserLinksView.userId, enterpriseUser)]))
    : [];
  const ents = await tx
    .select({ id: enterprisesView.id, industryCode: enterprisesView.industryCode })
    .from(enterprisesView)
    .where(eq(enterprisesView.tenantId, tenantId))
    .orderBy(asc(enterprisesView.code))
    .limit(6);
  const [ownRow] = link?.enterpriseId
    ? await tx
        .select({ industryCode: enterprisesView.industryCode })
        .from(enterprisesView)
        .where(eq(enterprisesView.id, link.enterpriseId))
    : [];
  const industries = new Map(ents.map((e) => [e.id, e.industryCode]));
  if (ents.length < 5 || !member) return;
  const own = link?.enterpriseId ?? ents[0]!.id;
  const others = ents.filter((e) => e.id !== own).map((e) => e.id);
  const by = { createdBy: staff, updatedBy: staff };
  let serial = 0;

  /** `memberView`: the demo auditor is a team member under another leader (the member's view). */
  async function audit(a: DemoAudit, planStatus = 3, memberView = false) {
    const [first, second] = memberView ? [member!, leader!] : [leader!, member!];
    // The audit covers the enterprise's own line of business.
    const business = demoBusinessOf(
      industries.get(a.enterpriseId) ?? (a.enterpriseId === own ? ownRow?.industryCode : null),
    );
    const scopeText = business?.scopeZh ?? '电子元器件的设计和生产';
    const codes = [business?.code ?? '19.05.01'];
    serial += 1;
    const [programme] = await insertDemoProgrammes(tx, {
      tenantId,
      enterpriseId: a.enterpriseId,
      contractNo: `HT-SX-${String(serial).padStart(3, '0')}`,
      scheme: a.scheme,
      standardName: a.standardName,
      scopeText,
      codes,
      ruleSetId: ISO_17021_2015_RULES.id,
      ...by,
    });
    const [plan] = await insertDemoPlans(tx, {
      tenantId,
      planNo: `R-SX${today.slice(2, 4)}${String(serial).padStart(4, '0')}`,
      enterpriseId: a.enterpriseId,
      status: planStatus,
      method: 1,
      schedule: halfDaysBetween(a.from, a.to)
        .filter((k) => k.endsWith(':1'))
        .map((k) => ({ date: k.slice(0, 10), period: 3 })),
      startDate: a.from,
      endDate: a.to,
      approvedBy: admin,
      approvedAt: new Date(),
      ...by,
    });
    const halfDays = halfDaysBetween(a.from, a.to);
    await insertDemoTeamMembers(tx, [
      {
        tenantId,
        planId: plan!.id,
        auditorId: first.id,
        role: 1,
        scheme: a.scheme,
        halfDays,
        fromDate: a.from,
        toDate: a.to,
        ...by,
      },
      {
        tenantId,
        planId: plan!.id,
        auditorId: second.id,
        role: 2,
        scheme: a.scheme,
        halfDays,
        fromDate: a.from,
        toDate: a.to,
        sortNo: 1,
        ...by,
      },
    ]);
    const ids: string[] = [];
    for (const p of a.projects) {
      const [row] = await insertDemoProjects(tx, {
        tenantId,
        programmeId: programme!.id,
        enterpriseId: a.enterpriseId,
        planId: plan!.id,
        auditType: p.auditType,
        stage: p.stage,
        scheme: a.scheme,
        codes,
        dueFrom: addDays(a.from, -30),
        dueTo: addDays(a.to, 30),
        days: 1.5,
        status: p.status,
        ...by,
      });
      ids.push(row!.id);
    }
    return { planId: plan!.id, ids };
  }

  async function onsite(projectId: string, planId: string, days: string[], withMeetings = true) {
    for (const d of days)
      await tx.insert(projectCheckIns).values({
        tenantId,
        projectId,
        planId,
        auditorId: leader!.id,
        checkDate: d,
        period: 1,
        checkedAt: new Date(`${d}T08:40:00+08:00`),
        location: '企业总部会议室',
        ...by,
      });
    if (withMeetings)
      for (const kind of [1, 2])
        await tx.insert(projectMeetings).values({
          tenantId,
          projectId,
          kind,
          heldOn: kind === 1 ? days[0]! : days.at(-1)!,
          attendees: [
            { name: '李建国', position: '总经理' },
            { name: '周敏', position: '管理者代表' },
          ],
          ...by,
        });
  }

  async function nc(
    projectId: string,
    enterpriseId: string,
    no: number,
    grade: number,
    status: number,
    answered = false,
  ) {
    const [row] = await tx
      .insert(nonconformities)
      .values({
        tenantId,
        projectId,
        enterpriseId,
        ncNo: `NC${String(no).padStart(2, '0')}`,
        grade,
        status,
        clause: grade === 1 ? '8.5.1' : '7.1.5',
        department: grade === 1 ? '生产部' : '质检部',
        facts:
          grade === 1
            ? '抽查2024年第三季度3批产品，均无过程检验记录，不能证明过程受控。'
            : '质检部一台游标卡尺（编号QJ-017）校准证书已过期。',
        dueDate: addDays(today, 30),
        ...(answered
          ? {
              correction: grade === 1 ? '对在库3批产品补做检验并记录' : '卡尺已送检并取得新的校准证书',
              cause: grade === 1 ? '新任检验员未经培训，不了解过程检验要求' : '计量器具台账未设到期提醒',
              correctiveAction:
                grade === 1 ? '修订检验规程，组织全员培训并考核' : '台账增加到期提醒，每月核查',
              answeredBy: enterpriseUser,
              answeredAt: new Date(),
            }
          : {}),
        ...(status === 3
          ? { verifiedBy: userIds.get('auditor') ?? null, verifiedAt: new Date(), verifyComment: '整改有效' }
          : {}),
        ...by,
      })
      .returning({ id: nonconformities.id });
    await tx
      .insert(nonconformityEvents)
      .values({ tenantId, ncId: row!.id, action: 'raise', byName: '审核组长', ...by });
    if (answered)
      await tx
        .insert(nonconformityEvents)
        .values({ tenantId, ncId: row!.id, action: 'answer', byName: '企业用户', ...by });
    if (status === 3)
      await tx.insert(nonconformityEvents).values({
        tenantId,
        ncId: row!.id,
        action: 'accept',
        comment: '整改有效',
        byName: '审核组长',
        ...by,
      });
  }

  const exec = (projectId: string, values: Partial<typeof projectExecutions.$inferInsert> = {}) =>
    tx.insert(projectExecutions).values({ tenantId, projectId, ...by, ...values });

  // 1. The enterprise user's company: EMS initial audit, stage 1 on site now, stage 2 planned.
  await audit({
    enterpriseId: own,
    scheme: 'EMS',
    standardName: '环境管理体系',
    projects: [
      { auditType: 1, stage: 1, status: 0 },
      { auditType: 1, stage: 2, status: 0 },
    ],
    from: addDays(today, -1),
    to: addDays(today, 1),
  });

  // 2. Surveillance in rectification: a major NC answered by the company, to verify.
  const rect = await audit({
    enterpriseId: others[0]!,
    scheme: 'QMS',
    standardName: '质量管理体系',
    projects: [{ auditType: 2, stage: null, status: 1 }],
    from: addDays(today, -12),
    to: addDays(today, -11),
  });
  await onsite(rect.ids[0]!, rect.planId, [addDays(today, -12), addDays(today, -11)]);
  await exec(rect.ids[0]!, { lastOnsiteDay: addDays(today, -11), finishedAt: new Date() });
  await nc(rect.ids[0]!, others[0]!, 1, 1, 1, true);
  await nc(rect.ids[0]!, others[0]!, 2, 3, 3);

  // 3. Awaiting document return: a minor NC closed.
  const ret = await audit({
    enterpriseId: others[1]!,
    scheme: 'QMS',
    standardName: '质量管理体系',
    projects: [{ auditType: 4, stage: null, status: 6 }],
    from: addDays(today, -20),
    to: addDays(today, -19),
  });
  await onsite(ret.ids[0]!, ret.planId, [addDays(today, -20), addDays(today, -19)]);
  await exec(ret.ids[0]!, { lastOnsiteDay: addDays(today, -19), finishedAt: new Date() });
  await nc(ret.ids[0]!, others[1]!, 1, 2, 3, true);

  // 4. File confirmed, awaiting technical review.
  const done = await audit({
    enterpriseId: others[2]!,
    scheme: 'QMS',
    standardName: '质量管理体系',
    projects: [{ auditType: 3, stage: null, status: 1 }],
    from: addDays(today, -35),
    to: addDays(today, -34),
  });
  await onsite(done.ids[0]!, done.planId, [addDays(today, -35), addDays(today, -34)]);
  await exec(done.ids[0]!, {
    stage: 10,
    lastOnsiteDay: addDays(today, -34),
    finishedAt: new Date(),
    archivedBy: admin,
    archivedAt: new Date(),
  });

  // 6. The demo auditor as a team member: on site, checked in, under another leader. What a member
  //    may do is the body's setting (组员权限); by default the meetings and finishing are the leader's.
  const asMember = await audit(
    {
      enterpriseId: others[4] ?? others[3]!,
      scheme: 'QMS',
      standardName: '质量管理体系',
      projects: [{ auditType: 2, stage: null, status: 0 }],
      from: addDays(today, -5),
      to: addDays(today, -4),
    },
    3,
    true,
  );
  await tx.insert(projectCheckIns).values({
    tenantId,
    projectId: asMember.ids[0]!,
    planId: asMember.planId,
    auditorId: leader.id,
    checkDate: addDays(today, -5),
    period: 1,
    checkedAt: new Date(`${addDays(today, -5)}T08:40:00+08:00`),
    location: '企业生产车间',
    note: '',
    ...by,
  });

  // 5. Aborted with its reason; a supplementary audit of the rectification above; a special approval.
  const ab = await audit({
    enterpriseId: others[3]!,
    scheme: 'QMS',
    standardName: '质量管理体系',
    projects: [{ auditType: 2, stage: null, status: 5 }],
    from: addDays(today, 10),
    to: addDays(today, 11),
  });
  await exec(ab.ids[0]!, { auditStatus: 4, abortReason: '企业停产搬迁，申请暂缓监督审核' });
  const [parent] = await tx.select().from(auditProjects).where(eq(auditProjects.id, rect.ids[0]!));
  const [sup] = await insertDemoProjects(tx, {
    tenantId,
    programmeId: parent!.programmeId,
    enterpriseId: parent!.enterpriseId,
    auditType: 10,
    scheme: parent!.scheme,
    codes: parent!.codes,
    dueFrom: today,
    dueTo: addDays(today, 60),
    status: 0,
    ...by,
  });
  await exec(sup!.id, {
    specialType: 2,
    parentProjectId: rect.ids[0]!,
    supplementaryReason: '现场验证严重不符合项的纠正措施',
  });
  await tx.insert(specialApprovals).values({
    tenantId,
    projectId: ab.ids[0]!,
    enterpriseId: others[3]!,
    kind: 1,
    reason: '企业停产搬迁，监督审核需推迟至新厂区投产后进行',
    appliedByName: '王业务',
    ...by,
  });
};
