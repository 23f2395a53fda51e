import { defineArea } from '../../platform/areas.ts';
import { dashboardRoutes } from './routes.ts';

export default defineArea({
  name: 'dashboard',
  title: '首页',
  routes: (s) => dashboardRoutes(s.database),
});
