/**
 * Demo registration requests (only with demo data on), one in each state: awaiting review (a new
 * company, and one whose credit code is a demo client's, so approval links instead of creating),
 * e-mail unconfirmed, approved (the demo enterprise user) and rejected.
 */
import { creditCodeCheckCharacter } from '@cb/domain';
import { REGISTRATION_STATUS } from '@cb/domain/client-registrations';
import { eq } from 'drizzle-orm';
import type { TenantSeeder } from '../../platform/areas.ts';
import { hashPassword } from '../../platform/auth/passwords.ts';
import { users } from '../../platform/identity/schema.ts';
import { customerUserLinksView, enterprisesView } from '../customers/door.ts';
import { clientRegistrations } from './schema.ts';

const code = (first17: string) => first17 + creditCodeCheckCharacter(first17);
const DAY = 86_400_000;

export const seedClientRegistrations: TenantSeeder = async ({ tx, tenantId, demo, userIds }) => {
  if (!demo) return;
  const staff = userIds.get('staff') ?? userIds.get('admin') ?? null;
  const [reviewer] = staff
    ? await tx.select({ name: users.realname }).from(users).where(eq(users.id, staff))
    : [];
  const [existing] = await tx
    .select({ name: enterprisesView.name, creditCode: enterprisesView.creditCode })
    .from(enterprisesView)
    .where(eq(enterprisesView.tenantId, tenantId))
    .limit(1);
  // The demo enterprise user registered online and was approved.
  const enterpriseUser = userIds.get('enterprise');
  const [own] = enterpriseUser
    ? await tx
        .select({
          id: enterprisesView.id,
          name: enterprisesView.name,
          creditCode: enterprisesView.creditCode,
          realname: users.realname,
          phone: users.phone,
          email: users.email,
        })
        .from(customerUserLinksView)
        .innerJoin(enterprisesView, eq(enterprisesView.id, customerUserLinksView.enterpriseId))
        .innerJoin(users, eq(users.id, customerUserLinksView.userId))
        .where(eq(customerUserLinksView.userId, enterpriseUser))
    : [];
  const passwordHash = await hashPassword('Register2026');
  const now = Date.now();
  const rows = [
    {
      companyName: '苏州恒睿精密模具有限公司',
      creditCode: code('91320505MA1XK3R7Y'),
      contactName: '顾明轩',
      phone: '13962151837',
      email: 'gumx@hengrui-mould.example.cn',
      username: 'hengrui_gmx',
      channel: 'sms',
      status: REGISTRATION_STATUS.pending,
      daysAgo: 1,
    },
    ...(existing
      ? [
          {
            companyName: existing.name,
            creditCode: existing.creditCode,
            contactName: '许静',
            phone: '13816207745',
            email: 'xujing@example.cn',
            username: 'xujing_qa',
            channel: 'sms',
            status: REGISTRATION_STATUS.pending,
            daysAgo: 2,
          },
        ]
      : []),
    {
      companyName: '宁波海川环保科技有限公司',
      creditCode: code('91330206MA2H8KQ4L'),
      contactName: '陈立',
      phone: '13757420918',
      email: 'chenli@haichuan-env.example.cn',
      username: 'haichuan_cl',
      channel: 'email',
      status: REGISTRATION_STATUS.unverified,
      daysAgo: 0,
    },
    {
      companyName: '无锡澄锋电气设备有限公司',
      creditCode: code('91320211MA1P6TG2W'),
      contactName: '周凯',
      phone: '13915328806',
      email: 'zhoukai@chengfeng-elec.example.cn',
      username: 'chengfeng_zk',
      channel: 'sms',
      status: REGISTRATION_STATUS.rejected,
      rejectReason: '企业名称与营业执照不一致，请核对后重新注册',
      daysAgo: 9,
    },
  ];
  if (own && enterpriseUser)
    await tx.insert(clientRegistrations).values({
      tenantId,
      companyName: own.name,
      creditCode: own.creditCode,
      contactName: own.realname,
      phone: own.phone ?? '',
      email: own.email ?? '',
      username: 'enterprise',
      passwordHash,
      channel: 'sms',
      status: REGISTRATION_STATUS.approved,
      userId: enterpriseUser,
      enterpriseId: own.id,
      reviewedBy: staff,
      reviewerName: reviewer?.name ?? null,
      reviewedAt: new Date(now - 29 * DAY),
      createdAt: new Date(now - 30 * DAY),
    });
  await tx.insert(clientRegistrations).values(
    rows.map(({ daysAgo, rejectReason, ...row }) => ({
      ...row,
      tenantId,
      passwordHash,
      createdAt: new Date(now - daysAgo * DAY),
      ...(row.status === REGISTRATION_STATUS.rejected
        ? {
            rejectReason,
            reviewedBy: staff,
            reviewerName: reviewer?.name ?? null,
            reviewedAt: new Date(now - (daysAgo - 1) * DAY),
          }
        : {}),
    })),
  );
};
