/**
 * Scaffolds a business area end to end, in the shape docs/adding-an-area.md describes:
 *
 *   npm run new:area -- <name> <prefix> [--record <noun>] [--code <segment>] [--title <中文>] [--label <中文>]
 *                       [--title-en <English>] [--parent <menu key>] [--after <area>,<area>…]
 *
 *   <name>     the area's folder, kebab-case, as in ARCHITECTURE.md's table (`emergencies`)
 *   <prefix>   its URL and permission prefix (`yjxy`)
 *   --record   the record's noun in camelCase (default: <name> in the singular, `emergency`);
 *              names the types, the table, the URLs (`/yjxy/emergency/list`) and the hooks
 *   --code     the permission codes' middle segment (default: the record noun; `event` gives
 *              `yjxy:event:add` …)
 *   --title    the area's Chinese name (default: from ARCHITECTURE.md's table)
 *   --label    the record's Chinese name (default: the title)
 *   --title-en the area's English name (default: from <name>, `Emergencies`)
 *   --parent   the menu node the area's group goes under (default: root.workbench, 工作台)
 *   --after    the server areas it builds on (folder names: `customers,reference`), written into its
 *              area.ts: it is registered and seeded after them and may import their doors
 *
 * It writes, all in the area's own folders:
 * - packages/domain/src/<name>/: the five permission codes (add, delete, detail, edit, export; a new
 *   permissions.ts joins the `Permission` union, an existing one gets the missing codes), access.ts
 *   (who may call what, no zod), contract.ts (the zod schemas and `<area>Schemas`, the endpoints'
 *   request and response schemas), endpoints.ts (`defineEndpoints`: method, path, access, summary of
 *   each), index.ts (`@cb/domain/<name>`) and the menu manifest menu.ts (its group, the list page with
 *   its buttons, hidden add and edit pages) unless the area has one;
 * - apps/server/src/modules/<name>/: area.ts (with `after`), routes.ts (`registerEndpoints`),
 *   service, repository, schema, seed and an API test;
 * - apps/web/src/features/<name>/: api.ts (`endpointCalls` of the table: no URL spelt), queries.ts,
 *   texts (texts.ts registers the catalogs texts.zh-CN.json and texts.en-US.json), the list page
 *   (server paging, export) + data file + unit test, the add/edit/detail page + data file, and
 *   pages.ts (the manifest's component keys → the pages).
 * No central file: the server's areas, the catalogue, the page registry, the permission union and
 * the area names find the new files themselves. It refuses to overwrite anything but an unbuilt
 * area's 建设中 entries in its pages.ts (and adds to an existing permissions.ts and index.ts). Then:
 * `npm run db:generate` for the table's migration (docs/adding-an-area.md; the script prints the
 * remaining steps).
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { tsImport } from 'tsx/esm/api';

const root = path.resolve(import.meta.dirname, '..');
const templates = path.join(import.meta.dirname, 'new-area', 'templates');

/** Chinese names of the areas of ARCHITECTURE.md's table. */
const AREA_TITLES = {
  applications: '项目受理',
  'contract-review': '合同评审',
  'audit-programmes': '审核方案',
  'audit-execution': '审核项目',
  'certification-decisions': '认证决定',
  certificates: '证书管理',
  'certificate-mail': '证书邮寄',
  'regulator-reporting': '信息上报',
  customers: '客户管理',
  partners: '合作方',
  'test-reports': '检测报告',
  auditors: '人力资源',
  finance: '财务管理',
  emergencies: '应急响应',
  notices: '消息通知',
  statistics: '统计分析',
  'training-certification': '培训认证',
  'service-certification': '服务认证',
  system: '系统管理',
};

function fail(message) {
  console.error(`new:area: ${message}`);
  process.exit(1);
}

function parseArgs(argv) {
  const positional = [];
  const options = {};
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    if (arg.startsWith('--')) {
      const [key, inline] = arg.slice(2).split('=', 2);
      options[key] = inline ?? argv[++i];
      if (options[key] === undefined) fail(`--${key} needs a value`);
    } else positional.push(arg);
  }
  return { positional, options };
}

