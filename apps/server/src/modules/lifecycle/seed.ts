/**
 * Every tenant starts with the State Council's 2025 and 2026 holiday arrangements in its working-day
 * calendar. The demo body follows CNCA-QMS-01:2025 (in force since 2026-01-01) for its schemes, and
 * the 17021-1:2015 reading for food safety (F), to show a per-scheme choice.
 */
import type { TenantSeeder } from '../../platform/areas.ts';
import { writeSetting } from '../../platform/settings/settings.ts';
import { seedChinaHolidays } from './calendar.ts';

export const seedLifecycle: TenantSeeder = async ({ tx, tenantId, demo, userIds }) => {
  await seedChinaHolidays(tx, tenantId);
  if (!demo) return;
  await writeSetting(
    tx,
    tenantId,
    'lifecycle',
    {
      ruleSet: 'CNCA-QMS-01:2025',
      schemeRuleSets: [{ scheme: 'F', ruleSet: 'ISO17021-1:2015' }],
      surveillanceLeadDays: 30,
      reminderDaysBefore: 3,
    },
    0,
    userIds.get('admin') ?? null,
  );
};
