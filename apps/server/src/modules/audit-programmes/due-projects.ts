/**
 * The audit projects due from the programmes: every programme row due by a day (and that may be
 * projected) becomes an audit project, and the projects made together for one enterprise share one
 * plan "to be arranged", numbered from the body's approval number, with the sites the contract
 * review confirmed. The scheduler runs it every night; the programme page asks for it by hand.
 */
import { defaultPlanSites, planNumberPrefix, rowsToProject } from '@cb/domain';
import { inArray, sql } from 'drizzle-orm';
import type { Tx } from '../../platform/db/database.ts';
import { inTenant } from '../../platform/db/tenant.ts';
import { readSetting } from '../../platform/settings/settings.ts';
import { contractItemsView } from '../contract-review/door.ts';
import { addHistory } from './plan-history.ts';
import * as repo from './repository.ts';
import { auditPlans, auditProjects, planNumberCounters, planSites } from './schema.ts';

async function nextPlanNo(
  tx: Tx,
  tenantId: number,
  branchCode: string,
  year: number,
  actorId: string | null,
) {
  // The prefix comes from the body's CNCA approval number (DOMAIN §4.1), the setting certificate
  // numbers use too (系统设置 → 证书编号).
  const { approvalNo } = await readSetting(tx, tenantId, 'certificateNumber');
  const prefix = `${planNumberPrefix(approvalNo, branchCode)}${String(year % 100).padStart(2, '0')}`;
  const [row] = await tx
    .insert(planNumberCounters)
    .values({ tenantId, prefix, lastSerial: 1, createdBy: actorId, updatedBy: actorId })
    .onConflictDoUpdate({
      target: [planNumberCounters.tenantId, planNumberCounters.prefix],
      set: {
        lastSerial: sql`${planNumberCounters.lastSerial} + 1`,
        version: sql`${planNumberCounters.version} + 1`,
      },
    })
    .returning({ serial: planNumberCounters.lastSerial });
  return `${prefix}${String(row!.serial).padStart(4, '0')}`;
}

/**
 * Creates the audit projects of every programme row that is due by `asOf` (and may be projected:
 * stage 2 after stage 1, one surveillance at a time), and one plan "to be arranged" per enterprise
 * for the projects made together (an integrated audit). The scheduler calls this every night.
 */
export async function createDueProjects(
  tx: Tx,
  tenantId: number,
  asOf: string,
  actorId: string | null = null,
  programmeId?: string,
): Promise<{ projects: number; plans: number }> {
  const programmes = await repo.activeProgrammes(tx, tenantId, programmeId);
  const rows = await repo.rowsOf(
    tx,
    tenantId,
    programmes.map((p) => p.id),
  );
  const byEnterprise = new Map<
    string,
    { branchCode: string; projectIds: string[]; days: number; contractItemIds: string[] }
  >();
  let projects = 0;
  for (const p of programmes) {
    const mine = rows
      .filter((r) => r.programmeId === p.id)
      .map((r) => ({ ...r, projected: Boolean(r.projectId) }));
    for (const r of rowsToProject(mine, asOf)) {
      const [project] = await tx
        .insert(auditProjects)
        .values({
          tenantId,
          programmeId: p.id,
          programmeRowId: r.id,
          enterpriseId: p.enterpriseId,
          auditType: r.auditType,
          stage: r.stage,
          scheme: p.scheme,
          codes: p.codes,
          dueFrom: r.dueFrom,
          dueTo: r.dueTo,
          days: r.days,
          sitesToSample: r.sitesToSample,
          createdBy: actorId,
          updatedBy: actorId,
        })
        .onConflictDoNothing()
        .returning({ id: auditProjects.id });
      if (!project) continue;
      projects++;
      const group = byEnterprise.get(p.enterpriseId) ?? {
        branchCode: p.branchCode,
        projectIds: [],
        days: 0,
        contractItemIds: [],
      };
      group.projectIds.push(project.id);
      if (p.contractItemId && !group.contractItemIds.includes(p.contractItemId))
        group.contractItemIds.push(p.contractItemId);
      group.days += r.days;
      byEnterprise.set(p.enterpriseId, group);
    }
  }
  const year = Number(asOf.slice(0, 4));
  for (const [enterpriseId, g] of byEnterprise) {
    const planNo = await nextPlanNo(tx, tenantId, g.branchCode, year, actorId);
    const [plan] = await tx
      .insert(auditPlans)
      .values({
        tenantId,
        planNo,
        enterpriseId,
        branchCode: g.branchCode,
        requiredDays: g.days,
        createdBy: actorId,
        updatedBy: actorId,
      })
      .returning({ id: auditPlans.id });
    await tx.update(auditProjects).set({ planId: plan!.id }).where(inArray(auditProjects.id, g.projectIds));
    // The plan starts with the sites the contract review confirmed for its items (issue 31 item 12).
    const sites = defaultPlanSites(await confirmedSitesOf(tx, tenantId, g.contractItemIds));
    if (sites.length)
      await tx.insert(planSites).values(
        sites.map((site, i) => ({
          tenantId,
          planId: plan!.id,
          ...site,
          sortNo: i,
          createdBy: actorId,
          updatedBy: actorId,
        })),
      );
    await addHistory(tx, tenantId, plan!.id, null, 0, '生成计划', '', actorId, actorId ? '' : '系统');
  }
  return { projects, plans: byEnterprise.size };
}

/** The sites the contract review confirmed, per contract item (in the given order). */
async function confirmedSitesOf(tx: Tx, tenantId: number, contractItemIds: readonly string[]) {
  if (contractItemIds.length === 0) return [];
  const rows = await tx
    .select({ id: contractItemsView.id, sites: contractItemsView.sites })
    .from(contractItemsView)
    .where(inTenant(contractItemsView, tenantId, [inArray(contractItemsView.id, [...contractItemIds])]));
  return contractItemIds.map((id) => rows.find((r) => r.id === id)?.sites ?? []);
}
