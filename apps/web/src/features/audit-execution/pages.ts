/**
 * This feature's pages by component key (the keys its areas' menu manifests in packages/domain
 * name); app/pageRegistry.ts merges every feature's pages.ts. Each page is its own chunk.
 */
import type { FeaturePages } from '../../app/pageRegistry';

export const pages: FeaturePages = {
  'assist/ArchiveDetail': () => import('./ArchiveDetailPage'),
  'assist/ArchiveList': () => import('./ArchiveListPage'),
  'assist/ProjectList': () => import('./AssistProjectListPage'),
  'assist/SpecialApprovalList': () => import('./SpecialApprovalListPage'),
  'shxm/OnsiteFileList': () => import('./OnsiteFileListPage'),
  'shxm/ProjectExecute': () => import('./ProjectExecutePage'),
  'shxm/ProjectList': () => import('./ProjectListPage'),
};
