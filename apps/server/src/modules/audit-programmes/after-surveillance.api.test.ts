/**
 * A passed surveillance keeps the programme's cycle: the rows still open are rescheduled from it
 * (the next surveillance at most the interval later), the recertification stays before the same
 * expiry, and no second surveillance 1 appears (the decision used to regenerate a whole new cycle
 * from the surveillance's date, which put the recertification after the certificate's expiry).
 */
import { addDays, calendarDateOf } from '@cb/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_ADMIN_PASSWORD } from '../../../test/constants.ts';
import { createTestContext, type TestContext } from '../../../test/harness.ts';
import { rescheduleProgrammeAfterSurveillance } from './after-surveillance.ts';
import { createDueProjects } from './due-projects.ts';
import { regenerateProgrammeAfterDecision } from './programme-cycle.ts';

let t: TestContext;
let admin: string;
const today = calendarDateOf(new Date());

beforeAll(async () => {
  t = await createTestContext();
  admin = await t.login('admin', TEST_ADMIN_PASSWORD);
});
afterAll(() => t.close());

const rowsOf = async (id: string) =>
  (await t.call(admin, { method: 'GET', url: `/api/shfa/scheme/queryById?id=${id}` })).body.result as {
    expiryDate: string;
    cycleStart: string;
    rows: {
      auditType: number;
      stage: number | null;
      dueFrom: string;
      dueTo: string;
      projectId: string | null;
    }[];
  };

describe('rescheduleProgrammeAfterSurveillance', () => {
  it('keeps the cycle: surveillance 2 within 12 months of surveillance 1, the recertification before the same expiry', async () => {
    const enterprises = await t.call(admin, { method: 'GET', url: '/api/khgl/enterprise/list?pageSize=1' });
    const added = await t.call(admin, {
      method: 'POST',
      url: '/api/shfa/scheme/add',
      payload: {
        enterpriseId: enterprises.body.result.records[0].id,
        contractNo: `HT-SURV-${Math.random().toString(36).slice(2, 8)}`,
        scheme: 'QMS',
        standardName: '质量管理体系',
        codes: ['19.05.01'],
        approvedOn: today,
        stage1Days: 1.5,
        stage2Days: 3,
        surveillanceDays: 1.5,
        recertificationDays: 2.5,
        sitesToSample: 1,
      },
    });
    expect(added.status, JSON.stringify(added.body)).toBe(200);
    const id: string = added.body.result.id;
    const initialDecision = addDays(today, 60);
    await t.database.systemTx((tx) =>
      regenerateProgrammeAfterDecision(tx, 1, null, id, { decisionDate: initialDecision }, false),
    );
    const initial = await rowsOf(id);
    expect(initial.expiryDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const s1 = initial.rows.find((r) => r.auditType === 2)!;
    const s2Planned = initial.rows.find((r) => r.auditType === 3)!;
    const recert = initial.rows.find((r) => r.auditType === 4)!;
    // Stage 1, stage 2, then surveillance 1 get their projects (one a call: each waits for the one before).
    for (let i = 0; i < 3; i++)
      await t.database.systemTx((tx) => createDueProjects(tx, 1, s1.dueFrom, null, id));
    expect((await rowsOf(id)).rows.find((r) => r.auditType === 2)!.projectId).toBeTruthy();

    const s1Decided = addDays(s1.dueFrom, 20);
    await t.database.systemTx((tx) =>
      rescheduleProgrammeAfterSurveillance(tx, 1, null, id, { decisionDate: s1Decided }),
    );
    const after = await rowsOf(id);
    expect(after.expiryDate).toBe(initial.expiryDate);
    expect(after.cycleStart).toBe(initial.cycleStart);
    expect(after.rows.filter((r) => r.auditType === 2)).toHaveLength(1);
    const s2 = after.rows.find((r) => r.auditType === 3)!;
    expect(s2.dueTo <= s2Planned.dueTo).toBe(true);
    expect(s2.dueTo <= addDays(s1Decided, 366)).toBe(true);
    expect(s2.dueTo > s1Decided).toBe(true);
    const r = after.rows.filter((x) => x.auditType === 4);
    expect(r).toHaveLength(1);
    expect([r[0]!.dueFrom, r[0]!.dueTo]).toEqual([recert.dueFrom, recert.dueTo]);
    expect(r[0]!.dueTo < after.expiryDate).toBe(true);
  });
});
