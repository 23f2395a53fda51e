/**
 * Menu manifest of 技术审定 (jssd): its menu nodes and their buttons.
 * The server's catalogue merges every area's manifest (src/menu.ts says how).
 */
import { type AreaName, type MenuNode, ROUTE_VIEW } from '../menu.ts';

/** The area keys (component-key prefixes) of this area, with their names. */
export const areas: Readonly<Record<string, AreaName>> = {
  jssd: { title: '技术审定', titleEn: 'Technical review' },
};

export const menus: readonly MenuNode[] = [
  // 技术审定 — technical review, case allocation
  {
    key: 'jssd',
    parent: 'root.workbench',
    order: 60,
    path: '/jssd',
    name: 'jssd',
    title: '技术审定',
    titleEn: 'Technical review',
    icon: 'FileSearchOutlined',
    component: ROUTE_VIEW,
  },
  {
    key: 'jssd.ajfp',
    parent: 'jssd',
    order: 10,
    path: '/jssd/ajfp',
    name: 'jssdAjfp',
    title: '案卷分配',
    titleEn: 'Case allocation',
    component: ROUTE_VIEW,
    redirect: '/jssd/ajfp/await',
  },
  {
    key: 'jssd.ajfp.await',
    parent: 'jssd.ajfp',
    order: 10,
    path: '/jssd/ajfp/await',
    name: 'jssdAjfpAwait',
    title: '待分配',
    titleEn: 'Unallocated',
    component: 'jssd/AjfpAwaitList',
    keepAlive: true,
    buttons: [{ action: 'jssd:ajfp:assign', name: '分配' }],
  },
  {
    key: 'jssd.ajfp.done',
    parent: 'jssd.ajfp',
    order: 20,
    path: '/jssd/ajfp/done',
    name: 'jssdAjfpDone',
    title: '已分配',
    titleEn: 'Allocated',
    component: 'jssd/AjfpDoneList',
    keepAlive: true,
    buttons: [{ action: 'jssd:ajfp:reassign', name: '重新分配' }],
  },
  {
    key: 'jssd.record',
    parent: 'jssd',
    order: 20,
    path: '/jssd/record',
    name: 'jssdRecord',
    title: '审定记录',
    titleEn: 'Review records',
    component: 'jssd/RecordList',
    keepAlive: true,
    buttons: [
      { action: 'jssd:record:detail', name: '查看' },
      { action: 'jssd:record:export', name: '导出' },
    ],
  },
];
