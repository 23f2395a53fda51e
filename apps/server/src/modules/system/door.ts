/**
 * The system module's door: the only file other areas import from modules/system (issue 29 item 3,
 * docs/decisions.md "One door per area"): creating a tenant, the platform tenant's id and the menu
 * catalogue's component keys.
 */
export { ALL_COMPONENT_KEYS, ROUTE_VIEW } from './catalog/menu-tree.ts';
export { createTenant, PLATFORM_TENANT_ID } from './seed.ts';
