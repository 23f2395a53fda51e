import { defineArea } from '../../platform/areas.ts';
import { trainingApplicationRoutes } from './routes.ts';
import { seedTrainingApplications } from './seed.ts';

/**
 * 培训认证 (issue 37): applications through 材料审核 → 认证评审 → 证书制作 → 证书发布; publishing
 * creates the training certificate of 证书管理 › 培训证书 (public-checks' door).
 */
export default defineArea({
  name: 'training-certification',
  title: '培训认证',
  after: ['public-checks'],
  routes: trainingApplicationRoutes,
  seed: seedTrainingApplications,
  tables: { training_applications: '培训认证申请' },
});
