/**
 * Area manifests (issue 29): each business area declares its own menus, pages and button codes in
 * `src/<area>/menu.ts`, as pure data the server and the web both read. Nothing lists the areas:
 * the server merges every `src/* /menu.ts` it finds into the menu catalogue it serves
 * (apps/server/src/modules/system/catalog/menu-tree.ts) and the web reads the areas' names from them
 * (apps/web/src/app/areas.ts). A node is placed by `parent` (another node's key, from any manifest)
 * and `order` among its siblings; buttons are typed `Permission`, so a mistyped code does not compile.
 *
 * A manifest module has these named exports:
 * - `areas` (always, `{}` when it has none): the area keys (the component keys' prefix, e.g. 'xmsl')
 *   it introduces, with their names and route-level gates. The web imports only this export of every
 *   manifest (so the menus stay out of its bundle) and a bundler fails on a missing one;
 * - `menus`: its menu nodes;
 * - `actions`: system-wide actions that belong to no page.
 */
import type { Permission } from './permissions.ts';

/** The component of a pure group: it only holds children (and maybe a redirect). */
export const ROUTE_VIEW = 'layouts/RouteView';

export interface MenuButton {
  /** Permission code '<prefix>:<page>:<action>', e.g. 'xmsl:search:detail'. Unique in the catalogue. */
  action: Permission;
  /** Chinese label of the action. */
  name: string;
}

/** The fields of a menu node, as the catalogue serves them. */
export interface MenuNodeFields {
  /** Stable unique id, e.g. 'xmsl.search'. */
  key: string;
  /** React-router path with ':param' segments. */
  path: string;
  /** Unique camelCase route name. */
  name: string;
  title: string;
  titleEn: string;
  /** antd icon component name. */
  icon?: string;
  /** Page-registry key '<area>/<PascalCasePage>', ROUTE_VIEW for pure groups. */
  component: string;
  redirect?: string;
  hidden?: boolean;
  alwaysShow?: boolean;
  /** '0' = not routed (a link or group only); default '1'. */
  route?: '0' | '1';
  keepAlive?: boolean;
  affix?: boolean;
  noCache?: boolean;
  activeMenu?: string;
  /** true = open `url` outside the app. */
  internalOrExternal?: boolean;
  url?: string;
  target?: string;
  buttons?: MenuButton[];
}

/** A node of an area's manifest: the node's fields and its place in the merged tree. */
export interface MenuNode extends MenuNodeFields {
  /** Key of the parent node (in this or another manifest); null for a root. */
  parent: string | null;
  /** Position among the parent's children, ascending (tens leave room to insert between). */
  order: number;
}

/** A node of the merged tree. */
export interface MenuTreeNode extends MenuNodeFields {
  children?: MenuTreeNode[];
}

/** An area key (the prefix of its component keys): its name, shown e.g. on the 建设中 page. */
export interface AreaName {
  title: string;
  titleEn: string;
  /** Routes of the area that open only for some permissions. */
  routeGates?: readonly RouteGate[];
}

/** A route that opens only for a user holding at least one of `anyOf` (SPEC.md §2, §6). */
export interface RouteGate {
  key: string;
  path: string;
  anyOf: readonly Permission[];
}

/** A system-wide action (an `allAuth` extra besides the pages' buttons). */
export interface SystemWideAction {
  action: Permission;
  name: string;
  /** '0' = shown to everyone (SPEC.md §6), '1' = only to holders. */
  status: '0' | '1';
}

/** What one `src/<area>/menu.ts` exports. */
export interface AreaManifest {
  areas: Readonly<Record<string, AreaName>>;
  menus?: readonly MenuNode[];
  actions?: readonly SystemWideAction[];
}

/**
 * Merges the manifests' nodes into one tree: children under their parent's key, siblings by
 * `order`. Throws on a duplicate key, a missing parent, a cycle or two siblings with one order, so a
 * manifest cannot silently reorder or drop another area's menu.
 */
export function mergeMenus(manifests: readonly AreaManifest[]): MenuTreeNode[] {
  const nodes = manifests.flatMap((m) => m.menus ?? []);
  const byKey = new Map<string, MenuNode>();
  for (const n of nodes) {
    if (byKey.has(n.key)) throw new Error(`menu key ${n.key} is declared twice`);
    byKey.set(n.key, n);
  }
  const childrenOf = new Map<string | null, MenuNode[]>();
  for (const n of nodes) {
    if (n.parent !== null && !byKey.has(n.parent))
      throw new Error(`menu ${n.key}: parent ${n.parent} is declared by no manifest`);
    childrenOf.set(n.parent, [...(childrenOf.get(n.parent) ?? []), n]);
  }
  const placed = new Set<string>();
  const build = (parent: string | null): MenuTreeNode[] => {
    const siblings = [...(childrenOf.get(parent) ?? [])].sort((a, b) => a.order - b.order);
    siblings.forEach((n, i) => {
      const next = siblings[i + 1];
      if (next && next.order === n.order)
        throw new Error(`menus ${n.key} and ${next.key} have the same order ${n.order} under ${parent}`);
    });
    return siblings.map(({ parent: _parent, order: _order, ...fields }) => {
      placed.add(fields.key);
      const children = build(fields.key);
      return children.length ? { ...fields, children } : fields;
    });
  };
  const tree = build(null);
  const unplaced = nodes.filter((n) => !placed.has(n.key)).map((n) => n.key);
  if (unplaced.length) throw new Error(`menus in a parent cycle: ${unplaced.join(', ')}`);
  return tree;
}
