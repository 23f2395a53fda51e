/** 计划设置 (GET/PUT /shfa/planAssign/setting): the tenant setting auditPlanning through its own endpoint. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_ADMIN_PASSWORD } from '../../../test/constants.ts';
import { createTestContext, type TestContext } from '../../../test/harness.ts';
import { readSetting } from '../../platform/settings/settings.ts';

let t: TestContext;
let admin: string;
let auditorUser: string;

const call = (token: string | null, method: 'GET' | 'PUT', url: string, payload?: object) =>
  t.call(token, { method, url: `/api${url}`, ...(payload ? { payload } : {}) });
const stored = () => t.database.systemTx((tx) => readSetting(tx, 1, 'auditPlanning'));

beforeAll(async () => {
  t = await createTestContext();
  admin = await t.login('admin', TEST_ADMIN_PASSWORD);
  auditorUser = await t.login('auditor');
});
afterAll(async () => {
  await t.close();
});

describe('计划设置 (auditPlanning)', () => {
  it('reads the defaults, saves a new limit with its version, and refuses a stale version', async () => {
    const read = await call(admin, 'GET', '/shfa/planAssign/setting');
    expect(read.status).toBe(200);
    expect(read.body.result).toEqual({ rotationMaxCycles: 2, version: 0 });

    const saved = await call(admin, 'PUT', '/shfa/planAssign/setting', { rotationMaxCycles: 3, version: 0 });
    expect(saved.status).toBe(200);
    expect(saved.body.result.rotationMaxCycles).toBe(3);
    expect(saved.body.result.version).toBeGreaterThan(0);
    expect((await stored()).rotationMaxCycles).toBe(3);

    // Another tab still holding version 0: refused, nothing changed.
    const stale = await call(admin, 'PUT', '/shfa/planAssign/setting', { rotationMaxCycles: 0, version: 0 });
    expect(stale.status).toBe(409);
    expect((await stored()).rotationMaxCycles).toBe(3);

    // 0 = no limit is a valid choice.
    const none = await call(admin, 'PUT', '/shfa/planAssign/setting', {
      rotationMaxCycles: 0,
      version: saved.body.result.version,
    });
    expect(none.status).toBe(200);
    expect((await stored()).rotationMaxCycles).toBe(0);
  });

  it('refuses values outside 0–10 or not whole with a Chinese message, nothing changed', async () => {
    const { version, rotationMaxCycles } = (await call(admin, 'GET', '/shfa/planAssign/setting')).body.result;
    for (const [value, text] of [
      [11, '组长轮换周期数不能大于10'],
      [-1, '组长轮换周期数不能小于0'],
      [1.5, '组长轮换周期数必须是整数'],
      ['abc', '组长轮换周期数必须是数字'],
    ] as const) {
      const bad = await call(admin, 'PUT', '/shfa/planAssign/setting', { rotationMaxCycles: value, version });
      expect(bad.status).toBe(400);
      expect(bad.body.message).toContain(text);
    }
    expect((await stored()).rotationMaxCycles).toBe(rotationMaxCycles);
  });

  it('is for plan approvers and setting administrators only', async () => {
    expect((await call(auditorUser, 'GET', '/shfa/planAssign/setting')).status).toBe(403);
    const { version } = (await call(admin, 'GET', '/shfa/planAssign/setting')).body.result;
    const refused = await call(auditorUser, 'PUT', '/shfa/planAssign/setting', {
      rotationMaxCycles: 5,
      version,
    });
    expect(refused.status).toBe(403);
    expect((await stored()).rotationMaxCycles).not.toBe(5);
    expect((await call(null, 'GET', '/shfa/planAssign/setting')).status).toBe(401);
  });
});
