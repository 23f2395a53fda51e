/**
 * Demo people of a new tenant: 40 auditors with a realistic mix (senior, auditor, provisional,
 * technical experts; full- and part-time; several schemes; overlapping codes), one registration
 * ending next month, one auditor on leave next week, a pending code application, labour contracts
 * and witness assessments. The demo `auditor` user is linked to the first auditor, `decider` to the
 * fourth and `reviewer` (a technical reviewer competent in every demo code, kept off the demo teams)
 * to the seventh; each such record bears its user's realname (one person). Dates are
 * relative to the day the demo is created, so the reminders and leave stay meaningful.
 */
import { addDays, calendarDateOf, idCardCheckCharacter } from '@cb/domain';
import { asc, eq, inArray } from 'drizzle-orm';
import type { TenantSeeder } from '../../platform/areas.ts';
import type { Tx } from '../../platform/db/database.ts';
import { inTenant } from '../../platform/db/tenant.ts';
import { users } from '../../platform/identity/schema.ts';
import { uuidv7 } from '../../platform/ids.ts';
import {
  auditorCodeCompetences,
  auditorLabourContracts,
  auditorLeaves,
  auditorQualifications,
  auditors,
  witnessAssessments,
} from './schema.ts';

const SURNAMES = '王李张刘陈杨黄赵吴周徐孙马朱胡郭何高林罗郑梁谢宋唐许韩冯邓曹彭曾肖田董袁潘于蒋蔡余';
const GIVEN = [
  '建国',
  '海燕',
  '志强',
  '丽娟',
  '晓明',
  '秀英',
  '伟',
  '静',
  '磊',
  '敏',
  '军',
  '婷',
  '勇',
  '洁',
  '涛',
  '艳',
  '斌',
  '霞',
  '超',
  '琳',
];
const BRANCHES = ['总部', '华东分公司', '华南分公司', '华北分公司'];
const CODES = [
  '03.01.01',
  '12.05.00',
  '14.02.01',
  '17.06.00',
  '18.01.00',
  '18.05.01',
  '18.08.00',
  '19.05.01',
  '19.09.01',
  '19.11.00',
  '28.01.01',
  '28.04.01',
  '29.12.01',
  '31.02.00',
  '33.02.01',
  '34.01.00',
  '35.11.00',
];
const EDUCATION = ['本科', '硕士研究生', '大专', '博士研究生'];

/** A well-formed 18-digit ID number (Shanghai Pudong, born 1965-1994). */
function demoIdCard(i: number): string {
  const birth = `${1965 + (i % 30)}${String((i % 12) + 1).padStart(2, '0')}${String((i % 27) + 1).padStart(2, '0')}`;
  const first17 = `310115${birth}${String(100 + i).slice(-3)}`;
  return first17 + idCardCheckCharacter(first17);
}

/** Demo users who are also registered auditors: username → index of their auditor record. */
export const DEMO_AUDITOR_LINKS: Readonly<Record<string, number>> = { auditor: 0, decider: 3, reviewer: 6 };

