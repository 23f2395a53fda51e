import { defineArea } from '../../platform/areas.ts';
import { branchRoutes } from './routes.ts';
import { seedBranches } from './seed.ts';

export default defineArea({
  name: 'branches',
  title: '分公司',
  // audit-programmes (and through it customers and auditors): the records that carry a branch (its
  // code on programmes and plans, its name or code on clients and auditors) are read through their views.
  after: ['audit-programmes'],
  routes: branchRoutes,
  seed: seedBranches,
  tables: { branches: '分公司' },
});
