/**
 * Every business area of the server, in order: routes are registered in this order and a new
 * tenant's seeders run in it (reference data before the customers that use it, and so on). Adding
 * an area is one line here (docs/adding-an-area.md).
 */
import type { AreaDefinition } from '../platform/areas.ts';
import applications from './applications/area.ts';
import auditExecution from './audit-execution/area.ts';
import auditProgrammes from './audit-programmes/area.ts';
import auditors from './auditors/area.ts';
import certificateMail from './certificate-mail/area.ts';
import certificates from './certificates/area.ts';
import certificationDecisions from './certification-decisions/area.ts';
import changeApproval from './change-approval/area.ts';
import contractReview from './contract-review/area.ts';
import customers from './customers/area.ts';
import dashboard from './dashboard/area.ts';
import lifecycle from './lifecycle/area.ts';
import notices from './notices/area.ts';
import publicChecks from './public-checks/area.ts';
import reference from './reference/area.ts';
import system from './system/area.ts';
import systemAccess from './system-access/area.ts';
import systemConfig from './system-config/area.ts';
import systemJobs from './system-jobs/area.ts';
import thirdPartyLogin from './third-party-login/area.ts';

export const AREAS: readonly AreaDefinition[] = [
  system,
  systemConfig,
  systemAccess,
  systemJobs,
  thirdPartyLogin,
  reference,
  auditors,
  customers,
  applications,
  contractReview,
  auditProgrammes,
  auditExecution,
  certificationDecisions,
  certificates,
  certificateMail,
  changeApproval,
  lifecycle,
  notices,
  publicChecks,
  dashboard,
];
