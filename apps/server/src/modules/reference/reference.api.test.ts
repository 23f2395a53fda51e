import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/harness.ts';

let t: TestContext;
let admin: string;
let staff: string;
let auditor: string;
beforeAll(async () => {
  t = await createTestContext();
  [admin, staff, auditor] = await Promise.all([t.login('admin'), t.login('staff'), t.login('auditor')]);
});
afterAll(() => t.close());

const get = (token: string | null, url: string) => t.call(token, { method: 'GET', url });

/** No SQL, stack or database detail ever reaches the client. */
function expectNoLeak(body: unknown) {
  const text = JSON.stringify(body);
  for (const word of ['select ', 'SELECT', 'syntax', 'stack', 'pg_', 'relation', 'password_hash', '.ts:']) {
    expect(text).not.toContain(word);
  }
}

describe('GET /api/sys/dict/getDictItems/{dictCode}', () => {
  it('answers the seeded notice_route items in order', async () => {
    const res = await get(staff, '/api/sys/dict/getDictItems/notice_route');
    expect(res.status).toBe(200);
    expect(res.body.result.map((i: { value: string; text: string }) => [i.value, i.text])).toEqual([
      ['1', '站内'],
      ['2', '邮件'],
      ['3', '企业微信'],
      ['4', '短信'],
    ]);
  });

  it('uses English texts for en-US', async () => {
    const res = await t.call(staff, {
      method: 'GET',
      url: '/api/sys/dict/getDictItems/sex',
      headers: { 'accept-language': 'en-US' },
    });
    expect(res.body.result.map((i: { text: string }) => i.text)).toEqual(['Male', 'Female']);
  });

  it('needs a token', async () => {
    expect((await get(null, '/api/sys/dict/getDictItems/sex')).status).toBe(401);
  });

  it.each([
    ["sex' or '1'='1", 400],
    ['sex;drop table users', 400],
    ['SEX', 400],
    ['sys_user,password_hash', 400],
    ['..%2f..%2fetc', 400],
    [encodeURIComponent("x' union select password_hash from users--"), 400],
    ['no_such_dict', 404],
  ])('refuses %s with %i and leaks nothing', async (code, status) => {
    const res = await get(staff, `/api/sys/dict/getDictItems/${code}`);
    expect(res.status).toBe(status);
    expect(res.body.success).toBe(false);
    expectNoLeak(res.body);
  });
});

describe('dictionary admin', () => {
  it('creates a dictionary and an item, refuses a duplicate code, and 409s a stale edit', async () => {
    const created = await t.call(admin, {
      method: 'POST',
      url: '/api/sys/dict/add',
      payload: { code: 'test_dict', name: '测试字典' },
    });
    expect(created.status).toBe(200);
    const dict = created.body.result;
    const dup = await t.call(admin, {
      method: 'POST',
      url: '/api/sys/dict/add',
      payload: { code: 'test_dict', name: '重复' },
    });
    expect(dup.status).toBe(409);
    expect(dup.body.message).toBe('字典编码已存在');

    const item = await t.call(admin, {
      method: 'POST',
      url: '/api/sys/dictItem/add',
      payload: { dictionaryId: dict.id, value: 'a', text: '甲' },
    });
    expect(item.status).toBe(200);
    expect((await get(staff, '/api/sys/dict/getDictItems/test_dict')).body.result).toHaveLength(1);

    const edit = (version: number) =>
      t.call(admin, {
        method: 'PUT',
        url: '/api/sys/dict/edit',
        payload: { id: dict.id, version, code: 'test_dict', name: `名称${version}` },
      });
    expect((await edit(dict.version)).status).toBe(200);
    const stale = await edit(dict.version);
    expect(stale.status).toBe(409);
    const list = await get(admin, '/api/sys/dict/list?keyword=test_dict');
    expect(list.body.result.records[0].name).toBe(`名称${dict.version}`);
  });

  it('validates with Chinese messages and writes nothing', async () => {
    const res = await t.call(admin, {
      method: 'POST',
      url: '/api/sys/dict/add',
      payload: { code: 'Bad Code', name: 'x' },
    });
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(/字典编码/);
    expect((await get(admin, '/api/sys/dict/list?keyword=Bad')).body.result.total).toBe(0);
  });

  it('is for admins only', async () => {
    expect((await get(staff, '/api/sys/dict/list')).status).toBe(403);
    const res = await t.call(staff, {
      method: 'POST',
      url: '/api/sys/dict/add',
      payload: { code: 'x', name: 'x' },
    });
    expect(res.status).toBe(403);
  });

  it('pages and sorts only by allowlisted columns', async () => {
    const page = await get(admin, '/api/sys/dict/list?pageNo=2&pageSize=5&column=code&order=asc');
    expect(page.body.result).toMatchObject({ current: 2, size: 5 });
    expect(page.body.result.records).toHaveLength(5);
    expect(page.body.result.total).toBeGreaterThanOrEqual(40);
    for (const bad of ['column=password_hash', 'column=code;drop', 'order=asc,1', 'pageSize=101']) {
      const res = await get(admin, `/api/sys/dict/list?${bad}`);
      expect(res.status, bad).toBe(400);
      expectNoLeak(res.body);
    }
  });
});

