import { defineArea } from '../../platform/areas.ts';
import { clientRegistrationRoutes } from './routes.ts';
import { seedClientRegistrations } from './seed.ts';

export default defineArea({
  name: 'client-registrations',
  title: '注册审核',
  // Approval finds or creates the customers' enterprise and links the user; codes and links go out
  // through the notices' channels.
  after: ['customers', 'notices'],
  routes: clientRegistrationRoutes,
  seed: seedClientRegistrations,
  tables: {
    client_registrations: '注册申请',
    verification_codes: '验证码',
  },
});
