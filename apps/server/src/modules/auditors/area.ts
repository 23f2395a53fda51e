import { defineArea } from '../../platform/areas.ts';
import { registrationExpiryJob } from './jobs.ts';
import { auditorRoutes } from './routes.ts';
import { seedAuditors } from './seed.ts';
import { auditorStatistics } from './statistics.ts';

export default defineArea({
  name: 'auditors',
  title: '人力资源',
  after: ['reference'],
  routes: auditorRoutes,
  seed: seedAuditors,
  statistics: auditorStatistics,
  jobs: ({ notifier }) => [registrationExpiryJob(notifier)],
  tables: {
    auditors: '审核员',
    auditor_qualifications: '注册资格',
    auditor_code_competences: '专业代码能力',
    auditor_labour_contracts: '劳动合同',
    auditor_leaves: '请假',
    witness_assessments: '见证评价',
  },
});
