/**
 * What of customers references a partner (asked before the partners' delete, through its door):
 * the enterprises it introduced (deleted ones too: they keep their history), the users who act for
 * it and the enterprises' consultancy relations with it.
 */
import { count, eq } from 'drizzle-orm';
import type { Reader } from '../../platform/db/database.ts';
import { inTenant } from '../../platform/db/tenant.ts';
import { customerUserLinks, enterpriseConsultancies, enterprises } from './schema.ts';

export async function customerPartnerReferences(
  tx: Reader,
  tenantId: number,
  partnerId: string,
): Promise<string | null> {
  const number = (rows: { n: number }[]) => Number(rows[0]?.n ?? 0);
  const introduced = number(
    await tx
      .select({ n: count() })
      .from(enterprises)
      .where(inTenant(enterprises, tenantId, [eq(enterprises.partnerId, partnerId)])),
  );
  const users = number(
    await tx
      .select({ n: count() })
      .from(customerUserLinks)
      .where(inTenant(customerUserLinks, tenantId, [eq(customerUserLinks.partnerId, partnerId)])),
  );
  const consulted = number(
    await tx
      .select({ n: count() })
      .from(enterpriseConsultancies)
      .where(inTenant(enterpriseConsultancies, tenantId, [eq(enterpriseConsultancies.partnerId, partnerId)])),
  );
  const phrases: [number, string][] = [
    [introduced, `介绍的企业${introduced}家`],
    [users, `关联用户${users}个`],
    [consulted, `企业咨询关系${consulted}条`],
  ];
  const found = phrases.flatMap(([n, text]) => (n > 0 ? [text] : []));
  return found.length ? found.join('、') : null;
}
