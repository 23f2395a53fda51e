import { defineArea } from '../../platform/areas.ts';
import { provideLifecycleRules } from '../audit-programmes/door.ts';
import { lifecycleJobs } from './jobs.ts';
import { lifecycleRoutes } from './routes.ts';
import { tenantLifecycleRules } from './rules.ts';
import { seedLifecycle } from './seed.ts';

// The programmes, decisions and certificates count their dates under these rules (audit-programmes/hooks.ts).
provideLifecycleRules(tenantLifecycleRules);

export default defineArea({
  name: 'lifecycle',
  title: '认证周期规则',
  after: ['audit-execution', 'audit-programmes', 'certificates', 'contract-review', 'customers'],
  routes: lifecycleRoutes,
  seed: seedLifecycle,
  jobs: ({ notifier }) => lifecycleJobs(notifier),
  tables: {
    working_calendar_days: '工作日历',
    lifecycle_reminders: '期限提醒',
  },
});