const camel = (kebab) => kebab.replace(/-([a-z0-9])/g, (_m, c) => c.toUpperCase());
const pascal = (s) => s[0].toUpperCase() + s.slice(1);
const snake = (s) => s.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);
const constant = (s) => snake(s).toUpperCase();
const singular = (s) =>
  s.endsWith('ies') ? `${s.slice(0, -3)}y` : s.endsWith('sses') ? s.slice(0, -2) : s.replace(/s$/, '');
const plural = (s) =>
  /[^aeiou]y$/.test(s) ? `${s.slice(0, -1)}ies` : /(s|x|z|ch|sh)$/.test(s) ? `${s}es` : `${s}s`;
const words = (s) => snake(s).replace(/_/g, ' ');

const { positional, options } = parseArgs(process.argv.slice(2));
const [name, prefix] = positional;
if (!name || !prefix)
  fail('usage: npm run new:area -- <name> <prefix> [--record <noun>] [--code <segment>] [--title <中文>]');
if (!/^[a-z][a-z0-9]*(-[a-z0-9]+)*$/.test(name)) fail(`the area name "${name}" must be kebab-case`);
if (!/^[a-z][A-Za-z0-9]*$/.test(prefix)) fail(`the prefix "${prefix}" must be letters and digits`);
const record = options.record ?? singular(camel(name));
if (!/^[a-z][A-Za-z0-9]*$/.test(record)) fail(`--record "${record}" must be a camelCase noun`);
const code = options.code ?? record;
const title = options.title ?? AREA_TITLES[name] ?? fail(`no Chinese name known for "${name}": pass --title`);
const label = options.label ?? title;
const records = plural(record);
const titleEn = options['title-en'] ?? pascal(words(camel(name)));
const menuParent = options.parent ?? 'root.workbench';
const serverModules = path.join(root, 'apps/server/src/modules');
const after = (options.after ?? '')
  .split(',')
  .map((a) => a.trim())
  .filter(Boolean);
for (const area of after)
  if (!fs.existsSync(path.join(serverModules, area, 'area.ts')))
    fail(`--after ${area}: there is no apps/server/src/modules/${area}/area.ts`);
const areaOne = singular(camel(name));

/** Every {{token}} of the templates. */
const tokens = {
  name,
  prefix,
  code,
  title,
  label,
  record,
  Record: pascal(record),
  RECORD: constant(record),
  records,
  Records: pascal(records),
  RECORDS: constant(records),
  Label: pascal(words(record)),
  table: snake(records),
  list: `/${prefix}/${record}`,
  areaCamel: camel(name),
  schemas: `${areaOne}Schemas`,
  endpoints: `${areaOne}Endpoints`,
  after: after.map((a) => `'${a}'`).join(', '),
  PERMISSIONS: `${constant(singular(camel(name)))}_PERMISSIONS`,
  PermissionType: `${pascal(singular(camel(name)))}Permission`,
};

const render = (template) =>
  fs
    .readFileSync(path.join(templates, template), 'utf8')
    .replace(/\{\{(\w+)\}\}/g, (whole, key) => (key in tokens ? tokens[key] : whole));

const at = (...parts) => path.join(root, ...parts);
const domainDir = at('packages/domain/src', name);
const serverDir = at('apps/server/src/modules', name);
const webDir = at('apps/web/src/features', name);
const R = tokens.Record;

// ───────────────────────────────────────────── checks ─────────────────────────────────────────────

function filesUnder(dir, pattern) {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { recursive: true, withFileTypes: true }).flatMap((e) => {
    const file = path.join(e.parentPath ?? e.path, e.name);
    return e.isFile() && pattern.test(e.name) && !file.includes('node_modules') ? [file] : [];
  });
}

for (const file of ['access.ts', 'contract.ts', 'endpoints.ts'])
  if (fs.existsSync(path.join(domainDir, file))) fail(`${path.relative(root, domainDir)}/${file} exists`);
if (fs.existsSync(serverDir)) fail(`${path.relative(root, serverDir)} exists`);
// An area that is not built yet may have its feature folder with only pages.ts (its 建设中 entries).
if (fs.existsSync(webDir) && fs.readdirSync(webDir).some((f) => f !== 'pages.ts'))
  fail(`${path.relative(root, webDir)} exists`);

