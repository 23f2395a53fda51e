/**
 * Demo roles and system-wide actions (SPEC.md §6, DOMAIN.md §1.2 and §4.5), as data.
 *
 * A role lists the menu keys it may see and the button actions it holds. Menu key lists are closed
 * under ancestors (a page's groups and root are listed too), so a menu builder only has to filter the
 * tree by the set. Lists are derived from MENU_TREE by subtree so that a page added to an area reaches
 * the roles that own the area; catalog.test.ts pins the important inclusions and exclusions.
 *
 * Row scope (a partner sees its own customers' applications, an enterprise its own, an auditor their
 * own tasks) is not a menu matter: the services filter rows by the user's partner/enterprise/auditor
 * link. These lists only decide which pages and buttons exist for the role.
 */
import type { SystemWideAction } from '@cb/domain';
import { flattenMenu, MANIFEST_ACTIONS, MENU_TREE, type MenuSeed } from './menu-tree.ts';

export interface RoleSeed {
  /** Role code returned in the user-info `role` array (SPEC.md §6). */
  code: string;
  name: string;
  nameEn: string;
  /** What the role is for, shown in 角色管理. */
  description: string;
  menuKeys: readonly string[] | 'ALL';
  buttonActions: readonly string[] | 'ALL';
}

export type SystemWideActionSeed = SystemWideAction;

/**
 * System-wide actions (the `allAuth` extras besides the tree's buttons), declared in the manifests
 * (packages/domain/src/common/menu.ts). Status '0' works as a feature switch that is on for
 * everyone; status '1' entries must be granted through a role.
 */
export const SYSTEM_WIDE_ACTIONS: readonly SystemWideActionSeed[] = MANIFEST_ACTIONS;

const FLAT = flattenMenu(MENU_TREE);
const BY_KEY = new Map(FLAT.map((f) => [f.node.key, f]));

function entry(key: string) {
  const found = BY_KEY.get(key);
  if (!found) throw new Error(`roles.ts: unknown menu key ${key}`);
  return found;
}

/** The node and all its descendants (hidden ones included). */
function subtree(key: string): string[] {
  const keys: string[] = [];
  const walk = (n: MenuSeed): void => {
    keys.push(n.key);
    for (const c of n.children ?? []) walk(c);
  };
  walk(entry(key).node);
  return keys;
}

/** The keys plus their ancestors, in tree order, without duplicates. */
function withAncestors(keys: readonly string[]): string[] {
  const set = new Set<string>();
  for (const k of keys) {
    for (const a of entry(k).ancestorKeys) set.add(a);
    set.add(k);
  }
  return FLAT.map((f) => f.node.key).filter((k) => set.has(k));
}

/** All button actions defined on the given nodes (not their descendants). */
function actionsOn(keys: readonly string[]): string[] {
  return keys.flatMap((k) => entry(k).node.buttons?.map((b) => b.action) ?? []);
}

function uniq(values: readonly string[]): string[] {
  return [...new Set(values)];
}

/** Pages and buttons every signed-in business role gets: home, messages and notice reading. */
const HOME = ['dashboard.index'];
const MESSAGES = ['xxtz.list'];
const NOTICES = ['xxtz.noticeList', 'xxtz.notice'];
const NOTICE_READER_ACTIONS = ['xxtz:list:read', 'xxtz:list:delete'];
/** Company-wide figures on the home page; not for external users (enterprise, partner, auditors). */
const HOME_STATISTICS = 'dashboard:index:statistics';

// ── staff 业务人员 ───────────────────────────────────────────────────────────────────────────────
const STAFF_MENU = withAncestors([
  ...HOME,
  ...subtree('xmsl'),
  ...subtree('htps'),
  ...subtree('shfa'),
  ...subtree('shxm'),
  ...subtree('zsfx'),
  ...subtree('yjgl'),
  ...subtree('xxsb'),
  ...subtree('khgl'),
  ...subtree('hzf'),
  ...subtree('jcbg'),
  ...subtree('assist'),
  ...subtree('xxtz'),
  ...subtree('tc'),
  ...subtree('sc'),
  ...subtree('root.yjxy'),
  // 统计: the business and resource pages (not 经营统计's money pages, finance's).
  ...subtree('tjfx.business'),
  ...subtree('tjfx.resource'),
  // 收款申请: staff (sales) ask finance to confirm an expected payment; finance approves and relates.
  'cwgl.paymentApply',
  'cwgl.paymentApplyAdd',
  'cwgl.paymentApplyEdit',
]);

