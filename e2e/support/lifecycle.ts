/**
 * What the certificate-life journeys share (issue 20): API calls as the demo users and the accounts
 * a journey opens, the test clock (TEST_CLOCK=1, `PUT /api/sys/testClock`), a new enterprise taken
 * from application to programme, audits planned with a competent team and executed, the technical
 * review, the decision and the issue by API (the first journey drives those in the browser), the
 * public page and 定时任务 in the browser. No database edits: everything goes through the product.
 */
import { addDays, creditCodeCheckCharacter, idCardCheckCharacter } from '@cb/domain';
import type { Browser, Page } from 'playwright-core';
import { expect } from 'vitest';
import { baseUrl, screenshotWidths } from './browser.ts';
import { passwordOf, quietPage } from './pages.ts';

/** The demo auditor (user `auditor`) holds QMS 17.06.00: the technical reviewer, so never on a team. */
export const CODE = '17.06.00';

const tokens = new Map<string, string>();

export async function token(user: string): Promise<string> {
  const known = tokens.get(user);
  if (known) return known;
  const res = await fetch(`${baseUrl()}/api/sys/erpnew/login`, {
    method: 'POST',
    // As the web does: another tenant of the run may have the same user names.
    headers: { 'content-type': 'application/json', 'tenant-id': '1' },
    body: JSON.stringify({ username: user, password: passwordOf(user) }),
  });
  const body = await res.json();
  if (!body.success) throw new Error(`login ${user}: ${body.message}`);
  tokens.set(user, body.result.token);
  return body.result.token;
}

export async function call<T = any>(
  user: string,
  method: string,
  path: string,
  payload?: object,
): Promise<T> {
  const res = await fetch(`${baseUrl()}/api${path}`, {
    method,
    headers: { 'x-access-token': await token(user), 'content-type': 'application/json' },
    ...(payload ? { body: JSON.stringify(payload) } : {}),
  });
  const body = await res.json();
  if (!body.success) throw new Error(`${method} ${path} (${user}): ${res.status} ${body.message}`);
  return body.result as T;
}

/** The refusal message of a call expected to fail (throws if it succeeds). */
export async function refusal(user: string, method: string, path: string, payload?: object): Promise<string> {
  const res = await fetch(`${baseUrl()}/api${path}`, {
    method,
    headers: { 'x-access-token': await token(user), 'content-type': 'application/json' },
    ...(payload ? { body: JSON.stringify(payload) } : {}),
  });
  const body = await res.json();
  if (body.success) throw new Error(`${method} ${path} (${user}) was not refused`);
  return body.message as string;
}

const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
export const pdfFile = (name: string) => ({ name, mimeType: 'application/pdf', buffer: PDF });

/** Uploads a small PDF as a record file of a record. */
export async function upload(user: string, path: string, documentType: string, name = 'file.pdf') {
  const form = new FormData();
  form.append('documentType', documentType);
  form.append('file', new Blob([PDF], { type: 'application/pdf' }), name);
  const res = await fetch(`${baseUrl()}/api${path}`, {
    method: 'POST',
    headers: { 'x-access-token': await token(user) },
    body: form,
  });
  const body = await res.json();
  if (!body.success) throw new Error(`upload ${path} ${documentType}: ${body.message}`);
}

/** Moves the server's clock (null: back to the real time); sessions are signed in afresh after it. */
export async function setClock(at: string | null) {
  const moved = await call<{ now: string }>('admin', 'PUT', '/sys/testClock', { at });
  tokens.clear();
  return moved;
}

/**
 * A new sign-in account as an administrator opens it in 用户管理 (a first password the user must
 * replace), then its first sign-in replaces that password with the demo one (so `passwordOf`
 * answers it). Answers the user's id.
 */
