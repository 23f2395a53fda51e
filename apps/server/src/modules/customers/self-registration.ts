/**
 * A company's approved self-registration (/user/register, issue 36 item 5), as the customers area
 * carries it out inside the approving transaction: the live enterprise with the credit code, or a new
 * one (its number, its contact as the primary one), and the link of the new sign-in user to it.
 */
import { and, eq } from 'drizzle-orm';
import type { Tx } from '../../platform/db/database.ts';
import { inTenant } from '../../platform/db/tenant.ts';
import { insertLink } from './enterprise-users.ts';
import { insertEnterprise, nextEnterpriseCode } from './repository.ts';
import { customerUserLinks, enterpriseContacts, enterprises } from './schema.ts';

export interface RegisteredCompany {
  name: string;
  creditCode: string;
  contactName: string;
  phone: string;
  email: string;
}

/**
 * The enterprise a registration joins: the tenant's live one with the credit code (found: `created`
 * false), else a new one named as registered, with the contact. Answers its id and name.
 */
export async function enterpriseForRegistration(
  tx: Tx,
  tenantId: number,
  actorId: string,
  company: RegisteredCompany,
  now: Date,
): Promise<{ id: string; name: string; created: boolean }> {
  const [found] = await tx
    .select({ id: enterprises.id, name: enterprises.name })
    .from(enterprises)
    .where(
      inTenant(enterprises, tenantId, [
        eq(enterprises.creditCode, company.creditCode),
        eq(enterprises.deleted, false),
      ]),
    )
    .limit(1);
  if (found) return { ...found, created: false };
  const created = await insertEnterprise(tx, {
    tenantId,
    code: await nextEnterpriseCode(tx, tenantId, now),
    name: company.name,
    creditCode: company.creditCode,
    createdBy: actorId,
    updatedBy: actorId,
  });
  await tx.insert(enterpriseContacts).values({
    tenantId,
    enterpriseId: created.id,
    name: company.contactName,
    phone: company.phone,
    email: company.email,
    isPrimary: true,
    createdBy: actorId,
    updatedBy: actorId,
  });
  return { id: created.id, name: company.name, created: true };
}

/** Links the new user to the enterprise (a user acts for one enterprise or partner only). */
export async function linkRegisteredUser(
  tx: Tx,
  tenantId: number,
  enterpriseId: string,
  userId: string,
  actorId: string,
) {
  const [existing] = await tx
    .select({ userId: customerUserLinks.userId })
    .from(customerUserLinks)
    .where(and(eq(customerUserLinks.tenantId, tenantId), eq(customerUserLinks.userId, userId)));
  if (!existing) await insertLink(tx, tenantId, enterpriseId, userId, actorId);
}
