/**
 * Demo applications (demo tenants only): a few dozen over the demo enterprises, in every status,
 * numbered from the tenant's rule, with their status events. Runs after the customers seeder.
 */
import { APPLICATION_STATUS, ELIGIBILITY_ITEMS, SERVICE_STANDARD_CODE } from '@cb/domain';
import { asc, eq, inArray } from 'drizzle-orm';
import type { TenantSeeder } from '../../platform/areas.ts';
import type { Tx } from '../../platform/db/database.ts';
import { inTenant } from '../../platform/db/tenant.ts';
import { uuidv7 } from '../../platform/ids.ts';
import { DEMO_BUSINESSES, demoBusinessOf, enterprisesView } from '../customers/door.ts';
import { standardsView } from '../reference/door.ts';
import { nextApplicationNumber } from './numbering.ts';
import { applicationChanges, applicationEvents, applicationItems, applications } from './schema.ts';

const DAY = 86_400_000;
/** Status of the n-th demo application: mostly accepted and submitted, some of each other. */
const STATUS_CYCLE = [2, 1, 2, 0, 3, 2, 1, 4, 2, 1, 0, 2] as const;
const CHANGE_DEMOS = [
  {
    changeType: 3,
    infoChangeTypes: [4, 5],
    beforeValue: '120人',
    afterValue: '160人',
    reason: '新增生产线，人员增加',
  },
  {
    changeType: 5,
    infoChangeTypes: [8],
    beforeValue: '上海市浦东新区张江路100号',
    afterValue: '上海市浦东新区科苑路88号',
    reason: '经营场所搬迁',
  },
  {
    changeType: 6,
    infoChangeTypes: [9],
    beforeValue: '',
    afterValue: '',
    reason: '扩大认证范围',
  },
];

export const seedApplications: TenantSeeder = async ({ tx, tenantId, demo, userIds }) => {
  if (!demo) return;
  const companies = await tx
    .select({
      id: enterprisesView.id,
      partnerId: enterprisesView.partnerId,
      headcount: enterprisesView.totalHeadcount,
      industryCode: enterprisesView.industryCode,
    })
    .from(enterprisesView)
    .where(inTenant(enterprisesView, tenantId, [eq(enterprisesView.deleted, false)]))
    .orderBy(asc(enterprisesView.code))
    .limit(40);
  const standards = await tx
    .select({ id: standardsView.id, code: standardsView.code })
    .from(standardsView)
    .where(inTenant(standardsView, tenantId, [inArray(standardsView.code, ['Q', 'E', 'S'])]))
    .orderBy(asc(standardsView.sortNo));
  if (!companies.length || !standards.length) return;

  const staff = userIds.get('staff') ?? userIds.get('admin') ?? null;
  const allChecked = Object.fromEntries(ELIGIBILITY_ITEMS.map((i) => [i.code, true]));
  const start = Date.now() - 40 * DAY;
  const count = Math.min(40, companies.length * 2);
  for (let n = 0; n < count; n++) {
    const company = companies[n % companies.length]!;
    const status = STATUS_CYCLE[n % STATUS_CYCLE.length]!;
    const transfer = n % 7 === 3;
    const created = new Date(start + n * DAY);
    const received = created.toISOString().slice(0, 10);
    const itemStandards = standards.slice(0, 1 + (n % standards.length));
    // The enterprise applies for its own line of business, under that scope's professional code.
    const business = demoBusinessOf(company.industryCode) ?? DEMO_BUSINESSES[n % DEMO_BUSINESSES.length]!;
    const scope = [business.scopeZh, business.scopeEn, [business.code]] as const;
    const id = uuidv7(created.getTime());
    const submitted = status !== APPLICATION_STATUS.draft ? new Date(created.getTime() + 3_600_000) : null;
    const reviewed = status === 2 || status === 3 ? new Date(created.getTime() + DAY / 2) : null;
    await tx.insert(applications).values({
      id,
      tenantId,
      applyNo: await nextApplicationNumber(tx, tenantId, received),
      enterpriseId: company.id,
      partnerId: company.partnerId,
      applicationType: transfer ? 2 : 1,
      receivedDate: received,
      originalBody: transfer ? '某某认证有限公司' : '',
      originalCertificateNo: transfer ? `0${n}21Q${10000 + n}R1M` : '',
      contactName: '王经理',
      contactPhone: '13800138000',
      eligibility: status === APPLICATION_STATUS.draft ? { legalEntity: true } : allChecked,
      status,
      submittedAt: submitted,
      submittedBy: submitted ? staff : null,
      reviewedAt: reviewed,
      reviewedBy: reviewed ? staff : null,
      returnReason: status === APPLICATION_STATUS.returned ? '认证申请书未盖公章，请补充后重新提交' : '',
      standardCodes: itemStandards.map((s) => s.code).join(','),
      createdAt: created,
      updatedAt: reviewed ?? submitted ?? created,
      createdBy: staff,
      updatedBy: staff,
    });
    const headcount = Math.max(10, company.headcount || 80);
    await tx.insert(applicationItems).values(
      itemStandards.map((s, i) => ({
        tenantId,
        applicationId: id,
        certificateStandardId: s.id,
        standardVersion:
          s.code === 'S' ? 'ISO 45001:2018' : s.code === 'E' ? 'ISO 14001:2015' : 'ISO 9001:2015',
        scopeZh: scope[0],
        scopeEn: scope[1],
        professionalCodes: [...scope[2]],
        riskLevel: 1 + (n % 3),
        headcount,
        effectivePersonnel: Math.round(headcount * 0.9),
        exclusions: s.code === 'Q' && n % 2 === 0 ? '8.3 产品和服务的设计和开发' : '',
        auditMethod: 1,
        systemNumber: itemStandards.length,
        integratedAudit: itemStandards.length > 1 ? 1 : 0,
        sortNo: i,
      })),
    );
    const events: { action: string; from: number | null; to: number; at: Date; reason: string }[] = [
      { action: 'create', from: null, to: 0, at: created, reason: '' },
    ];
    if (submitted) events.push({ action: 'submit', from: 0, to: 1, at: submitted, reason: '' });
    if (status === 2 && reviewed) events.push({ action: 'accept', from: 1, to: 2, at: reviewed, reason: '' });
    if (status === 3 && reviewed)
      events.push({
        action: 'return',
        from: 1,
        to: 3,
        at: reviewed,
        reason: '认证申请书未盖公章，请补充后重新提交',
      });
    if (status === 4)
      events.push({ action: 'withdraw', from: 1, to: 4, at: new Date(created.getTime() + DAY), reason: '' });
    await tx.insert(applicationEvents).values(
      events.map((e) => ({
        id: uuidv7(e.at.getTime()),
        tenantId,
        applicationId: id,
        action: e.action,
        fromStatus: e.from,
        toStatus: e.to,
        reason: e.reason,
        actorId: staff,
        createdAt: e.at,
      })),
    );
    if (status === 2 && n % 3 === 0) {
      const demo = CHANGE_DEMOS[(n / 3) % CHANGE_DEMOS.length]!;
      // A scope change widens the enterprise's own scope (its sales, say, now certified too).
      const change =
        demo.changeType === 6
          ? { ...demo, beforeValue: business.scopeZh, afterValue: `${business.scopeZh}及相关售后服务` }
          : demo;
      await tx.insert(applicationChanges).values({
        tenantId,
        applicationId: id,
        ...change,
        status: 1,
        createdAt: new Date(created.getTime() + 2 * DAY),
        createdBy: staff,
        updatedBy: staff,
      });
    }
  }
  await seedServiceApplication(tx, tenantId, companies[1] ?? companies[0]!, staff);
};

