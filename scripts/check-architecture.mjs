/**
 * Dependency rules that `npm run lint` enforces (ARCHITECTURE.md "Repository layout"):
 * - no import cycles anywhere in the server, the web app or the domain package (madge);
 * - `apps/server/src/platform` imports no business module (areas register themselves instead);
 * - `packages/domain` imports nothing from the apps;
 * - one door per area (docs/decisions.md "One door per area"): a server module imports another
 *   area only through that area's `door.ts` (type imports included; tests excluded), only the door
 *   of an area EARLIER in AREA_STAGES, and the areas' graph has no cycle. `modules/areas.ts` imports
 *   only the areas' `area.ts`.
 */
import fs from 'node:fs';
import path from 'node:path';
import madge from 'madge';
import ts from 'typescript';

const root = path.resolve(import.meta.dirname, '..');
const trees = ['apps/server/src', 'apps/web/src', 'packages/domain/src'];
let failed = false;

for (const tree of trees) {
  const result = await madge(path.join(root, tree), {
    fileExtensions: ['ts', 'tsx'],
    tsConfig: path.join(root, 'tsconfig.base.json'),
    excludeRegExp: [/\.test\.tsx?$/, /node_modules/],
    detectiveOptions: { ts: { skipTypeImports: true }, tsx: { skipTypeImports: true } },
  });
  const cycles = result.circular();
  if (cycles.length) {
    failed = true;
    console.error(`${tree}: ${cycles.length} import cycle(s):`);
    for (const c of cycles) console.error(`  ${c.join(' → ')}`);
  }
  const graph = result.obj();
  for (const [file, deps] of Object.entries(graph)) {
    for (const dep of deps) {
      const wrong =
        (tree === 'apps/server/src' && file.startsWith('platform/') && dep.startsWith('modules/')) ||
        (tree === 'packages/domain/src' && dep.includes('apps/'));
      if (wrong) {
        failed = true;
        console.error(`${tree}/${file} must not import ${dep}`);
      }
    }
  }
}

/**
 * The lifecycle's stages, earliest first: an area may import the doors of areas in EARLIER groups
 * only (areas in one group do not import each other).
 */
const AREA_STAGES = [
  ['system'],
  ['system-access', 'system-config', 'system-jobs', 'third-party-login'],
  ['reference'],
  ['notices'],
  ['customers'],
  ['auditors'],
  ['applications'],
  ['contract-review'],
  ['audit-programmes'],
  ['audit-execution'],
  ['certification-decisions'],
  ['certificates'],
  ['change-approval'],
  ['certificate-mail'],
  ['lifecycle'],
  ['public-checks'],
  ['dashboard'],
];

/**
 * Cross-area imports (file → file, relative to apps/server/src/modules) that do not go through a
 * door yet. TEMPORARY while issue 29 item 3 is in progress: whoever moves an import onto a door
 * deletes its line here (a line that no longer matches an import fails the check); at the end the
 * list is empty and goes.
 */
const PENDING = new Set([]);

const modulesDir = path.join(root, 'apps/server/src/modules');
const stageOf = new Map(AREA_STAGES.flatMap((group, i) => group.map((area) => [area, i])));
const areaEdges = new Map(); // area → Map(area → first file edge seen)
const pendingSeen = new Set();

function sourceFiles(dir) {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

for (const full of sourceFiles(modulesDir)) {
  const file = path.relative(modulesDir, full).split(path.sep).join('/');
  const fromArea = file.includes('/') ? file.split('/')[0] : null;
  const { importedFiles } = ts.preProcessFile(fs.readFileSync(full, 'utf8'), true, true);
  for (const { fileName } of importedFiles) {
    if (!fileName.startsWith('.')) continue;
    const target = path
      .relative(modulesDir, path.resolve(path.dirname(full), fileName))
      .split(path.sep)
      .join('/');
    if (target.startsWith('..') || !target.includes('/')) continue; // outside the modules, or modules/areas.ts
    const toArea = target.split('/')[0];
    if (toArea === fromArea) continue;
    const edge = `${file} -> ${target}`;
    if (fromArea === null) {
      if (!target.endsWith('/area.ts')) {
        failed = true;
        console.error(`modules/${file} may import only the areas' area.ts, not ${target}`);
      }
      continue;
    }
    if (target !== `${toArea}/door.ts`) {
      if (PENDING.has(edge)) {
        pendingSeen.add(edge);
        continue;
      }
      failed = true;
      console.error(
        `modules/${file} imports ${target}: another area only through its door (${toArea}/door.ts)`,
      );
      continue;
    }
    if (!stageOf.has(fromArea) || !stageOf.has(toArea)) {
      failed = true;
      console.error(
        `scripts/check-architecture.mjs: AREA_STAGES lacks ${stageOf.has(fromArea) ? toArea : fromArea}`,
      );
      continue;
    }
    if (stageOf.get(toArea) >= stageOf.get(fromArea)) {
      failed = true;
      console.error(
        `modules/${file} imports ${target}: ${fromArea} may use only earlier stages' doors (AREA_STAGES)`,
      );
    }
    if (!areaEdges.has(fromArea)) areaEdges.set(fromArea, new Map());
    if (!areaEdges.get(fromArea).has(toArea)) areaEdges.get(fromArea).set(toArea, edge);
  }
}
for (const edge of PENDING) {
  if (!pendingSeen.has(edge)) {
    failed = true;
    console.error(
      `scripts/check-architecture.mjs: PENDING lists '${edge}', which no longer occurs: delete the line`,
    );
  }
}
// Area cycles (the stage order excludes them already; this names one if the order is ever relaxed).
const done = new Set();
function visit(area, trail) {
  if (trail.includes(area)) {
    failed = true;
    console.error(`area cycle: ${[...trail.slice(trail.indexOf(area)), area].join(' → ')}`);
    return;
  }
  if (done.has(area)) return;
  for (const next of areaEdges.get(area)?.keys() ?? []) visit(next, [...trail, area]);
  done.add(area);
}
for (const area of areaEdges.keys()) visit(area, []);

if (failed) process.exit(1);
console.log(
  `architecture: no import cycles; platform imports no module; areas use each other through doors${PENDING.size ? ` (${PENDING.size} edges PENDING)` : ''}`,
);
