/**
 * First-start data. On an empty database: one tenant, its menus, buttons, roles and settings, and an
 * admin. With DEMO on, the demo certification body and one user per demo role instead. Passwords come
 * from ADMIN_PASSWORD / DEMO_PASSWORD, or are generated, printed once and written to
 * DATA_DIR/initial-credentials.txt (mode 0600). No fixed password exists anywhere.
 */
import fs from 'node:fs';
import path from 'node:path';
import { count, eq, sql } from 'drizzle-orm';
import type { TenantSeeder } from '../../platform/areas.ts';
import { generatePassword, hashPassword } from '../../platform/auth/passwords.ts';
import type { Config } from '../../platform/config.ts';
import type { Database, Tx } from '../../platform/db/database.ts';
import { tenantSettings } from '../../platform/db/platform-schema.ts';
import { inTenant } from '../../platform/db/tenant.ts';
import type { FileStorage } from '../../platform/files/storage.ts';
import {
  permissions,
  rolePermissions,
  roles,
  tenants,
  userRoles,
  users,
} from '../../platform/identity/schema.ts';
import { uuidv7 } from '../../platform/ids.ts';
import { SETTINGS } from '../../platform/settings/settings.ts';
import { MENU_TREE, type MenuSeed } from './catalog/menu-tree.ts';
import { ROLE_SEEDS, SYSTEM_WIDE_ACTIONS } from './catalog/roles.ts';

export const DEMO_TENANT = { id: 1, name: '华衡质量认证有限公司' };

/**
 * The tenant of the platform operator: the first one, created at first start. Only its users can
 * manage tenants, and only its catalogue holds the tenant-management menu (docs/decisions.md).
 */
export const PLATFORM_TENANT_ID = 1;
/** Menu keys seeded into the platform tenant only. */
export const PLATFORM_ONLY_MENU_KEYS: ReadonlySet<string> = new Set(['sys.tenant', 'sys.job']);

/**
 * Demo users: username → realname and roles. A user linked to a demo auditor record (`auditor`,
 * `decider`, `reviewer`) is the same person there: the auditors seed gives the record this realname.
 */
export const DEMO_USERS: { username: string; realname: string; roles: string[] }[] = [
  { username: 'admin', realname: '系统管理员', roles: ['admin'] },
  { username: 'staff', realname: '王业务', roles: ['staff'] },
  { username: 'auditor', realname: '李审核', roles: ['auditor'] },
  { username: 'decider', realname: '赵决定', roles: ['decider'] },
  // A second registered auditor who does technical reviews (技术审定), off every demo team, so a file
  // is reviewed by one person and decided by another (the decider may not review what they decide).
  { username: 'reviewer', realname: '郑审定', roles: ['auditor'] },
  { username: 'finance', realname: '钱财务', roles: ['finance'] },
  { username: 'partner', realname: '孙合作', roles: ['partner'] },
  { username: 'enterprise', realname: '周企业', roles: ['enterprise'] },
  { username: 'hr', realname: '吴人事', roles: ['hr'] },
  { username: 'certadmin', realname: '吴证书', roles: ['cert_admin'] },
];

export interface SeedOptions {
  demo: boolean;
  adminPassword?: string | undefined;
  demoPassword?: string | undefined;
  tenantName: string;
  /** Where to write generated credentials; omitted in tests. */
  dataDir?: string;
  log?: (message: string) => void;
  /** Every area's tenant seeder, in order (`areaSeeders(AREAS)`). */
  seeders: readonly TenantSeeder[];
  /** Where the demo's certificate PDFs are kept (the app's file storage); omitted: none are made. */
  files?: FileStorage | undefined;
  /** The public address of the demo PDFs' QR codes (platform/public-url.ts). */
  publicOrigin?: string | undefined;
}

/** The first start's seed as the configuration sets it (the server's start and the large seed). */
export function configuredSeed(config: Config, seeders: readonly TenantSeeder[]): SeedOptions {
  return {
    seeders,
    demo: config.demo,
    adminPassword: config.adminPassword,
    demoPassword: config.demoPassword,
    tenantName: config.tenantName,
    dataDir: config.dataDir,
    log: (message) => process.stdout.write(message),
  };
}

