/**
 * Demo mailings (demo tenants only), continuing the demo certificates: one in every status — a
 * request awaiting approval, a rejected one, one to send, one sent, one signed for.
 */
import { addDays } from '@cb/domain';
import { asc, eq } from 'drizzle-orm';
import type { TenantSeeder } from '../../platform/areas.ts';
import { inTenant } from '../../platform/db/tenant.ts';
import { uuidv7 } from '../../platform/ids.ts';
import { certificatesView as certificates, chinaToday } from '../certificates/door.ts';
import { certificateMails } from './schema.ts';

const DEMO = [
  { status: 0, source: 'apply' },
  { status: 4, source: 'apply', rejectReason: '地址不完整，请补充门牌号' },
  { status: 1, source: 'staff' },
  { status: 2, source: 'staff', courier: 'SF', trackingNo: 'SF1400123456789', sent: -3 },
  { status: 3, source: 'staff', courier: 'EMS', trackingNo: 'EA123456789CN', sent: -20, signed: -17 },
] as const;

export const seedCertificateMails: TenantSeeder = async ({ tx, tenantId, demo, userIds }) => {
  if (!demo) return;
  const admin = userIds.get('admin') ?? null;
  const today = chinaToday();
  const holders = await tx
    .select()
    .from(certificates)
    .where(inTenant(certificates, tenantId, [eq(certificates.status, 1)]))
    .orderBy(asc(certificates.certNo))
    .limit(DEMO.length);
  for (const [i, c] of holders.entries()) {
    const d = DEMO[i]!;
    await tx.insert(certificateMails).values({
      id: uuidv7(),
      tenantId,
      certificateId: c.id,
      certNo: c.certNo,
      enterpriseName: c.enterpriseName,
      source: d.source,
      recipient: ['张经理', '李主任', '王女士', '赵先生', '陈经理'][i]!,
      phone: `1380013800${i}`,
      address: c.enterpriseAddress || `${c.enterpriseName}收发室`,
      courier: 'courier' in d ? d.courier : '',
      trackingNo: 'trackingNo' in d ? d.trackingNo : '',
      sentDate: 'sent' in d ? addDays(today, d.sent) : null,
      signedDate: 'signed' in d ? addDays(today, d.signed) : null,
      status: d.status,
      rejectReason: 'rejectReason' in d ? d.rejectReason : '',
      createdBy: admin,
      updatedBy: admin,
    });
  }
};
