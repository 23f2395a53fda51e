/**
 * Demo 应急响应 of a new tenant (only with demo data on): one published event (a typhoon in
 * Shanghai) affecting the demo enterprises there, noticed, with the first two enterprises'
 * responses (one can operate, one asks for a postponement); and a draft. No decision is seeded, so
 * no demo audit or certificate moves.
 */
import type { TenantSeeder } from '../../platform/areas.ts';
import { matchingEnterprises } from './repository.ts';
import { emergencyEnterprises, emergencyEvents } from './schema.ts';
import { hashToken, newToken } from './service.ts';

const DAY = 86_400_000;

export const DEMO_EVENT_TITLE = '台风“海葵”影响上海地区';

export const seedEmergencies: TenantSeeder = async ({ tx, tenantId, demo, userIds }) => {
  if (!demo) return;
  const admin = userIds.get('admin') ?? null;
  const staff = userIds.get('staff') ?? admin;
  const now = Date.now();
  const published = {
    tenantId,
    title: DEMO_EVENT_TITLE,
    eventType: 'disaster',
    regions: ['310000'],
    occurredAt: new Date(now - 10 * DAY).toISOString().slice(0, 10),
    description: '受台风影响，上海地区部分企业停工停产，现场审核暂时无法实施。',
    remoteAuditAllowed: true,
    postponementMonths: 6,
    extensionMonths: 6,
    scope: 'region',
    status: 1,
    publishedAt: new Date(now - 9 * DAY),
    noticeSentAt: new Date(now - 9 * DAY),
    createdBy: staff,
    updatedBy: staff,
  };
  const [event] = await tx.insert(emergencyEvents).values(published).returning({ id: emergencyEvents.id });
  const ids = await matchingEnterprises(tx, tenantId, { ...published, industries: [], enterpriseIds: [] });
  if (ids.length)
    await tx.insert(emergencyEnterprises).values(
      ids.map((enterpriseId, i) => ({
        tenantId,
        eventId: event!.id,
        enterpriseId,
        tokenHash: hashToken(newToken()),
        noticeSentAt: new Date(now - 9 * DAY),
        createdBy: staff,
        updatedBy: staff,
        ...(i === 0
          ? {
              respondedAt: new Date(now - 8 * DAY),
              canOperate: true,
              alternativeSites: '',
              postponementWanted: false,
              remark: '厂区未受明显影响，生产正常。',
            }
          : i === 1
            ? {
                respondedAt: new Date(now - 7 * DAY),
                canOperate: false,
                expectedRecovery: new Date(now + 30 * DAY).toISOString().slice(0, 10),
                alternativeSites: '临时租用浦东新区仓库办公',
                postponementWanted: true,
                remark: '厂房受损，申请监督审核延期3个月。',
              }
            : {}),
      })),
    );
  await tx.insert(emergencyEvents).values({
    tenantId,
    title: '某地疫情防控临时措施（草稿）',
    eventType: 'epidemic',
    regions: ['110000'],
    occurredAt: new Date(now - 2 * DAY).toISOString().slice(0, 10),
    description: '',
    scope: 'region',
    createdBy: staff,
    updatedBy: staff,
  });
};
