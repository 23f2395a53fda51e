/**
 * Menu manifest of 项目受理 (xmsl): its menu nodes and their buttons.
 * The server's catalogue merges every area's manifest (src/menu.ts says how).
 */
import { type AreaName, type MenuNode, openedFrom, ROUTE_VIEW } from '../menu.ts';

/** The area keys (component-key prefixes) of this area, with their names. */
export const areas: Readonly<Record<string, AreaName>> = {
  xmsl: {
    title: '项目受理',
    titleEn: 'Applications',
    // The only route-level gate (SPEC.md §2, §6): /xmsl/detail opens for a holder of one of these.
    routeGates: [
      {
        key: 'xmsl.detail',
        path: '/xmsl/detail/:applyId/:operable',
        anyOf: ['xmsl:search:audit', 'xmsl:search:detail'],
      },
    ],
  },
};

export const menus: readonly MenuNode[] = [
  // 项目受理 — application intake
  {
    key: 'xmsl',
    parent: 'root.workbench',
    order: 20,
    path: '/xmsl',
    name: 'xmsl',
    title: '项目受理',
    titleEn: 'Applications',
    icon: 'FileAddOutlined',
    component: ROUTE_VIEW,
  },
  {
    key: 'xmsl.add',
    parent: 'xmsl',
    order: 10,
    path: '/xmsl/add',
    name: 'xmslAdd',
    title: '申请录入',
    titleEn: 'New application',
    component: 'xmsl/ApplyAdd',
    noCache: true,
    buttons: [
      { action: 'xmsl:add:add', name: '保存' },
      { action: 'xmsl:add:submit', name: '提交申请' },
    ],
  },
  {
    key: 'xmsl.search',
    parent: 'xmsl',
    order: 20,
    path: '/xmsl/search',
    name: 'xmslSearch',
    title: '申请查询',
    titleEn: 'Applications',
    component: 'xmsl/SearchList',
    keepAlive: true,
    buttons: [
      { action: 'xmsl:search:detail', name: '详情' },
      { action: 'xmsl:search:audit', name: '审核' },
      { action: 'xmsl:search:update', name: '修改' },
      { action: 'xmsl:search:change', name: '变更' },
      { action: 'xmsl:search:delete', name: '删除' },
      { action: 'xmsl:search:export', name: '导出' },
    ],
  },
  {
    key: 'xmsl.change',
    parent: 'xmsl',
    order: 30,
    path: '/xmsl/change',
    name: 'xmslChange',
    title: '变更申请',
    titleEn: 'Change requests',
    component: 'xmsl/ChangeList',
    keepAlive: true,
    buttons: [
      { action: 'xmsl:change:add', name: '发起变更' },
      { action: 'xmsl:change:edit', name: '修改' },
      { action: 'xmsl:change:detail', name: '详情' },
      { action: 'xmsl:change:revoke', name: '撤回' },
    ],
  },
  {
    key: 'xmsl.download',
    parent: 'xmsl',
    order: 40,
    path: '/xmsl/download',
    name: 'xmslDownload',
    title: '资料下载',
    titleEn: 'Downloads',
    component: 'xmsl/DownloadList',
    keepAlive: true,
    buttons: [
      { action: 'xmsl:download:upload', name: '上传' },
      { action: 'xmsl:download:delete', name: '删除' },
    ],
  },
  {
    key: 'xmsl.update',
    parent: 'xmsl',
    order: 50,
    path: '/xmsl/update',
    name: 'xmslUpdate',
    title: '申请修改',
    titleEn: 'Edit application',
    component: 'xmsl/ApplyUpdate',
    ...openedFrom('/xmsl/search'),
  },
  {
    key: 'xmsl.detail',
    parent: 'xmsl',
    order: 60,
    path: '/xmsl/detail/:applyId/:operable',
    name: 'xmslDetail',
    title: '申请详情',
    titleEn: 'Application detail',
    component: 'xmsl/ApplyDetail',
    ...openedFrom('/xmsl/search'),
  },
  {
    key: 'xmsl.changeApply',
    parent: 'xmsl',
    order: 70,
    path: '/xmsl/change/:applyId',
    name: 'xmslChangeApply',
    title: '申请变更',
    titleEn: 'Change application',
    component: 'xmsl/ChangeApply',
    ...openedFrom('/xmsl/change'),
  },
  {
    key: 'xmsl.changeApplyFromZone',
    parent: 'xmsl',
    order: 80,
    path: '/xmsl/change/:applyId/:fromZone',
    name: 'xmslChangeApplyFromZone',
    title: '申请变更',
    titleEn: 'Change application',
    component: 'xmsl/ChangeApply',
    ...openedFrom('/xmsl/change'),
  },
  {
    key: 'xmsl.changeEdit',
    parent: 'xmsl',
    order: 90,
    path: '/xmsl/changeEdit/:applyId',
    name: 'xmslChangeEdit',
    title: '变更编辑',
    titleEn: 'Edit change request',
    component: 'xmsl/ChangeEdit',
    ...openedFrom('/xmsl/change'),
  },
];
