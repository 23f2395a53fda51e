/**
 * How a business area joins the server. Each module folder has an `area.ts` whose default export is
 * `defineArea({...})`: its routes, its tenant seeder, the Chinese names of its tables for the
 * operation log, and the areas it builds on (`after`). `modules/areas.ts` finds every area.ts and
 * orders them (`orderAreas`); the app registers that list, tenant creation runs its seeders in order,
 * and the operation log reads the labels. Platform code never imports a module: it sees areas only
 * through this shape.
 */

import type { StatisticKey } from '@cb/domain';
import type { Reader, Tx } from './db/database.ts';
import type { FileStorage } from './files/storage.ts';
import type { AreaRoutes } from './http/type-provider.ts';
import { type PartyLinks, providePartyLinks } from './identity/row-scope.ts';
import type { JobDefinition } from './jobs/scheduler.ts';
import type { Notifier } from './notify.ts';
import type { AppServices } from './services.ts';

export interface TenantSeedContext {
  tx: Tx;
  tenantId: number;
  demo: boolean;
  /** Ids of the tenant's users by username (admin always; the demo users when demo is on). */
  userIds: ReadonlyMap<string, string>;
  /** Where the demo's generated files (certificate PDFs) are kept; without it none are made. */
  files?: FileStorage | undefined;
  /** The public address the demo certificates' QR codes point to (PUBLIC_URL or the server's own). */
  publicOrigin?: string | undefined;
}

/** Computes one figure of the home dashboard in the caller's tenant read (RLS scopes it). */
export type StatisticProvider = (tx: Reader, tenantId: number) => Promise<number>;

/** Per-tenant reference data every tenant needs and, with demo on, demo records. */
export type TenantSeeder = (ctx: TenantSeedContext) => Promise<void>;

export interface AreaDefinition {
  /** The module folder's name (`customers`). */
  name: string;
  /** Chinese name; the OpenAPI tag of the area's operations. */
  title: string;
  /**
   * The areas this one builds on (their folder names): those whose doors it imports, or whose data
   * its seeder or its routes need first. It is registered and seeded after them, and it may import
   * their doors and the doors of what they come after (scripts/check-architecture.mjs).
   */
  after?: readonly string[];
  /**
   * Areas whose doors it calls only at run time, without needing to come after them (their routes
   * and seeds may follow its own): it may import their doors, but the order ignores them. For an
   * import that `after` cannot express without changing the established order (notices' channels).
   */
  uses?: readonly string[];
  /** The area's routes, registered under /api. */
  routes?: (services: AppServices) => AreaRoutes;
  /** Runs inside the transaction that creates a tenant, after the areas listed before it. */
  seed?: TenantSeeder;
  /** Chinese names of the area's tables, shown in the operation log. */
  tables?: Readonly<Record<string, string>>;
  /** Scheduled jobs of the area (platform/jobs runs them, once per installation). */
  jobs?: (deps: JobDeps) => readonly JobDefinition[];
  /** The home dashboard's figures whose data this area owns (modules/dashboard shows them). */
  statistics?: Partial<Record<StatisticKey, StatisticProvider>>;
  /** Who an external user acts for: supplied by the area that owns enterprises and partners (row scope). */
  partyLinks?: PartyLinks;
}

export function defineArea(area: AreaDefinition): AreaDefinition {
  return area;
}

/**
 * The areas in the order their routes are registered and their seeders run: each after the areas its
 * `after` names (Kahn's algorithm). Where that leaves a choice, the area earlier in `tieBreak` goes
 * first, then an unlisted one by name. Throws on a name declared twice, an `after`/`uses` naming no
 * area, or a cycle of `after`.
 */
export function orderAreas(
  areas: readonly AreaDefinition[],
  tieBreak: readonly string[] = [],
): AreaDefinition[] {
  const byName = new Map<string, AreaDefinition>();
  for (const area of areas) {
    if (byName.has(area.name)) throw new Error(`two areas are named '${area.name}'`);
    byName.set(area.name, area);
  }
  for (const area of areas)
    for (const name of [...(area.after ?? []), ...(area.uses ?? [])])
      if (!byName.has(name))
        throw new Error(
          `area '${area.name}' builds on '${name}', which is no area (modules/${name}/area.ts)`,
        );
  const own = (name: string) => {
    const i = tieBreak.indexOf(name);
    return i < 0 ? tieBreak.length : i;
  };
  // An area ranks as early as the earliest area that builds on it (a new area that an established one
  // declares in `after` is placed just before it, instead of after the whole list).
  const ranks = new Map<string, number>();
  const rank = (name: string, seen: ReadonlySet<string> = new Set()): number => {
    const known = ranks.get(name);
    if (known !== undefined) return known;
    let r = own(name);
    for (const a of areas)
      if ((a.after ?? []).includes(name) && !seen.has(a.name))
        r = Math.min(r, rank(a.name, new Set([...seen, name])));
    if (seen.size === 0) ranks.set(name, r);
    return r;
  };
  const first = (a: AreaDefinition, b: AreaDefinition) =>
    rank(a.name) - rank(b.name) || a.name.localeCompare(b.name);
  const placed = new Set<string>();
  const ordered: AreaDefinition[] = [];
  let left = [...areas];
  while (left.length) {
    const ready = left.filter((a) => (a.after ?? []).every((name) => placed.has(name))).sort(first);
    const next = ready[0];
    if (!next) throw new Error(`the areas' \`after\` declarations form a cycle: ${cycleOf(left)}`);
    ordered.push(next);
    placed.add(next.name);
    left = left.filter((a) => a !== next);
  }
  return ordered;
}

/** One cycle among areas none of which can be placed (each waits for another of them), as a → b → a. */
function cycleOf(waiting: readonly AreaDefinition[]): string {
  const byName = new Map(waiting.map((a) => [a.name, a]));
  const trail: string[] = [];
  let name = waiting[0]!.name;
  while (!trail.includes(name)) {
    trail.push(name);
    name = (byName.get(name)!.after ?? []).find((n) => byName.has(n))!;
  }
  return [...trail.slice(trail.indexOf(name)), name].join(' → ');
}

/** Registers every area's routes; each area's operations are tagged with its title. */
export async function registerAreas(
  api: Parameters<AreaRoutes>[0],
  services: AppServices,
  areas: readonly AreaDefinition[],
): Promise<void> {
  for (const area of areas) {
    if (area.partyLinks) providePartyLinks(area.partyLinks);
    if (!area.routes) continue;
    const plugin = area.routes(services);
    await api.register(async (scope) => {
      scope.addHook('onRoute', (route) => {
        if (route.schema && !route.schema.tags) route.schema.tags = [area.title];
      });
      await scope.register(plugin);
    });
  }
}

/** The tenant seeders of the areas, in the list's order. */
export function areaSeeders(areas: readonly AreaDefinition[]): TenantSeeder[] {
  return areas.flatMap((a) => (a.seed ? [a.seed] : []));
}

/** table name → Chinese label, over every area. */
export function tableLabels(areas: readonly AreaDefinition[]): Readonly<Record<string, string>> {
  return Object.assign({}, ...areas.map((a) => a.tables ?? {}));
}

/** What a job may use besides its transaction. */
export interface JobDeps {
  notifier: Notifier;
}

/** Every area's scheduled jobs. */
export function areaJobs(areas: readonly AreaDefinition[], deps: JobDeps): JobDefinition[] {
  return areas.flatMap((a) => a.jobs?.(deps) ?? []);
}
