/**
 * Every date of every request contract is a real calendar date, or a 400 with a Chinese message
 * that names the field (never a 500 from the database).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from './harness.ts';

let t: TestContext;
let admin: string;
beforeAll(async () => {
  t = await createTestContext();
  admin = await t.login('admin');
});
afterAll(() => t.close());

const IMPOSSIBLE = [
  '2026-99-99',
  '2026-02-31',
  '2025-02-29',
  '2026-04-31',
  '2026-13-01',
  '2026-00-10',
  '0000-01-01',
];

const get = (url: string) => t.call(admin, { method: 'GET', url });

describe('impossible dates in queries', () => {
  it.each([
    ['/api/xmsl/cerApplyApi/list?receivedFrom=', '受理日期'],
    ['/api/xmsl/cerApplyApi/list?receivedTo=', '受理日期'],
    ['/api/sys/loginLog/list?dateFrom=', '开始日期'],
    ['/api/sys/loginLog/list?dateTo=', '结束日期'],
    ['/api/sys/operLog/list?dateFrom=', '开始日期'],
    ['/api/sys/operLog/list?dateTo=', '结束日期'],
  ])('%s… answers 400 naming %s', async (url, label) => {
    for (const date of IMPOSSIBLE) {
      const res = await get(url + date);
      expect(res.status, `${url}${date}`).toBe(400);
      expect(res.body.message, `${url}${date}`).toContain(label);
    }
    expect((await get(`${url}2024-02-29`)).status).toBe(200);
  });
});

describe('impossible dates in bodies', () => {
  it('refuses an impossible receivedDate of an application', async () => {
    const enterprises = (await get('/api/khgl/enterprise/list?pageSize=1')).body.result.records;
    const standards = (await get('/api/xmsl/cerApplyApi/getCertificateStandardList')).body.result;
    for (const receivedDate of IMPOSSIBLE) {
      const res = await t.call(admin, {
        method: 'POST',
        url: '/api/xmsl/cerApplyApi/add',
        payload: {
          enterpriseId: enterprises[0].id,
          applicationType: 1,
          receivedDate,
          items: [
            {
              certificateStandardId: standards[0].id,
              scopeZh: '测试范围',
              headcount: 10,
              effectivePersonnel: 10,
            },
          ],
        },
      });
      expect(res.status, receivedDate).toBe(400);
      expect(res.body.message, receivedDate).toContain('受理日期');
    }
  });

  it('refuses impossible effective and expiry dates of a professional code', async () => {
    const standards = (await get('/api/certi/cerCertificateStandardApi/listStandards')).body.result;
    for (const [field, label] of [
      ['effectiveDate', '生效日期'],
      ['expiryDate', '失效日期'],
    ] as const) {
      for (const date of IMPOSSIBLE) {
        const res = await t.call(admin, {
          method: 'POST',
          url: '/api/certi/cerCertificateCode/add',
          payload: {
            certificateStandardId: standards[0].id,
            certCodeCustom: '33.02.00',
            proName: '日期测试',
            [field]: date,
          },
        });
        expect(res.status, `${field} ${date}`).toBe(400);
        expect(res.body.message, `${field} ${date}`).toContain(label);
      }
    }
  });
});
