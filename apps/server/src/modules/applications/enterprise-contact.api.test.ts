/**
 * Issue 31 item 12: the application form's enterprise options carry the enterprise's contact, so
 * choosing the enterprise fills 联系人 and 联系电话 — the primary contact, or else the first listed;
 * empty when the enterprise has none.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/harness.ts';
import { enterpriseContacts, enterprises } from '../customers/schema.ts';

let t: TestContext;
let staff: string;

beforeAll(async () => {
  t = await createTestContext();
  staff = await t.login('staff');
});
afterAll(() => t.close());

type Option = { id: string; name: string; contactName: string; contactPhone: string };
const optionOf = async (e: { id: string; name: string }) => {
  const res = await t.call(staff, {
    method: 'GET',
    url: `/api/xmsl/cerApplyApi/enterpriseOptions?keyword=${encodeURIComponent(e.name)}`,
  });
  expect(res.status).toBe(200);
  return (res.body.result as Option[]).find((o) => o.id === e.id);
};

describe('the application form’s enterprise options', () => {
  it('carry the primary contact’s name and phone, else the first contact’s, else nothing', async () => {
    const [a, b] = await t.database.systemTx((tx) =>
      tx
        .select({ id: enterprises.id, name: enterprises.name })
        .from(enterprises)
        .where(eq(enterprises.tenantId, 1))
        .orderBy(enterprises.code)
        .limit(2),
    );
    await t.database.systemTx(async (tx) => {
      await tx.delete(enterpriseContacts).where(eq(enterpriseContacts.enterpriseId, a!.id));
      await tx.delete(enterpriseContacts).where(eq(enterpriseContacts.enterpriseId, b!.id));
      await tx.insert(enterpriseContacts).values([
        { tenantId: 1, enterpriseId: a!.id, name: '赵会计', phone: '0512-1111', sortNo: 0, isPrimary: false },
        {
          tenantId: 1,
          enterpriseId: a!.id,
          name: '钱经理',
          phone: '13800000001',
          sortNo: 1,
          isPrimary: true,
        },
      ]);
    });
    expect(await optionOf(a!)).toMatchObject({ contactName: '钱经理', contactPhone: '13800000001' });
    expect(await optionOf(b!)).toMatchObject({ contactName: '', contactPhone: '' });

    await t.database.systemTx((tx) =>
      tx
        .update(enterpriseContacts)
        .set({ isPrimary: false })
        .where(eq(enterpriseContacts.enterpriseId, a!.id)),
    );
    expect(await optionOf(a!)).toMatchObject({ contactName: '赵会计', contactPhone: '0512-1111' });
  });
});
