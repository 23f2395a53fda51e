import { defineArea } from '../../platform/areas.ts';
import { noticeRoutes } from './routes.ts';
import { seedNotices } from './seed.ts';

export default defineArea({
  name: 'notices',
  title: '消息通知',
  routes: noticeRoutes,
  seed: seedNotices,
  tables: {
    notices: '通知公告',
    notice_channel_configs: '通知渠道',
    notice_route_prefs: '个人通知渠道',
  },
});
