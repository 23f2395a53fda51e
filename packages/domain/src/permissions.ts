/**
 * Every permission code of the product. Each area's `src/<area>/permissions.ts` lists its codes and
 * adds them to `PermissionRegistry` (interface declaration merging), so a new area edits no central
 * list. The union `Permission` is what the server's routes declare, the areas' menu manifests'
 * buttons use and the web's `can()` / `<HasPermission>` accept: a mistyped code does not compile.
 * apps/server/src/modules/system/catalog/permissions.test.ts checks that the catalogue (menu buttons
 * and system-wide actions) uses every code and only these.
 *
 * An area's codes are part of the union wherever its permissions.ts is part of the program: the areas
 * below through `@cb/domain`, a newer area through its subpath `@cb/domain/<area>` (its index.ts
 * exports its permissions.ts), which its own server module and web feature import.
 */

// biome-ignore lint/suspicious/noEmptyInterface: filled by the areas' permissions.ts (declaration merging)
export interface PermissionRegistry {}

export type Permission = keyof PermissionRegistry & string;

export * from './applications/permissions.ts';
export * from './audit-execution/permissions.ts';
export * from './audit-programmes/permissions.ts';
export * from './auditor-pay/permissions.ts';
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
export * from './lifecycle/permissions.ts';
export * from './notices/permissions.ts';
export * from './partners/permissions.ts';
export * from './public-checks/permissions.ts';
export * from './regulator-reporting/permissions.ts';
export * from './service-certification/permissions.ts';
export * from './settlement/permissions.ts';
export * from './statistics/permissions.ts';
export * from './system/permissions.ts';
export * from './test-reports/permissions.ts';
export * from './training-certification/permissions.ts';
