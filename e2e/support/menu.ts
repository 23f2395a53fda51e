/**
 * The pages of a signed-in user's menu, as the server sends it, and how to walk them inside the
 * running app: the accessibility and layout journeys check every page with these, so each area's
 * pages are held to both as they land.
 */
import type { Page } from 'playwright-core';
import { baseUrl } from './browser.ts';

export interface MenuNode {
  path: string;
  component?: string | null;
  meta?: { internalOrExternal?: boolean } | null;
  children?: MenuNode[] | null;
}

/**
 * Every page of a server menu: the routes that render one. Groups only hold children, and external
 * links open another site.
 */
export function menuPages(menu: readonly MenuNode[]): string[] {
  const paths = menu.flatMap((r): string[] => {
    if (r.children?.length) return menuPages(r.children);
    return r.component === 'layouts/RouteView' || r.meta?.internalOrExternal ? [] : [r.path];
  });
  return [...new Set(paths)];
}

export const tokenOf = (page: Page) =>
  page.evaluate(() => JSON.parse(localStorage.getItem('pro__Access-Token') ?? '{}').value as string);

export async function api<T>(token: string, path: string): Promise<T | undefined> {
  const res = await fetch(`${baseUrl()}/api${path}`, { headers: { 'x-access-token': token } });
  return res.ok ? ((await res.json()).result as T) : undefined;
}

type Row = Record<string, unknown>;

/** The rows of the first page of one of the user's lists (none when the user may not see it). */
async function rowsOf(token: string, path: string): Promise<Row[]> {
  const sep = path.includes('?') ? '&' : '?';
  const result = await api<{ records?: Row[] } | Row[]>(token, `${path}${sep}pageNo=1&pageSize=10`);
  return (Array.isArray(result) ? result : result?.records) ?? [];
}

/** The first value of `field` in the first of `lists` that has a row matching `where`. */
function firstOf(lists: readonly string[], field = 'id', where: (row: Row) => boolean = () => true) {
  return async (token: string): Promise<string | undefined> => {
    for (const list of lists) {
      const row = (await rowsOf(token, list)).find((r) => where(r) && r[field]);
      if (row) return String(row[field]);
    }
    return undefined;
  };
}

/**
 * Where each hidden page that loads a record finds one: the first row of the matching list, asked
 * as the signed-in user (the ids a menu click would use). Keyed by the menu route; each entry names
 * the route's record parameters. A page without an entry here gets '1' for its parameters (the
 * 建设中 pages ignore them); a page that lands with a record parameter gets its entry here.
 */
