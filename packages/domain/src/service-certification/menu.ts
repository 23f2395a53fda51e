/**
 * Menu manifest of 服务认证 (sc): its menu nodes and their buttons.
 * The server's catalogue merges every area's manifest (src/menu.ts says how).
 */
import { type AreaName, type MenuNode, ROUTE_VIEW } from '../menu.ts';

/** The area keys (component-key prefixes) of this area, with their names. */
export const areas: Readonly<Record<string, AreaName>> = {
  sc: { title: '服务认证', titleEn: 'Service certification' },
};

export const menus: readonly MenuNode[] = [
  // 服务认证 — service certification
  {
    key: 'sc',
    parent: 'root.workbench',
    order: 180,
    path: '/sc',
    name: 'sc',
    title: '服务认证',
    titleEn: 'Service certification',
    icon: 'CustomerServiceOutlined',
    component: ROUTE_VIEW,
  },
  {
    key: 'sc.project',
    parent: 'sc',
    order: 10,
    path: '/sc/project',
    name: 'scProject',
    title: '服务认证项目',
    titleEn: 'Service certification projects',
    component: 'sc/ProjectList',
    keepAlive: true,
    buttons: [
      { action: 'sc:project:add', name: '新增' },
      { action: 'sc:project:detail', name: '查看' },
      { action: 'sc:project:export', name: '导出' },
    ],
  },
  {
    key: 'sc.report',
    parent: 'sc',
    order: 20,
    path: '/sc/report',
    name: 'scReport',
    title: '服务认证报告',
    titleEn: 'Service certification reports',
    component: 'sc/ReportList',
    keepAlive: true,
    buttons: [
      { action: 'sc:report:edit', name: '编写' },
      { action: 'sc:report:export', name: '导出' },
    ],
  },
  {
    key: 'sc.reportEdit',
    parent: 'sc',
    order: 30,
    path: '/sc/report/:editable/:Id',
    name: 'scReportEdit',
    title: '服务认证报告',
    titleEn: 'Service certification report',
    component: 'sc/Report',
    hidden: true,
    noCache: true,
    activeMenu: '/sc/report',
  },
];
