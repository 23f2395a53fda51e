/**
 * A certificate kept alive (issue 20, the second path of "one certificate's life"), on the test
 * clock and without database edits: a new enterprise is certified as in certificate-life (by API
 * here: the browser steps of that journey are not repeated) → surveillance 1 created from the
 * programme in its window, planned with a competent team, audited, reviewed and decided passed →
 * the certificate stays 有效 on its public page and has a maintain event → the overdue-surveillance
 * job run after that window does not suspend it → surveillance 2 likewise → recertification (audit
 * type 4) before expiry, decided passed and issued → the new certificate's expiry continues from the
 * old one (old expiry + 3 years) and the old one shows 已换发 on its public page. The clock goes back
 * afterwards.
 */
import { addDays, calendarDateOf } from '@cb/domain';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from './support/browser.ts';
import {
  applyToProgramme,
  archive,
  auditRow,
  call,
  decidePassed,
  finish,
  issue,
  meetings,
  morningOf,
  newAuditor,
  newEnterpriseIdentity,
  ONSITE_FILES,
  programmeRows,
  publicStatus,
  runJob,
  setClock,
  shots,
  stageOne,
  technicalReview,
} from './support/lifecycle.ts';
import { signedInPage } from './support/pages.ts';

let browser: Browser;
let visitor: Page;
const today = calendarDateOf(new Date());
const { serial, name: enterpriseName, creditCode } = newEnterpriseIdentity('证书保持测试');
/**
 * The cycle runs three years ahead of today: its team and its technical reviewer are people
 * 人力资源 registers for it (the demo auditors' registrations run out before the recertification).
 */
let team: { leader: string; member: string };
let reviewer: { name: string; username: string };
const problems: string[] = [];

let programmeId = '';
let certificate = { id: '', certNo: '', expiryDate: '' };
/** The last audit day so far: the next audit is planned after it. */
let lastDay = today;

beforeAll(async () => {
  browser = await launchBrowser();
  visitor = await browser.newPage({ viewport: { width: 1366, height: 900 }, locale: 'zh-CN' });
  visitor.on('pageerror', (e) => problems.push(`pageerror: ${e.message}`));
  await setClock(null);
});
afterAll(async () => {
  await setClock(null).catch(() => undefined);
  await browser?.close();
});

/**
 * The programme's next audit of `auditType`: created from the programme in its window, planned,
 * audited, archived, reviewed and decided passed by the decider on its last day.
 */
async function auditAndPass(pick: (r: { stage: number; auditType: number }) => boolean, rationale: string) {
  const a = await auditRow(programmeId, pick, lastDay, '生产车间', team);
  const day = a.plan.days.at(-1)!;
  expect(
    day >= a.row.dueFrom && day <= a.row.dueTo,
    `audited in its window ${a.row.dueFrom}–${a.row.dueTo}`,
  ).toBe(true);
  await meetings(a.projectId, a.plan);
  await finish(a.projectId, a.plan);
  await archive(a.projectId, ONSITE_FILES);
  await technicalReview(a.projectId, reviewer);
  const decided = await decidePassed(a.projectId, day, rationale);
  lastDay = day;
  return { ...a, day, decided };
}

async function certificateEvents(id: string) {
  const events = await call<any>(
    'certadmin',
    'GET',
    `/zsfx/certificate/events?certificateId=${id}&pageSize=50`,
  );
  return (Array.isArray(events) ? events : events.records) as { eventType: string; reason: string }[];
}

/** Runs the overdue-surveillance job the day after `dueTo` (定时任务 in the browser). */
async function overdueJobAfter(dueTo: string, shot: string) {
  const after = addDays(dueTo, 1);
  expect((await setClock(morningOf(after))).now.slice(0, 10)).toBe(after);
  const admin = await signedInPage(browser, 'admin');
  admin.on('pageerror', (e) => problems.push(`pageerror: ${e.message}`));
  await admin.setViewportSize({ width: 1366, height: 900 });
  await runJob(admin, '监督审核逾期暂停证书', shot);
  await admin.close();
  lastDay = after;
}

