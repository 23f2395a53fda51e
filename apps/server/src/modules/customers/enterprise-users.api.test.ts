/**
 * 关联企业用户: a user created in 用户管理 with the enterprise role is linked to its enterprise, and
 * from then on acts for it (row scope, messages); bad links are refused with nothing written.
 */
import { creditCodeCheckCharacter } from '@cb/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/harness.ts';
import { auditLog } from '../../platform/db/platform-schema.ts';
import { customerScope } from '../../platform/identity/row-scope.ts';
import { customerUserLinks } from './schema.ts';

let t: TestContext;
let admin: string;
let staff: string;
let enterpriseId: string;
let otherId: string;
let roleIds: Record<string, string>;

const creditCode = (n: number) => {
  const first17 = `91310115${String(n).padStart(9, '0')}`;
  return first17 + creditCodeCheckCharacter(first17);
};

async function newEnterprise(n: number): Promise<string> {
  const res = await t.call(staff, {
    method: 'POST',
    url: '/api/khgl/enterprise/add',
    payload: {
      name: `账号测试${n}有限公司`,
      creditCode: creditCode(n),
      natureCode: '3',
      industryCode: '18',
      regionCode: '310000',
      registeredCapital: '100',
      legalRepresentative: '张三',
      registeredAddress: '上海市浦东新区张江路1号',
      totalHeadcount: 20,
      sites: [],
      contacts: [],
    },
  });
  expect(res.status).toBe(200);
  return res.body.result.id;
}

async function newUser(username: string, role: string): Promise<string> {
  const res = await t.call(admin, {
    method: 'POST',
    url: '/api/sys/user/add',
    payload: { username, password: 'First2026pass', realname: '企业联系人', roleIds: [roleIds[role]] },
  });
  expect(res.status).toBe(200);
  return res.body.result.id;
}

const link = (token: string, body: object) =>
  t.call(token, { method: 'POST', url: '/api/khgl/enterprise/linkUser', payload: body });
const links = () => t.database.systemTx((tx) => tx.select().from(customerUserLinks));

beforeAll(async () => {
  t = await createTestContext();
  admin = await t.login('admin');
  staff = await t.login('staff');
  const roles = await t.call(admin, { method: 'GET', url: '/api/sys/role/options' });
  roleIds = Object.fromEntries(roles.body.result.map((r: { code: string; id: string }) => [r.code, r.id]));
  enterpriseId = await newEnterprise(901);
  otherId = await newEnterprise(902);
});
afterAll(() => t.close());

describe('POST /api/khgl/enterprise/linkUser', () => {
  it('links an enterprise-role user: it acts for that enterprise, listed and in the audit trail', async () => {
    const userId = await newUser('qiye901', 'enterprise');
    const res = await link(staff, { enterpriseId, userId });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('关联成功');
    expect(res.body.result).toEqual([expect.objectContaining({ userId, username: 'qiye901' })]);

    const scope = await t.database.tenantTx({ tenantId: 1, userId }, (tx) =>
      customerScope(tx, { tenantId: 1, userId }),
    );
    expect(scope).toEqual({ kind: 'enterprise', enterpriseId });

    const listed = await t.call(staff, {
      method: 'GET',
      url: `/api/khgl/enterprise/users?id=${enterpriseId}`,
    });
    expect(listed.body.result.map((u: { userId: string }) => u.userId)).toEqual([userId]);

    const [row] = (await links()).filter((l) => l.userId === userId);
    const trail = await t.database.systemTx((tx) =>
      tx
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.tableName, 'customer_user_links'), eq(auditLog.recordId, row!.id))),
    );
    expect(trail.map((r) => r.action)).toEqual(['insert']);
  });

  it('refuses a user without the enterprise role, nothing written', async () => {
    const userId = await newUser('qiye_staff', 'staff');
    const before = (await links()).length;
    const res = await link(staff, { enterpriseId, userId });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('只能关联拥有“企业用户”角色的用户');
    expect(await links()).toHaveLength(before);
  });

  it('refuses a user already linked (here or elsewhere) and a missing user, nothing written', async () => {
    const userId = await newUser('qiye903', 'enterprise');
    expect((await link(staff, { enterpriseId, userId })).status).toBe(200);
    const before = (await links()).length;
    const again = await link(staff, { enterpriseId, userId });
    expect(again.status).toBe(400);
    expect(again.body.message).toBe('该用户已关联本企业');
    const elsewhere = await link(staff, { enterpriseId: otherId, userId });
    expect(elsewhere.status).toBe(400);
    expect(elsewhere.body.message).toBe('该用户已关联其他企业或合作方');
    const missing = await link(staff, { enterpriseId, userId: '01900000-0000-7000-8000-000000000000' });
    expect(missing.status).toBe(400);
    expect(missing.body.message).toBe('用户不存在');
    expect(await links()).toHaveLength(before);
  });

  it('is not for the enterprise users themselves', async () => {
    const enterprise = await t.login('enterprise');
    const userId = await newUser('qiye904', 'enterprise');
    const res = await link(enterprise, { enterpriseId, userId });
    expect(res.status).toBe(403);
    expect((await links()).some((l) => l.userId === userId)).toBe(false);
  });
});

describe('GET /api/khgl/enterprise/userCandidates', () => {
  const candidates = (token: string, keyword = '') =>
    t.call(token, { method: 'GET', url: `/api/khgl/enterprise/userCandidates?keyword=${keyword}` });

  it('offers enterprise-role users not linked yet, matched on username, and drops them once linked', async () => {
    const free = await newUser('houxuan905', 'enterprise');
    await newUser('houxuan906', 'staff');
    const res = await candidates(staff, 'houxuan');
    expect(res.status).toBe(200);
    expect(res.body.result).toEqual([{ userId: free, username: 'houxuan905', realname: '企业联系人' }]);
    expect((await link(staff, { enterpriseId, userId: free })).status).toBe(200);
    expect((await candidates(staff, 'houxuan')).body.result).toEqual([]);
  });

  it('is for those who may link (not the enterprise users)', async () => {
    const enterprise = await t.login('enterprise');
    expect((await candidates(enterprise)).status).toBe(403);
  });
});
