import { defineArea } from '../../platform/areas.ts';
import { customerPartyLinks } from './party-links.ts';
import { customerRoutes } from './routes.ts';
import { seedCustomers } from './seed.ts';
import { customerStatistics } from './statistics.ts';

export default defineArea({
  name: 'customers',
  title: '客户管理',
  routes: customerRoutes,
  seed: seedCustomers,
  statistics: customerStatistics,
  partyLinks: customerPartyLinks,
  tables: {
    partners: '合作方',
    enterprises: '企业客户',
    enterprise_sites: '企业场所',
    enterprise_contacts: '企业联系人',
    customer_user_links: '企业用户关联',
  },
});
