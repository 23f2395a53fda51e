import { defineArea } from '../../platform/areas.ts';
import { clientNoticeRoutes } from './routes.ts';
import { seedClientNotices } from './seed.ts';

export default defineArea({
  name: 'client-notices',
  title: '客户通知',
  // Its recipients are the customers' enterprises, chosen by their certificates; it sends through the
  // notices' channels (docs/adding-an-area.md "Using another area").
  after: ['customers', 'certificates', 'notices'],
  routes: clientNoticeRoutes,
  seed: seedClientNotices,
  tables: {
    client_notices: '客户通知',
    client_notice_recipients: '客户通知接收',
    opened_files: '开放文件',
  },
});
