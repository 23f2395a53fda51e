/**
 * Every business area of the server, in order: routes are registered in this order and a new
 * tenant's seeders run in it. The areas find themselves — every `modules/<name>/area.ts` — and each
 * declares what it builds on (`after`), so adding an area edits nothing here
 * (docs/adding-an-area.md); `orderAreas` (platform/areas.ts) puts every area after what it declares.
 */
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { type AreaDefinition, orderAreas } from '../platform/areas.ts';

/**
 * The order of the areas that existed when they began to find themselves (issue 29), used only to
 * break ties: where the `after` declarations leave a choice, the area earlier here goes first, so the
 * order of route registration and seeding stayed as it was. An area not listed (every new one) goes,
 * among those free at that point, after the listed ones, by name. Nobody adds to this list.
 */
const ESTABLISHED_ORDER = [
  'system',
  'system-config',
  'system-access',
  'system-jobs',
  'third-party-login',
  'reference',
  'auditors',
  'customers',
  'applications',
  'contract-review',
  'audit-programmes',
  'audit-execution',
  'certification-decisions',
  'certificates',
  'certificate-mail',
  'change-approval',
  'lifecycle',
  'notices',
  'public-checks',
  'dashboard',
];

/**
 * Imports every `modules/<folder>/area.ts`; the default export's name must be its folder's. One after
 * the other in folder-name order — the order of the static imports this file had — because an
 * area.ts registers its hooks on other areas' doors as it is evaluated (`onContractApproved(…)`), and
 * hooks run in the order they were registered.
 */
async function findAreas(): Promise<AreaDefinition[]> {
  const dir = import.meta.dirname;
  const folders = fs
    .readdirSync(dir, { withFileTypes: true })
    .filter((e) => e.isDirectory() && fs.existsSync(path.join(dir, e.name, 'area.ts')))
    .map((e) => e.name)
    .sort();
  const areas: AreaDefinition[] = [];
  for (const folder of folders) {
    const url = pathToFileURL(path.join(dir, folder, 'area.ts')).href;
    const area = ((await import(url)) as { default?: AreaDefinition }).default;
    if (area?.name !== folder)
      throw new Error(`modules/${folder}/area.ts must export default defineArea({ name: '${folder}', … })`);
    areas.push(area);
  }
  return areas;
}

export const AREAS: readonly AreaDefinition[] = orderAreas(await findAreas(), ESTABLISHED_ORDER);
