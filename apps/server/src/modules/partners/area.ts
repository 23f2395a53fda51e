import { defineArea } from '../../platform/areas.ts';
import { partnerRoutes } from './routes.ts';
import { seedPartners } from './seed.ts';

export default defineArea({
  name: 'partners',
  title: '合作方',
  // The consultants are auditors (their key and names through the auditors' door).
  after: ['auditors'],
  routes: partnerRoutes,
  seed: seedPartners,
  tables: { partners: '合作方', partner_consultants: '合作方咨询人员' },
});
