/**
 * The pages of 分公司 (cwgl; packages/domain/src/branches/menu.ts) by component key.
 */
import type { FeaturePages } from '../../app/pageRegistry';

export const pages: FeaturePages = {
  'cwgl/BranchBrief': () => import('./BranchBriefPage'),
  'cwgl/BranchList': () => import('./BranchListPage'),
  'cwgl/BranchAdd': () => import('./BranchEditPage'),
  'cwgl/BranchEdit': () => import('./BranchEditPage'),
};