describe('certificate standards', () => {
  it('lists the 16 standards and the GB/T 27922 service scheme for selects, in order, with the name fields', async () => {
    for (const url of [
      '/api/xmsl/cerApplyApi/getCertificateStandardList',
      '/api/certi/cerCertificateStandardApi/listStandards',
    ]) {
      const res = await get(auditor, url);
      expect(res.status).toBe(200);
      const codes = res.body.result.map((s: { code: string }) => s.code);
      expect(codes).toEqual([
        'Q',
        'Q(EC)',
        'E',
        'S',
        'F',
        'H',
        'ISMS',
        'ITSMS',
        'IPMS',
        'GAP',
        'OGA',
        'GHG',
        'TZJ',
        'OGA_FL',
        'WK',
        'PV',
        'SC',
      ]);
      expect(res.body.result.at(-1)).toMatchObject({
        name: '商品售后服务评价',
        fullName: '商品售后服务评价（GB/T 27922-2011）',
      });
      expect(res.body.result[0]).toMatchObject({
        name: '质量管理体系',
        shortName: 'Q',
        realName: '质量管理体系',
        fullName: '质量管理体系（GB/T 19001-2016/ISO 9001:2015）',
        scopeCertificate: 1,
      });
    }
  });
});

describe('GET /api/certi/cerCertificateCode/list', () => {
  const list = (query: string, token = auditor) => get(token, `/api/certi/cerCertificateCode/list?${query}`);

  it('finds codes by code prefix, name and standard, paged', async () => {
    const standards = (await get(staff, '/api/certi/cerCertificateStandardApi/listStandards')).body.result;
    const q = standards.find((s: { code: string }) => s.code === 'Q');
    const res = await list(`certCodeCustom=19.05&certificateStandardId=${q.id}`);
    expect(res.status).toBe(200);
    expect(res.body.result.records).toHaveLength(1);
    expect(res.body.result.records[0]).toMatchObject({
      certCodeCustom: '19.05.01',
      proName: '电线、电缆制造',
      riskLevel: 2,
      riskLevel_dictText: '中',
      izHaveFlag_dictText: '是',
      enabled: 1,
      iafCode: 19,
      certificateStandardId: q.id,
    });
    expect(res.body.result.records[0].certificateStandardFullName).toContain('质量管理体系');

    const byName = await list('proName=电缆');
    expect(byName.body.result.total).toBe(3);

    const page = await list('pageNo=2&pageSize=50');
    expect(page.body.result).toMatchObject({ current: 2, size: 50, total: 162, pages: 4 });
    expect(page.body.result.records).toHaveLength(50);
  });

  it('treats wildcard characters as text', async () => {
    expect((await list('proName=%25')).body.result.total).toBe(0);
    expect((await list('certCodeCustom=_')).body.result.total).toBe(0);
  });

  it.each([
    'pageSize=101',
    'certificateStandardId=1%20or%201=1',
    'column=tenant_id',
    "certificateStandardId=x'--",
  ])('refuses %s with 400', async (query) => {
    const res = await list(query);
    expect(res.status).toBe(400);
    expectNoLeak(res.body);
  });
});

