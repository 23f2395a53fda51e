import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/harness.ts';

let t: TestContext;
let staff: string;

const calculate = (token: string, payload: object) =>
  t.call(token, { method: 'POST', url: '/api/htps/auditTime/calculate', payload });

beforeAll(async () => {
  t = await createTestContext();
  staff = await t.login('staff');
});
afterAll(() => t.close());

describe('POST /api/htps/auditTime/calculate', () => {
  it('answers each standard with its steps and the MD 11 total', async () => {
    const res = await calculate(staff, {
      items: [
        { standard: 'Q', effectivePersonnel: 5 },
        { standard: 'E', effectivePersonnel: 300, riskLevel: 1 },
        { standard: 'S', effectivePersonnel: 1 },
      ],
      integrationPercent: -10,
    });
    expect(res.status).toBe(200);
    const { items, totalDays } = res.body.result;
    expect(items.map((i: { tableDays: number }) => i.tableDays)).toEqual([1.5, 15, 2.5]);
    expect(totalDays).toBe(17);
    expect(items[0].justification[0]).toContain('有效人数 5 人');
  });

  it('clamps a reduction past 30 % and says so', async () => {
    const res = await calculate(staff, {
      items: [{ standard: 'Q', effectivePersonnel: 100, adjustments: [{ code: 'R01', percent: -45 }] }],
    });
    expect(res.body.result.items[0].adjustedDays).toBe(5);
    expect(res.body.result.items[0].justification).toContain(
      '合计减少 -45% 超过上限，按 -30% 计（IAF MD 5）',
    );
  });

  it.each([
    [{ items: [{ standard: 'Q', effectivePersonnel: 2.5 }] }, '第1项：有效人数必须是正整数'],
    [{ items: [{ standard: 'Q', effectivePersonnel: -1 }] }, '第1项：有效人数必须是正整数'],
    [
      { items: [{ standard: 'S', effectivePersonnel: 10, riskLevel: 4 }] },
      '第1项：职业健康安全管理体系没有“有限”复杂程度，请选择高、中或低',
    ],
    [
      { items: [{ standard: 'X', effectivePersonnel: 10 }] },
      '第1项：不支持的认证标准“X”，可选 Q、E、S、ISMS',
    ],
    [{ items: [] }, '请至少填写一个认证标准'],
  ])('refuses %j with a Chinese message naming the field', async (payload, message) => {
    const res = await calculate(staff, payload);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
  });

  it('is for those who review contracts', async () => {
    const enterprise = await t.login('enterprise');
    expect((await calculate(enterprise, { items: [{ standard: 'Q', effectivePersonnel: 5 }] })).status).toBe(
      403,
    );
    expect(
      (await t.call(null, { method: 'POST', url: '/api/htps/auditTime/calculate', payload: {} })).status,
    ).toBe(401);
  });
});
