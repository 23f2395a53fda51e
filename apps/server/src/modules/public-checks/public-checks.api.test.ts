/**
 * The public checks (培训证书查询, 历史项目信息, 申请材料 with template downloads) and the signed-in
 * 档案核查: anonymous access with `?tenantId=`, printed fields only, Chinese validation messages,
 * tenant isolation, the per-address limit, and the archive check's permission and row scope.
 */
import { and, eq, isNotNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/harness.ts';
import { tenants } from '../../platform/identity/schema.ts';
import { uuidv7 } from '../../platform/ids.ts';
import { projectExecutions } from '../audit-execution/schema.ts';
import { auditPlans, auditProjects } from '../audit-programmes/schema.ts';
import { PUBLIC_QUERY_LIMIT } from '../certificates/routes.ts';
import { certificates } from '../certificates/schema.ts';
import { trainingCertificates } from './schema.ts';
import { DEMO_TRAINING_CERTIFICATES } from './seed.ts';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(() => t.close());

let nextAddress = 0;
const freshAddress = () => {
  nextAddress += 1;
  return `10.30.${nextAddress >> 8}.${nextAddress & 255}`;
};
const get = (
  url: string,
  query: Record<string, string | number>,
  token: string | null = null,
  ip = freshAddress(),
) =>
  t.call(token, {
    method: 'GET',
    url,
    query: Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)])),
    remoteAddress: ip,
  });

const training = (query: Record<string, string | number>, ip?: string) =>
  get('/api/trainCertificate/public/check', query, null, ip);
const history = (query: Record<string, string | number>) => get('/api/hipji/public/detail', query);
const materials = (query: Record<string, string | number>) => get('/api/xmsl/public/file', query);

async function otherTenant(name = '另一认证机构') {
  const [row] = await t.database.systemTx((tx) =>
    tx.insert(tenants).values({ name }).returning({ id: tenants.id }),
  );
  return row!.id;
}

describe('training certificate check', () => {
  it('answers a demo certificate with its printed fields and live status, and nothing else', async () => {
    const [row] = await t.database.systemTx((tx) =>
      tx
        .select()
        .from(trainingCertificates)
        .where(eq(trainingCertificates.certNo, DEMO_TRAINING_CERTIFICATES.valid)),
    );
    const res = await training({ certNo: ` ${row!.certNo.toLowerCase()} `, name: row!.holderName });
    expect(res.status).toBe(200);
    const c = res.body.result;
    expect(Object.keys(c).sort()).toEqual(
      [
        'bodyName',
        'certNo',
        'checkedAt',
        'courseHours',
        'courseName',
        'employer',
        'holderName',
        'issueDate',
        'standardName',
        'status',
        'statusName',
        'trainingFrom',
        'trainingTo',
        'validTo',
      ].sort(),
    );
    expect(c).toMatchObject({
      certNo: row!.certNo,
      holderName: row!.holderName,
      status: 1,
      statusName: '有效',
    });
    expect(c.bodyName).not.toBe('');
  });

  it('says revoked and expired', async () => {
    const rows = await t.database.systemTx((tx) =>
      tx
        .select()
        .from(trainingCertificates)
        .where(
          sql`${trainingCertificates.certNo} in (${DEMO_TRAINING_CERTIFICATES.revoked}, ${DEMO_TRAINING_CERTIFICATES.expired})`,
        ),
    );
    expect(rows).toHaveLength(2);
    for (const r of rows) {
      const res = await training({ certNo: r.certNo, name: r.holderName });
      expect(res.body.result.statusName).toBe(
        r.certNo === DEMO_TRAINING_CERTIFICATES.revoked ? '已撤销' : '已过期',
      );
    }
  });

  it('does not tell whose a number is: a wrong name is the same 404 as a wrong number', async () => {
    const wrongName = await training({ certNo: DEMO_TRAINING_CERTIFICATES.valid, name: '张三' });
    const wrongNo = await training({ certNo: 'PX-1999-0001', name: '周文静' });
    for (const res of [wrongName, wrongNo]) {
      expect(res.status).toBe(404);
      expect(res.body.message).toBe('未查询到该培训证书，请核对证书编号和持证人姓名');
    }
  });

  it.each([
    [{}, '请输入培训证书编号'],
    [{ certNo: '  ', name: '周文静' }, '请输入培训证书编号'],
    [{ certNo: 'PX-1' }, '请输入持证人姓名'],
    [{ certNo: 'P'.repeat(51), name: '周文静' }, '培训证书编号最多50个字符'],
    [{ certNo: 'PX-1', name: '周'.repeat(51) }, '持证人姓名最多50个字符'],
    [{ certNo: 'PX-1', name: '周文静', tenantId: 'x' }, '认证机构标识格式错误'],
  ])('refuses %j with 400 %s', async (query, message) => {
    const res = await training(query);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ success: false, code: 400, message });
  });

  it('keeps each body to its own certificates; an unknown body is 404', async () => {
    const other = await otherTenant();
    await t.database.systemTx((tx) =>
      tx.insert(trainingCertificates).values({
        id: uuidv7(),
        tenantId: other,
        certNo: 'PX-OTHER-0001',
        holderName: '冯其他',
        courseName: '内审员培训',
        courseHours: 16,
        trainingFrom: '2026-01-05',
        trainingTo: '2026-01-06',
        issueDate: '2026-01-10',
      }),
    );
    expect((await training({ certNo: 'PX-OTHER-0001', name: '冯其他' })).status).toBe(404);
    const there = await training({ certNo: 'PX-OTHER-0001', name: '冯其他', tenantId: other });
    expect(there.status).toBe(200);
    expect(there.body.result.bodyName).toBe('另一认证机构');
    const valid = await training({
      certNo: DEMO_TRAINING_CERTIFICATES.valid,
      name: '周文静',
      tenantId: other,
    });
    expect(valid.status).toBe(404);
    expect((await training({ certNo: 'PX-1', name: '周文静', tenantId: 999999 })).body.message).toBe(
      '认证机构不存在',
    );
  });

  it('limits each address, malformed queries included', async () => {
    const ip = '10.31.0.1';
    for (let i = 0; i < PUBLIC_QUERY_LIMIT.perAddress; i++) expect((await training({}, ip)).status).toBe(400);
    const res = await training({ certNo: DEMO_TRAINING_CERTIFICATES.valid, name: '周文静' }, ip);
    expect(res.status).toBe(429);
    expect(res.body.message).toBe('查询过于频繁，请稍后再试');
    expect((await training({ certNo: DEMO_TRAINING_CERTIFICATES.valid, name: '周文静' })).status).toBe(200);
  });
});

