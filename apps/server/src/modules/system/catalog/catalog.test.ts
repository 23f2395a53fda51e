import type { PermissionEntry } from '@cb/domain';
import { describe, expect, it } from 'vitest';
import {
  ALL_BUTTON_ACTIONS,
  ALL_COMPONENT_KEYS,
  flattenMenu,
  MENU_TREE,
  type MenuSeed,
  ROUTE_PERMISSIONS,
  ROUTE_VIEW,
} from './menu-tree.ts';
import { ROLE_SEEDS, type RoleSeed, SYSTEM_WIDE_ACTIONS } from './roles.ts';

const FLAT = flattenMenu();
const NODES = FLAT.map((f) => f.node);
const BY_KEY = new Map(FLAT.map((f) => [f.node.key, f]));
const BY_PATH = new Map(FLAT.map((f) => [f.node.path, f]));
const byPath = (path: string) => {
  const found = BY_PATH.get(path);
  if (!found) throw new Error(`no menu node at ${path}`);
  return found;
};
const isGroup = (n: MenuSeed) => (n.children?.length ?? 0) > 0;
const role = (code: string): RoleSeed => {
  const found = ROLE_SEEDS.find((r) => r.code === code);
  if (!found) throw new Error(`no role ${code}`);
  return found;
};
const roleKeys = (r: RoleSeed): Set<string> => new Set(r.menuKeys === 'ALL' ? BY_KEY.keys() : r.menuKeys);
const rolePaths = (r: RoleSeed): Set<string> =>
  new Set([...roleKeys(r)].map((k) => BY_KEY.get(k)!.node.path));
const SYSTEM_WIDE = new Set(SYSTEM_WIDE_ACTIONS.map((a) => a.action));
const roleActions = (r: RoleSeed): Set<string> =>
  new Set(r.buttonActions === 'ALL' ? [...ALL_BUTTON_ACTIONS, ...SYSTEM_WIDE] : r.buttonActions);

/** SPEC.md §2 "Workbench routes", copied with the spec's {param} syntax. */
const SPEC_WORKBENCH_ROUTES = `
/xmsl/detail/{applyId}/{operable} /xmsl/add /xmsl/update /xmsl/change/{applyId} /xmsl/change/{applyId}/{fromZone} /xmsl/changeEdit/{applyId}
/htps/review/{reviewType}/{reviewId}/{operable} /htps/bgsp/audit/{id} /htps/bgsp/detail/{id}
/shfa/scheme/{modify}/{Id} /rzjd/audit/{projectAuditId} /assist/archive/{projectAuditId}
/labourFee/add
/zsfx/add/{id} /zsfx/update/{id} /zsfx/detail/{id} /zsfx/change/{id} /zsfx/change/product/{id} /zsfx/mailUpdate/{id} /zsfx/mailAdd
/yjgl/mailUpdate/{id} /yjgl/mailAdd /yjgl/mailApply /yjgl/mailUpdateApply/{id}
/khgl/enterprise/edit/{enterpriseId}/{edit} /khgl/enterprise/add
/rlzy/auditorAdd /rlzy/edit/{auditorId} /rlzy/archive/{auditorId} /rlzy/analyse/{auditorId}/{certificateStandardId} /rlzy/contractUpdate/{id} /rlzy/contractAdd
/auditorZone/codeUpdate/{id} /auditorZone/codeAdd
/cwgl/branchbrief/{id} /cwgl/settlement/detail/{id} /cwgl/settlement/add /cwgl/settlement/audit/{id}/{viewType}
/cwgl/payment/edit/{id} /cwgl/payment/add /cwgl/payment/changeRelate/{id} /cwgl/invoice/apply /cwgl/invoice/add
/cwgl/invoice/detail/{id} /cwgl/payment/edit/new/{id} /cwgl/payment/add/new /cwgl/apply/payment/add
/cwgl/apply/payment/edit/{id} /cwgl/apply/relate/payment/{id}
/yjxy/emerAdd /yjxy/emerUpdate/{id} /yjxy/emerNotice/{id}
/tc/materialAudit/{Id} /tc/certifiedAudit/{modify}/{Id} /tc/makeDraft/{editable}/{Id} /tc/publish/{editable}/{Id} /tc/report/{editable}/{Id} /sc/report/{editable}/{Id}
/xxtz/notice/{Id}
`
  .split(/\s+/)
  .filter(Boolean)
  .map((p) => p.replace(/\{(\w+)\}/g, ':$1'));