const domainExports = [
  `${tokens.RECORD}_ACCESS`,
  `${tokens.RECORD}_STATUS`,
  `${tokens.RECORD}_SORT_NAMES`,
  `${record}Body`,
  `${R}Input`,
  `${record}EditBody`,
  `${record}Filters`,
  `${record}ListQuery`,
  `${record}ExportQuery`,
  tokens.schemas,
  tokens.endpoints,
  `${record}Row`,
  `${R}Row`,
  `${record}Page`,
  `${record}Detail`,
  `${R}Detail`,
];
const exportPattern = new RegExp(
  `export (?:const|type|function|interface|class) (${domainExports.join('|')})\\b`,
);
for (const file of filesUnder(at('packages/domain/src'), /\.ts$/)) {
  const taken = exportPattern.exec(fs.readFileSync(file, 'utf8'));
  if (taken)
    fail(`@cb/domain already exports ${taken[1]} (${path.relative(root, file)}): pass another --record`);
}
const operationIds = [
  `list${tokens.Records}`,
  `export${tokens.Records}`,
  ...['get', 'add', 'edit', 'delete'].map((verb) => `${verb}${R}`),
];
for (const file of filesUnder(at('apps/server/src'), /\.ts$/)) {
  const text = fs.readFileSync(file, 'utf8');
  if (text.includes(`pgTable(\n  '${tokens.table}'`) || text.includes(`pgTable('${tokens.table}'`))
    fail(`the table ${tokens.table} exists (${path.relative(root, file)}): pass another --record`);
  for (const id of operationIds)
    if (text.includes(`id: '${id}'`)) fail(`the operationId ${id} exists (${path.relative(root, file)})`);
}
// The endpoint tables: an endpoint's name is its operationId, unique in the whole API.
for (const file of filesUnder(at('packages/domain/src'), /^endpoints\.ts$/)) {
  const text = fs.readFileSync(file, 'utf8');
  for (const id of operationIds)
    if (new RegExp(`^\\s+${id}: \\{`, 'm').test(text))
      fail(`the endpoint ${id} exists (${path.relative(root, file)}): pass another --record`);
  if (text.includes(`'${tokens.list}/`)) fail(`${tokens.list}/… exists (${path.relative(root, file)})`);
}

// ───────────────────────────────────────────── writing ────────────────────────────────────────────

const written = [];
function write(file, text) {
  if (fs.existsSync(file)) fail(`${path.relative(root, file)} exists`);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, text);
  written.push(file);
}
function edit(file, change) {
  const before = fs.readFileSync(file, 'utf8');
  const after = change(before);
  if (after !== before) {
    fs.writeFileSync(file, after);
    written.push(file);
  }
}

// Domain: permissions (the five codes), access, the contract (schemas), the endpoint table, the index.
const permissionsFile = path.join(domainDir, 'permissions.ts');
const crud = ['add', 'delete', 'detail', 'edit', 'export'].map((verb) => `${prefix}:${code}:${verb}`);
if (fs.existsSync(permissionsFile)) {
  edit(permissionsFile, (text) => {
    const list = /(export const \w+ = \[\n)([\s\S]*?)(\] as const;)/.exec(text);
    if (!list) fail(`cannot read the codes of ${path.relative(root, permissionsFile)}`);
    const codes = [...list[2].matchAll(/'([^']+)'/g)].map((m) => m[1]);
    const all = [...new Set([...codes, ...crud])].sort();
    const body = all.map((c) => `  '${c}',\n`).join('');
    return text.replace(list[0], `${list[1]}${body}${list[3]}`);
  });
} else {
  // The template's `declare module` adds the codes to the union: no central list to edit.
  write(permissionsFile, render('domain/permissions.ts.tmpl'));
}
for (const file of ['access.ts', 'contract.ts', 'endpoints.ts'])
  write(path.join(domainDir, file), render(`domain/${file}.tmpl`));
const areaIndex = path.join(domainDir, 'index.ts');
if (fs.existsSync(areaIndex))
  edit(areaIndex, (text) => {
    const missing = render('domain/index.ts.tmpl')
      .split('\n')
      .filter((line) => line && !text.includes(line));
    return missing.length ? `${text.trimEnd()}\n${missing.join('\n')}\n` : text;
  });
else write(areaIndex, render('domain/index.ts.tmpl'));

