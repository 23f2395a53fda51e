/**
 * This feature's pages by component key (the keys its areas' menu manifests in packages/domain
 * name); app/pageRegistry.ts merges every feature's pages.ts. Each page is its own chunk.
 */
import type { FeaturePages } from '../../app/pageRegistry';

export const pages: FeaturePages = {
  'auditorZone/CodeEdit': () => import('./MyCodeEditPage'),
  'auditorZone/CodeList': () => import('./MyCodeListPage'),
  'rlzy/AnalyseDetail': () => import('./AnalyseDetailPage'),
  'rlzy/AnalyseList': () => import('./AnalyseListPage'),
  'rlzy/AuditorArchive': () => import('./AuditorArchivePage'),
  'rlzy/AuditorEdit': () => import('./AuditorEditPage'),
  'rlzy/AuditorList': () => import('./AuditorListPage'),
  'rlzy/ContractEdit': () => import('./ContractEditPage'),
  'rlzy/ContractList': () => import('./ContractListPage'),
  'rlzy/LeaveList': () => import('./LeaveListPage'),
  'rlzy/WitnessList': () => import('./WitnessListPage'),
};
