/** The pages of 服务认证 (sc) by component key (packages/domain/src/service-certification/menu.ts). */
import type { FeaturePages } from '../../app/pageRegistry';

const lists = () => import('./ServiceListPages');

export const pages: FeaturePages = {
  'sc/ProjectList': () => lists().then((m) => ({ default: m.ProjectListPage })),
  'sc/ReportList': () => lists().then((m) => ({ default: m.ReportListPage })),
  'sc/Report': () => import('./ServiceReportPage'),
};