export interface SeedResult {
  seeded: boolean;
  credentials: { username: string; password: string }[];
}

export async function seedIfEmpty(database: Database, opts: SeedOptions): Promise<SeedResult> {
  const result = await database.systemTx(async (tx) => {
    const [{ n } = { n: 0 }] = await tx.select({ n: count() }).from(tenants);
    if (Number(n) > 0) return { seeded: false, credentials: [], generated: false };
    const tenant = opts.demo ? DEMO_TENANT : { id: 1, name: opts.tenantName };
    await tx.insert(tenants).values(tenant);
    // Keep the id sequence past explicitly inserted ids.
    await tx.execute(
      sql`select setval(pg_get_serial_sequence('tenants', 'id'), (select max(id) from tenants))`,
    );
    await seedTenantCatalog(tx, tenant.id, opts.demo);

    const adminPassword = opts.adminPassword ?? generatePassword();
    const demoPassword = opts.demoPassword ?? generatePassword();
    const people = opts.demo ? DEMO_USERS : DEMO_USERS.filter((u) => u.username === 'admin');
    const credentials: SeedResult['credentials'] = [];
    const userIds = new Map<string, string>();
    const roleIds = new Map(
      (
        await tx.select({ id: roles.id, code: roles.code }).from(roles).where(eq(roles.tenantId, tenant.id))
      ).map((r) => [r.code, r.id]),
    );
    for (const person of people) {
      const password = person.username === 'admin' ? adminPassword : demoPassword;
      const id = uuidv7();
      await tx.insert(users).values({
        id,
        tenantId: tenant.id,
        username: person.username,
        realname: person.realname,
        passwordHash: await hashPassword(password),
        phone: null,
        email: null,
      });
      await tx
        .insert(userRoles)
        .values(
          person.roles.map((code) => ({ tenantId: tenant.id, userId: id, roleId: roleIds.get(code)! })),
        );
      credentials.push({ username: person.username, password });
      userIds.set(person.username, id);
    }
    for (const seeder of opts.seeders)
      await seeder({
        tx,
        tenantId: tenant.id,
        demo: opts.demo,
        userIds,
        files: opts.files,
        publicOrigin: opts.publicOrigin,
      });
    return { seeded: true, credentials, generated: !opts.adminPassword || (opts.demo && !opts.demoPassword) };
  });

  if (result.seeded && result.generated) announceCredentials(result.credentials, opts);
  return { seeded: result.seeded, credentials: result.credentials };
}

function announceCredentials(credentials: SeedResult['credentials'], opts: SeedOptions): void {
  const lines = credentials.map((c) => `  ${c.username.padEnd(12)} ${c.password}`);
  const text = `Initial sign-in details (generated once; change them after signing in):\n${lines.join('\n')}\n`;
  if (opts.dataDir) {
    fs.mkdirSync(opts.dataDir, { recursive: true });
    const file = path.join(opts.dataDir, 'initial-credentials.txt');
    fs.writeFileSync(file, text, { mode: 0o600 });
    fs.chmodSync(file, 0o600);
  }
  opts.log?.(
    `\n${text}${opts.dataDir ? `(also written to ${path.join(opts.dataDir, 'initial-credentials.txt')})\n` : ''}`,
  );
}

export interface NewTenant {
  name: string;
  adminUsername: string;
  adminRealname: string;
  adminPassword: string;
}

/**
 * A further certification body (tenant management): its menus, roles, settings, each area's
 * reference data, and its administrator. Runs inside the caller's transaction.
 */
export async function createTenant(
  tx: Tx,
  input: NewTenant,
  seeders: readonly TenantSeeder[],
): Promise<{ tenantId: number; adminId: string }> {
  const [tenant] = await tx.insert(tenants).values({ name: input.name }).returning({ id: tenants.id });
  const tenantId = tenant!.id;
  await seedTenantCatalog(tx, tenantId, false);
  const [adminRole] = await tx
    .select({ id: roles.id })
    .from(roles)
    .where(inTenant(roles, tenantId, [eq(roles.code, 'admin')]));
  const adminId = uuidv7();
  await tx.insert(users).values({
    id: adminId,
    tenantId,
    username: input.adminUsername,
    realname: input.adminRealname,
    passwordHash: await hashPassword(input.adminPassword),
    mustChangePassword: true,
  });
  await tx.insert(userRoles).values({ tenantId, userId: adminId, roleId: adminRole!.id });
  const userIds = new Map([[input.adminUsername, adminId]]);
  for (const seeder of seeders) await seeder({ tx, tenantId, demo: false, userIds });
  return { tenantId, adminId };
}

