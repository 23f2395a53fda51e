/** What of applications references a partner (asked before the partners' delete, through its door). */
import { count, eq } from 'drizzle-orm';
import type { Reader } from '../../platform/db/database.ts';
import { inTenant } from '../../platform/db/tenant.ts';
import { applications } from './schema.ts';

export async function applicationPartnerReferences(
  tx: Reader,
  tenantId: number,
  partnerId: string,
): Promise<string | null> {
  const [row] = await tx
    .select({ n: count() })
    .from(applications)
    .where(inTenant(applications, tenantId, [eq(applications.partnerId, partnerId)]));
  const n = Number(row?.n ?? 0);
  return n > 0 ? `认证申请${n}份` : null;
}
