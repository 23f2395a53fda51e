import type { AreaName } from '@cb/domain';

/**
 * The business areas' names and route gates, read from every area's menu manifest
 * (packages/domain/src/<area>/menu.ts, issue 29): no list here to edit for a new area. Only each
 * manifest's `areas` export is imported, so the menus themselves stay out of the bundle.
 */
const manifests = import.meta.glob<Readonly<Record<string, AreaName>>>(
  '../../../../packages/domain/src/*/menu.ts',
  { eager: true, import: 'areas' },
);

/** Area key (a component key's prefix, e.g. 'xmsl') → its names and route gates. */
export const AREAS: Readonly<Record<string, AreaName>> = Object.freeze(
  Object.assign({}, ...Object.values(manifests)),
);
