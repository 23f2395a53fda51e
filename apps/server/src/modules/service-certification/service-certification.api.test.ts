/**
 * 服务认证 API: the calculator (grades, non-applicable items, 400 naming the item), the demo projects
 * at every stage, a project through its stages with its sheet saved (the stored figures are the
 * calculator's), the refusals (no sheet, a failed sheet, a stale version, 403), the report and the
 * certificate PDFs printing the grade, the exports, and isolation.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DEFAULT_SERVICE_ITEMS } from '@cb/domain/service-certification';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/harness.ts';
import { areaSeeders } from '../../platform/areas.ts';
import { users } from '../../platform/identity/schema.ts';
import { AREAS } from '../areas.ts';
import { createTenant } from '../system/seed.ts';
import { DEMO_SERVICE_PROJECTS } from './seed.ts';

let t: TestContext;
let staff: string;
let auditor: string;

const get = (token: string | null, url: string) => t.call(token, { method: 'GET', url: `/api${url}` });
const send = (token: string, method: 'POST' | 'PUT', url: string, payload: object) =>
  t.call(token, { method, url: `/api${url}`, payload });
const file = async (token: string, url: string) => {
  const res = await t.app.inject({ method: 'GET', url: `/api${url}`, headers: { 'x-access-token': token } });
  return { status: res.statusCode, headers: res.headers, rawPayload: res.rawPayload };
};
const pdfText = (payload: Buffer) => {
  const f = join(mkdtempSync(join(tmpdir(), 'sc-pdf-')), 'a.pdf');
  writeFileSync(f, payload);
  return execFileSync('pdftotext', ['-layout', f, '-'], { encoding: 'utf8' }).replace(/\s/g, '');
};

beforeAll(async () => {
  t = await createTestContext();
  [staff, auditor] = await Promise.all([t.login('staff'), t.login('auditor')]);
});
afterAll(() => t.close());

const calc = (body: object) => send(staff, 'POST', '/sc/evaluation/calculate', body);

describe('服务认证 API', () => {
  it('calculates percentage and grade, leaving non-applicable items out', async () => {
    const res = await calc({
      items: [
        { group: 'system', maxScore: 40, applicable: true, score: 34 },
        { group: 'goods', maxScore: 35, applicable: false, score: 0 },
        { group: 'customer', maxScore: 25, applicable: true, score: 20 },
      ],
      specialDeductions: 0,
      bonus: 0,
    });
    expect(res.status).toBe(200);
    expect(res.body.result.result).toEqual({ earned: 54, applicableMax: 65, percent: 83.08, grade: '三星' });
    const fail = await calc({
      items: [{ group: 'system', maxScore: 100, applicable: true, score: 99 }],
      specialDeductions: 5,
      bonus: 0,
    });
    expect(fail.body.result.result.grade).toBe('不合格');
  });

  it('answers 400 naming the item whose score is above its maximum or negative', async () => {
    const over = await calc({
      items: [
        { group: 'system', maxScore: 10, applicable: true, score: 5 },
        { group: 'goods', maxScore: 8, applicable: true, score: 9 },
      ],
      specialDeductions: 0,
      bonus: 0,
    });
    expect(over.status).toBe(400);
    expect(over.body.message).toContain('第2项的得分不能超过该项满分8');
    const negative = await calc({
      items: [{ group: 'system', maxScore: 10, applicable: true, score: -1 }],
      specialDeductions: 0,
      bonus: 0,
    });
    expect(negative.status).toBe(400);
    expect(negative.body.message).toContain('第1项的得分不能为负数');
    expect(
      (
        await calc({
          items: [{ group: 'system', maxScore: 10, applicable: true, score: 1 }],
          specialDeductions: 0,
          bonus: 2,
        })
      ).status,
    ).toBe(400);
  });

  it('lists the demo projects at every stage with their grades', async () => {
    const res = await get(staff, '/sc/project/list?pageSize=100');
    expect(res.status).toBe(200);
    const records = res.body.result.records as { enterpriseName: string; stage: number; grade: string }[];
    expect(records.map((r) => r.enterpriseName)).toEqual(expect.arrayContaining(DEMO_SERVICE_PROJECTS));
    expect(new Set(records.map((r) => r.stage))).toEqual(new Set([1, 2, 3, 4, 5, 6]));
    expect(records.map((r) => r.grade)).toEqual(expect.arrayContaining(['四星', '三星', '五星', '不合格']));
    const reports = await get(staff, '/sc/project/list?evaluated=1&pageSize=100&column=percent&order=desc');
    expect(reports.body.result.records.every((r: { evaluated: boolean }) => r.evaluated)).toBe(true);
    expect((await get(auditor, '/sc/project/list')).status).toBe(403);
  });

  it('takes a project through its stages, scores it 三星 and prints the grade on its certificate', async () => {
    const added = await send(staff, 'POST', '/sc/project/add', {
      enterpriseName: '测试家电服务有限公司',
      scope: '家电售后服务',
      serviceAreaCode: 'F01',
    });
    expect(added.status).toBe(200);
    const id = added.body.result.id as string;
    let version = added.body.result.version as number;
    const advance = async () => {
      const res = await send(staff, 'POST', '/sc/project/advance', { id, version });
      if (res.status === 200) version = res.body.result.version;
      return res;
    };
    const items = DEFAULT_SERVICE_ITEMS.map((i) => ({
      ...i,
      applicable: true,
      score: i.maxScore * 0.85,
      note: '',
    }));
    const sheet = {
      id,
      version,
      items,
      specialDeductions: 0,
      bonus: 0,
      serviceAreaCode: 'F01',
      evaluator: '王审核',
    };
    const early = await send(staff, 'PUT', '/sc/report/edit', sheet);
    expect(early.status).toBe(409);
    expect((await advance()).status).toBe(200); // 审核策划
    expect((await advance()).status).toBe(200); // 审核实施
    const noSheet = await advance();
    expect(noSheet.status).toBe(409);
    expect(noSheet.body.message).toBe('请先保存服务认证评价表');
    expect((await send(staff, 'PUT', '/sc/report/edit', { ...sheet, version: version + 5 })).status).toBe(
      409,
    );
    const saved = await send(staff, 'PUT', '/sc/report/edit', { ...sheet, version });
    expect(saved.status).toBe(200);
    version = saved.body.result.version;
    const detail = (await get(staff, `/sc/report/queryById?id=${id}`)).body.result;
    expect(detail).toMatchObject({
      percent: 85,
      grade: '三星',
      earned: 85,
      applicableMax: 100,
      itemTableVersion: 1,
    });
    expect((await advance()).status).toBe(200); // 技术评定
    expect((await advance()).status).toBe(200); // 认证决定
    expect((await advance()).status).toBe(200); // 已发证
    expect((await advance()).body.message).toBe('项目已发证');
    const cert = await file(staff, `/sc/project/certificatePdf?id=${id}`);
    expect(cert.status).toBe(200);
    const text = pdfText(cert.rawPayload);
    expect(text).toContain('三星★★★');
    expect(text).toContain('测试家电服务有限公司');
    const report = await file(staff, `/sc/report/pdf?id=${id}`);
    expect(pdfText(report.rawPayload)).toContain('评价等级三星');
    expect((await file(staff, '/sc/report/exportXls')).status).toBe(200);
    expect((await file(staff, '/sc/project/exportXls')).status).toBe(200);
  });

  it('refuses to certify a failed sheet', async () => {
    const failed = (await get(staff, '/sc/project/list?grade=不合格')).body.result.records[0];
    const res = await send(staff, 'POST', '/sc/project/advance', { id: failed.id, version: failed.version });
    expect(res.status).toBe(200); // 技术评定 → 认证决定
    const again = await send(staff, 'POST', '/sc/project/advance', {
      id: failed.id,
      version: res.body.result.version,
    });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('评价结果为不合格，不能发证');
  });

  it('keeps tenants apart', async () => {
    const [row] = (await get(staff, '/sc/project/list')).body.result.records;
    const { adminId } = await t.database.systemTx((tx) =>
      createTenant(
        tx,
        {
          name: '另一家服务认证机构',
          adminUsername: 'scadmin2',
          adminRealname: '管理员二',
          adminPassword: 'OtherPass123',
        },
        areaSeeders(AREAS),
      ),
    );
    await t.database.systemTx((tx) =>
      tx.update(users).set({ mustChangePassword: false }).where(eq(users.id, adminId)),
    );
    const other = await t.login('scadmin2', 'OtherPass123');
    expect((await get(other, '/sc/project/list')).body.result.total).toBe(0);
    expect((await get(other, `/sc/report/queryById?id=${row.id}`)).status).toBe(404);
    expect(
      (await send(other, 'POST', '/sc/project/advance', { id: row.id, version: row.version })).status,
    ).toBe(404);
  });
});
