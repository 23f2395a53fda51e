import { defineArea } from '../../platform/areas.ts';
import { provideTestReports } from '../certification-decisions/door.ts';
import { testReportsForDecisions } from './for-decisions.ts';
import { reportRoutes } from './routes.ts';
import { seedReports } from './seed.ts';

// The decisions (an earlier area) show this area's 不合格 reports as warnings and record their use.
provideTestReports(testReportsForDecisions);

export default defineArea({
  name: 'test-reports',
  title: '检测报告',
  // The areas it builds on: the enterprises, the decisions (their hook), and what a report may point
  // at (contract items, certificates, audit projects); its demo data needs their rows first.
  after: ['customers', 'certification-decisions', 'certificates', 'contract-review', 'audit-programmes'],
  routes: reportRoutes,
  seed: seedReports,
  tables: { test_reports: '检测报告', test_report_uses: '检测报告引用' },
});