describe('historical project information', () => {
  async function certifiedWithHistory() {
    const [row] = await t.database.systemTx((tx) =>
      tx
        .select({ certNo: certificates.certNo, enterpriseId: certificates.enterpriseId })
        .from(certificates)
        .innerJoin(auditProjects, eq(auditProjects.enterpriseId, certificates.enterpriseId))
        .innerJoin(projectExecutions, eq(projectExecutions.projectId, auditProjects.id))
        .where(and(eq(certificates.tenantId, 1), isNotNull(projectExecutions.finishedAt)))
        .limit(1),
    );
    return row!;
  }

  it("lists a certified organisation's finished audits with what may be published only", async () => {
    const { certNo } = await certifiedWithHistory();
    const res = await history({ certNo: certNo.toLowerCase() });
    expect(res.status).toBe(200);
    const r = res.body.result;
    expect(Object.keys(r).sort()).toEqual(['bodyName', 'enterpriseName', 'projects']);
    expect(r.projects.length).toBeGreaterThan(0);
    for (const p of r.projects) {
      expect(Object.keys(p).sort()).toEqual([
        'auditTypeName',
        'endDate',
        'methodName',
        'standardName',
        'startDate',
      ]);
      expect(p.auditTypeName).not.toBe('');
    }
    const byName = await history({ enterpriseName: r.enterpriseName });
    expect(byName.body.result).toEqual(r);
  });

  it('leaves out audits not finished on site, and aborted ones', async () => {
    const { certNo, enterpriseId } = await certifiedWithHistory();
    const before = (await history({ certNo })).body.result.projects.length;
    const all = await t.database.systemTx((tx) =>
      tx
        .select({ finishedAt: projectExecutions.finishedAt, auditStatus: projectExecutions.auditStatus })
        .from(auditProjects)
        .innerJoin(projectExecutions, eq(projectExecutions.projectId, auditProjects.id))
        .where(eq(auditProjects.enterpriseId, enterpriseId!)),
    );
    expect(before).toBe(all.filter((p) => p.finishedAt && p.auditStatus !== 4).length);
  });

  it("does not reveal organisations that hold no certificate, nor another body's", async () => {
    expect((await history({ enterpriseName: '没有证书的某某公司' })).status).toBe(404);
    const other = await otherTenant('第三认证机构');
    const { certNo } = await certifiedWithHistory();
    const res = await history({ certNo, tenantId: other });
    expect(res.status).toBe(404);
    expect(res.body.message).toBe('未查询到该获证组织，请核对证书编号或企业全称');
  });

  it.each([
    [{}, '请输入证书编号或企业全称'],
    [{ enterpriseName: '华' }, '企业名称至少输入2个字'],
    [{ certNo: 'Q'.repeat(51) }, '证书编号最多50个字符'],
  ])('refuses %j with 400 %s', async (query, message) => {
    const res = await history(query);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
  });
});

