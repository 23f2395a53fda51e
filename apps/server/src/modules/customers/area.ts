import { defineArea } from '../../platform/areas.ts';
import { onPartnerReferences } from '../partners/door.ts';
import { customerPartnerReferences } from './partner-references.ts';
import { customerPartyLinks } from './party-links.ts';
import { customerRoutes } from './routes.ts';
import { seedCustomers } from './seed.ts';
import { customerStatistics } from './statistics.ts';

// A partner that introduced enterprises, has users or consultancy relations is disabled, not deleted.
onPartnerReferences(customerPartnerReferences);

export default defineArea({
  name: 'customers',
  title: '客户管理',
  // The partners that introduce the enterprises (their key, names and demo records); the auditors
  // (their demo consultant of a consultancy partner).
  after: ['auditors', 'partners'],
  routes: customerRoutes,
  seed: seedCustomers,
  statistics: customerStatistics,
  partyLinks: customerPartyLinks,
  tables: {
    enterprises: '企业客户',
    enterprise_sites: '企业场所',
    enterprise_contacts: '企业联系人',
    enterprise_consultancies: '企业咨询关系',
    customer_user_links: '企业用户关联',
  },
});
