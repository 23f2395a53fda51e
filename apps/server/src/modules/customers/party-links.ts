/**
 * Who an external user acts for (customer_user_links) and which enterprises a partner introduced:
 * what the platform's row scope (platform/identity/row-scope.ts) needs from this area.
 */
import { eq, sql } from 'drizzle-orm';
import { inTenant } from '../../platform/db/tenant.ts';
import type { PartyLinks } from '../../platform/identity/row-scope.ts';
import { customerUserLinks, enterprises } from './schema.ts';

export const customerPartyLinks: PartyLinks = {
  async linkOf(tx, user) {
    const [link] = await tx
      .select({ enterpriseId: customerUserLinks.enterpriseId, partnerId: customerUserLinks.partnerId })
      .from(customerUserLinks)
      .where(inTenant(customerUserLinks, user.tenantId, [eq(customerUserLinks.userId, user.userId)]));
    return link;
  },
  enterprisesOfPartner: (partnerId) =>
    sql`(select ${enterprises.id} from ${enterprises} where ${enterprises.partnerId} = ${partnerId})`,
};
