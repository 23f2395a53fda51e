import { Button, Input, Space, Table } from 'antd';
import { type Key, useEffect, useMemo, useState } from 'react';
import { fitColumns } from '../../shared/list/columnLayout';
import { usePermission } from '../../shared/permissions';
import { menuColumns, ROUTE_VIEW } from './MenuList.data';
import { filterTree, parentIds, toTree } from './menuTree';
import { type Editing, PermissionEditor } from './PermissionEditor';
import { useDeletePermission, usePermissionList } from './queries';
import { systemConfigTexts } from './texts';
import './systemConfig.css';

/** 菜单管理 (sys/MenuList): the tenant's menus, buttons and system-wide actions as an editable tree. */
export default function MenuListPage() {
  const { t } = systemConfigTexts.useTranslation();
  const can = usePermission();
  const permissions = usePermissionList();
  const remove = useDeletePermission();
  const [keyword, setKeyword] = useState('');
  const [applied, setApplied] = useState('');
  const [expanded, setExpanded] = useState<readonly Key[]>([]);
  const [editing, setEditing] = useState<Editing | null>(null);

  const tree = useMemo(() => toTree(permissions.data ?? []), [permissions.data]);
  const shown = useMemo(() => filterTree(tree, applied), [tree, applied]);
  useEffect(() => {
    if (applied) setExpanded(parentIds(shown));
  }, [applied, shown]);

  return (
    <div className="system-config-page" data-testid="menu-list">
      <Space className="system-config-page__toolbar" wrap>
        <Input
          allowClear
          value={keyword}
          placeholder={t('menu.keyword')}
          onChange={(e) => setKeyword(e.target.value)}
          onPressEnter={() => setApplied(keyword)}
          style={{ width: 260 }}
        />
        <Button type="primary" onClick={() => setApplied(keyword)}>
          {t('common.search')}
        </Button>
        <Button onClick={() => setExpanded(parentIds(shown))}>{t('menu.expandAll')}</Button>
        <Button onClick={() => setExpanded([])}>{t('menu.collapseAll')}</Button>
        {can('sys:menu:add') ? (
          <Button
            onClick={() => setEditing({ defaults: { kind: 0, parentId: null, component: ROUTE_VIEW } })}
          >
            {t('menu.addRoot')}
          </Button>
        ) : null}
      </Space>
      <Table
        rowKey="id"
        size="middle"
        loading={permissions.isFetching}
        dataSource={shown}
        pagination={false}
        expandable={{ expandedRowKeys: expanded, onExpandedRowsChange: setExpanded }}
        {...fitColumns(
          menuColumns({
            t,
            can,
            addChild: (parent) => setEditing({ defaults: { kind: 1, parentId: parent.id } }),
            edit: (record) => setEditing({ record, defaults: {} }),
            remove: (row, cascade) => remove.mutateAsync({ id: row.id, cascade }),
          }),
        )}
      />
      <PermissionEditor editing={editing} tree={tree} onClose={() => setEditing(null)} />
    </div>
  );
}
