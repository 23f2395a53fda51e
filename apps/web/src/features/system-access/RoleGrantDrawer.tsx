import { App, Button, Drawer, Space, Spin, Tag, Tree, Typography } from 'antd';
import type { DataNode } from 'antd/es/tree';
import { useEffect, useMemo, useState } from 'react';
import { accessApi, type PermissionNode, type RoleRecord } from './api';
import { allIds, indexTree, knownOnly, toggleGrant } from './grantTree';
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
export function RoleGrantDrawer({
  role,
  onClose,
}: {
  role: RoleRecord | null;
  onClose: (saved: boolean) => void;
}) {
  const { t } = accessTexts.useTranslation();
  const { message } = App.useApp();
  const [tree, setTree] = useState<PermissionNode[] | null>(null);
  const [granted, setGranted] = useState<Set<string>>(new Set());
  const [version, setVersion] = useState(0);
  const [expanded, setExpanded] = useState<string[]>([]);
  const [saving, setSaving] = useState(false);
  const index = useMemo(() => indexTree(tree ?? []), [tree]);

  useEffect(() => {
    if (!role) return;
    setTree(null);
    let live = true;
    Promise.all([accessApi.permissionTree(), accessApi.roleGrants(role.id)]).then(
      ([nodes, grants]) => {
        if (!live) return;
        setTree(nodes);
        setGranted(knownOnly(indexTree(nodes), grants.permissionIds));
        setVersion(grants.version);
        setExpanded(nodes.map((n) => n.id));
      },
      () => onClose(false),
    );
    return () => {
      live = false;
    };
  }, [role, onClose]);

  const button = t('role.button');
  const systemWide = t('role.systemWide');
  const data = useMemo(
    () => toTreeData(tree ?? [], { button, systemWide }, true),
    [tree, button, systemWide],
  );

  const save = async () => {
    if (!role) return;
    setSaving(true);
    try {
      await accessApi.saveRoleGrants(role.id, version, [...granted]);
      void message.success(t('role.authorized'));
      onClose(true);
    } catch {
      // shown by the shared client (409: someone else saved first)
    } finally {
      setSaving(false);
    }
  };

  return (
    <Drawer
      title={role ? t('role.authorizeTitle', { name: role.name }) : ''}
      open={role !== null}
      onClose={() => onClose(false)}
      size={640}
      destroyOnHidden
      extra={
        <Space>
          <Button onClick={() => onClose(false)}>{t('common.cancel')}</Button>
          <Button type="primary" loading={saving} disabled={!tree} onClick={save} data-testid="grant-save">
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