/** Menus, buttons, system-wide actions, roles with their grants, and default settings of a tenant. */
export async function seedTenantCatalog(tx: Tx, tenantId: number, demo: boolean): Promise<void> {
  const platform = tenantId === PLATFORM_TENANT_ID;
  const menuIds = new Map<string, string>();
  const actionIds = new Map<string, string>();
  const rows: (typeof permissions.$inferInsert)[] = [];

  const walk = (items: readonly MenuSeed[], parentId: string | null, depth: number) => {
    items.forEach((item, index) => {
      if (!platform && PLATFORM_ONLY_MENU_KEYS.has(item.key)) return;
      const id = uuidv7();
      menuIds.set(item.key, id);
      rows.push({
        id,
        tenantId,
        parentId,
        kind: depth === 0 ? 0 : 1,
        seedKey: item.key,
        path: item.path,
        name: item.name,
        component: item.component,
        redirect: item.redirect ?? null,
        hidden: item.hidden ?? false,
        alwaysShow: item.alwaysShow ?? false,
        route: item.route ?? '1',
        meta: {
          title: item.title,
          titleEn: item.titleEn,
          icon: item.icon ?? null,
          keepAlive: item.keepAlive ?? true,
          affix: item.affix ?? false,
          noCache: item.noCache ?? false,
          activeMenu: item.activeMenu ?? null,
          internalOrExternal: item.internalOrExternal ?? false,
          url: item.url ?? null,
          target: item.target ?? null,
        },
        sortNo: index,
      });
      for (const button of item.buttons ?? []) {
        const buttonId = uuidv7();
        actionIds.set(button.action, buttonId);
        rows.push({
          id: buttonId,
          tenantId,
          parentId: id,
          kind: 2,
          action: button.action,
          meta: { title: button.name },
          sortNo: 0,
        });
      }
      walk(item.children ?? [], id, depth + 1);
    });
  };
  walk(MENU_TREE, null, 0);
  for (const action of SYSTEM_WIDE_ACTIONS) {
    const id = uuidv7();
    actionIds.set(action.action, id);
    rows.push({
      id,
      tenantId,
      parentId: null,
      kind: 2,
      action: action.action,
      status: action.status,
      systemWide: true,
      meta: { title: action.name },
    });
  }
  for (let i = 0; i < rows.length; i += 200) await tx.insert(permissions).values(rows.slice(i, i + 200));

  for (const seed of ROLE_SEEDS) {
    const roleId = uuidv7();
    await tx
      .insert(roles)
      .values({ id: roleId, tenantId, code: seed.code, name: seed.name, description: seed.description });
    const grants = new Set<string>();
    if (seed.menuKeys === 'ALL') for (const id of menuIds.values()) grants.add(id);
    // Role seeds list every menu they grant, groups included.
    else for (const key of seed.menuKeys) grants.add(menuIds.get(key)!);
    if (seed.buttonActions === 'ALL') for (const id of actionIds.values()) grants.add(id);
    else for (const action of seed.buttonActions) grants.add(actionIds.get(action)!);
    const values = [...grants].map((permissionId) => ({ tenantId, roleId, permissionId }));
    for (let i = 0; i < values.length; i += 500)
      await tx.insert(rolePermissions).values(values.slice(i, i + 500));
  }

  await tx.insert(tenantSettings).values([
    {
      tenantId,
      key: 'erpPortal',
      value: {
        ...SETTINGS.erpPortal.defaults,
        // The demo shows the bilingual UI and the review tool; a new body starts in Chinese only.
        isEnableI18n: demo ? 1 : 0,
        reviewToolEnable: demo ? 1 : 0,
        supportCompany: demo ? '技术支持：华衡信息技术有限公司' : '',
      },
    },
    { tenantId, key: 'contractPopup', value: SETTINGS.contractPopup.defaults },
  ]);
}