// The area's menu manifest: the catalogue reads every packages/domain/src/*/menu.ts.
const menuFile = path.join(domainDir, 'menu.ts');
const keys = { list: `${prefix}/${R}List`, add: `${prefix}/${R}Add`, edit: `${prefix}/${R}Edit` };
const manifestWritten = !fs.existsSync(menuFile);
if (manifestWritten) write(menuFile, await manifestText());

/** The manifest of a new area, placed after the last of its parent's children in today's catalogue. */
async function manifestText() {
  const { MANIFESTS, AREA_NAMES } = await tsImport(
    '../apps/server/src/modules/system/catalog/menu-tree.ts',
    import.meta.url,
  );
  const nodes = MANIFESTS.flatMap((m) => m.menus ?? []);
  const taken = (field, value) => nodes.find((n) => n[field] === value);
  const group = taken('key', prefix);
  const parent = group ? prefix : menuParent;
  if (!taken('key', parent)) fail(`--parent ${parent} is no menu key of the catalogue`);
  const nextOrder = (key) => Math.max(0, ...nodes.filter((n) => n.parent === key).map((n) => n.order)) + 10;
  const pages = [
    {
      key: `${prefix}.${record}`,
      path: tokens.list,
      name: `${prefix}${R}`,
      title: label,
      titleEn: tokens.Records,
      component: keys.list,
    },
    {
      key: `${prefix}.${record}Add`,
      path: `${tokens.list}/add`,
      name: `${prefix}${R}Add`,
      title: `新增${label}`,
      titleEn: `New ${words(record)}`,
      component: keys.add,
    },
    {
      key: `${prefix}.${record}Edit`,
      path: `${tokens.list}/edit/:id/:edit`,
      name: `${prefix}${R}Edit`,
      title: `${label}详情`,
      titleEn: `${tokens.Label} details`,
      component: keys.edit,
    },
  ];
  for (const page of pages)
    for (const field of ['key', 'path', 'name'])
      if (taken(field, page[field])) fail(`the menu ${field} ${page[field]} exists: pass another --record`);
  const q = (v) => `'${v}'`;
  const node = (fields) =>
    `  {\n${Object.entries({ key: fields.key, parent: fields.parent, order: fields.order, ...fields })
      .map(([k, v]) => `    ${k}: ${typeof v === 'string' ? q(v) : typeof v === 'object' ? v.raw : v},`)
      .join('\n')}\n  },`;
  const firstOrder = nextOrder(parent);
  const list = pages[0];
  const out = [
    `/**\n * Menu manifest of ${title} (${prefix}): its menu nodes and their buttons.\n * The server's catalogue merges every area's manifest (src/menu.ts says how).\n */`,
    `import { type AreaName, type MenuNode${group ? '' : ', ROUTE_VIEW'} } from '../menu.ts';\n`,
    '/** The area keys (component-key prefixes) of this area, with their names. */',
    `export const areas: Readonly<Record<string, AreaName>> = {${
      AREA_NAMES[prefix] ? '' : `\n  ${prefix}: { title: ${q(title)}, titleEn: ${q(titleEn)} },\n`
    }};\n`,
    'export const menus: readonly MenuNode[] = [',
  ];
  if (!group)
    out.push(
      node({
        key: prefix,
        parent,
        order: firstOrder,
        path: `/${prefix}`,
        name: prefix,
        title,
        titleEn,
        icon: 'AppstoreOutlined',
        component: { raw: 'ROUTE_VIEW' },
      }),
    );
  const base = group ? firstOrder : 10;
  out.push(
    node({ ...list, parent: prefix, order: base, keepAlive: true }).replace(
      / {2}\},$/,
      `    buttons: [\n${[
        ['add', '新增'],
        ['edit', '编辑'],
        ['delete', '删除'],
        ['detail', '详情'],
        ['export', '导出'],
      ]
        .map(([verb, text]) => `      { action: '${prefix}:${code}:${verb}', name: '${text}' },`)
        .join('\n')}\n    ],\n  },`,
    ),
  );
  for (const [i, page] of pages.slice(1).entries())
    out.push(
      node({
        ...page,
        parent: prefix,
        order: base + 10 * (i + 1),
        hidden: true,
        activeMenu: tokens.list,
        ...(i === 0 ? { noCache: true } : {}),
      }),
    );
  out.push('];\n');
  return out.join('\n');
}