/** Visible list pages of SPEC.md §2 "Lazy-loaded list areas" and "Layout" as placed in the tree. */
const LIST_PAGES: Record<string, string[]> = {
  auditorZone: [
    '/auditorZone/myTask',
    '/auditorZone/code',
    '/auditorZone/deciderTask',
    '/auditorZone/fee',
    '/auditorZone/salary',
    '/auditorZone/schedule',
    '/auditorZone/techReview',
  ],
  cwgl: [
    '/cwgl/payment',
    '/cwgl/invoice/await',
    '/cwgl/settlement',
    '/cwgl/grossMargin',
    '/cwgl/labourFee',
    '/cwgl/salary',
    '/cwgl/branch',
  ],
  htps: ['/htps/review', '/htps/bgsp/await'],
  others: ['/hzf/partner', '/jcbg/report', '/labour/fee', '/yjxy/event', '/jssd/ajfp/await'],
  khgl: ['/khgl/enterprise', '/khgl/notice', '/khgl/openedFile'],
  rlzy: ['/rlzy/auditor', '/rlzy/contract', '/rlzy/leave', '/rlzy/witness', '/rlzy/analyse'],
  archiveProjects: ['/assist/archive', '/assist/project', '/assist/specialApproval', '/shxm/onsiteFile'],
  shfa: ['/shfa/scheme', '/shfa/planAssign', '/shfa/abort'],
  shxm: ['/shxm/project'],
  rzjd: ['/rzjd/pauseCancel', '/rzjd/supervision', '/rzjd/approval'],
  xmsl: ['/xmsl/add', '/xmsl/change', '/xmsl/search', '/xmsl/download'],
  xxtz: ['/xxtz/list', '/xxtz/noticeList'],
  zsfx: ['/zsfx/add', '/zsfx/change', '/zsfx/search', '/zsfx/pauseCancel', '/zsfx/sms', '/zsfx/history'],
  certOther: ['/zsmb/template', '/zswh/maintain', '/yjgl/mail', '/xxsb/plan'],
  tcSc: ['/tc/material', '/tc/certified', '/tc/draft', '/tc/publish', '/tc/report', '/sc/report'],
  sys: [
    '/sys/user',
    '/sys/role',
    '/sys/menu',
    '/sys/tenant',
    '/sys/setting',
    '/sys/loginLog',
    '/sys/operLog',
    '/sys/online',
  ],
};

describe('menu tree: identity', () => {
  it('has unique keys, route names and paths', () => {
    const dupes = (xs: string[]) => xs.filter((x, i) => xs.indexOf(x) !== i);
    expect(dupes(NODES.map((n) => n.key))).toEqual([]);
    expect(dupes(NODES.map((n) => n.name))).toEqual([]);
    expect(dupes(NODES.map((n) => n.path))).toEqual([]);
    expect(NODES.length).toBeGreaterThan(150);
  });

  it('uses well-formed keys, names, paths, titles and icons', () => {
    for (const n of NODES) {
      expect(n.key, n.key).toMatch(/^[a-z][A-Za-z]*(\.[a-z][A-Za-z]*)*$/);
      expect(n.name, n.key).toMatch(/^[a-z][A-Za-z0-9]*$/);
      expect(n.path, n.key).toMatch(/^(\/(:?[A-Za-z][A-Za-z0-9]*))+$/);
      expect(n.title.trim(), n.key).not.toBe('');
      expect(n.title, n.key).toMatch(/[\u4e00-\u9fff]/);
      expect(n.titleEn, n.key).toMatch(/^[A-Z]/);
      if (n.icon) expect(n.icon, n.key).toMatch(/^[A-Z][A-Za-z]+(Outlined|Filled|TwoTone)$/);
    }
  });

  it('gives every route param a distinct name within its path', () => {
    for (const n of NODES) {
      const params = n.path.split('/').filter((s) => s.startsWith(':'));
      expect(new Set(params).size, n.path).toBe(params.length);
    }
  });
});