describe('application materials', () => {
  it('lists the materials of a category and scheme, with the templates the body uploaded', async () => {
    const none = await materials({ category: 'A', scheme: 'E' });
    expect(none.status).toBe(200);
    const names = none.body.result.materials.map((m: { name: string }) => m.name);
    expect(names[0]).toBe('认证申请书');
    expect(names).toContain('环境因素清单及重要环境因素评价');
    expect(none.body.result.materials[0].templates).toEqual([]);

    // The body uploads its application form into 资料下载; the public list then offers it.
    const admin = await t.login('admin');
    const { id } = (await t.call(admin, { method: 'GET', url: '/api/xmsl/download/library' })).body.result;
    const boundary = 'cbboundary';
    const pdf = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
    const payload = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="documentType"\r\n\r\nxmsl001\r\n` +
          `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="认证申请书.pdf"\r\nContent-Type: application/pdf\r\n\r\n`,
      ),
      pdf,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const upload = await t.call(admin, {
      method: 'POST',
      url: `/api/xmsl/download/files/${id}`,
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload,
    });
    expect(upload.status, JSON.stringify(upload.body)).toBe(200);

    const withFile = await materials({ category: 'A' });
    const form = withFile.body.result.materials[0];
    expect(form.templates).toHaveLength(1);
    expect(Object.keys(form.templates[0]).sort()).toEqual(['fileId', 'fileName', 'size']);
    const download = await get('/api/xmsl/public/file/download', { fileId: form.templates[0].fileId });
    expect(download.status).toBe(200);
    expect(download.headers['content-type']).toBe('application/pdf');

    // Another body sees neither the file in its list nor the download.
    const other = await otherTenant('第四认证机构');
    expect((await materials({ tenantId: other })).body.result.materials[0].templates).toEqual([]);
    const elsewhere = await get('/api/xmsl/public/file/download', {
      fileId: form.templates[0].fileId,
      tenantId: other,
    });
    expect(elsewhere.status).toBe(404);
  });

  it('offers only files of the download library', async () => {
    const res = await get('/api/xmsl/public/file/download', { fileId: uuidv7() });
    expect(res.status).toBe(404);
    expect(res.body.message).toBe('文件不存在');
  });

  it.each([
    ['/api/xmsl/public/file', { category: 'Z' }, '认证类别不正确'],
    ['/api/xmsl/public/file', { scheme: "Q' or 1=1" }, '认证标准格式错误'],
    ['/api/xmsl/public/file/download', {}, '文件标识格式错误'],
    ['/api/xmsl/public/file/download', { fileId: '../etc/passwd' }, '文件标识格式错误'],
  ])('%s refuses %j with 400 %s', async (url, query, message) => {
    const res = await get(url, query);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
  });
});

describe('file archive check (signed in)', () => {
  async function plans() {
    return t.database.systemTx((tx) =>
      tx
        .select({ planNo: auditPlans.planNo, archivedAt: projectExecutions.archivedAt })
        .from(auditProjects)
        .innerJoin(auditPlans, eq(auditPlans.id, auditProjects.planId))
        .innerJoin(projectExecutions, eq(projectExecutions.projectId, auditProjects.id))
        .where(and(eq(auditProjects.tenantId, 1), isNotNull(projectExecutions.finishedAt))),
    );
  }

  it('answers whether each project of a plan is archived and complete', async () => {
    const all = await plans();
    const archived = all.find((p) => p.archivedAt)!;
    const open = all.find((p) => !p.archivedAt)!;
    const staff = await t.login('staff');
    const yes = await get('/api/fileArchiveCheck/check', { planNo: archived.planNo.toLowerCase() }, staff);
    expect(yes.status).toBe(200);
    expect(yes.body.result.planNo).toBe(archived.planNo);
    expect(yes.body.result.projects[0]).toMatchObject({ archived: true });
    expect(yes.body.result.projects[0].archivedAt).not.toBeNull();
    const no = await get('/api/fileArchiveCheck/check', { planNo: open.planNo }, staff);
    const p = no.body.result.projects[0];
    expect(p.archived).toBe(false);
    expect(p.complete).toBe(p.missing.length === 0);
    expect(p.requiredCount).toBeGreaterThan(0);
    if (!p.complete) expect(p.missing.length).toBeGreaterThan(0);
  });

  it('needs a sign-in and the archive permission', async () => {
    const [plan] = await plans();
    expect((await get('/api/fileArchiveCheck/check', { planNo: plan!.planNo })).status).toBe(401);
    const finance = await t.login('finance');
    const res = await get('/api/fileArchiveCheck/check', { planNo: plan!.planNo }, finance);
    expect(res.status).toBe(403);
  });

  it('refuses a missing number and answers 404 for an unknown plan', async () => {
    const staff = await t.login('staff');
    const missing = await get('/api/fileArchiveCheck/check', {}, staff);
    expect(missing.status).toBe(400);
    expect(missing.body.message).toBe('请输入审核计划编号');
    const unknown = await get('/api/fileArchiveCheck/check', { planNo: 'R-NONE-0001' }, staff);
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe('未查询到该审核计划，请核对计划编号');
  });
});