const RECORD_SOURCES: Record<string, Record<string, (token: string) => Promise<string | undefined>>> = {
  '/xmsl/detail/:applyId/:operable': { applyId: firstOf(['/xmsl/cerApplyApi/list']) },
  '/xmsl/change/:applyId': { applyId: firstOf(['/xmsl/cerApplyApi/list']) },
  '/xmsl/change/:applyId/:fromZone': { applyId: firstOf(['/xmsl/cerApplyApi/list']) },
  '/xmsl/changeEdit/:applyId': { applyId: firstOf(['/xmsl/cerApplyApi/list']) },
  '/htps/bgsp/audit/:id': { id: firstOf(['/htps/bgsp/await/list', '/htps/bgsp/done/list']) },
  '/htps/bgsp/detail/:id': { id: firstOf(['/htps/bgsp/done/list', '/htps/bgsp/await/list']) },
  '/htps/review/:reviewType/:reviewId/:operable': { reviewId: firstOf(['/htps/review/list']) },
  '/shfa/scheme/:modify/:Id': { Id: firstOf(['/shfa/scheme/list']) },
  '/shxm/project/execute/:projectId': { projectId: firstOf(['/shxm/project/list']) },
  '/rzjd/audit/:projectAuditId': {
    projectAuditId: firstOf(['/rzjd/decision/list', '/jssd/record/list'], 'projectId'),
  },
  '/zsfx/add/:id': { id: firstOf(['/zsfx/add/list']) },
  '/zsfx/detail/:id': { id: firstOf(['/zsfx/certificate/list']) },
  // 证书修改 of a current certificate (valid or suspended).
  '/zsfx/update/:id': {
    id: firstOf(['/zsfx/certificate/list'], 'id', (r) => r.status === 1 || r.status === 2),
  },
  '/zsfx/change/:id': {
    id: async (token) =>
      (await firstOf(['/zsfx/change/list'], 'certificateId', (r) => r.certificateType !== 'B')(token)) ??
      firstOf(['/zsfx/certificate/list'], 'id', (r) => r.certificateType !== 'B')(token),
  },
  '/zsfx/change/product/:id': {
    id: async (token) =>
      (await firstOf(['/zsfx/change/list'], 'certificateId', (r) => r.certificateType === 'B')(token)) ??
      firstOf(['/zsfx/certificate/list'], 'id', (r) => r.certificateType === 'B')(token),
  },
  '/zsfx/mailUpdate/:id': { id: firstOf(['/yjgl/mail/list']) },
  '/yjgl/mailUpdate/:id': { id: firstOf(['/yjgl/mail/list']) },
  '/zsfx/trainCertificate/edit/:id/:edit': { id: firstOf(['/zsfx/trainCertificate/list']) },
  '/yjgl/mailUpdateApply/:id': { id: firstOf(['/yjgl/mail/list']) },
  '/khgl/enterprise/edit/:enterpriseId/:edit': { enterpriseId: firstOf(['/khgl/enterprise/list']) },
  '/auditorZone/codeUpdate/:id': { id: firstOf(['/auditorZone/code/list']) },
  '/assist/archive/:projectAuditId': { projectAuditId: firstOf(['/shxm/project/list']) },
  '/yjxy/emerUpdate/:id': { id: firstOf(['/yjxy/event/list']) },
  '/yjxy/emerNotice/:id': { id: firstOf(['/yjxy/event/list']) },
  '/xxtz/notice/:Id': {
    Id: firstOf(['/xxtz/cerNotice/listByUser?msgCategory=2', '/xxtz/cerNotice/listByUser?msgCategory=1']),
  },
  '/rlzy/edit/:auditorId': { auditorId: firstOf(['/rlzy/auditor/list']) },
  '/rlzy/archive/:auditorId': { auditorId: firstOf(['/rlzy/auditor/list']) },
  '/rlzy/analyse/:auditorId/:certificateStandardId': {
    auditorId: firstOf(['/rlzy/auditor/list']),
    certificateStandardId: firstOf(['/certi/cerCertificateStandardApi/listStandards']),
  },
  '/rlzy/contractUpdate/:id': { id: firstOf(['/rlzy/contract/list']) },
  '/jcbg/report/edit/:id/:edit': { id: firstOf(['/jcbg/report/list']) },
  '/hzf/partner/edit/:id/:edit': { id: firstOf(['/hzf/partner/list']) },
  '/khgl/notice/edit/:id': { id: firstOf(['/khgl/clientNotice/list']) },
  '/cwgl/payment/edit/:id': { id: firstOf(['/cwgl/payment/list']) },
  '/cwgl/payment/edit/new/:id': { id: firstOf(['/cwgl/payment/list']) },
  '/cwgl/payment/changeRelate/:id': { id: firstOf(['/cwgl/payment/list']) },
  // 编辑 takes a pending or rejected claim, 关联收款 an approved one (as their lists offer them).
  '/cwgl/apply/payment/edit/:id': {
    id: firstOf(['/cwgl/apply/payment/list'], 'id', (r) => r.status === 0 || r.status === 2),
  },
  '/cwgl/apply/relate/payment/:id': {
    id: firstOf(['/cwgl/apply/payment/list'], 'id', (r) => r.status === 1),
  },
  '/cwgl/invoice/detail/:id': { id: firstOf(['/cwgl/invoice/list?view=done']) },
  '/cwgl/branchbrief/:id': { id: firstOf(['/cwgl/branch/list']) },
  '/cwgl/branch/edit/:id/:editable': { id: firstOf(['/cwgl/branch/list']) },
  '/cwgl/settlement/detail/:id': { id: firstOf(['/cwgl/settlement/list']) },
  '/cwgl/settlement/audit/:id/:viewType': {
    id: firstOf(['/cwgl/settlement/list']),
    viewType: async () => '1',
  },
  '/tc/materialAudit/:Id': { Id: firstOf(['/tc/application/list?view=material']) },
  '/tc/certifiedAudit/:modify/:Id': { Id: firstOf(['/tc/application/list?view=certified']) },
  '/tc/makeDraft/:editable/:Id': { Id: firstOf(['/tc/application/list?view=draft']) },
  '/tc/publish/:editable/:Id': { Id: firstOf(['/tc/application/list?view=publish']) },
  '/tc/report/:editable/:Id': { Id: firstOf(['/tc/application/list?view=report']) },
  '/sc/report/:editable/:Id': { Id: firstOf(['/sc/project/list?evaluated=1']) },
};

