import { App, Button, Drawer, Space, Spin, Tag, Tree, Typography } from 'antd';
import type { DataNode } from 'antd/es/tree';
import { useEffect, useMemo, useState } from 'react';
import type { PermissionNode, RoleRecord } from './api';
import { allIds, indexTree, knownOnly, toggleGrant } from './grantTree';
import { useRoleGrants, useSaveRoleGrants } from './queries';
import { accessTexts } from './texts';

/** The antd tree of the permission nodes: buttons tagged, system-wide actions (top-level buttons) too. */
function toTreeData(
  nodes: readonly PermissionNode[],
  labels: { button: string; systemWide: string },
  top: boolean,
): DataNode[] {
  return nodes.map((n) => ({
    key: n.id,
    title: (
      <span data-testid={n.action ? `grant-${n.action}` : undefined}>
        {n.title}
        {n.kind === 2 ? (
          <>
            <Tag style={{ marginLeft: 6 }} color={top ? 'purple' : 'blue'}>
              {top ? labels.systemWide : labels.button}
            </Tag>
            <span className="system-access-grants__action">{n.action}</span>
          </>
        ) : null}
      </span>
    ),
    children: n.children ? toTreeData(n.children, labels, false) : undefined,
  }));
}

/** 授权: the role's menus and buttons as a checkbox tree; saved with the role's version (409 if stale). */
export function RoleGrantDrawer({ role, onClose }: { role: RoleRecord | null; onClose: () => void }) {
  const { t } = accessTexts.useTranslation();
  const { message } = App.useApp();
  const loaded = useRoleGrants(role?.id);
  const saveGrants = useSaveRoleGrants();
  const tree = loaded.data?.tree ?? null;
  const [granted, setGranted] = useState<Set<string>>(new Set());
  const [expanded, setExpanded] = useState<string[]>([]);
  const index = useMemo(() => indexTree(tree ?? []), [tree]);

  // The loaded grants become the editable selection; a failed load closes the drawer (the shared
  // client has shown why).
  useEffect(() => {
    if (!loaded.data) return;
    setGranted(knownOnly(indexTree(loaded.data.tree), loaded.data.grants.permissionIds));
    setExpanded(loaded.data.tree.map((n) => n.id));
  }, [loaded.data]);
  const failed = loaded.isError;
  useEffect(() => {
    if (failed) onClose();
  }, [failed, onClose]);

  const button = t('role.button');
  const systemWide = t('role.systemWide');
  const data = useMemo(
    () => toTreeData(tree ?? [], { button, systemWide }, true),
    [tree, button, systemWide],
  );

  const save = async () => {
    if (!role || !loaded.data) return;
    try {
      await saveGrants.mutateAsync({
        roleId: role.id,
        version: loaded.data.grants.version,
        permissionIds: [...granted],
      });
      void message.success(t('role.authorized'));
      onClose();
    } catch {
      // shown by the shared client (409: someone else saved first)
    }
  };

  return (
    <Drawer
      title={role ? t('role.authorizeTitle', { name: role.name }) : ''}
      open={role !== null}
      onClose={onClose}
      size={640}
      destroyOnHidden
      extra={
        <Space>
          <Button onClick={onClose}>{t('common.cancel')}</Button>
          <Button
            type="primary"
            loading={saveGrants.isPending}
            disabled={!tree}
            onClick={save}
            data-testid="grant-save"
          >
            {t('common.save')}
          </Button>
        </Space>
      }
    >
      <Typography.Paragraph type="secondary">{t('role.authorizeHint')}</Typography.Paragraph>
      <Space className="system-access-grants__toolbar" wrap>
        <Button size="small" onClick={() => setGranted(allIds(index))}>
          {t('role.selectAll')}
        </Button>
        <Button size="small" onClick={() => setGranted(new Set())}>
          {t('role.clearAll')}
        </Button>
        <Button size="small" onClick={() => setExpanded([...index.parentOf.keys()])}>
          {t('role.expandAll')}
        </Button>
        <Button size="small" onClick={() => setExpanded([])}>
          {t('role.collapseAll')}
        </Button>
        <Typography.Text type="secondary">
          {t('role.granted', { count: String(granted.size) })}
        </Typography.Text>
      </Space>
      {tree ? (
        <div className="system-access-grants__tree">
          <Tree
            checkable
            checkStrictly
            selectable={false}
            treeData={data}
            checkedKeys={{ checked: [...granted], halfChecked: [] }}
            expandedKeys={expanded}
            onExpand={(keys) => setExpanded(keys as string[])}
            onCheck={(_keys, info) =>
              setGranted((g) => toggleGrant(index, g, String(info.node.key), info.checked))
            }
          />
        </div>
      ) : (
        <Spin />
      )}
    </Drawer>
  );
}
