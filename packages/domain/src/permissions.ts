/**
 * Every permission code of the product, area by area: the union `Permission` is what the server's
 * routes declare and the web's `can()` / `<HasPermission>` accept, so a mistyped code does not compile.
 * The server's catalogue (menus and buttons) is checked against this list in its tests.
 */

import { APPLICATION_PERMISSIONS } from './applications/permissions.ts';
import { AUDIT_PROJECT_PERMISSIONS } from './audit-projects/permissions.ts';
import { AUDIT_SCHEME_PERMISSIONS } from './audit-schemes/permissions.ts';
import { AUDITOR_ZONE_PERMISSIONS } from './auditor-zone/permissions.ts';
import { AUDITOR_PERMISSIONS } from './auditors/permissions.ts';
import { CERTIFICATE_MAIL_PERMISSIONS } from './certificate-mail/permissions.ts';
import { CERTIFICATE_PERMISSIONS } from './certificates/permissions.ts';
import { CERTIFICATION_DECISION_PERMISSIONS } from './certification-decisions/permissions.ts';
import { COMMON_PERMISSIONS } from './common/permissions.ts';
import { CONTRACT_REVIEW_PERMISSIONS } from './contract-review/permissions.ts';
import { CUSTOMER_PERMISSIONS } from './customers/permissions.ts';
import { DASHBOARD_PERMISSIONS } from './dashboard/permissions.ts';
import { EMERGENCY_PERMISSIONS } from './emergencies/permissions.ts';
import { FINANCE_PERMISSIONS } from './finance/permissions.ts';
import { LIFECYCLE_PERMISSIONS } from './lifecycle/permissions.ts';
import { NOTICE_PERMISSIONS } from './notices/permissions.ts';
import { PARTNER_PERMISSIONS } from './partners/permissions.ts';
import { TRAINING_CERTIFICATE_PERMISSIONS } from './public-checks/permissions.ts';
import { REGULATOR_REPORTING_PERMISSIONS } from './regulator-reporting/permissions.ts';
import { SERVICE_CERTIFICATION_PERMISSIONS } from './service-certification/permissions.ts';
import { STATISTICS_PERMISSIONS } from './statistics/permissions.ts';
import { SYSTEM_PERMISSIONS } from './system/permissions.ts';
import { TECHNICAL_REVIEW_PERMISSIONS } from './technical-review/permissions.ts';
import { TEST_REPORT_PERMISSIONS } from './test-reports/permissions.ts';
import { TRAINING_CERTIFICATION_PERMISSIONS } from './training-certification/permissions.ts';

export const ALL_PERMISSIONS = [
  ...AUDIT_PROJECT_PERMISSIONS,
  ...AUDITOR_ZONE_PERMISSIONS,
  ...COMMON_PERMISSIONS,
  ...FINANCE_PERMISSIONS,
  ...DASHBOARD_PERMISSIONS,
  ...CONTRACT_REVIEW_PERMISSIONS,
  ...PARTNER_PERMISSIONS,
  ...TEST_REPORT_PERMISSIONS,
  ...TECHNICAL_REVIEW_PERMISSIONS,
  ...CUSTOMER_PERMISSIONS,
  ...AUDITOR_PERMISSIONS,
  ...CERTIFICATION_DECISION_PERMISSIONS,
  ...SERVICE_CERTIFICATION_PERMISSIONS,
  ...AUDIT_SCHEME_PERMISSIONS,
  ...SYSTEM_PERMISSIONS,
  ...TRAINING_CERTIFICATION_PERMISSIONS,
  ...STATISTICS_PERMISSIONS,
  ...APPLICATION_PERMISSIONS,
  ...REGULATOR_REPORTING_PERMISSIONS,
  ...LIFECYCLE_PERMISSIONS,
  ...NOTICE_PERMISSIONS,
  ...CERTIFICATE_MAIL_PERMISSIONS,
  ...EMERGENCY_PERMISSIONS,
  ...CERTIFICATE_PERMISSIONS,
  ...TRAINING_CERTIFICATE_PERMISSIONS,
] as const;
export type Permission = (typeof ALL_PERMISSIONS)[number];

const KNOWN: ReadonlySet<string> = new Set(ALL_PERMISSIONS);

/** Whether a string is one of the product's permission codes (data read from the database, Excel …). */
export function isPermission(value: string): value is Permission {
  return KNOWN.has(value);
}
export * from './applications/permissions.ts';
export * from './audit-projects/permissions.ts';
export * from './audit-schemes/permissions.ts';
export * from './auditor-zone/permissions.ts';
export * from './auditors/permissions.ts';
export * from './certificate-mail/permissions.ts';
export * from './certificates/permissions.ts';
export * from './certification-decisions/permissions.ts';
export * from './common/permissions.ts';
export * from './contract-review/permissions.ts';
export * from './customers/permissions.ts';
export * from './dashboard/permissions.ts';
export * from './emergencies/permissions.ts';
export * from './finance/permissions.ts';
export * from './notices/permissions.ts';
export * from './partners/permissions.ts';
export * from './public-checks/permissions.ts';
export * from './regulator-reporting/permissions.ts';
export * from './service-certification/permissions.ts';
export * from './statistics/permissions.ts';
export * from './system/permissions.ts';
export * from './technical-review/permissions.ts';
export * from './test-reports/permissions.ts';
export * from './training-certification/permissions.ts';
