import { defineArea } from '../../platform/areas.ts';
import { onApplicationAccepted } from '../applications/door.ts';
import { contractReviewRoutes } from './routes.ts';
import { seedContractReview } from './seed.ts';
import { createApplicationReview } from './tasks.ts';

// An accepted application opens its contract review in the accepting transaction.
onApplicationAccepted(async (tx, user, applicationId) => {
  await createApplicationReview(tx, user, applicationId);
});

export default defineArea({
  name: 'contract-review',
  title: '合同评审',
  after: ['applications', 'auditors', 'customers', 'reference'],
  routes: contractReviewRoutes,
  seed: seedContractReview,
  tables: {
    review_tasks: '合同评审',
    review_items: '合同评审项目',
    review_fee_lines: '评审报价',
    audit_duration_tables: '审核时间表',
    audit_time_factors: '审核时间调整因素',
    audit_time_policies: '审核时间规则',
    fee_tariffs: '收费标准',
    body_accreditations: '认可范围',
    contracts: '认证合同',
    contract_items: '合同项目',
    contract_number_rules: '合同编号规则',
  },
});
