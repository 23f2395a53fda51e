import { defineArea } from '../../platform/areas.ts';
import { sessionRoutes } from './session.routes.ts';
import { settingsRoutes } from './settings.routes.ts';

export default defineArea({
  name: 'system',
  title: '系统',
  routes: (s) => async (app) => {
    await app.register(sessionRoutes(s.sessions));
    await app.register(settingsRoutes(s.database));
  },
  tables: {
    users: '用户',
    roles: '角色',
    permissions: '菜单权限',
    tenant_settings: '系统设置',
    record_files: '附件',
  },
});
