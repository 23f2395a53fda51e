/** The pages of 培训认证 (tc) by component key (packages/domain/src/training-certification/menu.ts). */
import type { FeaturePages } from '../../app/pageRegistry';

const list = () => import('./TrainingListPage');
const step = () => import('./TrainingStepPage');

export const pages: FeaturePages = {
  'tc/MaterialList': () => list().then((m) => ({ default: m.MaterialListPage })),
  'tc/CertifiedList': () => list().then((m) => ({ default: m.CertifiedListPage })),
  'tc/DraftList': () => list().then((m) => ({ default: m.DraftListPage })),
  'tc/PublishList': () => list().then((m) => ({ default: m.PublishListPage })),
  'tc/ReportList': () => list().then((m) => ({ default: m.ReportListPage })),
  'tc/MaterialAudit': () => step().then((m) => ({ default: m.MaterialAuditPage })),
  'tc/CertifiedAudit': () => step().then((m) => ({ default: m.CertifiedAuditPage })),
  'tc/MakeDraft': () => step().then((m) => ({ default: m.MakeDraftPage })),
  'tc/Publish': () => step().then((m) => ({ default: m.PublishPage })),
  'tc/Report': () => step().then((m) => ({ default: m.ReportPage })),
};
