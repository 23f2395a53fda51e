/**
 * Dependency rules that `npm run lint` enforces (ARCHITECTURE.md "Repository layout"):
 * - no import cycles anywhere in the server, the web app or the domain package (madge);
 * - `apps/server/src/platform` imports no business module (areas register themselves instead);
 * - `packages/domain` imports nothing from the apps;
 * - one door per area (docs/decisions.md "One door per area"): a server module imports another
 *   area only through that area's `door.ts` (type imports included; tests excluded), and only the
 *   door of an area it builds on: one its `area.ts` names in `after` or `uses`, directly or through
 *   those areas' own declarations (read here with the TypeScript parser, so a new area declares
 *   itself in its own folder and edits nothing central); the declarations have no cycle, name only
 *   existing areas, and the areas' import graph has no cycle. `modules/areas.ts` imports no area.
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
 * Cross-area imports (file → file, relative to apps/server/src/modules) that do not go through a
 * door yet. TEMPORARY while issue 29 item 3 is in progress: whoever moves an import onto a door
 * deletes its line here (a line that no longer matches an import fails the check); at the end the
 * list is empty and goes.
 */
const PENDING = new Set([]);

const modulesDir = path.join(root, 'apps/server/src/modules');

/**
 * What each area builds on: the string literals of the `after` and `uses` properties of the object
 * its `area.ts` passes to `defineArea` (folder → those area names).
 */
function declaredBases() {
  const bases = new Map();
  for (const entry of fs.readdirSync(modulesDir, { withFileTypes: true })) {
    const file = path.join(modulesDir, entry.name, 'area.ts');
    if (!entry.isDirectory() || !fs.existsSync(file)) continue;
    const source = ts.createSourceFile(file, fs.readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
    const names = [];
    const visit = (node) => {
      if (
        ts.isPropertyAssignment(node) &&
        ts.isIdentifier(node.name) &&
        (node.name.text === 'after' || node.name.text === 'uses')
      ) {
        if (!ts.isArrayLiteralExpression(node.initializer)) {
          failed = true;
          console.error(
            `modules/${entry.name}/area.ts: \`${node.name.text}\` must be an array of area names`,
          );
          return;
        }
        for (const element of node.initializer.elements) {
          if (ts.isStringLiteralLike(element)) names.push(element.text);
          else {
            failed = true;
            console.error(
              `modules/${entry.name}/area.ts: \`${node.name.text}\` lists a name that is no string literal`,
            );
          }
        }
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
    bases.set(entry.name, names);
  }
  return bases;
}

const bases = declaredBases();
for (const [area, names] of bases)
  for (const name of names)
    if (!bases.has(name)) {
      failed = true;
      console.error(
        `modules/${area}/area.ts builds on '${name}', which is no area (modules/${name}/area.ts)`,
      );
    }
/** area → every area it builds on, directly or through them. */
const reachable = new Map();
let declarationCycle = false;
function basesOf(area, trail = []) {
  if (reachable.has(area)) return reachable.get(area);
  if (trail.includes(area)) {
    // One cycle named is enough to act on (every walk through it would name it again).
    if (!declarationCycle)
      console.error(
        `cycle in the areas' after/uses: ${[...trail.slice(trail.indexOf(area)), area].join(' → ')}`,
      );
    failed = declarationCycle = true;
    return new Set();
  }
  const all = new Set();
  for (const name of bases.get(area) ?? [])
    if (bases.has(name)) {
      all.add(name);
      for (const further of basesOf(name, [...trail, area])) all.add(further);
    }
  reachable.set(area, all);
  return all;
}
for (const area of bases.keys()) basesOf(area);

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
      failed = true;
      console.error(
        `modules/${file} imports ${target}: the areas are found, not imported (modules/areas.ts)`,
      );
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
    if (!basesOf(fromArea).has(toArea)) {
      failed = true;
      console.error(
        `modules/${file} imports ${target}: ${fromArea} may use only the doors of the areas it builds on — add '${toArea}' to \`after\` (or \`uses\`) in modules/${fromArea}/area.ts`,
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
// Area cycles in the imports (the declarations exclude them already; this names one if that ever changes).
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
