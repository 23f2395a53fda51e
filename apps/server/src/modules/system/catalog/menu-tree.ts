/**
 * The menu catalogue the server serves (SPEC.md §2, §3 "Menu route", §6): the merge of every area's
 * manifest, `packages/domain/src/<area>/menu.ts` (issue 29: each area declared once). This file
 * lists no area: it reads the domain package's folders at start, so a new area's manifest joins
 * the catalogue without a central edit. packages/domain/src/menu.ts describes the manifests.
 *
 * Shape rules (checked by catalog.test.ts):
 * - Roots are exactly the five short-named roots of SPEC.md §2 "Layout", in order:
 *   /workbench 工作台, /rlzy 人力, /cwgl 财务, /yjxy 应急, /tjfx 统计. 系统管理 (/sys) is a group under
 *   工作台, not a sixth root, so the root bar is the same for every user; roles without sys:* menus
 *   never receive it and the web hides empty parents (SPEC.md §6).
 * - Roots and groups use the component 'layouts/RouteView'. Leaves are pages; their `component` is a
 *   key of the web app's page registry, named '<url prefix>/<PascalCasePage>'.
 * - Parameterised detail/form pages are hidden children of the group that holds their list page, with
 *   `activeMenu` set to that list's path so the list stays highlighted (SPEC.md §2 "Layout").
 * - A group has at least one visible child: SPEC.md §6 hides a parent whose children are all hidden,
 *   so the three redirecting nodes (/htps/bgsp, /jssd/ajfp, /cwgl/invoice) are small sub-menus whose
 *   visible children are their status lists (…/await, …/done).
 * - `key` is the stable id (usable as MenuRoute.id); `name` is the unique route name (tabs are unique
 *   by route name, SPEC.md §4 "Tabs").
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import {
  type AreaManifest,
  type AreaName,
  type MenuTreeNode,
  mergeMenus,
  ROUTE_VIEW,
  type SystemWideAction,
} from '@cb/domain';

export { ROUTE_VIEW };
/** A button of the served tree (its `action` is a `Permission`, declared in the area's manifest). */
export interface ButtonSeed {
  action: string;
  name: string;
}

/** A node of the served tree (`MenuTreeNode` of the domain, read as plain strings). */
export interface MenuSeed extends Omit<MenuTreeNode, 'buttons' | 'children'> {
  buttons?: ButtonSeed[];
  children?: MenuSeed[];
}

/** An area's manifest and the domain folder it was read from. */
export interface LoadedManifest extends AreaManifest {
  folder: string;
}

/** The domain package's source folder (where the areas' folders are). */
export const DOMAIN_SOURCE_DIR = path.dirname(createRequire(import.meta.url).resolve('@cb/domain'));

/** Reads every `packages/domain/src/<area>/menu.ts`, in folder-name order (the tree's order is the nodes' own). */
async function loadManifests(): Promise<LoadedManifest[]> {
  const folders = fs
    .readdirSync(DOMAIN_SOURCE_DIR, { withFileTypes: true })
    .filter((e) => e.isDirectory() && fs.existsSync(path.join(DOMAIN_SOURCE_DIR, e.name, 'menu.ts')))
    .map((e) => e.name)
    .sort();
  return Promise.all(
    folders.map(async (folder) => {
      const url = pathToFileURL(path.join(DOMAIN_SOURCE_DIR, folder, 'menu.ts')).href;
      const m = (await import(url)) as Partial<AreaManifest>;
      if (!m.areas)
        throw new Error(`packages/domain/src/${folder}/menu.ts must export \`areas\` ({} when none)`);
      return {
        folder,
        areas: m.areas,
        ...(m.menus ? { menus: m.menus } : {}),
        ...(m.actions ? { actions: m.actions } : {}),
      };
    }),
  );
}

/** Every area's manifest (the source of the tree, the route gates and the system-wide actions). */
export const MANIFESTS: readonly LoadedManifest[] = await loadManifests();

export const MENU_TREE: MenuSeed[] = mergeMenus(MANIFESTS);

/** The names of the area keys (component-key prefixes), from the manifests. */
export const AREA_NAMES: Readonly<Record<string, AreaName>> = Object.assign(
  {},
  ...MANIFESTS.map((m) => m.areas),
);

/** System-wide actions (the `allAuth` extras besides the tree's buttons), from the manifests. */
export const MANIFEST_ACTIONS: readonly SystemWideAction[] = MANIFESTS.flatMap((m) => m.actions ?? []);

/** A node with its ancestry, in depth-first pre-order. */
export interface FlatMenuSeed {
  node: MenuSeed;
  /** Key of the parent node, null for a root. */
  parentKey: string | null;
  /** Keys from the root down to the parent. */
  ancestorKeys: string[];
  depth: number;
}

/** Depth-first pre-order walk of a menu tree. */
export function flattenMenu(tree: readonly MenuSeed[] = MENU_TREE): FlatMenuSeed[] {
  const out: FlatMenuSeed[] = [];
  const walk = (nodes: readonly MenuSeed[], ancestors: string[]): void => {
    for (const node of nodes) {
      out.push({
        node,
        parentKey: ancestors.at(-1) ?? null,
        ancestorKeys: ancestors,
        depth: ancestors.length,
      });
      if (node.children) walk(node.children, [...ancestors, node.key]);
    }
  };
  walk(tree, []);
  return out;
}

/** Every page-registry key the tree uses, sorted and unique (the web registry must cover these). */
export const ALL_COMPONENT_KEYS: readonly string[] = [
  ...new Set(flattenMenu().map((f) => f.node.component)),
].sort();

/** Every button action defined by the tree, in tree order. */
export const ALL_BUTTON_ACTIONS: readonly string[] = flattenMenu().flatMap(
  (f) => f.node.buttons?.map((b) => b.action) ?? [],
);

/**
 * Route-level permissions (SPEC.md §2, §6): the route opens only for a user holding at least one of
 * `anyOf`. /xmsl/detail is the only such route in the spec.
 */
export const ROUTE_PERMISSIONS: readonly { key: string; path: string; anyOf: readonly string[] }[] =
  Object.values(AREA_NAMES).flatMap((a) => a.routeGates ?? []);
