/**
 * Menu manifest of 信息上报 (xxsb): its menu nodes and their buttons.
 * The server's catalogue merges every area's manifest (src/menu.ts says how).
 */
import { type AreaName, type MenuNode, ROUTE_VIEW } from '../menu.ts';

/** The area keys (component-key prefixes) of this area, with their names. */
export const areas: Readonly<Record<string, AreaName>> = {
  xxsb: { title: '信息上报', titleEn: 'Regulator reporting' },
};

export const menus: readonly MenuNode[] = [
  // 信息上报 — reporting to CNCA (DOMAIN.md §4.1)
  {
    key: 'xxsb',
    parent: 'root.workbench',
    order: 100,
    path: '/xxsb',
    name: 'xxsb',
    title: '信息上报',
    titleEn: 'Regulator reporting',
    icon: 'CloudUploadOutlined',
    component: ROUTE_VIEW,
  },
  {
    key: 'xxsb.plan',
    parent: 'xxsb',
    order: 10,
    path: '/xxsb/plan',
    name: 'xxsbPlan',
    title: '审核计划上报',
    titleEn: 'Audit plan reports',
    component: 'xxsb/PlanReportList',
    keepAlive: true,
    buttons: [
      { action: 'xxsb:plan:report', name: '上报' },
      { action: 'xxsb:plan:export', name: '导出' },
    ],
  },
  {
    key: 'xxsb.certificate',
    parent: 'xxsb',
    order: 20,
    path: '/xxsb/certificate',
    name: 'xxsbCertificate',
    title: '证书信息上报',
    titleEn: 'Certificate reports',
    component: 'xxsb/CertificateReportList',
    keepAlive: true,
    buttons: [
      { action: 'xxsb:certificate:report', name: '上报' },
      { action: 'xxsb:certificate:export', name: '导出' },
    ],
  },
  {
    key: 'xxsb.result',
    parent: 'xxsb',
    order: 30,
    path: '/xxsb/result',
    name: 'xxsbResult',
    title: '审核结果上报',
    titleEn: 'Audit result reports',
    component: 'xxsb/ResultReportList',
    keepAlive: true,
    buttons: [
      { action: 'xxsb:result:report', name: '上报' },
      { action: 'xxsb:result:export', name: '导出' },
    ],
  },
  {
    key: 'xxsb.log',
    parent: 'xxsb',
    order: 40,
    path: '/xxsb/log',
    name: 'xxsbLog',
    title: '上报记录',
    titleEn: 'Report log',
    component: 'xxsb/ReportLogList',
    keepAlive: true,
    buttons: [{ action: 'xxsb:log:export', name: '导出' }],
  },
  {
    key: 'xxsb.checkin',
    parent: 'xxsb',
    order: 50,
    path: '/xxsb/checkin',
    name: 'xxsbCheckin',
    title: '认证审核签到系统',
    titleEn: 'CNCA audit check-in',
    component: 'layouts/IframeView',
    route: '0',
    internalOrExternal: true,
    url: 'https://xcsh.cnca.cn/',
    target: '_blank',
  },
];