describe('menu tree: roots (SPEC.md §2 Layout)', () => {
  it('has exactly the five spec roots in order, the first being the workbench', () => {
    expect(MENU_TREE.map((r) => [r.path, r.title])).toEqual([
      ['/workbench', '工作台'],
      ['/rlzy', '人力'],
      ['/cwgl', '财务'],
      ['/yjxy', '应急'],
      ['/tjfx', '统计'],
    ]);
    for (const r of MENU_TREE) {
      expect(r.hidden, r.path).toBeFalsy();
      expect(r.component).toBe(ROUTE_VIEW);
      expect(r.icon, r.path).toBeTruthy();
    }
  });

  it('puts /sys under 工作台 rather than as a sixth root', () => {
    expect(byPath('/sys').ancestorKeys).toEqual(['root.workbench']);
    expect(byPath('/sys').node.title).toBe('系统管理');
  });

  it('places areas under the expected roots', () => {
    const rootOf = (path: string) => byPath(path).ancestorKeys[0];
    for (const p of ['/rlzy/auditor', '/rlzy/contract', '/rlzy/leave', '/rlzy/witness', '/rlzy/analyse']) {
      expect(rootOf(p), p).toBe('root.rlzy');
    }
    for (const p of LIST_PAGES.cwgl!.concat('/labour/fee', '/labourFee/add', '/cwgl/apply/payment')) {
      expect(rootOf(p), p).toBe('root.cwgl');
    }
    expect(rootOf('/yjxy/event')).toBe('root.yjxy');
    expect(rootOf('/yjxy/emerNotice/:id')).toBe('root.yjxy');
    for (const f of FLAT.filter((x) => x.node.path.startsWith('/tjfx/'))) {
      expect(f.ancestorKeys[0], f.node.path).toBe('root.tjfx');
    }
    for (const p of [
      '/index',
      '/xmsl/search',
      '/htps/review',
      '/auditorZone/myTask',
      '/xxtz/list',
      '/tc/material',
    ]) {
      expect(rootOf(p), p).toBe('root.workbench');
    }
  });

  it('makes /index the affixed home page, first under 工作台', () => {
    const index = byPath('/index').node;
    expect(index.affix).toBe(true);
    expect(index.title).toBe('首页');
    expect(MENU_TREE[0]!.children![0]).toBe(index);
    expect(MENU_TREE[0]!.redirect).toBe('/index');
    expect(NODES.filter((n) => n.affix).map((n) => n.path)).toEqual(['/index']);
  });

  it('names the sub-menus with the expected Chinese titles', () => {
    const titles = new Map(
      FLAT.filter((f) => isGroup(f.node) && f.depth === 1).map((f) => [f.node.path, f.node.title]),
    );
    expect(Object.fromEntries(titles)).toMatchObject({
      '/xmsl': '项目受理',
      '/htps': '合同评审',
      '/shfa': '审核方案',
      '/shxm': '审核项目',
      '/jssd': '技术审定',
      '/rzjd': '认证决定',
      '/zsfx': '证书管理',
      '/yjgl': '证书邮寄',
      '/xxsb': '信息上报',
      '/khgl': '客户管理',
      '/hzf': '合作方',
      '/jcbg': '检测报告',
      '/auditorZone': '审核员专区',
      '/xxtz': '消息通知',
      '/tc': '培训认证',
      '/sc': '服务认证',
      '/sys': '系统管理',
    });
  });
});