// Server module.
for (const [template, file] of [
  ['server/area.ts.tmpl', 'area.ts'],
  ['server/schema.ts.tmpl', 'schema.ts'],
  ['server/repository.ts.tmpl', 'repository.ts'],
  ['server/service.ts.tmpl', 'service.ts'],
  ['server/routes.ts.tmpl', 'routes.ts'],
  ['server/seed.ts.tmpl', 'seed.ts'],
  ['server/api.test.ts.tmpl', `${name}.api.test.ts`],
])
  write(path.join(serverDir, file), render(template));
// No list of areas to edit: modules/areas.ts finds area.ts and orders it by its `after`.

// Web feature.
for (const [template, file] of [
  ['web/api.ts.tmpl', 'api.ts'],
  ['web/queries.ts.tmpl', 'queries.ts'],
  ['web/texts.ts.tmpl', 'texts.ts'],
  ['web/texts.zh-CN.json.tmpl', 'texts.zh-CN.json'],
  ['web/texts.en-US.json.tmpl', 'texts.en-US.json'],
  ['web/List.data.tsx.tmpl', `${R}List.data.tsx`],
  ['web/ListPage.tsx.tmpl', `${R}ListPage.tsx`],
  ['web/ListPage.test.tsx.tmpl', `${R}ListPage.test.tsx`],
  ['web/Edit.data.tsx.tmpl', `${R}Edit.data.tsx`],
  ['web/EditPage.tsx.tmpl', `${R}EditPage.tsx`],
])
  write(path.join(webDir, file), render(template));

// The feature's pages.ts (app/pageRegistry.ts merges every features/*/pages.ts): the manifest's keys
// → the generated pages, replacing an unbuilt area's 建设中 entries for them.
const pagesFile = path.join(webDir, 'pages.ts');
const pageLines = {
  [keys.list]: `() => import('./${R}ListPage')`,
  [keys.add]: `() => import('./${R}EditPage')`,
  [keys.edit]: `() => import('./${R}EditPage')`,
};
if (!fs.existsSync(pagesFile))
  write(
    pagesFile,
    `/**
 * This feature's pages by component key (the keys its areas' menu manifests in packages/domain
 * name); app/pageRegistry.ts merges every feature's pages.ts. Each page is its own chunk.
 */
import type { FeaturePages } from '../../app/pageRegistry';

export const pages: FeaturePages = {
${Object.entries(pageLines)
  .map(([k, v]) => `  '${k}': ${v},`)
  .join('\n')}
};
`,
  );
else
  edit(pagesFile, (text) => {
    let out = text;
    for (const [k, v] of Object.entries(pageLines)) {
      const entry = new RegExp(`^  '${k}': underConstruction,$`, 'm');
      out = entry.test(out)
        ? out.replace(entry, `  '${k}': ${v},`)
        : out.replace(/\n\};\n?$/, `\n  '${k}': ${v},\n};\n`);
    }
    if (!/: underConstruction,/.test(out))
      out = out.replace("import { underConstruction } from '../under-construction/load';\n", '');
    return out;
  });

// Format what was written the way `npm run lint` wants it.
const biome = spawnSync('npx', ['biome', 'check', '--write', ...written], { cwd: root, encoding: 'utf8' });
if (biome.status !== 0) console.warn(`biome check reported problems:\n${biome.stdout}${biome.stderr}`);

const show = (f) => `  ${path.relative(root, f)}`;
console.log(`Area ${name} (${title}, ${prefix}) written:\n${written.map(show).join('\n')}

Next (docs/adding-an-area.md):
  1. npm run db:generate                         the migration of table ${tokens.table}
  2. ${
    manifestWritten
      ? `packages/domain/src/${name}/menu.ts places the pages (${keys.list}, ${keys.add}, ${keys.edit}); adjust titles and order there`
      : `packages/domain/src/${name}/menu.ts exists: give its list page component '${keys.list}' and the buttons ${crud.join(', ')}, and add the hidden pages '${keys.add}' and '${keys.edit}' (or change pages.ts to its keys)`
  }
  3. roles: apps/server/src/modules/system/catalog/roles.ts grants the pages to the roles that need them
  4. npx vitest run --project server-api-pglite apps/server/src/modules/${name}
     npx vitest run --project web apps/web/src/features/${name}`);
