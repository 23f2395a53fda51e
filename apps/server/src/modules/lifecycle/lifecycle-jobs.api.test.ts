/**
 * The lifecycle jobs through the scheduler, on a moving clock: expiry, suspension running out →
 * revocation, surveillance projects made ahead of their window; each idempotent (a re-run changes
 * nothing), run once by two instances sharing the database, and a failure half-way through a
 * tenant leaves nothing of that tenant written.
 */
import { and, count, eq, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/harness.ts';
import { users } from '../../platform/identity/schema.ts';
import { uuidv7 } from '../../platform/ids.ts';
import { JobScheduler } from '../../platform/jobs/scheduler.ts';
import { scheduledJobs } from '../../platform/jobs/schema.ts';
import { nonconformities, projectExecutions } from '../audit-execution/schema.ts';
import { auditProgrammes, auditProjects, programmeRows } from '../audit-programmes/schema.ts';
import { certificateEvents, certificates } from '../certificates/schema.ts';
import { customerUserLinks } from '../customers/schema.ts';
import { noticeRecipients, notices } from '../notices/schema.ts';
import { CERTIFICATE_OPERATIONS, certificateExpiryJob } from './jobs.ts';

let t: TestContext;
let clock = new Date('2026-11-24T01:00:00Z');
const now = () => clock;
let enterpriseId: string;
let enterpriseUserId: string;

const tenantTx = <T>(fn: Parameters<TestContext['database']['tenantTx']>[1]) =>
  t.database.tenantTx({ tenantId: 1, userId: null }, fn) as Promise<T>;

async function addCertificate(certNo: string, values: Partial<typeof certificates.$inferInsert> = {}) {
  const id = uuidv7();
  await tenantTx(async (tx) => {
    await tx.insert(certificates).values({
      id,
      tenantId: 1,
      certNo,
      standardCode: 'Q',
      status: 1,
      issueDate: '2023-12-01',
      expiryDate: '2026-11-30',
      enterpriseId,
      enterpriseName: '周期测试有限公司',
      ...values,
    });
    await tx.insert(certificateEvents).values({
      id: uuidv7(),
      tenantId: 1,
      certificateId: id,
      eventType: 'issue',
      toStatus: 1,
      effectiveDate: values.issueDate ?? '2023-12-01',
    });
  });
  return id;
}

const certificate = async (id: string) =>
  (
    await tenantTx<(typeof certificates.$inferSelect)[]>((tx) =>
      tx.select().from(certificates).where(eq(certificates.id, id)),
    )
  )[0];
const events = (id: string) =>
  tenantTx((tx) =>
    tx
      .select()
      .from(certificateEvents)
      .where(eq(certificateEvents.certificateId, id))
      .orderBy(certificateEvents.createdAt),
  ) as Promise<(typeof certificateEvents.$inferSelect)[]>;
const messagesOf = (userId: string, prefix: string) =>
  t.database.systemTx(async (tx) =>
    (
      await tx
        .select({ title: notices.title })
        .from(notices)
        .innerJoin(noticeRecipients, eq(noticeRecipients.noticeId, notices.id))
        .where(eq(noticeRecipients.userId, userId))
    ).filter((m) => m.title.startsWith(prefix)),
  );

beforeAll(async () => {
  t = await createTestContext({ now: () => clock.getTime() });
  const [link] = await t.database.systemTx((tx) =>
    tx
      .select({ userId: customerUserLinks.userId, enterpriseId: customerUserLinks.enterpriseId })
      .from(customerUserLinks)
      .innerJoin(users, eq(users.id, customerUserLinks.userId))
      .where(and(eq(users.tenantId, 1), eq(users.username, 'enterprise'))),
  );
  enterpriseId = link!.enterpriseId!;
  enterpriseUserId = link!.userId;
});
afterAll(() => t.close());

describe('certificate expiry (lifecycle.certificateExpiry)', () => {
  it('expires a certificate only after its expiry date, once, and tells the enterprise', async () => {
    const id = await addCertificate('TEST-EXP-0001');
    clock = new Date('2026-11-30T01:00:00Z'); // 30 Nov in China: still valid that day
    await t.app.services.jobs.runNow('lifecycle.certificateExpiry', null);
    expect((await certificate(id))!.status).toBe(1);

    clock = new Date('2026-11-30T16:30:00Z'); // 1 Dec 00:30 in China
    const run = await t.app.services.jobs.runNow('lifecycle.certificateExpiry', null);
    expect(run).toMatchObject({ status: 'succeeded' });
    expect(run!.items).toBeGreaterThanOrEqual(1);
    expect((await certificate(id))!.status).toBe(5);
    const expired = (await events(id)).filter((e) => e.eventType === 'expire');
    expect(expired).toHaveLength(1);
    expect(expired[0]).toMatchObject({ fromStatus: 1, toStatus: 5, effectiveDate: '2026-12-01' });
    expect(await messagesOf(enterpriseUserId, '证书已到期失效：TEST-EXP-0001')).toHaveLength(1);

    const again = await t.app.services.jobs.runNow('lifecycle.certificateExpiry', null);
    expect(again).toMatchObject({ status: 'succeeded', items: 0 });
    expect((await events(id)).filter((e) => e.eventType === 'expire')).toHaveLength(1);
    expect(await messagesOf(enterpriseUserId, '证书已到期失效：TEST-EXP-0001')).toHaveLength(1);
  });

  it('two instances sharing the database run the due job once', async () => {
    const id = await addCertificate('TEST-EXP-0002', { expiryDate: '2026-12-05' });
    clock = new Date('2026-12-06T01:00:00Z');
    const defs = t.app.services.jobs.jobs;
    const a = new JobScheduler(t.database, defs, now);
    const b = new JobScheduler(t.database, defs, now);
    await a.ensureDefinitions();
    await t.database.systemTx((tx) =>
      tx.update(scheduledJobs).set({ nextRunAt: new Date('2026-12-06T00:00:00Z'), paused: 0 }),
    );
    const [ra, rb] = await Promise.all([a.tick(), b.tick()]);
    const runs = [...ra, ...rb];
    // Every lifecycle job ran exactly once between the two instances.
    const names = (
      await t.database.systemTx((tx) => tx.select({ name: scheduledJobs.name }).from(scheduledJobs))
    ).map((r) => r.name);
    expect(runs).toHaveLength(names.filter((n) => defs.some((d) => d.name === n)).length);
    expect(runs.every((r) => r.status === 'succeeded')).toBe(true);
    expect((await certificate(id))!.status).toBe(5);
    expect((await events(id)).filter((e) => e.eventType === 'expire')).toHaveLength(1);
  });

  it('a failure half-way through a tenant leaves that tenant unchanged, and the retry finishes it', async () => {
    const first = await addCertificate('TEST-EXP-0003', { expiryDate: '2026-12-10' });
    const second = await addCertificate('TEST-EXP-0004', { expiryDate: '2026-12-10' });
    clock = new Date('2026-12-11T01:00:00Z');
    let calls = 0;
    const failing = certificateExpiryJob(t.app.services.notifier, {
      ...CERTIFICATE_OPERATIONS,
      expire: async (tx, tenantId, id, on) => {
        calls++;
        if (id === second) throw new Error('模拟故障');
        return CERTIFICATE_OPERATIONS.expire(tx, tenantId, id, on);
      },
    });
    const scheduler = new JobScheduler(t.database, [failing], now);
    const failed = await scheduler.runNow('lifecycle.certificateExpiry', null);
    expect(failed).toMatchObject({ status: 'failed', error: '模拟故障' });
    expect(calls).toBeGreaterThanOrEqual(2);
    // The first certificate's expiry was rolled back with the failing tenant's transaction.
    expect((await certificate(first))!.status).toBe(1);
    expect((await events(first)).filter((e) => e.eventType === 'expire')).toHaveLength(0);
    const [row] = await t.database.systemTx((tx) =>
      tx.select().from(scheduledJobs).where(eq(scheduledJobs.name, 'lifecycle.certificateExpiry')),
    );
    expect(row!.failures).toBe(1);

    const retried = await t.app.services.jobs.runNow('lifecycle.certificateExpiry', null);
    expect(retried).toMatchObject({ status: 'succeeded' });
    expect((await certificate(first))!.status).toBe(5);
    expect((await certificate(second))!.status).toBe(5);
  });
});

describe('suspension running out (lifecycle.suspensionRevocation)', () => {
  it('revokes (0115) the day after suspendUntil, not before, once, and tells the enterprise', async () => {
    const id = await addCertificate('TEST-SUS-0001', {
      status: 2,
      issueDate: '2025-03-01',
      expiryDate: '2028-02-29',
      suspendUntil: '2026-11-10',
    });
    await tenantTx((tx) =>
      tx.insert(certificateEvents).values({
        id: uuidv7(),
        tenantId: 1,
        certificateId: id,
        eventType: 'suspend',
        fromStatus: 1,
        toStatus: 2,
        reasonCode: '0112',
        effectiveDate: '2026-05-10',
        suspendUntil: '2026-11-10',
      }),
    );
    clock = new Date('2026-11-10T01:00:00Z');
    await t.app.services.jobs.runNow('lifecycle.suspensionRevocation', null);
    expect((await certificate(id))!.status).toBe(2);

    clock = new Date('2026-11-11T01:00:00Z');
    const run = await t.app.services.jobs.runNow('lifecycle.suspensionRevocation', null);
    expect(run!.items).toBeGreaterThanOrEqual(1);
    expect((await certificate(id))!.status).toBe(3);
    const revoked = (await events(id)).filter((e) => e.eventType === 'revoke');
    expect(revoked).toHaveLength(1);
    expect(revoked[0]).toMatchObject({ reasonCode: '0115', effectiveDate: '2026-11-11', toStatus: 3 });
    expect(revoked[0]!.reason).toContain('暂停期满（2026-11-10）未恢复');
    expect(await messagesOf(enterpriseUserId, '证书已撤销：TEST-SUS-0001')).toHaveLength(1);

    // The public query shows it revoked at once.
    const search = await t.call(null, {
      method: 'GET',
      url: '/api/cert/public/search?tenantId=1&certNo=TEST-SUS-0001',
    });
    expect(search.status).toBe(200);
    expect(search.body.result.records[0]).toMatchObject({ certNo: 'TEST-SUS-0001', status: 3 });

    expect(await t.app.services.jobs.runNow('lifecycle.suspensionRevocation', null)).toMatchObject({
      items: 0,
    });
    expect((await events(id)).filter((e) => e.eventType === 'revoke')).toHaveLength(1);
  });

  it('caps a suspension at 6 months even when suspendUntil says later', async () => {
    const id = await addCertificate('TEST-SUS-0002', {
      status: 2,
      issueDate: '2025-03-01',
      expiryDate: '2028-02-29',
      suspendUntil: '2027-03-01',
    });
    await tenantTx((tx) =>
      tx.insert(certificateEvents).values({
        id: uuidv7(),
        tenantId: 1,
        certificateId: id,
        eventType: 'suspend',
        fromStatus: 1,
        toStatus: 2,
        reasonCode: '0116',
        effectiveDate: '2026-06-01',
        suspendUntil: '2027-03-01',
      }),
    );
    clock = new Date('2026-12-02T01:00:00Z');
    await t.app.services.jobs.runNow('lifecycle.suspensionRevocation', null);
    expect((await certificate(id))!.status).toBe(3);
  });
});

describe('overdue surveillance (lifecycle.overdueSurveillance)', () => {
  it('suspends (0112, 6 months) the certificate whose surveillance window closed without an audit, once', async () => {
    const certId = await addCertificate('TEST-OVD-0001', {
      standardCode: 'EnMS',
      issueDate: '2025-11-30',
      expiryDate: '2028-11-29',
    });
    const programmeId = uuidv7();
    await tenantTx(async (tx) => {
      await tx.insert(auditProgrammes).values({
        id: programmeId,
        tenantId: 1,
        enterpriseId,
        scheme: 'EnMS',
        ruleSetId: 'CNCA-QMS-01:2025',
        cycleStart: '2025-11-30',
        expiryDate: '2028-11-29',
      });
      await tx.insert(programmeRows).values([
        {
          tenantId: 1,
          programmeId,
          seq: 3,
          auditType: 2,
          stage: null,
          dueFrom: '2026-08-30',
          dueTo: '2026-11-30',
          days: 1,
        },
        // A later cycle's row still estimated: never a reason to suspend.
        {
          tenantId: 1,
          programmeId,
          seq: 4,
          auditType: 3,
          stage: null,
          dueFrom: '2026-08-01',
          dueTo: '2026-11-01',
          days: 1,
          estimated: 1,
        },
      ]);
    });
    clock = new Date('2026-11-30T01:00:00Z'); // the last day of the window
    await t.app.services.jobs.runNow('lifecycle.overdueSurveillance', null);
    expect((await certificate(certId))!.status).toBe(1);

    clock = new Date('2026-12-01T01:00:00Z');
    const run = await t.app.services.jobs.runNow('lifecycle.overdueSurveillance', null);
    expect(run).toMatchObject({ status: 'succeeded' });
    expect(await certificate(certId)).toMatchObject({ status: 2, suspendUntil: '2027-06-01' });
    const suspended = (await events(certId)).filter((e) => e.eventType === 'suspend');
    expect(suspended).toHaveLength(1);
    expect(suspended[0]).toMatchObject({ reasonCode: '0112', effectiveDate: '2026-12-01' });
    expect(await messagesOf(enterpriseUserId, '证书已暂停：TEST-OVD-0001')).toHaveLength(1);
    const search = await t.call(null, {
      method: 'GET',
      url: '/api/cert/public/search?tenantId=1&certNo=TEST-OVD-0001',
    });
    expect(search.body.result.records[0]).toMatchObject({ status: 2 });

    // Restored by hand later: the same missed surveillance does not suspend it again.
    await tenantTx((tx) =>
      tx.update(certificates).set({ status: 1, suspendUntil: null }).where(eq(certificates.id, certId)),
    );
    expect(await t.app.services.jobs.runNow('lifecycle.overdueSurveillance', null)).toMatchObject({
      items: 0,
    });
    expect((await certificate(certId))!.status).toBe(1);
    expect((await events(certId)).filter((e) => e.eventType === 'suspend')).toHaveLength(1);
  });
});

describe('major NC limit (lifecycle.majorNcLimit)', () => {
  it('opens a repeated stage 2 once when a major NC is still open 6 months after the last stage-2 day', async () => {
    const programmeId = uuidv7();
    const projectId = uuidv7();
    await tenantTx(async (tx) => {
      await tx.insert(auditProgrammes).values({
        id: programmeId,
        tenantId: 1,
        enterpriseId,
        scheme: 'QMS',
        ruleSetId: 'CNCA-QMS-01:2025',
      });
      await tx.insert(auditProjects).values({
        id: projectId,
        tenantId: 1,
        programmeId,
        enterpriseId,
        auditType: 1,
        stage: 2,
        scheme: 'QMS',
        dueFrom: '2026-01-01',
        dueTo: '2026-02-28',
        days: 3,
        status: 1,
      });
      await tx.insert(projectExecutions).values({ tenantId: 1, projectId, lastOnsiteDay: '2026-01-20' });
      await tx.insert(nonconformities).values({
        tenantId: 1,
        projectId,
        enterpriseId,
        ncNo: 'NC-01',
        grade: 1,
        status: 1,
        clause: '8.5.1',
        department: '生产部',
        facts: '未按规定控制生产过程',
      });
    });
    const children = () =>
      tenantTx<(typeof projectExecutions.$inferSelect)[]>((tx) =>
        tx.select().from(projectExecutions).where(eq(projectExecutions.parentProjectId, projectId)),
      );
    clock = new Date('2026-07-20T01:00:00Z'); // the limit day itself
    await t.app.services.jobs.runNow('lifecycle.majorNcLimit', null);
    expect(await children()).toHaveLength(0);

    clock = new Date('2026-07-21T01:00:00Z');
    const run = await t.app.services.jobs.runNow('lifecycle.majorNcLimit', null);
    expect(run).toMatchObject({ status: 'succeeded', items: 1 });
    const [child] = await children();
    expect(child).toMatchObject({ specialType: 2 });
    expect(child!.supplementaryReason).toContain('2026-07-20前');
    const [project] = await tenantTx<(typeof auditProjects.$inferSelect)[]>((tx) =>
      tx.select().from(auditProjects).where(eq(auditProjects.id, child!.projectId)),
    );
    expect(project).toMatchObject({ auditType: 10, programmeId, enterpriseId, status: 0 });

    expect(await t.app.services.jobs.runNow('lifecycle.majorNcLimit', null)).toMatchObject({ items: 0 });
    expect(await children()).toHaveLength(1);
  });
});

describe('surveillance due (lifecycle.surveillanceDue)', () => {
  it('makes the due projects through the programmes area; re-runs never make one twice', async () => {
    clock = new Date('2027-06-01T01:00:00Z');
    // Stage 2 is projected once stage 1 is (the programmes' rule): runs go on until nothing is due.
    let made = -1;
    for (let i = 0; i < 6 && made !== 0; i++) {
      const run = await t.app.services.jobs.runNow('lifecycle.surveillanceDue', null);
      expect(run).toMatchObject({ status: 'succeeded' });
      made = run!.items;
    }
    expect(made).toBe(0);
    expect(await t.app.services.jobs.runNow('lifecycle.surveillanceDue', null)).toMatchObject({ items: 0 });
    const perRow = await tenantTx<{ n: number }[]>((tx) =>
      tx
        .select({ n: count() })
        .from(auditProjects)
        .where(isNotNull(auditProjects.programmeRowId))
        .groupBy(auditProjects.programmeRowId),
    );
    expect(perRow.every((r) => Number(r.n) === 1)).toBe(true);
  });
});
