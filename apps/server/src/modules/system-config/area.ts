import { defineArea } from '../../platform/areas.ts';
import { systemConfigRoutes } from './routes.ts';

export default defineArea({
  name: 'system-config',
  title: '系统配置',
  after: ['system'],
  routes: systemConfigRoutes,
});
