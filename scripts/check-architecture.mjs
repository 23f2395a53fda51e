/**
 * Dependency rules that `npm run lint` enforces (ARCHITECTURE.md "Repository layout"):
 * - no import cycles anywhere in the server, the web app or the domain package (madge);
 * - `apps/server/src/platform` imports no business module (areas register themselves instead);
 * - `packages/domain` imports nothing from the apps.
 */
import path from 'node:path';
import madge from 'madge';

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
if (failed) process.exit(1);
console.log('architecture: no import cycles; platform imports no module');
