/**
 * 我的审核任务 (/auditorZone/myTask): only the signed-in auditor's plans, filtered, sorted and paged on
 * the server, exported with the list's columns, each plan's projects for 执行审核, and the audit
 * notice of an approved plan for its team only (issue 31 item 9).
 */

import { and, eq, inArray, isNull } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_ADMIN_PASSWORD } from '../../../test/constants.ts';
import { createTestContext, type TestContext } from '../../../test/harness.ts';
import { users } from '../../platform/identity/schema.ts';
import { inspectPdf } from '../../platform/pdf/inspect.ts';
import { auditors } from '../auditors/schema.ts';
import { auditPlans, auditProjects, planTeamMembers } from './schema.ts';

let t: TestContext;
let admin: string;
let auditorUser: string;
let secondAuditor: string;
let secondAuditorId: string;
let demoAuditorId: string;

interface Task {
  id: string;
  planNo: string;
  status: number;
  enterpriseName: string;
  startDate: string | null;
  endDate: string | null;
  myRole: number;
  projects: { id: string; scheme: string; standardName: string }[];
}

const get = (token: string, url: string) => t.call(token, { method: 'GET', url: `/api${url}` });
const tasks = async (token: string, query = '') => {
  const res = await get(token, `/auditorZone/myTask/list?pageSize=100${query}`);
  expect(res.status).toBe(200);
  return res.body.result.records as Task[];
};
const download = (token: string, url: string) =>
  t.app.inject({ method: 'GET', url: `/api${url}`, headers: { 'x-access-token': token } });
async function sheetRows(payload: unknown, name: string) {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(payload as never);
  const rows: string[][] = [];
  workbook.getWorksheet(name)!.eachRow((r) => {
    rows.push((r.values as unknown[]).slice(1).map((v) => String(v ?? '')));
  });
  return rows;
}

/** The plans (to be approved, approved) an auditor is on, in `role` when given: what the list must hold. */
async function expectedPlans(auditorId: string, role?: number) {
  const rows = await t.database.systemTx((tx) =>
    tx
      .select({ id: auditPlans.id })
      .from(auditPlans)
      .innerJoin(planTeamMembers, eq(planTeamMembers.planId, auditPlans.id))
      .where(
        and(
          eq(planTeamMembers.auditorId, auditorId),
          inArray(auditPlans.status, [1, 3]),
          role === undefined ? undefined : eq(planTeamMembers.role, role),
        ),
      ),
  );
  return [...new Set(rows.map((r) => r.id))].sort();
}

beforeAll(async () => {
  t = await createTestContext();
  admin = await t.login('admin', TEST_ADMIN_PASSWORD);
  auditorUser = await t.login('auditor');
  // A second auditor account: a user with the auditor role, linked to another auditor record that
  // is on an approved plan the demo auditor is not on.
  const roles = (await get(admin, '/sys/role/options')).body.result as { id: string; code: string }[];
  const added = await t.call(admin, {
    method: 'POST',
    url: '/api/sys/user/add',
    payload: {
      username: 'auditor_two',
      realname: '周审核',
      password: 'Passw0rd123',
      roleIds: [roles.find((r) => r.code === 'auditor')!.id],
    },
  });
  expect(added.status).toBe(200);
  const found = (await get(admin, '/sys/user/list?keyword=auditor_two')).body.result.records as {
    id: string;
    username: string;
  }[];
  const userId = found.find((u) => u.username === 'auditor_two')!.id;
  await t.database.systemTx(async (tx) => {
    const [me] = await tx
      .select({ id: auditors.id })
      .from(auditors)
      .innerJoin(users, eq(users.id, auditors.userId))
      .where(and(eq(auditors.tenantId, 1), eq(users.username, 'auditor')));
    demoAuditorId = me!.id;
    const [other] = await tx
      .selectDistinct({ id: planTeamMembers.auditorId })
      .from(planTeamMembers)
      .innerJoin(auditors, eq(auditors.id, planTeamMembers.auditorId))
      .innerJoin(auditPlans, eq(auditPlans.id, planTeamMembers.planId))
      .where(and(eq(auditors.tenantId, 1), isNull(auditors.userId), eq(auditPlans.status, 3)));
    secondAuditorId = other!.id;
    await tx.update(auditors).set({ userId }).where(eq(auditors.id, secondAuditorId));
    // Set by an administrator, the password would have to be changed first (428); not this test's point.
    await tx.update(users).set({ mustChangePassword: false }).where(eq(users.id, userId));
  });
  secondAuditor = await t.login('auditor_two', 'Passw0rd123');
});
afterAll(() => t.close());