export const seedAuditors: TenantSeeder = async ({ tx, tenantId, demo, userIds }) => {
  if (!demo) return;
  const today = calendarDateOf(new Date());
  const admin = userIds.get('admin') ?? null;
  const base = { tenantId, createdBy: admin, updatedBy: admin };
  const linkedUserIds = Object.keys(DEMO_AUDITOR_LINKS).flatMap((u) => userIds.get(u) ?? []);
  const realnames = new Map(
    linkedUserIds.length
      ? (
          await tx
            .select({ id: users.id, realname: users.realname })
            .from(users)
            .where(inArray(users.id, linkedUserIds))
        ).map((u) => [u.id, u.realname])
      : [],
  );
  const linkOf = (i: number) => {
    const username = Object.keys(DEMO_AUDITOR_LINKS).find((u) => DEMO_AUDITOR_LINKS[u] === i);
    return username ? (userIds.get(username) ?? null) : null;
  };

  const people = Array.from({ length: 40 }, (_v, i) => ({
    ...base,
    id: uuidv7(),
    userId: linkOf(i),
    name:
      realnames.get(linkOf(i) ?? '') ?? `${SURNAMES[i % SURNAMES.length]}${GIVEN[(i * 7) % GIVEN.length]}`,
    sex: i % 3 === 1 ? 2 : 1,
    idCardNo: demoIdCard(i),
    phone: `139${String(10_000_000 + i * 7919).slice(-8)}`,
    email: `auditor${i + 1}@example.com`,
    personnelKind: i >= 36 ? (i % 2 ? '3' : '2') : '1',
    employmentType: i % 4 === 3 ? 2 : 1,
    branchCompany: BRANCHES[i % BRANCHES.length]!,
    education: EDUCATION[i % EDUCATION.length]!,
    employer: i % 4 === 3 ? '上海某某大学' : '',
    bankName: '中国工商银行上海分行',
    bankAccount: `622202${String(1_000_000_000_000 + i * 104_729).slice(-13)}`,
    status: i === 35 ? 3 : 1,
  }));
  await tx.insert(auditors).values(people);

  const auditorsOnly = people.slice(0, 36);
  const quals: (typeof auditorQualifications.$inferInsert)[] = [];
  const comps: (typeof auditorCodeCompetences.$inferInsert)[] = [];
  auditorsOnly.forEach((p, i) => {
    // Levels: a few seniors, mostly auditors, some provisional auditors and technical experts.
    const level = i < 6 ? '01' : i < 24 ? '02' : i < 31 ? '03' : '04';
    const schemes = i % 3 === 0 ? ['QMS', 'EMS', 'OHSMS'] : i % 3 === 1 ? ['QMS', 'EMS'] : ['QMS'];
    for (const [k, scheme] of schemes.entries()) {
      // Auditor #2's QMS registration ends next month: the expiry reminder has something to say.
      const validTo =
        i === 2 && scheme === 'QMS' ? addDays(today, 25) : addDays(today, 400 + i * 20 + k * 30);
      quals.push({
        ...base,
        auditorId: p.id,
        scheme,
        level,
        registrationNo: `${scheme === 'QMS' ? 'QMS' : scheme === 'EMS' ? 'EMS' : 'OHS'}-${2020 + (i % 5)}-${String(10_000 + i * 31 + k).padStart(6, '0')}`,
        validFrom: addDays(today, -900 + i * 10),
        validTo,
        leaderFlag: level === '04' || level === '03' ? 3 : i % 5 === 4 ? 2 : 1,
        canWitness: level === '01',
      });
      // Overlapping codes: neighbours share some, so every demo code has several competent people.
      for (let c = 0; c < 4; c++) {
        const code = CODES[(i + c * 3 + k) % CODES.length]!;
        if (comps.some((x) => x.auditorId === p.id && x.scheme === scheme && x.code === code)) continue;
        comps.push({
          ...base,
          auditorId: p.id,
          scheme,
          code,
          source: String(((i + c) % 8) + 1),
          evaluationMethod: c % 2 ? '资料评审' : '面谈',
          passDate: addDays(today, -600 + i * 7),
          evaluator: '人力资源部',
          status: 1,
          appliedAt: new Date(),
          decidedAt: new Date(),
          decidedBy: admin,
        });
      }
    }
  });
  // The demo technical reviewer is competent in every demo code under each registration.
  const reviewer = people[DEMO_AUDITOR_LINKS.reviewer!]!;
  if (reviewer.userId)
    for (const q of quals.filter((x) => x.auditorId === reviewer.id))
      for (const code of CODES)
        if (!comps.some((x) => x.auditorId === reviewer.id && x.scheme === q.scheme && x.code === code))
          comps.push({
            ...base,
            auditorId: reviewer.id,
            scheme: q.scheme,
            code,
            source: '1',
            evaluationMethod: '资料评审',
            passDate: addDays(today, -500),
            evaluator: '人力资源部',
            status: 1,
            appliedAt: new Date(),
            decidedAt: new Date(),
            decidedBy: admin,
          });
  // The linked demo auditor has applied for one more code, waiting for HR.
  comps.push({
    ...base,
    createdBy: userIds.get('auditor') ?? admin,
    auditorId: people[0]!.id,
    scheme: 'QMS',
    code: '29.12.01',
    source: '3',
    evaluationMethod: '审核经历',
    evidence: '近三年参加该代码审核6次',
    status: 0,
    appliedAt: new Date(),
  });
  // Three of the technical experts are also registered product-certification inspectors.
  for (const p of auditorsOnly.slice(31, 34)) {
    quals.push({
      ...base,
      auditorId: p.id,
      scheme: 'PRODUCT',
      level: '02',
      registrationNo: `PRO-${p.idCardNo.slice(-6)}`,
      validFrom: addDays(today, -300),
      validTo: addDays(today, 800),
      leaderFlag: 3,
      canWitness: false,
    });
  }
  await tx.insert(auditorQualifications).values(quals);
  await tx.insert(auditorCodeCompetences).values(comps);

  await tx.insert(auditorLabourContracts).values(
    people.slice(0, 20).map((p, i) => ({
      ...base,
      auditorId: p.id,
      contractNo: `LD${today.slice(0, 4)}${String(i + 1).padStart(3, '0')}`,
      contractType: p.employmentType === 2 ? '2' : '1',
      startDate: addDays(today, -700 + i * 5),
      endDate: addDays(today, 400 + i * 5),
      dailyRate: p.employmentType === 2 ? '1200.00' : '800.00',
    })),
  );

  // Auditor #4 is on leave next week (approved); auditor #7 has asked for leave (pending).
  const nextMonday = addDays(today, 7 - ((new Date(`${today}T00:00:00Z`).getUTCDay() + 6) % 7));
  await tx.insert(auditorLeaves).values([
    {
      ...base,
      auditorId: people[4]!.id,
      fromDate: nextMonday,
      fromHalf: 1,
      toDate: addDays(nextMonday, 2),
      toHalf: 2,
      reason: '年假',
      status: 1,
    },
    {
      ...base,
      auditorId: people[7]!.id,
      fromDate: addDays(nextMonday, 3),
      fromHalf: 2,
      toDate: addDays(nextMonday, 4),
      toHalf: 2,
      reason: '事假',
      status: 0,
    },
  ]);

  await tx.insert(witnessAssessments).values([
    {
      ...base,
      auditorId: people[24]!.id,
      witnessAuditorId: people[0]!.id,
      scheme: 'QMS',
      code: '19.05.01',
      project: '上海精密电子有限公司 初次认证二阶段',
      witnessDate: addDays(today, -120),
      result: 1,
      comments: '审核方法得当，抽样充分。',
    },
    {
      ...base,
      auditorId: people[25]!.id,
      witnessAuditorId: people[1]!.id,
      scheme: 'EMS',
      code: '17.06.00',
      project: '苏州恒通钢构有限公司 监督审核',
      witnessDate: addDays(today, -60),
      result: 2,
      comments: '环境因素识别不充分，需再次见证。',
    },
  ]);
};

/** The first three active auditors (by registration) of the tenant, with their ID card numbers: the demo's trainees. */
export function demoTrainees(tx: Tx, tenantId: number) {
  return tx
    .select({ id: auditors.id, name: auditors.name, idCardNo: auditors.idCardNo })
    .from(auditors)
    .where(inTenant(auditors, tenantId, [eq(auditors.status, 1)]))
    .orderBy(asc(auditors.createdAt))
    .limit(3);
}

/** Makes a demo user the registered auditor `auditorId` (the demo decider sits on one audit's team). */
export async function linkDemoAuditorToUser(tx: Tx, auditorId: string, userId: string): Promise<void> {
  await tx.update(auditors).set({ userId }).where(eq(auditors.id, auditorId));
}