/**
 * One submitted (待受理) application of the GB/T 27922 after-sales service scheme (standard SC,
 * certificate type C, issue 37): a visitor accepts it and walks it through 合同评审 and 合同审批, where
 * 服务认证 makes its project (the audit's evaluation sheet), then on like any other item.
 */
async function seedServiceApplication(
  tx: Tx,
  tenantId: number,
  company: { id: string; partnerId: string | null; headcount: number | null; industryCode: string | null },
  staff: string | null,
) {
  // The after-sales service of what the enterprise makes or sells (its demo line of business).
  const business = demoBusinessOf(company.industryCode) ?? DEMO_BUSINESSES[1]!;
  const [standard] = await tx
    .select({ id: standardsView.id })
    .from(standardsView)
    .where(inTenant(standardsView, tenantId, [eq(standardsView.code, SERVICE_STANDARD_CODE)]));
  if (!standard) return;
  const created = new Date(Date.now() - 2 * DAY);
  const submitted = new Date(created.getTime() + 3_600_000);
  const id = uuidv7(created.getTime());
  const received = created.toISOString().slice(0, 10);
  await tx.insert(applications).values({
    id,
    tenantId,
    applyNo: await nextApplicationNumber(tx, tenantId, received),
    enterpriseId: company.id,
    partnerId: company.partnerId,
    applicationType: 1,
    receivedDate: received,
    contactName: '王经理',
    contactPhone: '13800138000',
    eligibility: Object.fromEntries(ELIGIBILITY_ITEMS.map((i) => [i.code, true])),
    status: APPLICATION_STATUS.submitted,
    submittedAt: submitted,
    submittedBy: staff,
    standardCodes: SERVICE_STANDARD_CODE,
    createdAt: created,
    updatedAt: submitted,
    createdBy: staff,
    updatedBy: staff,
  });
  const headcount = Math.max(10, company.headcount || 60);
  await tx.insert(applicationItems).values({
    tenantId,
    applicationId: id,
    certificateStandardId: standard.id,
    standardVersion: 'GB/T 27922-2011',
    scopeZh: `${business.scopeZh}的售后服务（送货、安装、维修、配件供应、投诉处理）`,
    scopeEn: `After-sales service of ${business.scopeEn.charAt(0).toLowerCase()}${business.scopeEn.slice(1)}`,
    professionalCodes: [],
    riskLevel: 3,
    headcount,
    effectivePersonnel: headcount,
    auditMethod: 1,
    systemNumber: 1,
    integratedAudit: 0,
    sortNo: 0,
  });
  await tx.insert(applicationEvents).values([
    {
      id: uuidv7(created.getTime()),
      tenantId,
      applicationId: id,
      action: 'create',
      fromStatus: null,
      toStatus: 0,
      reason: '',
      actorId: staff,
      createdAt: created,
    },
    {
      id: uuidv7(submitted.getTime()),
      tenantId,
      applicationId: id,
      action: 'submit',
      fromStatus: 0,
      toStatus: 1,
      reason: '',
      actorId: staff,
      createdAt: submitted,
    },
  ]);
}

/** Records change requests of applications (the demo's pending changes), answering the rows. */
export function insertDemoApplicationChanges(
  tx: Tx,
  values: (typeof applicationChanges.$inferInsert)[],
): Promise<(typeof applicationChanges.$inferSelect)[]> {
  return tx.insert(applicationChanges).values(values).returning();
}