describe('professional code admin and Excel', () => {
  it('adds, edits with version, exports and re-imports', async () => {
    const standards = (await get(admin, '/api/certi/cerCertificateStandardApi/listStandards')).body.result;
    const e = standards.find((s: { code: string }) => s.code === 'E');
    const add = await t.call(admin, {
      method: 'POST',
      url: '/api/certi/cerCertificateCode/add',
      payload: { certificateStandardId: e.id, certCodeCustom: '33.01.00', proName: '测试专业', riskLevel: 3 },
    });
    expect(add.status).toBe(200);
    const bad = await t.call(admin, {
      method: 'POST',
      url: '/api/certi/cerCertificateCode/add',
      payload: { certificateStandardId: e.id, certCodeCustom: '33.1', proName: '错误' },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toContain('专业代码格式');
    const edit = (version: number) =>
      t.call(admin, {
        method: 'PUT',
        url: '/api/certi/cerCertificateCode/edit',
        payload: {
          id: add.body.result.id,
          version,
          certificateStandardId: e.id,
          certCodeCustom: '33.01.00',
          proName: '测试专业',
          riskLevel: 1,
        },
      });
    expect((await edit(1)).status).toBe(200);
    expect((await edit(1)).status).toBe(409);
    expect(
      (
        await t.call(staff, {
          method: 'DELETE',
          url: `/api/certi/cerCertificateCode/delete?id=${add.body.result.id}`,
        })
      ).status,
    ).toBe(403);

    const exported = await t.app.inject({
      method: 'GET',
      url: '/api/certi/cerCertificateCode/exportXls?certCodeCustom=33',
      headers: { 'x-access-token': admin },
    });
    expect(exported.statusCode).toBe(200);
    expect(exported.headers['content-disposition']).toContain('attachment');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(exported.rawPayload as unknown as ArrayBuffer);
    const sheet = book.worksheets[0]!;
    expect(sheet.getRow(1).getCell(2).value).toBe('专业代码');
    const rows = sheet.rowCount - 1;
    expect(rows).toBeGreaterThan(1);

    // Change one risk level and add one new row, then import the sheet back.
    sheet.getRow(2).getCell(4).value = '低';
    sheet.addRow(['S', '33.09.00', '导入的新专业', '有限', '否', '', '', '', '2024-01-01', '', '有效', '']);
    const upload = await importSheet(Buffer.from(await book.xlsx.writeBuffer()), 'codes.xlsx');
    expect(upload.body.message).toMatch(/^导入成功/);
    expect(upload.status).toBe(200);
    expect(upload.body.result).toMatchObject({ total: rows + 1, inserted: 1, updated: rows });
    const found = await get(admin, '/api/certi/cerCertificateCode/list?proName=导入的新专业');
    expect(found.body.result.records[0]).toMatchObject({ riskLevel: 4, certCodeCustom: '33.09.00' });
  });

  it('imports all rows or none, and refuses files that are not xlsx', async () => {
    const book = new ExcelJS.Workbook();
    const sheet = book.addWorksheet('x');
    sheet.addRow(['标准代码', '专业代码', '专业名称', '风险等级']);
    sheet.addRow(['Q', '34.09.00', '应当不被写入', '高']);
    sheet.addRow(['Q', '99.01.01', '错误代码', '高']);
    sheet.addRow(['NOPE', '34.01.00', '错误标准', '']);
    const res = await importSheet(Buffer.from(await book.xlsx.writeBuffer()), 'codes.xlsx');
    expect(res.status).toBe(400);
    expect(res.body.message).toContain('第3行');
    expect(res.body.message).toContain('第4行：标准代码“NOPE”不存在');
    expect(
      (await get(admin, '/api/certi/cerCertificateCode/list?proName=应当不被写入')).body.result.total,
    ).toBe(0);

    const pdf = await importSheet(Buffer.from('%PDF-1.4'), 'codes.pdf');
    expect(pdf.status).toBe(400);
    expect(pdf.body.message).toBe('只能上传excel文件');
    const renamed = await importSheet(Buffer.from('<html>not a sheet</html>'), 'codes.xlsx');
    expect(renamed.status).toBe(400);
    const denied = await importSheet(Buffer.from('PK'), 'codes.xlsx', staff);
    expect(denied.status).toBe(403);
  });
});

async function importSheet(content: Buffer, fileName: string, token = admin) {
  const boundary = '----cbtest';
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
    ),
    content,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return t.call(token, {
    method: 'POST',
    url: '/api/certi/cerCertificateCode/importExcel',
    payload,
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  });
}

describe('GET /api/certi/cerCertiItemApi/listCertItem', () => {
  const search = (words: string, token = staff) =>
    get(token, `/api/certi/cerCertiItemApi/listCertItem?words=${encodeURIComponent(words)}`);

  it('finds items by description or code, best match first', async () => {
    const res = await search('电缆');
    expect(res.status).toBe(200);
    expect(res.body.result.hasMore).toBe(false);
    expect(res.body.result.records[0]).toMatchObject({
      certiCode: '19.05.01',
      description: '电线电缆的生产',
      certiCoverage: '电线电缆的生产',
    });
    expect(res.body.result.records[0].certiQualification).toContain('营业执照');
    const byCode = await search('28.01.01');
    expect(byCode.body.result.records[0].certiCode).toBe('28.01.01');
  });

  it('returns at most 10 and says when there are more', async () => {
    const res = await search('的');
    expect(res.body.result.records).toHaveLength(10);
    expect(res.body.result.hasMore).toBe(true);
  });

  it('needs non-blank words and the review-tool permission', async () => {
    expect((await search('   ')).status).toBe(400);
    expect((await search('电缆', auditor)).status).toBe(403);
    expect((await search('%')).body.result.records).toEqual([]);
  });
});

describe('column settings', () => {
  it('saves and lists per user', async () => {
    const save = await t.call(staff, {
      method: 'POST',
      url: '/api/certi/cerUserColSetting/save',
      payload: { settingKey: 'xmsl:search', settingJson: '{"hidden":["phone"]}' },
    });
    expect(save.status).toBe(200);
    await t.call(staff, {
      method: 'POST',
      url: '/api/certi/cerUserColSetting/save',
      payload: { settingKey: 'xmsl:search', settingJson: '{"hidden":[]}' },
    });
    const mine = await get(staff, '/api/certi/cerUserColSetting/getColSettingList');
    expect(mine.body.result).toEqual([{ settingKey: 'xmsl:search', settingJson: '{"hidden":[]}' }]);
    expect((await get(auditor, '/api/certi/cerUserColSetting/getColSettingList')).body.result).toEqual([]);
    const bad = await t.call(staff, {
      method: 'POST',
      url: '/api/certi/cerUserColSetting/save',
      payload: { settingKey: "x' or 1=1", settingJson: 'not json' },
    });
    expect(bad.status).toBe(400);
  });
});

describe('GET /api/sys/duplicate/check', () => {
  const check = (query: string) => get(staff, `/api/sys/duplicate/check?${query}`);
  const adminCheck = (query: string) => get(admin, `/api/sys/duplicate/check?${query}`);

  it('tells taken and free values apart, excluding the record itself', async () => {
    // JeecgBoot's convention, which the client follows: a taken value is success false.
    const taken = await adminCheck('tableName=sys_user&fieldName=username&fieldVal=auditor');
    expect(taken.status).toBe(200);
    expect(taken.body).toMatchObject({ success: false, message: '该值不可用，系统中已存在！' });
    expect(taken.body.result).toEqual({ valid: false, message: '该值不可用，系统中已存在！' });
    const free = await adminCheck('tableName=sys_user&fieldName=username&fieldVal=nobody');
    expect(free.body).toMatchObject({ success: true, message: '该值可用！' });
    expect(free.body.result).toEqual({ valid: true, message: '该值可用！' });
    const standards = (await get(staff, '/api/xmsl/cerApplyApi/getCertificateStandardList')).body.result;
    const q = standards[0];
    const self = await adminCheck(
      `tableName=cer_certificate_standard&fieldName=code&fieldVal=Q&dataId=${q.id}`,
    );
    expect(self.body.result.valid).toBe(true);
    expect(self.body.success).toBe(true);
  });

  it.each(['enterprise', 'partner', 'auditor', 'staff'])(
    'refuses %s, who may not administer users, any look-up of staff accounts (403)',
    async (username) => {
      const token = await t.login(username);
      for (const [field, value] of [
        ['username', 'admin'],
        ['phone', '13800000000'],
        ['email', 'admin@example.com'],
      ]) {
        const res = await get(
          token,
          `/api/sys/duplicate/check?tableName=sys_user&fieldName=${field}&fieldVal=${value}`,
        );
        expect(res.status, `${username} ${field}`).toBe(403);
        expect(res.body.result).toBeNull();
      }
      const role = await get(
        token,
        '/api/sys/duplicate/check?tableName=sys_role&fieldName=role_code&fieldVal=admin',
      );
      expect(role.status).toBe(403);
    },
  );

  it.each([
    'tableName=sys_user&fieldName=password_hash&fieldVal=x',
    'tableName=users&fieldName=username&fieldVal=x',
    'tableName=sys_user;drop table users&fieldName=username&fieldVal=x',
    "tableName=sys_user&fieldName=username' or '1'='1&fieldVal=x",
    'tableName=__proto__&fieldName=constructor&fieldVal=x',
    'tableName=sys_user&fieldName=toString&fieldVal=x',
    'tableName=pg_catalog.pg_user&fieldName=usename&fieldVal=x',
    'tableName=sys_user&fieldName=username&fieldVal=x&dataId=1 or 1=1',
    'fieldName=username&fieldVal=x',
  ])('refuses %s with 400 and leaks nothing', async (query) => {
    const res = await check(query);
    expect(res.status).toBe(400);
    expectNoLeak(res.body);
  });

  it('keeps values as values', async () => {
    const res = await adminCheck(
      `tableName=sys_user&fieldName=username&fieldVal=${encodeURIComponent("x' or '1'='1")}`,
    );
    expect(res.body.result.valid).toBe(true);
  });
});

describe('GET /api/sys/checkRule/checkByCode', () => {
  const rule = (query: string) => get(staff, `/api/sys/checkRule/checkByCode?${query}`);

  it('checks registered rules with their messages', async () => {
    expect((await rule('ruleCode=phone&value=13812345678')).body.result.valid).toBe(true);
    expect((await rule('ruleCode=phone&value=12345')).body.result).toEqual({
      valid: false,
      message: '请输入正确的电话',
    });
    expect((await rule('ruleCode=id_card&value=11010519491231002X')).body.result.valid).toBe(true);
    expect((await rule('ruleCode=id_card&value=110105194912310021')).body.result.valid).toBe(false);
    expect((await rule('ruleCode=professional_code&value=19.05.01')).body.result.valid).toBe(true);
  });

  it.each([
    ['ruleCode=no_such_rule&value=1', 404],
    ["ruleCode=phone' or '1'='1&value=1", 400],
    ['ruleCode=__proto__&value=1', 400],
    ['ruleCode=constructor&value=1', 404],
    ['ruleCode=../../etc/passwd&value=1', 400],
    [`ruleCode=phone&value=${'1'.repeat(501)}`, 400],
  ])('refuses %s with %i', async (query, status) => {
    const res = await rule(query);
    expect(res.status).toBe(status);
    expectNoLeak(res.body);
  });
});

describe('company-check links', () => {
  it('reads the defaults and lets only admins change them, with a version', async () => {
    const read = await get(auditor, '/api/sys/companyCheck/links');
    expect(read.status).toBe(200);
    expect(read.body.result.links.map((l: { name: string }) => l.name)).toContain('国家企业信用信息公示系统');
    const links = [
      { name: '企查查', category: 'business', url: 'https://www.qcc.com/web/search?key={name}' },
    ];
    const denied = await t.call(staff, {
      method: 'PUT',
      url: '/api/sys/companyCheck/links',
      payload: { links, version: 0 },
    });
    expect(denied.status).toBe(403);
    const bad = await t.call(admin, {
      method: 'PUT',
      url: '/api/sys/companyCheck/links',
      payload: { links: [{ name: 'x', category: 'business', url: 'javascript:alert(1)' }], version: 0 },
    });
    expect(bad.status).toBe(400);
    const saved = await t.call(admin, {
      method: 'PUT',
      url: '/api/sys/companyCheck/links',
      payload: { links, version: 0 },
    });
    expect(saved.status).toBe(200);
    const again = await t.call(admin, {
      method: 'PUT',
      url: '/api/sys/companyCheck/links',
      payload: { links, version: 0 },
    });
    expect(again.status).toBe(409);
    expect((await get(auditor, '/api/sys/companyCheck/links')).body.result.links).toEqual(links);
  });
});
