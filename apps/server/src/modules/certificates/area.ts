import { defineArea } from '../../platform/areas.ts';
import { provideCertificates } from '../certification-decisions/door.ts';
import { certificatesForDecisions } from './for-decisions.ts';
import { batchResumeJob } from './maintenance.ts';
import { certificateRoutes } from './routes.ts';
import { seedCertificates } from './seed.ts';
import { certificateStatistics } from './statistics.ts';

// The decisions (an earlier area) reach the certificates through what is registered here.
provideCertificates(certificatesForDecisions);

export default defineArea({
  name: 'certificates',
  title: '证书',
  after: ['certification-decisions', 'contract-review', 'customers', 'reference'],
  uses: ['notices'],
  routes: certificateRoutes,
  seed: seedCertificates,
  jobs: () => [batchResumeJob()],
  statistics: certificateStatistics,
  tables: {
    certificates: '证书',
    certificate_templates: '证书模板',
    certificate_batches: '证书维护任务',
    certificate_notices: '证书短信通知',
  },
});
