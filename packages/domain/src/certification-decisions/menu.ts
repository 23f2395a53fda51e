/**
 * Menu manifest of 认证决定 (rzjd): its menu nodes and their buttons.
 * The server's catalogue merges every area's manifest (src/menu.ts says how).
 */
import { type AreaName, type MenuNode, ROUTE_VIEW } from '../menu.ts';

/** The area keys (component-key prefixes) of this area, with their names. */
export const areas: Readonly<Record<string, AreaName>> = {
  rzjd: { title: '认证决定', titleEn: 'Certification decisions' },
};

export const menus: readonly MenuNode[] = [
  // 认证决定 — certification decisions
  {
    key: 'rzjd',
    parent: 'root.workbench',
    order: 70,
    path: '/rzjd',
    name: 'rzjd',
    title: '认证决定',
    titleEn: 'Certification decisions',
    icon: 'CheckSquareOutlined',
    component: ROUTE_VIEW,
  },
  {
    key: 'rzjd.approval',
    parent: 'rzjd',
    order: 10,
    path: '/rzjd/approval',
    name: 'rzjdApproval',
    title: '认证审批',
    titleEn: 'Certification approval',
    component: 'rzjd/ApprovalList',
    keepAlive: true,
    buttons: [
      { action: 'rzjd:approval:decide', name: '决定' },
      { action: 'rzjd:approval:detail', name: '查看' },
      { action: 'rzjd:approval:export', name: '导出' },
    ],
  },
  {
    key: 'rzjd.supervision',
    parent: 'rzjd',
    order: 20,
    path: '/rzjd/supervision',
    name: 'rzjdSupervision',
    title: '认证监督',
    titleEn: 'Certification supervision',
    component: 'rzjd/SupervisionList',
    keepAlive: true,
    buttons: [
      { action: 'rzjd:supervision:decide', name: '决定' },
      { action: 'rzjd:supervision:detail', name: '查看' },
    ],
  },
  {
    key: 'rzjd.pauseCancel',
    parent: 'rzjd',
    order: 30,
    path: '/rzjd/pauseCancel',
    name: 'rzjdPauseCancel',
    title: '暂停撤销',
    titleEn: 'Suspension and withdrawal',
    component: 'rzjd/PauseCancelList',
    keepAlive: true,
    buttons: [
      { action: 'rzjd:pauseCancel:pause', name: '暂停' },
      { action: 'rzjd:pauseCancel:cancel', name: '撤销' },
      { action: 'rzjd:pauseCancel:restore', name: '恢复' },
    ],
  },
  {
    key: 'rzjd.audit',
    parent: 'rzjd',
    order: 40,
    path: '/rzjd/audit/:projectAuditId',
    name: 'rzjdAudit',
    title: '认证决定审批',
    titleEn: 'Certification decision',
    component: 'rzjd/DecisionAudit',
    hidden: true,
    noCache: true,
    activeMenu: '/rzjd/approval',
    buttons: [
      { action: 'rzjd:audit:pass', name: '通过' },
      { action: 'rzjd:audit:return', name: '退回' },
      { action: 'rzjd:audit:fail', name: '不通过' },
    ],
  },
];