// ── auditor 审核员 ──────────────────────────────────────────────────────────────────────────────
const AUDITOR_PAGES = [
  ...HOME,
  'auditorZone.myTask',
  'auditorZone.schedule',
  'auditorZone.code',
  'auditorZone.codeAdd',
  'auditorZone.codeUpdate',
  'auditorZone.fee',
  'auditorZone.salary',
  // Registered auditors outside a cycle's teams are the technical reviewers (jssd allocation).
  'auditorZone.techReview',
  // "申请变更" from a task in the auditor zone opens /xmsl/change/:applyId/:fromZone.
  'xmsl.changeApplyFromZone',
  // The projects whose plan team they are on (row scope in audit-execution): check-in, stage-1
  // report, meetings, NCs and verification by the leader, the on-site file.
  'shxm.project',
  'shxm.projectExecute',
  'shxm.onsiteFile',
  ...MESSAGES,
  ...NOTICES,
];
const AUDITOR_ACTIONS = uniq([
  ...actionsOn([
    'auditorZone.myTask',
    'auditorZone.schedule',
    'auditorZone.code',
    'auditorZone.fee',
    'auditorZone.salary',
    'auditorZone.techReview',
  ]),
  'shxm:project:detail',
  'shxm:project:execute',
  'shxm:onsiteFile:upload',
  'shxm:onsiteFile:download',
  ...NOTICE_READER_ACTIONS,
]);

// ── decider 认证决定人员 ────────────────────────────────────────────────────────────────────────
const DECIDER_PAGES = [
  ...HOME,
  ...subtree('jssd'),
  ...subtree('rzjd'),
  'auditorZone.techReview',
  'auditorZone.deciderTask',
  'auditorZone.schedule',
  // Reads the application behind a decision (route gate: xmsl:search:detail).
  'xmsl.detail',
  'assist.archiveDetail',
  ...MESSAGES,
  ...NOTICES,
];
const DECIDER_ACTIONS = uniq([
  HOME_STATISTICS,
  ...actionsOn([...subtree('jssd'), ...subtree('rzjd')]),
  ...actionsOn(['auditorZone.techReview', 'auditorZone.deciderTask', 'auditorZone.schedule']),
  'xmsl:search:detail',
  ...NOTICE_READER_ACTIONS,
]);

// ── finance 财务人员 ────────────────────────────────────────────────────────────────────────────
// 统计: every page, the money pages (经营统计) only finance's (and the administrator's).
const FINANCE_AREAS = [
  ...subtree('root.cwgl'),
  ...subtree('tjfx.business'),
  ...subtree('tjfx.resource'),
  ...subtree('tjfx.operation'),
];
// The labour tariff is the administrator's, like the audit-time tables (issue 33).
const FINANCE_ACTIONS = uniq([
  HOME_STATISTICS,
  ...actionsOn(FINANCE_AREAS).filter((a) => a !== 'labour:tariff:edit'),
  ...NOTICE_READER_ACTIONS,
]);

// ── partner 合作方 ──────────────────────────────────────────────────────────────────────────────
const PARTNER_PAGES = [...HOME, 'xmsl.search', 'xmsl.detail', ...MESSAGES, ...NOTICES];
const PARTNER_ACTIONS = ['xmsl:search:detail', ...NOTICE_READER_ACTIONS];

// ── enterprise 企业用户 ─────────────────────────────────────────────────────────────────────────
const ENTERPRISE_PAGES = [
  ...HOME,
  'xmsl.add',
  'xmsl.search',
  'xmsl.detail',
  'xmsl.download',
  // Its own change requests (变更申请: raise, read the outcome of 变更审批, revoke while pending;
  // row scope: its enterprise). Editing one stays with the body's staff.
  'xmsl.change',
  'xmsl.changeApply',
  // Its own audit projects and their nonconformities, answered here (row scope: its enterprise).
  'shxm.project',
  'shxm.projectExecute',
  // Its own approved audit plans and their audit notices, read only (row scope: its enterprise,
  // status approved; the plan guards and history stay with the body).
  'shfa.planAssign',
  // Its own test reports (检测报告: upload, resubmit a returned one, download; row scope: its
  // enterprise). Accepting or returning one stays with the body's staff.
  'jcbg.report',
  'jcbg.reportAdd',
  'jcbg.reportEdit',
  // The body's notices to it (客户通知, read state recorded) and the files opened to it (开放文件).
  'khgl.notice',
  'khgl.openedFile',
  // 我的账单: its own receivables, payments and invoices, read only (row scope: its enterprise).
  'cwgl.bill',
  ...MESSAGES,
  ...NOTICES,
];
const ENTERPRISE_ACTIONS = [
  'xmsl:add:add',
  'xmsl:add:submit',
  'xmsl:search:detail',
  'xmsl:change:add',
  'xmsl:change:detail',
  'xmsl:change:revoke',
  'shxm:project:detail',
  'shxm:project:rectify',
  'shfa:planAssign:detail',
  'jcbg:report:detail',
  'jcbg:report:upload',
  'jcbg:report:download',
  'khgl:notice:read',
  'khgl:openedFile:download',
  'cwgl:bill:view',
  ...NOTICE_READER_ACTIONS,
];

