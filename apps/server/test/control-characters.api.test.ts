/**
 * Issue 30 item 7: a control character in request text is a 400 naming the field, never a 500 —
 * PostgreSQL cannot store U+0000 and failed the statement (run this file on both databases). Each
 * example of the issue: the public lookup, the sign-in, the text filter of six lists, the edit of a
 * training certificate; and the rule itself: tab, line feed and carriage return are text in a body,
 * not in a query string.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { trainingCertificates } from '../src/modules/public-checks/schema.ts';
import { DEMO_TRAINING_CERTIFICATES } from '../src/modules/public-checks/seed.ts';
import { createTestContext, type TestContext } from './harness.ts';

let t: TestContext;
let admin: string;
let staff: string;

beforeAll(async () => {
  t = await createTestContext();
  [admin, staff] = await Promise.all([t.login('admin'), t.login('staff')]);
});
afterAll(() => t.close());

const refused = (field: string) => ({
  success: false,
  code: 400,
  message: `${field}含有不允许的控制字符，请删除后重试`,
});

describe('control characters in a query string', () => {
  it('the public lookup by number answers 400 naming certNo, anonymously', async () => {
    for (const bad of ['%00', 'A%00B', '%01', '%1F', '%7F', 'ZS%09001', 'ZS%0A001']) {
      const res = await t.call(null, {
        method: 'GET',
        url: `/api/cert/public/detailByNo?certNo=${bad}`,
        remoteAddress: '10.77.0.1',
      });
      expect(res.status, bad).toBe(400);
      expect(res.body, bad).toMatchObject(refused('certNo'));
    }
    // Other text still gets its ordinary answer.
    const plain = await t.call(null, {
      method: 'GET',
      url: '/api/cert/public/detailByNo?certNo=NO-SUCH-NUMBER',
      remoteAddress: '10.77.0.1',
    });
    expect(plain.status).not.toBe(400);
    expect(plain.status).toBeLessThan(500);
  });

  it('the text filter of six lists answers 400 naming the filter', async () => {
    const lists: [token: string, url: string, field: string][] = [
      [admin, '/api/khgl/enterprise/list', 'name'],
      [admin, '/api/sys/user/list', 'keyword'],
      [admin, '/api/sys/operLog/list', 'actor'],
      [staff, '/api/zsfx/certificate/list', 'enterpriseName'],
      [staff, '/api/zsfx/trainCertificate/list', 'holderName'],
      [admin, '/api/yjgl/mail/list', 'certNo'],
    ];
    for (const [token, url, field] of lists) {
      const bad = await t.call(token, { method: 'GET', url: `${url}?pageNo=1&${field}=a%00b` });
      expect(bad.status, url).toBe(400);
      expect(bad.body, url).toMatchObject(refused(field));
      const good = await t.call(token, { method: 'GET', url: `${url}?pageNo=1&${field}=a` });
      expect(good.status, `${url}: ${JSON.stringify(good.body)}`).toBe(200);
    }
  });
});

describe('control characters in a body', () => {
  it('the sign-in answers 400 naming the field, for the name and the password', async () => {
    const name = await t.call(null, {
      method: 'POST',
      url: '/api/sys/erpnew/login',
      payload: { username: 'a\u0000', password: 'whatever1' },
      remoteAddress: '10.77.0.2',
    });
    expect(name.status).toBe(400);
    expect(name.body).toMatchObject(refused('username'));
    const password = await t.call(null, {
      method: 'POST',
      url: '/api/sys/erpnew/login',
      payload: { username: 'admin', password: 'x\u0000y' },
      remoteAddress: '10.77.0.2',
    });
    expect(password.body).toMatchObject(refused('password'));
  });

  it('the edit of a training certificate answers 400 and writes nothing', async () => {
    const [row] = await t.database.systemTx((tx) =>
      tx
        .select()
        .from(trainingCertificates)
        .where(eq(trainingCertificates.certNo, DEMO_TRAINING_CERTIFICATES.valid)),
    );
    const detail = await t.call(staff, {
      method: 'GET',
      url: `/api/zsfx/trainCertificate/queryById?id=${row!.id}`,
    });
    expect(detail.status).toBe(200);
    const { id, version, certNo, holderName, holderIdCardNo, employer, courseName, standardName } =
      detail.body.result;
    const body = {
      id,
      version,
      certNo,
      holderName,
      holderIdCardNo,
      employer,
      courseName,
      standardName,
      courseHours: detail.body.result.courseHours,
      trainingFrom: detail.body.result.trainingFrom,
      trainingTo: detail.body.result.trainingTo,
      issueDate: detail.body.result.issueDate,
      validTo: detail.body.result.validTo,
    };
    for (const bad of ['a\u0000b', 'a\u0007b', 'a\u001bb', 'a\u007fb']) {
      const res = await t.call(staff, {
        method: 'PUT',
        url: '/api/zsfx/trainCertificate/edit',
        payload: { ...body, holderName: bad },
      });
      expect(res.status, JSON.stringify(bad)).toBe(400);
      expect(res.body).toMatchObject(refused('holderName'));
    }
    const [after] = await t.database.systemTx((tx) =>
      tx.select().from(trainingCertificates).where(eq(trainingCertificates.id, id)),
    );
    expect(after).toMatchObject({ version: row!.version, holderName: row!.holderName });

    // Line breaks and tabs are text in a body (multi-line fields): the edit goes through.
    const multiLine = await t.call(staff, {
      method: 'PUT',
      url: '/api/zsfx/trainCertificate/edit',
      payload: { ...body, employer: '上海示范电子\r\n有限公司\t总部' },
    });
    expect(multiLine.status, JSON.stringify(multiLine.body)).toBe(200);
  });

  it('names a nested field and a field name that holds one', async () => {
    const nested = await t.call(admin, {
      method: 'POST',
      url: '/api/khgl/enterprise/add',
      payload: { name: '控制字符测试有限公司', sites: [{ name: '总部' }, { name: '分\u0000部' }] },
    });
    expect(nested.body).toMatchObject(refused('sites[1].name'));
    const key = await t.call(admin, {
      method: 'POST',
      url: '/api/khgl/enterprise/add',
      payload: { name: '控制字符测试有限公司', 'x\u0000': 1 },
    });
    expect(key.body).toMatchObject(refused('x?'));
  });
});
