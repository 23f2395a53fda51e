/**
 * Menu manifest of the training certificates (zsfx): its menu nodes and their buttons.
 * The server's catalogue merges every area's manifest (src/menu.ts says how).
 */
import type { AreaName, MenuNode } from '../menu.ts';

/** No area keys of its own: its pages join the certificates' and the system's (zsfx, sys). */
export const areas: Readonly<Record<string, AreaName>> = {};

export const menus: readonly MenuNode[] = [
  // 培训证书: the staff side of /trainCertificate/check (SPEC.md names no page; docs/decisions.md).
  {
    key: 'zsfx.trainCertificate',
    parent: 'zsfx',
    order: 80,
    path: '/zsfx/trainCertificate',
    name: 'zsfxTrainCertificate',
    title: '培训证书',
    titleEn: 'Training certificates',
    component: 'zsfx/TrainCertificateList',
    keepAlive: true,
    buttons: [
      { action: 'zsfx:trainCertificate:detail', name: '查看' },
      { action: 'zsfx:trainCertificate:add', name: '新增' },
      { action: 'zsfx:trainCertificate:edit', name: '编辑' },
      { action: 'zsfx:trainCertificate:delete', name: '删除' },
      { action: 'zsfx:trainCertificate:export', name: '导出' },
    ],
  },
  {
    key: 'zsfx.trainCertificateAdd',
    parent: 'zsfx',
    order: 90,
    path: '/zsfx/trainCertificate/add',
    name: 'zsfxTrainCertificateAdd',
    title: '新增培训证书',
    titleEn: 'New training certificate',
    component: 'zsfx/TrainCertificateAdd',
    hidden: true,
    noCache: true,
    activeMenu: '/zsfx/trainCertificate',
  },
  {
    key: 'zsfx.trainCertificateEdit',
    parent: 'zsfx',
    order: 100,
    path: '/zsfx/trainCertificate/edit/:id/:edit',
    name: 'zsfxTrainCertificateEdit',
    // Not the list's own title: the list and an open certificate are two tabs side by side.
    title: '培训证书详情',
    titleEn: 'Training certificate details',
    component: 'zsfx/TrainCertificateEdit',
    hidden: true,
    noCache: true,
    activeMenu: '/zsfx/trainCertificate',
  },
];