/** The parameters that only choose a mode of a page (not a record). */
const MODE_PARAMS: Record<string, string> = {
  reviewType: '1',
  operable: '1',
  edit: '1',
  fromZone: '0',
  modify: '1',
  editable: '1',
};

/**
 * The path to open for a menu route: its record parameters filled with real ids of the user's
 * records, or null when the user has no such record (the page would only show its 404 block).
 */
export async function routeWithRecords(token: string, route: string): Promise<string | null> {
  const sources = RECORD_SOURCES[route] ?? {};
  const values: Record<string, string | undefined> = { ...MODE_PARAMS };
  for (const [name, find] of Object.entries(sources)) {
    values[name] = await find(token);
    if (!values[name]) return null;
  }
  return withParams(route, values);
}

export const withParams = (path: string, values: Record<string, string | undefined>) =>
  path.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(values[name] ?? '1'));

/** Counts the page's pending API calls, to tell when a page has its data. */
export function trackRequests(page: Page): () => number {
  const pending = new Set<unknown>();
  page.on('request', (r) => r.url().includes('/api/') && pending.add(r));
  page.on('requestfinished', (r) => pending.delete(r));
  page.on('requestfailed', (r) => pending.delete(r));
  return () => pending.size;
}

/**
 * Waits until a page other than `previous` is shown and rendered and, unless it is a 建设中
 * placeholder (which loads nothing), until its API calls have been answered for a moment. Returns
 * the placeholder's view.
 */
export async function settled(
  page: Page,
  pending: () => number,
  previous: string | null,
): Promise<string | null> {
  const shown = await page.waitForFunction((previous) => {
    // The shown page of the shell, or a page outside it (such as /404).
    const view = document.querySelector('.shell')
      ? [...document.querySelectorAll<HTMLElement>('.shell-view')].find((v) => v.offsetParent)
      : document.getElementById('root');
    if (view?.dataset.view === previous) return false;
    if (
      !view?.firstElementChild ||
      view.querySelector('.page-loading, .ant-spin-spinning, .ant-skeleton-active')
    )
      return false;
    return { placeholder: view.querySelector('.under-construction') ? (view.dataset.view ?? null) : null };
  }, previous);
  const { placeholder } = (await shown.jsonValue()) as { placeholder: string | null };
  if (placeholder) return placeholder;
  let quietSince = Date.now();
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline && Date.now() - quietSince < 200) {
    if (pending() > 0) quietSince = Date.now();
    await new Promise((r) => setTimeout(r, 25));
  }
  return null;
}

/** Opens `path` inside the running app, as a menu click does (no reload: one sign-in for all). */
export async function openInApp(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => {
    const idx = ((window.history.state as { idx?: number } | null)?.idx ?? 0) + 1;
    window.history.pushState({ usr: null, key: `a11y${idx}`, idx }, '', to);
    window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }));
  }, path);
}

/**
 * Every page of the signed-in user's menu, with real ids of the user's records for the pages that
 * load one. A page whose record the user has none of is left out, and the walk's output says so.
 */
export async function userMenuPages(page: Page): Promise<string[]> {
  const token = await tokenOf(page);
  const info = await api<{ userPermission: { menu: MenuNode[] }; userInfo?: { username?: string } }>(
    token,
    '/sys/user/getUserInfoNew',
  );
  const user = info?.userInfo?.username ?? 'the user';
  const pages: string[] = [];
  const placeholderIds: string[] = [];
  for (const route of menuPages(info?.userPermission.menu ?? [])) {
    const path = route.includes(':') ? await routeWithRecords(token, route) : route;
    if (path) pages.push(path);
    else console.log(`skipped ${route}: ${user} has no record for it (its list is empty)`);
    const ids = [...route.matchAll(/:(\w+)/g)].filter(([, name]) => !(name! in MODE_PARAMS));
    if (ids.length && !RECORD_SOURCES[route]) placeholderIds.push(route);
  }
  if (placeholderIds.length)
    console.log(`opened with '1' for their ids (no RECORD_SOURCES entry): ${placeholderIds.join(' ')}`);
  return pages;
}
