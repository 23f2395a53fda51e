import { defineArea } from '../../platform/areas.ts';
import { provideDuePostponements } from '../audit-programmes/door.ts';
import { emergencyPostponements } from './hooks.ts';
import { emergencyRoutes } from './routes.ts';
import { seedEmergencies } from './seed.ts';

// The lifecycle's jobs and 期限待办 read the postponed audit deadlines (audit-programmes/hooks.ts).
provideDuePostponements(emergencyPostponements);

export default defineArea({
  name: 'emergencies',
  title: '应急响应',
  // Its enterprises are the customers'; it postpones the programmes' audits, extends certificates
  // and sends through the notices' channels (docs/adding-an-area.md "Using another area").
  after: ['customers', 'audit-programmes', 'certificates', 'notices'],
  routes: emergencyRoutes,
  seed: seedEmergencies,
  tables: {
    emergency_events: '应急事件',
    emergency_enterprises: '应急受影响企业',
    emergency_decisions: '应急延期决定',
  },
});
