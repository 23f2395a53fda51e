import { defineArea } from '../../platform/areas.ts';
import { systemRoutes } from './routes.ts';

export default defineArea({
  name: 'system',
  title: '系统',
  routes: systemRoutes,
  tables: {
    users: '用户',
    roles: '角色',
    permissions: '菜单权限',
    tenant_settings: '系统设置',
    record_files: '附件',
  },
});