describe('a certificate kept by its surveillances and continued by recertification', () => {
  it('certified as in the first journey (application to issue by API); public page 有效', async () => {
    team = {
      leader: await newAuditor(`组长${serial % 1000}`, today, 6),
      member: await newAuditor(`组员${serial % 1000}`, today, 6),
    };
    reviewer = { name: `审定${serial % 1000}`, username: `sd${serial}` };
    await newAuditor(reviewer.name, today, 6, reviewer.username);
    ({ programmeId } = await applyToProgramme(enterpriseName, creditCode, today));
    const stage1 = await stageOne(programmeId, today);
    lastDay = stage1.days.at(-1)!;
    const s2 = await auditAndPass((r) => r.stage === 2, '二阶段审核推荐注册，技术审定通过，同意初次认证');
    const issued = await issue(enterpriseName, s2.day);
    certificate = { id: issued.id, certNo: issued.certNo, expiryDate: issued.expiryDate };
    expect(await publicStatus(visitor, certificate.id)).toContain('有效');
  });

  it('surveillance 1 in its window, passed: still 有效, a maintain event; the overdue job leaves it', async () => {
    expect(certificate.id, 'the certificate of the step before').not.toBe('');
    const s = await auditAndPass(
      (r) => r.auditType === 2,
      '第一次监督审核推荐保持，技术审定通过，同意保持认证资格',
    );
    expect(s.decided.certificateTaskId ?? null).not.toBeNull();
    const events = await certificateEvents(certificate.id);
    expect(events.some((e) => e.eventType === 'maintain')).toBe(true);
    expect(await publicStatus(visitor, certificate.id)).toContain('有效');

    await overdueJobAfter(s.row.dueTo, 'certificate-maintained-job-after-s1');
    expect(await publicStatus(visitor, certificate.id)).toContain('有效');
    await shots(visitor, 'certificate-maintained-public-after-s1');
  });

  it('surveillance 2 likewise', async () => {
    expect(certificate.id, 'the certificate of the step before').not.toBe('');
    const s = await auditAndPass(
      (r) => r.auditType === 3,
      '第二次监督审核推荐保持，技术审定通过，同意保持认证资格',
    );
    const maintained = (await certificateEvents(certificate.id)).filter((e) => e.eventType === 'maintain');
    expect(maintained.length).toBeGreaterThanOrEqual(2);
    await overdueJobAfter(s.row.dueTo, 'certificate-maintained-job-after-s2');
    expect(await publicStatus(visitor, certificate.id)).toContain('有效');
  });

  it('recertification before expiry: the new certificate continues the expiry; the old one is replaced', async () => {
    expect(certificate.id, 'the certificate of the step before').not.toBe('');
    const rows = await programmeRows(programmeId);
    const recert = rows.find((r) => r.auditType === 4);
    expect(recert, 'the recertification row of the programme').toBeDefined();
    const r = await auditAndPass((r) => r.auditType === 4, '再认证审核推荐换证，技术审定通过，同意再认证');
    expect(r.day < certificate.expiryDate, 'recertified before expiry').toBe(true);
    const issued = await issue(enterpriseName, r.day);
    expect(issued.draft.replaces?.id).toBe(certificate.id);
    // The rule set: the new cycle runs three years from the old expiry.
    const [y, m, d] = certificate.expiryDate.split('-');
    expect(issued.expiryDate).toBe(`${Number(y) + 3}-${m}-${d}`);
    expect(issued.certNo).not.toBe(certificate.certNo);

    expect(await publicStatus(visitor, issued.id)).toContain('有效');
    await shots(visitor, 'certificate-maintained-public-new');
    const old = await publicStatus(visitor, certificate.id);
    expect(old).toMatch(/已换发/);
    await shots(visitor, 'certificate-maintained-public-replaced');

    await setClock(null);
    expect(problems).toEqual([]);
  });
});
