import { defineArea } from '../../platform/areas.ts';
import { settlementRoutes } from './routes.ts';
import { seedSettlement } from './seed.ts';

export default defineArea({
  name: 'settlement',
  title: '结算管理',
  // finance: revenue received (毛利分析); partners and branches: the parties, their unit prices and
  // rates; contract-review and customers (through them): the contracts counted and their clients.
  // auditor-pay: labour fees and travel (./labour.ts).
  after: ['finance', 'partners', 'branches', 'auditor-pay'],
  routes: settlementRoutes,
  seed: seedSettlement,
  tables: { settlements: '结算单', settlement_lines: '结算明细', settlement_formulas: '结算公式' },
});
