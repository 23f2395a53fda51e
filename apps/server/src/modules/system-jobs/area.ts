import { defineArea } from '../../platform/areas.ts';
import { systemJobRoutes } from './routes.ts';

export default defineArea({
  name: 'system-jobs',
  title: '定时任务',
  after: ['system'],
  routes: systemJobRoutes,
});
