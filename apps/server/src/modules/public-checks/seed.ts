/**
 * Demo training certificates (demo tenants only): refresher and transition courses of the first
 * demo auditors, and internal-auditor courses of people at the demo enterprises — valid, one
 * expired, one revoked — so that /trainCertificate/check shows each state. Runs after the auditors
 * and customers seeders. Dates are relative to the day the demo is created.
 */
import { addDays, calendarDateOf } from '@cb/domain';
import { asc, eq } from 'drizzle-orm';
import type { TenantSeeder } from '../../platform/areas.ts';
import { uuidv7 } from '../../platform/ids.ts';
import { demoTrainees } from '../auditors/door.ts';
import { enterprisesView } from '../customers/door.ts';
import { trainingCertificates } from './schema.ts';

/** The demo numbers the pages' help and the e2e journey use. */
export const DEMO_TRAINING_CERTIFICATES = {
  valid: 'PX-2025-0101',
  expired: 'PX-2022-0307',
  revoked: 'PX-2024-0215',
} as const;

/** The internal-auditor courses of the demo's enterprise people, per scheme. */
const INTERNAL_AUDITOR_COURSES = {
  QMS: { courseName: '质量管理体系内审员培训', standardName: 'GB/T 19001-2016/ISO 9001:2015' },
  EMS: { courseName: '环境管理体系内审员培训', standardName: 'GB/T 24001-2016/ISO 14001:2015' },
  OHSMS: { courseName: '职业健康安全管理体系内审员培训', standardName: 'GB/T 45001-2020/ISO 45001:2018' },
};

export const seedPublicChecks: TenantSeeder = async ({ tx, tenantId, demo, userIds }) => {
  if (!demo) return;
  const admin = userIds.get('admin') ?? null;
  const today = calendarDateOf(new Date());
  const year = Number(today.slice(0, 4));
  const people = await demoTrainees(tx, tenantId);
  const companies = await tx
    .select({ name: enterprisesView.name })
    .from(enterprisesView)
    .where(eq(enterprisesView.tenantId, tenantId))
    .orderBy(asc(enterprisesView.code))
    .limit(3);
  const company = (i: number) => companies[i]?.name ?? '上海示范电子有限公司';
  const base = { tenantId, createdBy: admin, updatedBy: admin };

  // An internal-auditor course of a person at a demo enterprise, taken `daysAgo` days ago.
  const internalAuditor = (
    certNo: string,
    holderName: string,
    employer: string,
    scheme: keyof typeof INTERNAL_AUDITOR_COURSES,
    daysAgo: number,
  ) => ({
    certNo,
    holderName,
    employer,
    ...INTERNAL_AUDITOR_COURSES[scheme],
    courseHours: 24,
    trainingFrom: addDays(today, -daysAgo),
    trainingTo: addDays(today, 2 - daysAgo),
    issueDate: addDays(today, 10 - daysAgo),
    validTo: null,
  });

  const rows: Omit<typeof trainingCertificates.$inferInsert, 'tenantId'>[] = [
    internalAuditor(DEMO_TRAINING_CERTIFICATES.valid, '周文静', company(0), 'QMS', 60),
    internalAuditor('PX-2025-0102', '钱立新', company(1), 'EMS', 60),
    {
      ...internalAuditor(DEMO_TRAINING_CERTIFICATES.revoked, '孙海涛', company(2), 'OHSMS', 300),
      status: 2,
      revokedAt: new Date(),
      revokeReason: '培训考核资料不实',
    },
    {
      certNo: DEMO_TRAINING_CERTIFICATES.expired,
      holderName: people[0]?.name ?? '王建国',
      holderIdCardNo: people[0]?.idCardNo ?? '',
      auditorId: people[0]?.id ?? null,
      employer: '本机构',
      courseName: '审核员年度继续教育',
      standardName: '',
      courseHours: 16,
      trainingFrom: `${year - 3}-03-06`,
      trainingTo: `${year - 3}-03-07`,
      issueDate: `${year - 3}-03-20`,
      validTo: `${year - 1}-03-19`,
    },
    ...people.map((p, i) => ({
      certNo: `PX-${year}-${String(201 + i).padStart(4, '0')}`,
      holderName: p.name,
      holderIdCardNo: p.idCardNo,
      auditorId: p.id,
      employer: '本机构',
      courseName: i === 1 ? 'ISO 45001 转版培训' : '审核员年度继续教育',
      standardName: i === 1 ? 'GB/T 45001-2020/ISO 45001:2018' : '',
      courseHours: i === 1 ? 16 : 24,
      trainingFrom: addDays(today, -40 - i),
      trainingTo: addDays(today, -39 - i),
      issueDate: addDays(today, -30),
      validTo: addDays(today, 700),
    })),
  ];
  await tx.insert(trainingCertificates).values(rows.map((r) => ({ ...base, id: uuidv7(), ...r })));
};