// ── cert_admin 证书管理员 ───────────────────────────────────────────────────────────────────────
// Lands on /reviewTool (SPEC.md §2, §4). Sees the certificate areas and company notices, but not the
// personal workflow messages (/xxtz/list): the bell then shows the notices tab only (SPEC.md §6).
const CERT_ADMIN_AREAS = [...subtree('zsfx'), ...subtree('yjgl')];
const CERT_ADMIN_ACTIONS = uniq([HOME_STATISTICS, ...actionsOn(CERT_ADMIN_AREAS), 'common:review:tool']);

// ── hr 人力资源专员 ─────────────────────────────────────────────────────────────────────────────
// Keeps the people area: auditors, registrations, code competences (approves the auditors'
// applications), contracts, leave, witness assessments and the ability analysis.
const HR_AREAS = subtree('root.rlzy');
const HR_ACTIONS = uniq([HOME_STATISTICS, ...actionsOn(HR_AREAS), ...NOTICE_READER_ACTIONS]);

export const ROLE_SEEDS: readonly RoleSeed[] = [
  {
    code: 'admin',
    name: '系统管理员',
    nameEn: 'System administrator',
    description: '全部菜单和权限，含系统管理',
    menuKeys: 'ALL',
    buttonActions: 'ALL',
  },
  {
    code: 'staff',
    name: '业务人员',
    nameEn: 'Business staff',
    description: '项目受理、合同评审、审核方案与项目、证书、客户与合作方等业务办理',
    menuKeys: STAFF_MENU,
    buttonActions: uniq([
      HOME_STATISTICS,
      // The audit-time tables, factors and tariff are the administrator's (issue 15).
      ...actionsOn(STAFF_MENU).filter(
        (a) =>
          a !== 'htps:review:config' && a !== 'cwgl:paymentApply:approve' && a !== 'cwgl:paymentApply:relate',
      ),
      'common:review:tool',
    ]),
  },
  {
    code: 'auditor',
    name: '审核员',
    nameEn: 'Auditor',
    description: '审核员专区：审核任务、日程、专业代码、劳务费与工资条',
    menuKeys: withAncestors(AUDITOR_PAGES),
    buttonActions: AUDITOR_ACTIONS,
  },
  {
    code: 'decider',
    name: '认证决定人员',
    nameEn: 'Certification decision maker',
    description: '技术审定与认证决定，可查看相关申请',
    menuKeys: withAncestors(DECIDER_PAGES),
    buttonActions: DECIDER_ACTIONS,
  },
  {
    code: 'finance',
    name: '财务人员',
    nameEn: 'Finance staff',
    description: '财务管理与经营统计',
    menuKeys: withAncestors([...HOME, ...FINANCE_AREAS, ...MESSAGES, ...NOTICES]),
    buttonActions: FINANCE_ACTIONS,
  },
  {
    code: 'partner',
    name: '合作方',
    nameEn: 'Partner',
    description: '查看其介绍企业的认证申请',
    menuKeys: withAncestors(PARTNER_PAGES),
    buttonActions: PARTNER_ACTIONS,
  },
  {
    code: 'enterprise',
    name: '企业用户',
    nameEn: 'Enterprise user',
    description: '录入、提交并查看本企业的认证申请，下载资料',
    menuKeys: withAncestors(ENTERPRISE_PAGES),
    buttonActions: ENTERPRISE_ACTIONS,
  },
  {
    code: 'hr',
    name: '人力资源专员',
    nameEn: 'HR officer',
    description: '人力资源：审核员档案、注册资格与专业代码',
    menuKeys: withAncestors([...HOME, ...HR_AREAS, ...MESSAGES, ...NOTICES]),
    buttonActions: HR_ACTIONS,
  },
  {
    code: 'cert_admin',
    name: '证书管理员',
    nameEn: 'Certificate administrator',
    description: '证书发放、维护与邮寄；登录后进入审核工具',
    menuKeys: withAncestors([...HOME, ...CERT_ADMIN_AREAS, ...NOTICES]),
    buttonActions: CERT_ADMIN_ACTIONS,
  },
];
