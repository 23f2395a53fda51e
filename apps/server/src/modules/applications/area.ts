import { defineArea } from '../../platform/areas.ts';
import { onPartnerReferences } from '../partners/door.ts';
import { applicationPartnerReferences } from './partner-references.ts';
import { applicationRoutes } from './routes.ts';
import { seedApplications } from './seed.ts';

// A partner named on applications is disabled, not deleted.
onPartnerReferences(applicationPartnerReferences);

export default defineArea({
  name: 'applications',
  title: '项目受理',
  after: ['customers', 'partners', 'reference'],
  routes: applicationRoutes,
  seed: seedApplications,
  tables: {
    applications: '认证申请',
    application_items: '申请认证项目',
    application_changes: '变更申请',
    application_number_rules: '申请编号规则',
  },
});
