import { defineArea } from '../../platform/areas.ts';
import { contractReviewRoutes } from './routes.ts';

export default defineArea({
  name: 'contract-review',
  title: '合同评审',
  routes: () => contractReviewRoutes(),
});
