/**
 * The demo can be walked by its own roles and reads like a real body (issue 31 items 1-3), checked
 * on the seeded demo itself:
 *
 * 1. every file waiting in 案卷分配 has an eligible technical reviewer who is not the demo decider;
 *    the demo `reviewer` reviews it and the demo `decider` may then decide it;
 * 2. the demo `auditor`'s 我的审核任务 has an approved plan they lead whose dates include today, and
 *    they check in on it today;
 * 3. English names are English, scopes are the enterprise's line of business, demo users linked to
 *    auditors are the same person there, and every certificate number follows the body's template.
 */
import { certificateNumberPattern, DEFAULT_REVIEW_ITEMS, SERVICE_STANDARD_CODE } from '@cb/domain';
import { and, eq, isNotNull, ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/harness.ts';
import { users } from '../../platform/identity/schema.ts';
import { readSetting } from '../../platform/settings/settings.ts';
import { applicationItems, applications } from '../applications/schema.ts';
import { auditProgrammes } from '../audit-programmes/schema.ts';
import { auditors } from '../auditors/schema.ts';
import { certificates } from '../certificates/schema.ts';
import { chinaToday } from '../certificates/status.ts';
import { technicalReviews } from '../certification-decisions/schema.ts';
import { enterprises } from '../customers/schema.ts';
import { demoBusinessOf } from '../customers/seed.ts';
import { certificateStandards } from '../reference/schema.ts';

let t: TestContext;
let admin: string;
let decider: string;
let reviewer: string;
let auditor: string;
beforeAll(async () => {
  t = await createTestContext();
  admin = await t.login('admin');
  decider = await t.login('decider');
  reviewer = await t.login('reviewer');
  auditor = await t.login('auditor');
});
afterAll(() => t.close());

const get = (token: string, url: string) => t.call(token, { method: 'GET', url: `/api${url}` });
const post = (token: string, url: string, payload: object) =>
  t.call(token, { method: 'POST', url: `/api${url}`, payload });

async function auditorOf(username: string) {
  const [row] = await t.database.systemTx((tx) =>
    tx
      .select({ id: auditors.id, name: auditors.name, realname: users.realname })
      .from(auditors)
      .innerJoin(users, eq(users.id, auditors.userId))
      .where(eq(users.username, username)),
  );
  return row!;
}

describe('demo roles each do their step (issue 31 item 1)', () => {
  it('every file awaiting allocation gets a reviewer other than the decider, and the decider may decide it', async () => {
    const deciderAuditor = await auditorOf('decider');
    const reviewerAuditor = await auditorOf('reviewer');
    const waiting = await get(admin, '/jssd/ajfp/list?tab=await&pageSize=50');
    expect(waiting.status).toBe(200);
    const files = waiting.body.result.records.filter((r: { nextRound: number | null }) => r.nextRound === 1);
    expect(files.length).toBeGreaterThanOrEqual(2);
    for (const file of files) {
      const res = await get(admin, `/jssd/ajfp/candidates?projectId=${file.projectId}&round=1`);
      expect(res.status).toBe(200);
      const eligible = res.body.result.candidates.filter(
        (c: { eligible: boolean; auditorId: string }) => c.eligible && c.auditorId !== deciderAuditor.id,
      );
      expect(
        eligible.map((c: { name: string }) => c.name),
        file.enterpriseName,
      ).toContain(reviewerAuditor.name);
    }
    // The walk on one of them: allocation → the reviewer's review → the decider's decision is open.
    const file = files[0];
    const before = await get(decider, `/rzjd/audit/file?projectId=${file.projectId}`);
    expect(before.status).toBe(200);
    const assigned = await post(admin, '/jssd/ajfp/assign', {
      projectId: file.projectId,
      round: 1,
      auditorId: reviewerAuditor.id,
      projectVersion: before.body.result.project.version,
    });
    expect(assigned.status, JSON.stringify(assigned.body)).toBe(200);
    const reviewed = await post(reviewer, '/jssd/review/submit', {
      id: assigned.body.result.id,
      version: assigned.body.result.version,
      result: 1,
      findings: DEFAULT_REVIEW_ITEMS.map((item) => ({ item, ok: true, note: '符合要求' })),
      reason: '',
      rejectTarget: 1,
    });
    expect(reviewed.status, JSON.stringify(reviewed.body)).toBe(200);
    const ready = await get(decider, `/rzjd/audit/file?projectId=${file.projectId}`);
    expect(ready.status).toBe(200);
    expect(ready.body.result.decision).not.toBeNull();
    expect(ready.body.result.refusal).toBeNull();
    const [review] = await t.database.systemTx((tx) =>
      tx
        .select({ by: technicalReviews.reviewerUserId })
        .from(technicalReviews)
        .where(eq(technicalReviews.projectId, file.projectId)),
    );
    const [deciderUser] = await t.database.systemTx((tx) =>
      tx.select({ id: users.id }).from(users).where(eq(users.username, 'decider')),
    );
    expect(review!.by).not.toBe(deciderUser!.id);
  });
});

describe('an audit can be walked today (issue 31 item 2)', () => {
  it("the auditor's 我的审核任务 has an approved plan they lead covering today, and they check in", async () => {
    const today = chinaToday();
    const res = await get(auditor, `/auditorZone/myTask/list?status=3&role=1&pageSize=50`);
    expect(res.status).toBe(200);
    const now = res.body.result.records.filter(
      (r: { startDate: string | null; endDate: string | null }) =>
        r.startDate !== null && r.endDate !== null && r.startDate <= today && r.endDate >= today,
    );
    expect(now.length).toBeGreaterThanOrEqual(1);
    const project = now[0].projects[0];
    const checkIn = await post(auditor, '/shxm/project/checkIn', {
      projectId: project.id,
      date: today,
      period: 1,
      location: '企业总部会议室',
    });
    expect(checkIn.status, JSON.stringify(checkIn.body)).toBe(200);
  });
});

describe('demo data reads like a real body (issue 31 item 3)', () => {
  it('English names carry no Chinese; each scope is the enterprise’s own line of business', async () => {
    const ents = await t.database.systemTx((tx) =>
      tx
        .select({
          id: enterprises.id,
          name: enterprises.name,
          nameEn: enterprises.nameEn,
          industry: enterprises.industryCode,
        })
        .from(enterprises)
        .where(eq(enterprises.tenantId, 1)),
    );
    expect(ents.length).toBeGreaterThanOrEqual(30);
    const industryOf = new Map(ents.map((e) => [e.id, e.industry]));
    for (const e of ents) {
      expect(e.nameEn, e.name).toMatch(/^[A-Z][A-Za-z ,.()&-]+ (Co\., Ltd\.|Company Limited)$/);
      expect(e.nameEn, e.name).not.toMatch(/\p{Script=Han}/u);
      expect(demoBusinessOf(e.industry), e.name).not.toBeNull();
    }
    const certs = await t.database.systemTx((tx) =>
      tx
        .select({
          enterpriseId: certificates.enterpriseId,
          nameEn: certificates.enterpriseNameEn,
          scopeZh: certificates.scopeZh,
        })
        .from(certificates)
        .where(and(eq(certificates.tenantId, 1), isNotNull(certificates.enterpriseId))),
    );
    for (const c of certs) {
      expect(c.nameEn).not.toMatch(/\p{Script=Han}/u);
      expect(c.scopeZh.startsWith(demoBusinessOf(industryOf.get(c.enterpriseId!))!.scopeZh)).toBe(true);
    }
    const items = await t.database.systemTx((tx) =>
      tx
        .select({
          enterpriseId: applications.enterpriseId,
          scopeZh: applicationItems.scopeZh,
          codes: applicationItems.professionalCodes,
          standardCode: certificateStandards.code,
        })
        .from(applicationItems)
        .innerJoin(applications, eq(applications.id, applicationItems.applicationId))
        .innerJoin(certificateStandards, eq(certificateStandards.id, applicationItems.certificateStandardId))
        .where(eq(applications.tenantId, 1)),
    );
    expect(items.length).toBeGreaterThan(0);
    for (const item of items) {
      const business = demoBusinessOf(industryOf.get(item.enterpriseId))!;
      expect(item.scopeZh.startsWith(business.scopeZh), item.scopeZh).toBe(true);
      // A GB/T 27922 service item is evaluated by its sheet, not by IAF professional codes.
      expect(item.codes).toEqual(item.standardCode === SERVICE_STANDARD_CODE ? [] : [business.code]);
    }
    const programmes = await t.database.systemTx((tx) =>
      tx
        .select({
          enterpriseId: auditProgrammes.enterpriseId,
          scopeText: auditProgrammes.scopeText,
          codes: auditProgrammes.codes,
        })
        .from(auditProgrammes)
        .where(and(eq(auditProgrammes.tenantId, 1), ne(auditProgrammes.scopeText, ''))),
    );
    expect(programmes.length).toBeGreaterThanOrEqual(10);
    // Typed-in programmes, contracts' programmes, the audits on site and the files in review alike.
    for (const p of programmes) {
      const business = demoBusinessOf(industryOf.get(p.enterpriseId))!;
      expect(p.scopeText.startsWith(business.scopeZh), p.scopeText).toBe(true);
      expect(p.codes).toEqual([business.code]);
    }
  });

  it('a demo user linked to an auditor record is the same person there', async () => {
    for (const username of ['auditor', 'decider', 'reviewer']) {
      const linked = await auditorOf(username);
      expect(linked.name, username).toBe(linked.realname);
    }
  });

  it('every demo certificate number follows the body’s one template, serials carried on', async () => {
    const setting = await t.database.systemTx((tx) => readSetting(tx, 1, 'certificateNumber'));
    const pattern = certificateNumberPattern(setting.template, setting.approvalNo);
    const rows = await t.database.systemTx((tx) =>
      tx
        .select({ certNo: certificates.certNo, mainCertNo: certificates.mainCertNo })
        .from(certificates)
        .where(eq(certificates.tenantId, 1)),
    );
    expect(rows.length).toBeGreaterThan(30);
    for (const r of rows)
      if (r.mainCertNo) expect(r.certNo).toMatch(new RegExp(`^${r.mainCertNo}-\\d+$`));
      else expect(r.certNo).toMatch(pattern);
  });
});
