/**
 * This feature's pages by component key (the keys its areas' menu manifests in packages/domain
 * name); app/pageRegistry.ts merges every feature's pages.ts. Each page is its own chunk.
 */
import type { FeaturePages } from '../../app/pageRegistry';

export const pages: FeaturePages = {
  'auditorZone/DeciderTaskList': () => import('./DeciderTaskListPage'),
  'auditorZone/TechReviewTaskList': () => import('./TechReviewTaskListPage'),
  'jssd/AjfpAwaitList': () => import('./AjfpAwaitListPage'),
  'jssd/AjfpDoneList': () => import('./AjfpDoneListPage'),
  'jssd/RecordList': () => import('./RecordListPage'),
  'rzjd/ApprovalList': () => import('./ApprovalListPage'),
  'rzjd/DecisionAudit': () => import('./DecisionAuditPage'),
  'rzjd/PauseCancelList': () => import('./PauseCancelListPage'),
  'rzjd/SupervisionList': () => import('./SupervisionListPage'),
  'zsfx/CertAdd': () => import('./CertAddPage'),
  'zsfx/IssueList': () => import('./IssueListPage'),
};
