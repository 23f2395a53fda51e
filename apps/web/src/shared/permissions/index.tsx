import type { Permission } from '@cb/domain';
import type { ReactNode } from 'react';
import { useSession } from '../stores/session';
import { hasMenuPermission, hasNoPermission, hasPermission, menuPaths } from './permissions';

/**
 * A checker of button permissions for the signed-in user (SPEC.md §6), re-rendering when they change.
 * It accepts only codes of the `Permission` union from @cb/domain: a typo does not compile.
 *
 * @example
 * const can = usePermission();
 * if (can('xmsl:search:export')) columns.push(exportColumn);
 */
export function usePermission(): (action: Permission) => boolean {
  const permissions = useSession((s) => s.permissions);
  return (action) => hasPermission(action, permissions);
}

/** Menu permission by path prefix among the user's loaded routes (SPEC.md §6). */
export function useMenuPermission(): (path: string) => boolean {
  const menu = useSession((s) => s.menu);
  const paths = menuPaths(menu);
  return (path) => hasMenuPermission(path, paths);
}

/**
 * Renders its children only when the user may use `action` (or it is open to everyone).
 *
 * @example
 * <HasPermission action="xmsl:search:delete"><Button danger>删除</Button></HasPermission>
 */
export function HasPermission({ action, children }: { action: Permission; children: ReactNode }) {
  const permissions = useSession((s) => s.permissions);
  return hasPermission(action, permissions) ? children : null;
}

/** The reverse: renders its children only when the user may not use `action`. */
export function HasNoPermission({ action, children }: { action: Permission; children: ReactNode }) {
  const permissions = useSession((s) => s.permissions);
  return hasNoPermission(action, permissions) ? children : null;
}

export type { PermissionLists } from './permissions';
export { hasMenuPermission, hasNoPermission, hasPermission, menuPaths } from './permissions';
