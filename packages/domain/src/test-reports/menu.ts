/**
 * Menu manifest of 检测报告 (jcbg): its menu nodes and their buttons.
 * The server's catalogue merges every area's manifest (src/menu.ts says how).
 */
import { type AreaName, type MenuNode, ROUTE_VIEW } from '../menu.ts';

/** The area keys (component-key prefixes) of this area, with their names. */
export const areas: Readonly<Record<string, AreaName>> = {
  jcbg: { title: '检测报告', titleEn: 'Test reports' },
};

export const menus: readonly MenuNode[] = [
  // 检测报告 — test reports
  {
    key: 'jcbg',
    parent: 'root.workbench',
    order: 130,
    path: '/jcbg',
    name: 'jcbg',
    title: '检测报告',
    titleEn: 'Test reports',
    icon: 'ExperimentOutlined',
    component: ROUTE_VIEW,
  },
  {
    key: 'jcbg.report',
    parent: 'jcbg',
    order: 10,
    path: '/jcbg/report',
    name: 'jcbgReport',
    title: '检测报告',
    titleEn: 'Test reports',
    component: 'jcbg/ReportList',
    keepAlive: true,
    buttons: [
      { action: 'jcbg:report:upload', name: '上传' },
      { action: 'jcbg:report:download', name: '下载' },
      { action: 'jcbg:report:delete', name: '删除' },
      { action: 'jcbg:report:detail', name: '查看' },
      { action: 'jcbg:report:review', name: '审核' },
      { action: 'jcbg:report:export', name: '导出' },
    ],
  },
  {
    key: 'jcbg.reportAdd',
    parent: 'jcbg',
    order: 20,
    path: '/jcbg/report/add',
    name: 'jcbgReportAdd',
    title: '上传检测报告',
    titleEn: 'Upload test report',
    component: 'jcbg/ReportAdd',
    hidden: true,
    noCache: true,
    activeMenu: '/jcbg/report',
  },
  {
    key: 'jcbg.reportEdit',
    parent: 'jcbg',
    order: 30,
    path: '/jcbg/report/edit/:id/:edit',
    name: 'jcbgReportEdit',
    title: '检测报告详情',
    titleEn: 'Test report',
    component: 'jcbg/ReportEdit',
    hidden: true,
    noCache: true,
    activeMenu: '/jcbg/report',
  },
];
