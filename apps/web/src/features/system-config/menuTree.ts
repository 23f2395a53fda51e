/** Pure helpers of the menu editor: the flat catalogue as a tree, filtering, subtree sizes. */
import type { PermissionRecord } from './api';

export interface PermissionNode extends PermissionRecord {
  children?: PermissionNode[];
}

const bySort = (a: PermissionRecord, b: PermissionRecord) =>
  a.sortNo - b.sortNo || (a.path ?? a.action ?? '').localeCompare(b.path ?? b.action ?? '');

/** Rows as a tree (orphans become roots); leaves have no `children` so antd shows no expander. */
export function toTree(rows: readonly PermissionRecord[]): PermissionNode[] {
  const ids = new Set(rows.map((r) => r.id));
  const childrenOf = new Map<string | null, PermissionRecord[]>();
  for (const r of rows) {
    const key = r.parentId && ids.has(r.parentId) ? r.parentId : null;
    childrenOf.set(key, [...(childrenOf.get(key) ?? []), r]);
  }
  const build = (r: PermissionRecord): PermissionNode => {
    const children = (childrenOf.get(r.id) ?? []).sort(bySort).map(build);
    return children.length ? { ...r, children } : { ...r };
  };
  return (childrenOf.get(null) ?? []).sort(bySort).map(build);
}

/** Nodes matching `keyword` (title, path, name or action) with their ancestors; all when blank. */
export function filterTree(nodes: readonly PermissionNode[], keyword: string): PermissionNode[] {
  const k = keyword.trim().toLowerCase();
  if (!k) return [...nodes];
  const hit = (n: PermissionNode) =>
    [n.meta?.title, n.path, n.name, n.action].some((v) => v?.toLowerCase().includes(k));
  const out: PermissionNode[] = [];
  for (const n of nodes) {
    const children = filterTree(n.children ?? [], keyword);
    if (hit(n) || children.length)
      out.push(children.length ? { ...n, children } : { ...n, children: undefined });
  }
  return out;
}

/** How many rows sit below a node. */
export function descendantCount(node: PermissionNode): number {
  return (node.children ?? []).reduce((n, c) => n + 1 + descendantCount(c), 0);
}

/** Ids of every node that has children (for "expand all"). */
export function parentIds(nodes: readonly PermissionNode[]): string[] {
  return nodes.flatMap((n) => (n.children?.length ? [n.id, ...parentIds(n.children)] : []));
}

/** The tree of menus only (no buttons), without `excludeId`'s subtree: the parent choices. */
export function menuChoices(
  nodes: readonly PermissionNode[],
  excludeId?: string,
): { value: string; title: string; children?: ReturnType<typeof menuChoices> }[] {
  return nodes
    .filter((n) => n.kind !== 2 && n.id !== excludeId)
    .map((n) => {
      const children = menuChoices(n.children ?? [], excludeId);
      return {
        value: n.id,
        title: `${n.meta?.title ?? n.name ?? ''}  ${n.path ?? ''}`,
        ...(children.length ? { children } : {}),
      };
    });
}
