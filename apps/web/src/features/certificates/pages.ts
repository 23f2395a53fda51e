/**
 * This feature's pages by component key (the keys its areas' menu manifests in packages/domain
 * name); app/pageRegistry.ts merges every feature's pages.ts. Each page is its own chunk.
 */
import type { FeaturePages } from '../../app/pageRegistry';

export const pages: FeaturePages = {
  'zsfx/CertChange': () => import('./CertChangePage'),
  'zsfx/CertDetail': () => import('./CertificateDetailPage'),
  'zsfx/CertUpdate': () => import('./CertUpdatePage'),
  'zsfx/ChangeList': () => import('./ChangeListPage'),
  'zsfx/HistoryList': () => import('./HistoryListPage'),
  'zsfx/PauseCancelList': () => import('./PauseCancelListPage'),
  'zsfx/ProductCertChange': () => import('./CertChangePage'),
  'zsfx/SearchList': () => import('./SearchListPage'),
  'zsfx/SmsList': () => import('./SmsListPage'),
  'zsmb/TemplateList': () => import('./TemplateListPage'),
  'zswh/MaintainList': () => import('./MaintainListPage'),
};