export async function openAccount(username: string, realname: string, roleCode: string): Promise<string> {
  const roles = await call<{ id: string; code: string }[]>('admin', 'GET', '/sys/role/options');
  const role = roles.find((r) => r.code === roleCode);
  expect(role, `the role ${roleCode}`).toBeDefined();
  const first = 'First2026pass';
  const created = await call<{ id: string }>('admin', 'POST', '/sys/user/add', {
    username,
    password: first,
    realname,
    roleIds: [role!.id],
  });
  const login = await fetch(`${baseUrl()}/api/sys/erpnew/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'tenant-id': '1' },
    body: JSON.stringify({ username, password: first }),
  }).then((r) => r.json());
  if (!login.success) throw new Error(`first sign-in of ${username}: ${login.message}`);
  const changed = await fetch(`${baseUrl()}/api/sys/user/changePassword`, {
    method: 'PUT',
    headers: { 'x-access-token': login.result.token, 'content-type': 'application/json' },
    body: JSON.stringify({
      username,
      oldpassword: first,
      password: passwordOf(username),
      confirmpassword: passwordOf(username),
    }),
  }).then((r) => r.json());
  if (!changed.success) throw new Error(`password change of ${username}: ${changed.message}`);
  return created.id;
}

/** The next `n` working days (Monday to Friday) after `day`. */
export function workingDaysAfter(day: string, n: number): string[] {
  const out: string[] = [];
  let d = day;
  while (out.length < n) {
    d = addDays(d, 1);
    const weekday = new Date(`${d}T00:00:00Z`).getUTCDay();
    if (weekday !== 0 && weekday !== 6) out.push(d);
  }
  return out;
}

/** 09:00 in China on a calendar day. */
export const morningOf = (day: string) => new Date(`${day}T01:00:00Z`).toISOString();

export async function confirm(page: Page) {
  await page.locator('.ant-modal-confirm .ant-btn-primary').click();
}

export async function shots(page: Page, name: string) {
  await page.evaluate(() => window.scrollTo(0, 0));
  await screenshotWidths(page, name);
}

/**
 * A signed-in page of `user` on the server's (test) day: the sign-in keeps an expiry by the
 * browser's clock, and the forms bound their dates by it, so the browser's clock is the server's.
 */
export async function signedInAt(
  browser: Browser,
  user: string,
  serverNow: string | null,
  landing = '**/index',
): Promise<Page> {
  const page = await quietPage(browser);
  if (serverNow) await page.clock.setFixedTime(new Date(serverNow));
  await page.goto(`${baseUrl()}/login`);
  await page.fill('#username', user);
  await page.fill('#password', passwordOf(user));
  await page.press('#password', 'Enter');
  await page.waitForURL(landing);
  return page;
}

/** The public certificate page's status (the QR code's target). */
export async function publicStatus(page: Page, certificateId: string): Promise<string> {
  await page.goto(`${baseUrl()}/external/certificateDetail/${certificateId}`);
  const status = page.getByTestId('external-status');
  await status.waitFor();
  return (await status.textContent()) ?? '';
}

/**
 * 定时任务: 运行一次 on the job's row, confirmed, until the run's outcome shows. Once the clock has
 * moved past a job's time the scheduler may be running it already: the product then answers
 * 该任务正在运行, and the run is asked for again when that message has gone.
 */
export async function runJob(page: Page, title: string, shot?: string) {
  await page.goto(`${baseUrl()}/sys/job`);
  const row = page.getByTestId('job-list').locator('tr', { hasText: title });
  await row.waitFor();
  const succeeded = page.getByText(new RegExp(`${title}：成功`)).first();
  const failed = page.getByText(new RegExp(`${title}：(?!成功)`)).first();
  const busy = page.getByText('该任务正在运行，请稍后再试').first();
  const dialog = page.locator('.ant-modal-confirm');
  for (let attempt = 1; ; attempt++) {
    await row.getByRole('button', { name: '运行一次' }).click();
    await dialog.getByRole('button', { name: /确\s*定/ }).click();
    await succeeded.or(failed).or(busy).waitFor();
    if (await succeeded.isVisible()) break;
    if (await failed.isVisible()) throw new Error(`${title}: ${await failed.textContent()}`);
    if (attempt === 10) throw new Error(`${title}: still running after ${attempt} attempts`);
    if (await dialog.isVisible()) await dialog.getByRole('button', { name: /取\s*消/ }).click();
    await busy.waitFor({ state: 'hidden' });
  }
  if (shot) await shots(page, shot);
}

/** A new enterprise's name and credit code, unique in the run. */
export function newEnterpriseIdentity(prefix: string) {
  const serial = (Date.now() + Math.floor(Math.random() * 1000)) % 1_000_000_000;
  const first17 = `91310115${String(serial).padStart(9, '0')}`;
  return {
    serial,
    name: `${prefix}${serial}有限公司`,
    creditCode: first17 + creditCodeCheckCharacter(first17),
  };
}

/**
 * Staff enter the enterprise, its application is submitted and accepted, the contract review
 * (figures calculated) confirmed and approved, the signed contract approved by someone other than
 * the reviewer: the programme is generated. Answers the enterprise's and the programme's ids.
 */
export async function applyToProgramme(
  name: string,
  creditCode: string,
  today: string,
  /** The contract review done by a person in the browser (default: confirmed and approved by API). */
  reviewInBrowser?: (review: { id: string; totalDays: number }) => Promise<void>,
) {
  const enterprise = await call('staff', 'POST', '/khgl/enterprise/add', {
    name,
    creditCode,
    natureCode: '3',
    industryCode: '18',
    regionCode: '310000',
    registeredCapital: '500',
    legalRepresentative: '陈总',
    registeredAddress: '上海市浦东新区张江路1号',
    totalHeadcount: 80,
    sites: [
      {
        siteType: '1',
        name: '总部',
        address: '上海市浦东新区张江路1号',
        headcount: 80,
        isCentralFunction: true,
      },
    ],
    contacts: [{ name: '周经理', role: '管理者代表', phone: '13812345678', email: 'zhou@example.com' }],
  });
  const enterpriseId: string = enterprise.id;

  const standards = await call<{ id: string; code: string }[]>(
    'staff',
    'GET',
    '/xmsl/cerApplyApi/getCertificateStandardList',
  );
  const q = standards.find((s) => s.code === 'Q');
  expect(q, 'the Q standard').toBeDefined();
  const draft = await call('staff', 'POST', '/xmsl/cerApplyApi/add', {
    enterpriseId,
    applicationType: 1,
    receivedDate: today,
    contactName: '周经理',
    eligibility: {
      legalEntity: true,
      systemRunning: true,
      internalAudit: true,
      managementReview: true,
      notStopped: true,
      notDishonest: true,
      noMajorAccident: true,
      noFailedSampling: true,
    },
    items: [
      {
        certificateStandardId: q!.id,
        standardVersion: 'ISO 9001:2015',
        scopeZh: '塑料制品的生产',
        scopeEn: 'Production of plastic products',
        professionalCodes: [CODE],
        riskLevel: 2,
        headcount: 80,
        effectivePersonnel: 80,
        exclusions: '',
        auditMethod: 1,
        systemNumber: 1,
        integratedAudit: 0,
      },
    ],
  });
  await upload('staff', `/xmsl/cerApplyApi/files/${draft.id}`, 'xmsl001', '认证申请书.pdf');
  const submitted = await call('staff', 'POST', '/xmsl/cerApplyApi/submit', {
    id: draft.id,
    version: draft.version,
  });
  const accepted = await call('staff', 'POST', '/xmsl/cerApplyApi/accept', {
    id: draft.id,
    version: submitted.version,
  });
  expect(accepted.status_dictText).toBe('已受理');

  // The accepted application opened its contract review, figures calculated.
  const reviews = await call('staff', 'GET', `/htps/review/list?applyNo=${accepted.applyNo}`);
  expect(reviews.total).toBe(1);
  const review = await call('staff', 'GET', `/htps/review/queryById?id=${reviews.records[0].id}`);
  expect(review.totalDays).toBeGreaterThan(0);
  let contractId: string;
  if (reviewInBrowser) {
    await reviewInBrowser({ id: review.id, totalDays: review.totalDays });
    contractId = (await call('staff', 'GET', `/htps/review/queryById?id=${review.id}`)).contractId;
  } else {
    const saved = await call('staff', 'POST', '/htps/review/edit', {
      id: review.id,
      version: review.version,
      integrationPercent: review.integrationPercent,
      integrationReason: review.integrationReason,
      remark: review.remark,
      items: review.items.map((i: any) => ({
        id: i.id,
        scopeZh: i.scopeZh,
        scopeEn: i.scopeEn,
        professionalCodes: i.professionalCodes,
        reportingCodes: i.reportingCodes,
        riskLevel: i.riskLevel,
        headcount: i.headcount,
        partTimeHeadcount: i.partTimeHeadcount,
        partTimeFte: i.partTimeFte,
        repetitiveReduction: i.repetitiveReduction,
        reductionReason: i.reductionReason,
        sites: i.sites,
        accreditationMark: i.accreditationMark,
        adjustments: i.adjustments,
        manualDays: i.manualDays,
        surveillanceFrequency: i.surveillanceFrequency,
        confirmed: true,
      })),
      feeLines: null,
    });
    const approvedReview = await call('staff', 'POST', '/htps/review/approve', {
      id: review.id,
      version: saved.version,
    });
    contractId = approvedReview.contractId;
  }
  expect(contractId).toBeTruthy();

  // The signed contract and its date; someone other than the reviewer approves it.
  await upload('staff', `/htps/contract/files/${contractId}`, 'htps001', '认证合同.pdf');
  let contract = await call('staff', 'GET', `/htps/contract/queryById?id=${contractId}`);
  contract = await call('staff', 'POST', '/htps/contract/edit', {
    id: contract.id,
    version: contract.version,
    signedDate: today,
    signatory: '周经理',
    surveillanceFrequency: 12,
  });
  await call('admin', 'POST', '/htps/contract/approve', { id: contractId, version: contract.version });

  // Its approval generated the programme.
  const programmes = await call(
    'admin',
    'GET',
    `/shfa/scheme/list?enterpriseName=${encodeURIComponent(name)}`,
  );
  expect(programmes.total).toBe(1);
  const programmeId: string = programmes.records[0].id;
  const programme = await call('admin', 'GET', `/shfa/scheme/queryById?id=${programmeId}`);
  expect(programme.contractId).toBe(contractId);
  expect(programme.codes).toContain(CODE);
  return { enterpriseId, programmeId, contractId };
}

/** The demo auditor's name (user `auditor`), from 个人信息 of the auditor zone. */
let demoAuditor = '';
async function demoAuditorName(): Promise<string> {
  if (!demoAuditor) {
    const mine = await call<{ records: { reviewerName: string }[] }>(
      'auditor',
      'GET',
      '/jssd/record/list?scope=mine&pageSize=1',
    );
    demoAuditor = mine.records[0]!.reviewerName;
  }
  return demoAuditor;
}

/**
 * Auditors who sign in (the demo auditor reviews the file, the demo decider decides it, leaders of
 * earlier journeys): never on the team, which would bar them from those roles in this cycle.
 */
async function auditorsWithAccounts(): Promise<Set<string>> {
  const ids = new Set<string>();
  for (let pageNo = 1; ; pageNo++) {
    const list = await call<{ records: { id: string; userId: string | null }[]; pages: number }>(
      'admin',
      'GET',
      `/rlzy/auditor/list?pageSize=100&pageNo=${pageNo}`,
    );
    for (const a of list.records) if (a.userId) ids.add(a.id);
    if (pageNo >= list.pages) return ids;
  }
}

/**
 * Gives an auditor a sign-in account: the administrator opens it (role 审核员) and 人力资源 links it
 * to the auditor's record. Answers the user name.
 */
export async function accountForAuditor(auditorId: string, username: string): Promise<string> {
  const a = await call('hr', 'GET', `/rlzy/auditor/queryById?id=${auditorId}`);
  const userId = await openAccount(username, a.name, 'auditor');
  await call('hr', 'PUT', '/rlzy/auditor/edit', {
    id: a.id,
    version: a.version,
    name: a.name,
    sex: a.sex,
    idCardNo: a.idCardNo,
    phone: a.phone,
    email: a.email,
    personnelKind: a.personnelKind,
    employmentType: a.employmentType,
    branchCompany: a.branchCompany,
    education: a.education,
    employer: a.employer,
    bankName: a.bankName,
    bankAccount: a.bankAccount,
    userId,
    status: a.status,
    remark: a.remark,
  });
  return username;
}

/**
 * A new auditor as 人力资源 records one: the person, a QMS registration (senior auditor, may lead)
 * valid for `years` from `from`, and the competence in CODE; with `username`, a sign-in account of
 * their own. A journey that moves the clock years ahead needs people registered then (the demo
 * auditors' registrations run out in two to three years). Answers the auditor's id.
 */
export async function newAuditor(name: string, from: string, years: number, username?: string) {
  const n = (Date.now() + Math.floor(Math.random() * 1e6)) % 1e8;
  const serial = String(n).padStart(8, '0');
  const month = String(1 + (Math.floor(n / 28) % 12)).padStart(2, '0');
  const day = String(1 + (n % 28)).padStart(2, '0');
  const first17 = `3101011985${month}${day}${String(Math.floor(n / 336) % 1000).padStart(3, '0')}`;
  const userId = username ? await openAccount(username, name, 'auditor') : null;
  const auditor = await call<{ id: string }>('hr', 'POST', '/rlzy/auditor/add', {
    name,
    sex: 1,
    idCardNo: first17 + idCardCheckCharacter(first17),
    phone: `139${serial}`,
    email: '',
    personnelKind: '1',
    employmentType: 1,
    branchCompany: '',
    education: '本科',
    employer: '',
    bankName: '',
    bankAccount: '',
    userId,
    status: 1,
    remark: '',
  });
  await call('hr', 'POST', '/rlzy/qualification/add', {
    auditorId: auditor.id,
    scheme: 'QMS',
    level: '01',
    registrationNo: `QMS-2026-${serial}`,
    validFrom: from,
    validTo: addDays(from, Math.round(365.25 * years)),
    leaderFlag: 1,
    canWitness: false,
  });
  await call('hr', 'POST', '/rlzy/code/add', {
    auditorId: auditor.id,
    scheme: 'QMS',
    code: CODE,
    source: '3',
    evaluationMethod: '审核经历',
    passDate: from,
    evaluator: '人力资源部',
    evidence: '近三年参加该代码审核多次',
  });
  return auditor.id;
}

export interface Plan {
  team: string[];
  days: string[];
}

/**
 * Arranges a plan on whole working days after `after` — as many as the contract's person-days, so
 * the leader alone covers them — with a competent leader and member from the candidates, submits
 * it; staff approve. Answers the team and the days.
 */
export async function planAndApprove(
  planId: string,
  after: string,
  fixed?: { leader: string; member: string },
): Promise<Plan> {
  let plan = await call('admin', 'GET', `/shfa/planAssign/queryById?id=${planId}`);
  const days = workingDaysAfter(after, Math.max(1, Math.ceil(plan.requiredDays)));
  plan = await call('admin', 'PUT', '/shfa/planAssign/edit', {
    id: plan.id,
    version: plan.version,
    method: 1,
    schedule: days.map((date) => ({ date, period: 3 })),
    sites: [{ name: '总部', address: '上海市浦东新区张江路1号' }],
  });
  const { candidates } = await call<{
    candidates: {
      auditorId: string;
      name: string;
      eligible: boolean;
      leaderEligible: boolean;
      coveredCodes: string[];
    }[];
  }>('admin', 'POST', '/shfa/planAssign/candidates', { planId });
  const avoid = fixed ? new Set<string>() : await auditorsWithAccounts();
  const leader = candidates.find(
    (c) =>
      c.eligible &&
      c.leaderEligible &&
      c.coveredCodes.includes(CODE) &&
      (fixed ? c.auditorId === fixed.leader : !avoid.has(c.auditorId)),
  );
  const member = candidates.find(
    (c) => c.eligible && c !== leader && (fixed ? c.auditorId === fixed.member : !avoid.has(c.auditorId)),
  );
  expect(leader, 'a competent leader among the candidates').toBeDefined();
  expect(member, 'a second competent member').toBeDefined();
  plan = await call('admin', 'PUT', '/shfa/planAssign/team', {
    id: plan.id,
    version: plan.version,
    members: [
      { auditorId: leader!.auditorId, role: 1, scheme: 'QMS', codes: [CODE] },
      { auditorId: member!.auditorId, role: 2, scheme: 'QMS', codes: [] },
    ],
  });
  const detail = await call('admin', 'GET', `/shfa/planAssign/queryById?id=${planId}`);
  expect(detail.violations).toEqual([]);
  plan = await call('admin', 'POST', '/shfa/planAssign/submit', { id: plan.id, version: plan.version });
  plan = await call('staff', 'POST', '/shfa/planAssign/approve', { id: plan.id, version: plan.version });
  expect(plan.status).toBe(3);
  return { team: [leader!.auditorId, member!.auditorId], days };
}

/** The clock on the last day of the audit; the team checks in for each morning of it. Answers the clock. */
export async function onSite(projectId: string, plan: Plan, location: string): Promise<string> {
  const now = morningOf(plan.days.at(-1)!);
  await setClock(now);
  for (const date of plan.days)
    for (const auditorId of plan.team)
      await call('staff', 'POST', '/shxm/project/checkIn', {
        projectId,
        auditorId,
        date,
        period: 1,
        location,
      });
  return now;
}

export const project = (id: string) => call('staff', 'GET', `/shxm/project/queryById?id=${id}`);

/** The programme's rows (stage, audit type, window, project and plan once created). */
export async function programmeRows(programmeId: string) {
  const programme = await call('admin', 'GET', `/shfa/scheme/queryById?id=${programmeId}`);
  return programme.rows as {
    id: string;
    stage: number;
    auditType: number;
    dueFrom: string;
    dueTo: string;
    projectId: string | null;
    planId: string | null;
  }[];
}

/** Stage 1 created from the programme, planned, audited on the next working days, its report in. */
export async function stageOne(programmeId: string, today: string): Promise<Plan> {
  await call('admin', 'POST', '/shfa/scheme/createProjects', { programmeId, asOf: today });
  const s1Row = (await programmeRows(programmeId)).find((r) => r.stage === 1)!;
  expect(s1Row.projectId).toBeTruthy();
  const s1 = s1Row.projectId!;
  const plan = await planAndApprove(s1Row.planId!, today);
  await onSite(s1, plan, '企业总部');
  await upload('staff', `/shxm/onsiteFile/files/${s1}`, 'shxm_stage1_report', '一阶段审核报告.pdf');
  const d1 = await project(s1);
  await call('staff', 'POST', '/shxm/project/stage1', { projectId: s1, version: d1.version, conclusion: 1 });
  expect((await project(s1)).statusKey).toBe('stageOneSubmitted');
  return plan;
}

/**
 * The programme row's project created (as of `asOf`, or its window's start if later), planned on
 * the working days after `after` and approved, and the team on site: answers the project, the plan
 * and the clock (the audit's last day).
 */
export async function auditRow(
  programmeId: string,
  pick: (r: { stage: number; auditType: number }) => boolean,
  after: string,
  location: string,
  fixed?: { leader: string; member: string },
) {
  const row = (await programmeRows(programmeId)).find(pick);
  expect(row, 'the programme row').toBeDefined();
  await call('admin', 'POST', '/shfa/scheme/createProjects', {
    programmeId,
    asOf: row!.dueFrom > after ? row!.dueFrom : after,
  });
  const rows = await programmeRows(programmeId);
  const made = rows.find((r) => r.id === row!.id)!;
  expect(made.projectId, `the project of the programme row, rows: ${JSON.stringify(rows)}`).toBeTruthy();
  const start = made.dueFrom > after ? addDays(made.dueFrom, -1) : after;
  const plan = await planAndApprove(made.planId!, start, fixed);
  const now = await onSite(made.projectId!, plan, location);
  return { projectId: made.projectId!, plan, now, row: made };
}

/** The opening and closing meetings, held on the audit's first and last day. */
export async function meetings(projectId: string, plan: Plan) {
  for (const kind of [1, 2])
    await call('staff', 'POST', '/shxm/project/meeting', {
      projectId,
      kind,
      heldOn: kind === 1 ? plan.days[0] : plan.days.at(-1),
      attendees: [{ name: '陈总', position: '总经理' }],
    });
}

export async function finish(projectId: string, plan: Plan) {
  const d = await project(projectId);
  await call('staff', 'POST', '/shxm/project/finish', {
    projectId,
    version: d.version,
    lastOnsiteDay: plan.days.at(-1),
  });
}

/** The on-site files uploaded and the archive confirmed: the file waits for its technical review. */
export async function archive(projectId: string, types: readonly string[]) {
  for (const type of types) await upload('staff', `/shxm/onsiteFile/files/${projectId}`, type, `${type}.pdf`);
  const d = await project(projectId);
  expect(d.checklistComplete).toBe(true);
  await call('staff', 'POST', '/assist/archive/confirm', { projectId, version: d.version });
  expect((await project(projectId)).statusKey).toBe('awaitingTechCheck');
}

export const ONSITE_FILES = ['shxm_plan', 'shxm_attendance', 'shxm_checklist', 'shxm_report'] as const;

/** The demo auditor is assigned the technical review and passes it. */
export async function technicalReview(
  projectId: string,
  reviewer: { name: string; username: string } | null = null,
) {
  const name = reviewer?.name ?? (await demoAuditorName());
  const user = reviewer?.username ?? 'auditor';
  const { candidates } = await call<{
    candidates: { auditorId: string; name: string; eligible: boolean }[];
  }>('admin', 'GET', `/jssd/ajfp/candidates?projectId=${projectId}&round=1`);
  const me = candidates.find((c) => c.eligible && c.name === name);
  expect(me, `${name} may review this file: ${JSON.stringify(candidates)}`).toBeDefined();
  const { version: projectVersion } = await call(
    'admin',
    'GET',
    `/rzjd/audit/file?projectId=${projectId}`,
  ).then((f) => f.project);
  await call('admin', 'POST', '/jssd/ajfp/assign', {
    projectId,
    round: 1,
    auditorId: me!.auditorId,
    projectVersion,
  });
  const tasks = await call<{
    records: { id: string; version: number; projectId: string; result: number }[];
  }>(user, 'GET', '/jssd/record/list?scope=mine&result=0&pageSize=100');
  const task = tasks.records.find((r) => r.projectId === projectId)!;
  await call(user, 'POST', '/jssd/review/submit', {
    id: task.id,
    version: task.version,
    result: 1,
    findings: [
      { item: '审核报告与审核证据', ok: true, note: '报告完整，证据充分' },
      { item: '不符合项及纠正措施验证', ok: true, note: '不符合项已验证关闭' },
    ],
  });
}

/** The decider passes it (API; the first journey decides in the browser). */
export async function decidePassed(projectId: string, day: string, rationale: string) {
  const file = await call('decider', 'GET', `/rzjd/audit/file?projectId=${projectId}`);
  expect(file.refusal ?? null, 'the decider may decide').toBeNull();
  return call('decider', 'POST', '/rzjd/audit/decide', {
    projectId,
    version: file.decision.version,
    result: 1,
    decisionDate: day,
    rationale,
  });
}

/** The certificate administrator issues the enterprise's pending certificate on `day` (API). */
export async function issue(enterpriseName: string, day: string) {
  const tasks = await call<{ records: { id: string; enterpriseName: string; status: number }[] }>(
    'certadmin',
    'GET',
    `/zsfx/add/list?enterpriseName=${encodeURIComponent(enterpriseName)}&pageSize=50`,
  );
  const task = tasks.records.find((t) => t.enterpriseName === enterpriseName && t.status === 0);
  expect(task, 'the pending certificate task').toBeDefined();
  const draft = await call('certadmin', 'GET', `/zsfx/add/draft?taskId=${task!.id}`);
  const issued = await call<{ id: string; certNo: string; expiryDate: string }>(
    'certadmin',
    'POST',
    '/zsfx/add/issue',
    {
      taskId: draft.taskId,
      version: draft.version,
      certificateType: draft.certificateType,
      standardCode: draft.standardCode,
      standardName: draft.standardName,
      standardVersion: draft.standardVersion,
      scopeZh: draft.scopeZh,
      scopeEn: draft.scopeEn,
      enterpriseName: draft.enterpriseName,
      enterpriseNameEn: draft.enterpriseNameEn,
      enterpriseAddress: draft.enterpriseAddress,
      enterpriseAddressEn: draft.enterpriseAddressEn,
      marks: draft.marks,
      issueDate: day,
      remark: '',
    },
  );
  return { ...issued, draft };
}
