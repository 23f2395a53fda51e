import { defineArea } from '../../platform/areas.ts';
import { dashboardRoutes } from './routes.ts';
import { StatisticRegistry } from './service.ts';

export default defineArea({
  name: 'dashboard',
  title: '首页',
  routes: (s) => dashboardRoutes(s.database, StatisticRegistry.fromAreas(s.areas)),
});