describe('menu tree: spec routes', () => {
  it('has the three spec redirects with their titles', () => {
    const expected: [string, string, string][] = [
      ['/cwgl/invoice', '/cwgl/invoice/await', '开票管理'],
      ['/jssd/ajfp', '/jssd/ajfp/await', '案卷分配'],
      ['/htps/bgsp', '/htps/bgsp/await', '变更审批'],
    ];
    for (const [from, to, title] of expected) {
      const f = byPath(from);
      expect(f.node.redirect, from).toBe(to);
      expect(f.node.title, from).toBe(title);
      expect(
        f.node.children?.some((c) => c.path === to && !c.hidden),
        from,
      ).toBe(true);
    }
  });

  it('points every redirect at a visible descendant', () => {
    for (const f of FLAT.filter((x) => x.node.redirect)) {
      const target = byPath(f.node.redirect!);
      expect(target.node.hidden, f.node.path).toBeFalsy();
      expect(target.ancestorKeys, f.node.path).toContain(f.node.key);
    }
  });

  it('contains every workbench route of SPEC.md §2', () => {
    expect(SPEC_WORKBENCH_ROUTES).toHaveLength(59);
    const missing = SPEC_WORKBENCH_ROUTES.filter((p) => !BY_PATH.has(p));
    expect(missing).toEqual([]);
  });

  it('hides the detail and form routes, keeping their list highlighted', () => {
    const visibleByDesign = new Set(['/xmsl/add']);
    for (const p of SPEC_WORKBENCH_ROUTES.filter((x) => !visibleByDesign.has(x))) {
      const f = byPath(p);
      expect(f.node.hidden, p).toBe(true);
      expect(f.node.activeMenu, p).toBeTruthy();
    }
    for (const n of NODES.filter((x) => x.path.includes(':'))) expect(n.hidden, n.path).toBe(true);
  });

  it('has the list pages of the lazy-loaded areas, visible', () => {
    for (const [area, paths] of Object.entries(LIST_PAGES)) {
      for (const p of paths) {
        const f = byPath(p);
        expect(f.node.hidden, `${area} ${p}`).toBeFalsy();
        expect(isGroup(f.node), `${area} ${p}`).toBe(false);
        expect(f.node.component, `${area} ${p}`).not.toBe(ROUTE_VIEW);
      }
    }
    expect(byPath('/xmsl/download').node.title).toBe('资料下载');
  });

  it('has at least one visible page for every area prefix of ARCHITECTURE.md', () => {
    const prefixes =
      'xmsl htps shfa shxm jssd rzjd zsfx zsmb zswh yjgl xxsb khgl hzf jcbg rlzy auditorZone cwgl labour yjxy xxtz tjfx tc sc sys'.split(
        ' ',
      );
    for (const prefix of prefixes) {
      const pages = NODES.filter((n) => n.path.startsWith(`/${prefix}/`) && !n.hidden && !isGroup(n));
      expect(pages.length, prefix).toBeGreaterThan(0);
    }
  });

  it('keeps /xxtz/list and /xxtz/noticeList as the exact bell permission gates', () => {
    expect(byPath('/xxtz/list').node.hidden).toBeFalsy();
    expect(byPath('/xxtz/noticeList').node.hidden).toBeFalsy();
    expect(byPath('/xxtz/notice/:Id').node.activeMenu).toBe('/xxtz/noticeList');
  });
});

