/** The pages of 检测报告 (jcbg) by component key (packages/domain/src/test-reports/menu.ts). */
import type { FeaturePages } from '../../app/pageRegistry';

export const pages: FeaturePages = {
  'jcbg/ReportList': () => import('./ReportListPage'),
  'jcbg/ReportAdd': () => import('./ReportEditPage'),
  'jcbg/ReportEdit': () => import('./ReportEditPage'),
};
