import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_ADMIN_PASSWORD } from '../../../test/constants.ts';
import { createTestContext, type TestContext } from '../../../test/harness.ts';

let t: TestContext;
let admin: string;
const JOB = 'auditors.registrationExpiry';

beforeAll(async () => {
  t = await createTestContext();
  admin = await t.login('admin', TEST_ADMIN_PASSWORD);
});
afterAll(() => t.close());

const call = (token: string | null, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  t.call(token, { method, url: `/api${url}`, ...(payload ? { payload } : {}) });

describe('定时任务 (/sys/job)', () => {
  it('runs a job at once and shows the run with its log', async () => {
    const run = await call(admin, 'POST', '/sys/job/run', { name: JOB });
    expect(run.status).toBe(200);
    expect(run.body.result.status).toBe('succeeded');
    const list = await call(admin, 'GET', '/sys/job/list');
    const job = list.body.result.find((j: { name: string }) => j.name === JOB);
    expect(job).toMatchObject({ title: '审核员注册资格到期提醒', schedule: '30 7 * * *', paused: false });
    expect(job.lastRun).toMatchObject({ id: run.body.result.runId, status: 'succeeded', error: null });
    expect(job.lastRun).not.toHaveProperty('log');
    const runs = await call(admin, 'GET', `/sys/job/runs?name=${JOB}`);
    expect(runs.body.result[0]).toMatchObject({
      id: run.body.result.runId,
      trigger: 'manual',
      status: 'succeeded',
    });
  });

  it('pauses, resumes and reschedules, refusing a bad cron', async () => {
    expect((await call(admin, 'PUT', '/sys/job/pause', { name: JOB, paused: true })).status).toBe(200);
    let job = (await call(admin, 'GET', '/sys/job/list')).body.result.find(
      (j: { name: string }) => j.name === JOB,
    );
    expect(job.paused).toBe(true);
    expect((await call(admin, 'PUT', '/sys/job/pause', { name: JOB, paused: false })).status).toBe(200);
    const bad = await call(admin, 'PUT', '/sys/job/schedule', { name: JOB, schedule: '99 7 * * *' });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('执行计划不是有效的 cron 表达式');
    const short = await call(admin, 'PUT', '/sys/job/schedule', { name: JOB, schedule: '7 * *' });
    expect(short.body.message).toBe('执行计划应为5段 cron 表达式，例如 30 7 * * *');
    expect(
      (await call(admin, 'PUT', '/sys/job/schedule', { name: JOB, schedule: '0 6 * * 1-5' })).status,
    ).toBe(200);
    job = (await call(admin, 'GET', '/sys/job/list')).body.result.find(
      (j: { name: string }) => j.name === JOB,
    );
    expect(job.schedule).toBe('0 6 * * 1-5');
    expect((await call(admin, 'POST', '/sys/job/run', { name: 'nobody.job' })).status).toBe(404);
  });

  it('is for the platform operator’s administrators only', async () => {
    const staff = await t.login('staff');
    expect((await call(staff, 'GET', '/sys/job/list')).status).toBe(403);
    expect((await call(staff, 'POST', '/sys/job/run', { name: JOB })).status).toBe(403);
    expect((await call(null, 'GET', '/sys/job/list')).status).toBe(401);
  });
});
