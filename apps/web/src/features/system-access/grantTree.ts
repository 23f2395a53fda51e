/**
 * The role authorisation tree's check rules, as pure functions. Each node is checked on its own
 * (a page can be granted without any of its buttons), but the set stays consistent: checking a
 * node checks its ancestors (a page needs its groups), unchecking one unchecks its descendants (a
 * button of a hidden page would be useless).
 */

export interface TreeNode {
  id: string;
  children?: TreeNode[];
}

export interface TreeIndex {
  parentOf: Map<string, string | null>;
  childrenOf: Map<string, string[]>;
}

export function indexTree(nodes: readonly TreeNode[]): TreeIndex {
  const parentOf = new Map<string, string | null>();
  const childrenOf = new Map<string, string[]>();
  const walk = (list: readonly TreeNode[], parent: string | null) => {
    for (const n of list) {
      parentOf.set(n.id, parent);
      childrenOf.set(
        n.id,
        (n.children ?? []).map((c) => c.id),
      );
      walk(n.children ?? [], n.id);
    }
  };
  walk(nodes, null);
  return { parentOf, childrenOf };
}

/**
 * The granted set after checking or unchecking `id`.
 * @example toggleGrant(index, new Set(), 'button', true) // Set { 'button', 'page', 'group' }
 */
export function toggleGrant(
  index: TreeIndex,
  granted: ReadonlySet<string>,
  id: string,
  checked: boolean,
): Set<string> {
  const next = new Set(granted);
  if (checked) {
    for (let n: string | null | undefined = id; n; n = index.parentOf.get(n)) next.add(n);
  } else {
    const stack = [id];
    while (stack.length) {
      const n = stack.pop()!;
      next.delete(n);
      stack.push(...(index.childrenOf.get(n) ?? []));
    }
  }
  return next;
}

/** Every id of the tree (select all). */
export function allIds(index: TreeIndex): Set<string> {
  return new Set(index.parentOf.keys());
}

/** Drops ids the tree no longer has (a menu deleted since the grant was made). */
export function knownOnly(index: TreeIndex, ids: Iterable<string>): Set<string> {
  return new Set([...ids].filter((id) => index.parentOf.has(id)));
}