describe('我的审核任务', () => {
  it('lists exactly the plans the signed-in auditor is on; another auditor sees theirs, not these', async () => {
    const mine = await tasks(auditorUser);
    expect(mine.length).toBeGreaterThan(0);
    expect(mine.map((r) => r.id).sort()).toEqual(await expectedPlans(demoAuditorId));
    const theirs = await tasks(secondAuditor);
    expect(theirs.length).toBeGreaterThan(0);
    expect(theirs.map((r) => r.id).sort()).toEqual(await expectedPlans(secondAuditorId));
    const shared = new Set(await expectedPlans(secondAuditorId));
    for (const plan of mine.filter((p) => !shared.has(p.id)))
      expect(theirs.map((r) => r.id)).not.toContain(plan.id);
  });

  it('gives each task its projects, one per standard, for 执行审核', async () => {
    const mine = await tasks(auditorUser);
    const ids = mine.map((r) => r.id);
    const projects = await t.database.systemTx((tx) =>
      tx
        .select({ id: auditProjects.id, planId: auditProjects.planId })
        .from(auditProjects)
        .where(inArray(auditProjects.planId, ids)),
    );
    for (const task of mine) {
      expect(task.projects.map((p) => p.id).sort()).toEqual(
        projects
          .filter((p) => p.planId === task.id)
          .map((p) => p.id)
          .sort(),
      );
      for (const p of task.projects) expect(p.scheme).not.toBe('');
    }
    expect(mine.some((task) => task.projects.length > 0)).toBe(true);
  });

  it('filters by status, role, enterprise and dates, and sorts and pages on the server', async () => {
    const mine = await tasks(auditorUser);
    const approved = await tasks(auditorUser, '&status=3');
    expect(approved.length).toBeGreaterThan(0);
    expect(approved.every((r) => r.status === 3)).toBe(true);
    expect(approved.length).toBe(mine.filter((r) => r.status === 3).length);

    const leading = await tasks(auditorUser, '&role=1');
    expect(leading.every((r) => r.myRole === 1)).toBe(true);
    expect(leading.map((r) => r.id).sort()).toEqual(await expectedPlans(demoAuditorId, 1));
    const asTrainee = await tasks(auditorUser, '&role=4');
    expect(asTrainee.map((r) => r.id).sort()).toEqual(await expectedPlans(demoAuditorId, 4));

    const name = mine[0]!.enterpriseName;
    const named = await tasks(auditorUser, `&enterpriseName=${encodeURIComponent(name.slice(0, 4))}`);
    expect(named.map((r) => r.id)).toContain(mine[0]!.id);
    expect(named.every((r) => r.enterpriseName.includes(name.slice(0, 4)))).toBe(true);
    expect(await tasks(auditorUser, `&enterpriseName=${encodeURIComponent('不存在的企业名')}`)).toEqual([]);

    const dated = mine.find((r) => r.startDate)!;
    const inRange = await tasks(auditorUser, `&dateFrom=${dated.startDate}&dateTo=${dated.startDate}`);
    expect(inRange.map((r) => r.id)).toContain(dated.id);
    for (const r of inRange) {
      expect(r.startDate! <= dated.startDate!).toBe(true);
      expect(r.endDate! >= dated.startDate!).toBe(true);
    }

    const byNo = await tasks(auditorUser, '&column=planNo&order=asc');
    expect(byNo.map((r) => r.planNo)).toEqual([...byNo.map((r) => r.planNo)].sort());
    if (mine.length > 1) {
      const first = await get(auditorUser, '/auditorZone/myTask/list?pageNo=1&pageSize=1&column=planNo');
      expect(first.body.result).toMatchObject({ total: mine.length, size: 1, pages: mine.length });
      expect(first.body.result.records).toHaveLength(1);
    }

    const bad = await get(auditorUser, '/auditorZone/myTask/list?role=9');
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('组内身份不正确');
    expect((await get(auditorUser, '/auditorZone/myTask/list?status=0')).body.message).toBe('计划状态不正确');
  });

  it('exports the filtered list with the list’s columns; nothing to export says so', async () => {
    const approved = await tasks(auditorUser, '&status=3');
    const xls = await download(auditorUser, '/auditorZone/myTask/exportXls?status=3&column=planNo&order=asc');
    expect(xls.statusCode).toBe(200);
    expect(String(xls.headers['content-type'])).toContain('spreadsheet');
    const rows = await sheetRows(xls.rawPayload, '我的审核任务');
    expect(rows[0]).toEqual([
      '计划编号',
      '计划状态',
      '企业名称',
      '审核类型',
      '体系',
      '审核日期',
      '审核方式',
      '审核组长',
      '审核组',
      '我的身份',
      '我的半天数',
    ]);
    expect(rows.slice(1).map((r) => r[0])).toEqual(approved.map((r) => r.planNo).sort());
    expect(rows.slice(1).every((r) => r[1] === '已审批')).toBe(true);

    const theirs = await download(secondAuditor, '/auditorZone/myTask/exportXls');
    const theirRows = await sheetRows(theirs.rawPayload, '我的审核任务');
    expect(
      theirRows
        .slice(1)
        .map((r) => r[0])
        .sort(),
    ).toEqual((await tasks(secondAuditor)).map((r) => r.planNo).sort());

    const empty = await get(
      auditorUser,
      `/auditorZone/myTask/exportXls?enterpriseName=${encodeURIComponent('不存在的企业名')}`,
    );
    expect(empty.status).toBe(404);
    expect(empty.body.message).toBe('暂无数据导出！');
    expect((await get(admin, '/auditorZone/myTask/exportXls')).status).toBe(404);
  });

  it('prints the audit notice of an approved plan for its team only', async () => {
    const mine = await tasks(auditorUser, '&status=3');
    const plan = mine[0]!;
    const pdf = await download(auditorUser, `/auditorZone/myTask/noticePdf?id=${plan.id}`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect((await inspectPdf(pdf.rawPayload)).text).toContain(plan.planNo);
    // The staff endpoint stays the staff's.
    expect((await get(auditorUser, `/shfa/planAssign/noticePdf?id=${plan.id}`)).status).toBe(403);

    const shared = new Set(await expectedPlans(secondAuditorId));
    const notTheirs = mine.find((p) => !shared.has(p.id))!;
    const refused = await get(secondAuditor, `/auditorZone/myTask/noticePdf?id=${notTheirs.id}`);
    expect(refused.status).toBe(404);
    expect(refused.body.message).toBe('数据不存在');

    const pending = (await tasks(auditorUser, '&status=1'))[0];
    if (pending) {
      const early = await get(auditorUser, `/auditorZone/myTask/noticePdf?id=${pending.id}`);
      expect(early.status).toBe(409);
      expect(early.body.message).toBe('计划审批通过后才能打印审核通知书');
    }
  });
});
