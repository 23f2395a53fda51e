import { defineArea } from '../../platform/areas.ts';
import { lifecycleJobs } from './jobs.ts';
import { lifecycleRoutes } from './routes.ts';
import { seedLifecycle } from './seed.ts';

export default defineArea({
  name: 'lifecycle',
  title: '认证周期规则',
  routes: lifecycleRoutes,
  seed: seedLifecycle,
  jobs: ({ notifier }) => lifecycleJobs(notifier),
  tables: {
    working_calendar_days: '工作日历',
    lifecycle_reminders: '期限提醒',
  },
});
