import { defineArea } from '../../platform/areas.ts';
import { systemAccessRoutes } from './routes.ts';

export default defineArea({
  name: 'system-access',
  title: '用户与权限',
  after: ['system'],
  routes: systemAccessRoutes,
});