describe('menu tree: structure', () => {
  it('has real, visible parents for hidden nodes, and their activeMenu is a visible sibling page', () => {
    for (const f of FLAT.filter((x) => x.node.hidden)) {
      const parent = f.parentKey ? BY_KEY.get(f.parentKey) : undefined;
      expect(parent, f.node.path).toBeDefined();
      expect(parent!.node.hidden, f.node.path).toBeFalsy();
      expect(isGroup(f.node), f.node.path).toBe(false);
      const active = byPath(f.node.activeMenu ?? '(none)');
      expect(active.node.hidden, f.node.path).toBeFalsy();
      expect(isGroup(active.node), f.node.path).toBe(false);
      expect(active.parentKey, f.node.path).toBe(f.parentKey);
    }
  });

  it('sets activeMenu only on hidden nodes', () => {
    for (const n of NODES.filter((x) => x.activeMenu)) expect(n.hidden, n.path).toBe(true);
  });

  it('gives every group at least one visible child (SPEC.md §6 hides empty parents)', () => {
    for (const n of NODES.filter(isGroup)) {
      expect(
        n.children!.some((c) => !c.hidden),
        n.path,
      ).toBe(true);
      expect(n.component, n.path).toBe(ROUTE_VIEW);
      expect(n.buttons ?? [], n.path).toEqual([]);
    }
  });

  it('uses RouteView only for groups', () => {
    for (const n of NODES.filter((x) => !isGroup(x))) expect(n.component, n.path).not.toBe(ROUTE_VIEW);
  });

  it('marks external links as not routed, with a url', () => {
    for (const n of NODES.filter((x) => x.internalOrExternal)) {
      expect(n.route, n.path).toBe('0');
      expect(n.url, n.path).toMatch(/^https?:\/\//);
    }
    for (const n of NODES.filter((x) => x.route === '0')) expect(n.url, n.path).toBeTruthy();
  });
});

describe('component keys', () => {
  /** Keys that several routes share on purpose (one form serving add and edit, or two entry routes). */
  const SHARED = new Set([
    ROUTE_VIEW,
    'xmsl/ChangeApply',
    'zsfx/MailEdit',
    'yjgl/MailEdit',
    'yjgl/MailApplyEdit',
    'khgl/EnterpriseEdit',
    'auditorZone/CodeEdit',
    'rlzy/AuditorEdit',
    'rlzy/ContractEdit',
    'cwgl/PaymentEdit',
    'cwgl/PaymentEditNew',
    'cwgl/PaymentApplyEdit',
    'yjxy/EmergencyEdit',
  ]);

  it('are well-formed page-registry keys', () => {
    for (const n of NODES) expect(n.component, n.path).toMatch(/^[a-z][A-Za-z]*\/[A-Z][A-Za-z]*$/);
  });

  it('are unique per page except the deliberate shared ones', () => {
    const count = new Map<string, number>();
    for (const n of NODES) count.set(n.component, (count.get(n.component) ?? 0) + 1);
    const shared = [...count].filter(([, c]) => c > 1).map(([k]) => k);
    expect(new Set(shared)).toEqual(SHARED);
  });

  it('exports the sorted unique list', () => {
    const expected = [...new Set(NODES.map((n) => n.component))].sort();
    expect(ALL_COMPONENT_KEYS).toEqual(expected);
    expect(ALL_COMPONENT_KEYS).toContain('xmsl/SearchList');
    expect(ALL_COMPONENT_KEYS).toContain('dashboard/Home');
    expect(ALL_COMPONENT_KEYS).toContain('khgl/EnterpriseEdit');
  });
});

describe('button actions', () => {
  it('are unique, well-formed and prefixed by their page area', () => {
    expect(new Set(ALL_BUTTON_ACTIONS).size).toBe(ALL_BUTTON_ACTIONS.length);
    for (const f of FLAT) {
      for (const b of f.node.buttons ?? []) {
        expect(b.action).toMatch(/^[a-z][A-Za-z]*:[a-z][A-Za-z]*:[a-z][A-Za-z]*$/);
        expect(b.action.split(':')[0], b.action).toBe(f.node.key.split('.')[0]);
        expect(b.name, b.action).toMatch(/[\u4e00-\u9fff]/);
      }
    }
  });

  it('include the spec codes on the application search page', () => {
    const search = byPath('/xmsl/search').node.buttons!.map((b) => b.action);
    expect(search).toEqual(expect.arrayContaining(['xmsl:search:audit', 'xmsl:search:detail']));
  });

  it('gate /xmsl/detail with xmsl:search:audit or xmsl:search:detail only', () => {
    expect(ROUTE_PERMISSIONS).toEqual([
      {
        key: 'xmsl.detail',
        path: '/xmsl/detail/:applyId/:operable',
        anyOf: ['xmsl:search:audit', 'xmsl:search:detail'],
      },
    ]);
    for (const rp of ROUTE_PERMISSIONS) {
      expect(BY_KEY.get(rp.key)?.node.path).toBe(rp.path);
      for (const a of rp.anyOf) expect(ALL_BUTTON_ACTIONS).toContain(a);
    }
  });

  it('map onto the domain PermissionEntry shape', () => {
    const entries: PermissionEntry[] = [
      ...ALL_BUTTON_ACTIONS.map((action) => ({ type: '1', action, status: '1' })),
      ...SYSTEM_WIDE_ACTIONS.map((a) => ({
        type: '1',
        action: a.action,
        status: a.status,
        describe: a.name,
      })),
    ];
    expect(new Set(entries.map((e) => e.action)).size).toBe(entries.length);
  });
});

describe('system-wide actions', () => {
  it('do not clash with page buttons and include an everyone-visible switch', () => {
    for (const a of SYSTEM_WIDE_ACTIONS) {
      expect(ALL_BUTTON_ACTIONS, a.action).not.toContain(a.action);
      expect(a.action).toMatch(/^[a-z][A-Za-z]*:[a-z][A-Za-z]*:[a-z][A-Za-z]*$/);
    }
    expect(SYSTEM_WIDE_ACTIONS.some((a) => a.status === '0')).toBe(true);
    expect(new Set(SYSTEM_WIDE_ACTIONS.map((a) => a.action)).size).toBe(SYSTEM_WIDE_ACTIONS.length);
  });

  it('with status 1 are held by some role other than admin', () => {
    for (const a of SYSTEM_WIDE_ACTIONS.filter((x) => x.status === '1')) {
      const holders = ROLE_SEEDS.filter((r) => r.code !== 'admin' && roleActions(r).has(a.action));
      expect(holders.length, a.action).toBeGreaterThan(0);
    }
  });
});

describe('roles', () => {
  it('are the nine demo roles with unique codes', () => {
    expect(ROLE_SEEDS.map((r) => r.code)).toEqual([
      'admin',
      'staff',
      'auditor',
      'decider',
      'finance',
      'partner',
      'enterprise',
      'hr',
      'cert_admin',
    ]);
    expect(role('admin').menuKeys).toBe('ALL');
    expect(role('admin').buttonActions).toBe('ALL');
    for (const r of ROLE_SEEDS) expect(r.name, r.code).toMatch(/[\u4e00-\u9fff]/);
  });

  it('let HR keep the people area and nothing of the system administration', () => {
    const hr = role('hr');
    expect(hr.menuKeys).toContain('rlzy.auditor');
    expect(hr.buttonActions).toContain('rlzy:auditor:edit');
    expect(hr.buttonActions).toContain('rlzy:leave:approve');
    expect((hr.menuKeys as readonly string[]).some((k) => k.startsWith('sys'))).toBe(false);
    expect((hr.buttonActions as readonly string[]).some((a) => a.startsWith('sys:'))).toBe(false);
  });

  it('reference only existing menu keys and actions, without duplicates', () => {
    const known = new Set([...ALL_BUTTON_ACTIONS, ...SYSTEM_WIDE]);
    for (const r of ROLE_SEEDS) {
      if (r.menuKeys !== 'ALL') {
        expect(
          r.menuKeys.filter((k) => !BY_KEY.has(k)),
          r.code,
        ).toEqual([]);
        expect(new Set(r.menuKeys).size, r.code).toBe(r.menuKeys.length);
      }
      if (r.buttonActions !== 'ALL') {
        expect(
          r.buttonActions.filter((a) => !known.has(a)),
          r.code,
        ).toEqual([]);
        expect(new Set(r.buttonActions).size, r.code).toBe(r.buttonActions.length);
      }
    }
  });

  it('list menu keys closed under ancestors', () => {
    for (const r of ROLE_SEEDS) {
      const keys = roleKeys(r);
      for (const k of keys) {
        for (const a of BY_KEY.get(k)!.ancestorKeys)
          expect(keys.has(a), `${r.code}: ${k} needs ${a}`).toBe(true);
      }
    }
  });

  it('hold button actions only on pages they can open', () => {
    const actionPage = new Map(
      FLAT.flatMap((f) => (f.node.buttons ?? []).map((b) => [b.action, f.node.key] as const)),
    );
    for (const r of ROLE_SEEDS.filter((x) => x.buttonActions !== 'ALL')) {
      const keys = roleKeys(r);
      for (const a of roleActions(r)) {
        const page = actionPage.get(a);
        // The decider reads application details (route gated by xmsl:search:detail) without the list.
        if (page === undefined || (r.code === 'decider' && a === 'xmsl:search:detail')) continue;
        expect(keys.has(page), `${r.code}: ${a} lives on ${page}`).toBe(true);
      }
    }
  });

  it('pass the route gate of every gated route they list', () => {
    for (const r of ROLE_SEEDS) {
      const keys = roleKeys(r);
      const actions = roleActions(r);
      for (const rp of ROUTE_PERMISSIONS.filter((x) => keys.has(x.key))) {
        expect(
          rp.anyOf.some((a) => actions.has(a)),
          `${r.code} ${rp.path}`,
        ).toBe(true);
      }
    }
  });

  it('give every role the home page and at least one other visible page', () => {
    for (const r of ROLE_SEEDS) {
      expect(rolePaths(r).has('/index'), r.code).toBe(true);
      const keys = roleKeys(r);
      const visiblePages = NODES.filter((n) => keys.has(n.key) && !n.hidden && !isGroup(n));
      expect(visiblePages.length, r.code).toBeGreaterThan(1);
    }
  });

  it('keep system administration to admin', () => {
    for (const r of ROLE_SEEDS.filter((x) => x.code !== 'admin')) {
      expect(
        [...rolePaths(r)].filter((p) => p === '/sys' || p.startsWith('/sys/')),
        r.code,
      ).toEqual([]);
      expect(
        [...roleActions(r)].filter((a) => a.startsWith('sys:')),
        r.code,
      ).toEqual([]);
    }
  });

  it('give the bell gates to everyone, cert_admin getting notices only', () => {
    for (const r of ROLE_SEEDS.filter((x) => x.code !== 'cert_admin')) {
      expect(rolePaths(r).has('/xxtz/list'), r.code).toBe(true);
      expect(rolePaths(r).has('/xxtz/noticeList'), r.code).toBe(true);
    }
    expect(rolePaths(role('cert_admin')).has('/xxtz/list')).toBe(false);
    expect(rolePaths(role('cert_admin')).has('/xxtz/noticeList')).toBe(true);
  });

  it('let only admin and staff publish notices', () => {
    for (const r of ROLE_SEEDS) {
      const can = roleActions(r).has('xxtz:noticeList:add');
      expect(can, r.code).toBe(r.code === 'admin' || r.code === 'staff');
    }
  });

  it('give staff the business areas but not HR, finance, decisions or the auditor zone', () => {
    const staff = rolePaths(role('staff'));
    for (const p of [
      '/xmsl/search',
      '/xmsl/detail/:applyId/:operable',
      '/htps/review',
      '/htps/bgsp/await',
      '/shfa/scheme',
      '/shxm/project',
      '/zsfx/search',
      '/khgl/enterprise',
      '/xxtz/noticeList',
    ]) {
      expect(staff.has(p), p).toBe(true);
    }
    for (const p of [
      '/rlzy/auditor',
      '/cwgl/payment',
      '/rzjd/approval',
      '/jssd/ajfp',
      '/auditorZone/myTask',
    ]) {
      expect(staff.has(p), p).toBe(false);
    }
    expect(roleActions(role('staff')).has('xmsl:search:audit')).toBe(true);
  });

  it('scope the auditor to the auditor zone', () => {
    const paths = rolePaths(role('auditor'));
    expect(paths.has('/auditorZone/myTask')).toBe(true);
    expect(paths.has('/auditorZone/codeAdd')).toBe(true);
    expect(paths.has('/auditorZone/deciderTask')).toBe(false);
    expect(paths.has('/xmsl/search')).toBe(false);
    expect(paths.has('/rzjd/approval')).toBe(false);
    expect(roleActions(role('auditor')).has('dashboard:index:statistics')).toBe(false);
  });

  it('give the decider technical review, decisions and decider tasks, but not the auditor task list', () => {
    const paths = rolePaths(role('decider'));
    for (const p of [
      '/jssd/ajfp/await',
      '/rzjd/approval',
      '/rzjd/audit/:projectAuditId',
      '/auditorZone/deciderTask',
    ]) {
      expect(paths.has(p), p).toBe(true);
    }
    expect(paths.has('/auditorZone/myTask')).toBe(false);
    expect(roleActions(role('decider')).has('rzjd:audit:pass')).toBe(true);
  });

  it('give finance the whole 财务 root including labour fees', () => {
    const paths = rolePaths(role('finance'));
    for (const f of FLAT.filter((x) => x.ancestorKeys[0] === 'root.cwgl' || x.node.key === 'root.cwgl')) {
      expect(paths.has(f.node.path), f.node.path).toBe(true);
    }
    expect(paths.has('/xmsl/search')).toBe(false);
  });

  it('limit partner and enterprise to viewing applications', () => {
    for (const code of ['partner', 'enterprise']) {
      const actions = roleActions(role(code));
      expect(actions.has('xmsl:search:detail'), code).toBe(true);
      expect(actions.has('xmsl:search:audit'), code).toBe(false);
      expect(actions.has('dashboard:index:statistics'), code).toBe(false);
      expect(rolePaths(role(code)).has('/khgl/enterprise'), code).toBe(false);
    }
    expect(rolePaths(role('enterprise')).has('/xmsl/add')).toBe(true);
    expect(roleActions(role('enterprise')).has('xmsl:add:submit')).toBe(true);
    // Its own change requests and their outcome, but not the approval itself (变更审批).
    expect(rolePaths(role('enterprise')).has('/xmsl/change')).toBe(true);
    expect(roleActions(role('enterprise')).has('xmsl:change:add')).toBe(true);
    expect(roleActions(role('enterprise')).has('htps:bgsp:audit')).toBe(false);
    expect(rolePaths(role('enterprise')).has('/htps/bgsp/await')).toBe(false);
    expect(rolePaths(role('partner')).has('/xmsl/add')).toBe(false);
  });

  it('give cert_admin the certificate areas and the review tool only', () => {
    const paths = rolePaths(role('cert_admin'));
    for (const p of ['/zsfx/search', '/zsfx/add/:id', '/zsmb/template', '/zswh/maintain', '/yjgl/mail']) {
      expect(paths.has(p), p).toBe(true);
    }
    for (const p of ['/xmsl/search', '/htps/review', '/cwgl/payment', '/rzjd/approval']) {
      expect(paths.has(p), p).toBe(false);
    }
    expect(roleActions(role('cert_admin')).has('common:review:tool')).toBe(true);
  });
});
