import { defineArea } from '../../platform/areas.ts';
import { provideApprovedChanges } from '../certificates/door.ts';
import { onChangeReviewApproved } from '../contract-review/door.ts';
import {
  applyAfterChangeReview,
  completeCertificateChange,
  pendingCertificateChanges,
} from './change-effects.ts';
import { changeApprovalRoutes } from './routes.ts';
import { seedChangeApprovals } from './seed.ts';

// A change that needed an audit takes effect when its change review is approved.
onChangeReviewApproved((tx, user, change) => applyAfterChangeReview(tx, user, change.applicationChangeId));
// 证书变更 lists the approved changes its certificates must take over and completes them here.
provideApprovedChanges({ pending: pendingCertificateChanges, complete: completeCertificateChange });

export default defineArea({
  name: 'change-approval',
  title: '变更审批',
  after: ['applications', 'certificates', 'contract-review', 'customers', 'reference'],
  routes: (services) => changeApprovalRoutes(services),
  seed: seedChangeApprovals,
  tables: {
    change_approvals: '变更审批',
    change_approval_events: '变更审批记录',
  },
});
