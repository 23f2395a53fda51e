/**
 * The sites a new audit plan starts with (issue 31 item 12): those the contract review confirmed for
 * the plan's contract items, so the planner does not type them again. Several items of one plan (an
 * integrated audit) usually share sites: a site is listed once (same name and address), the central
 * function first, then in the order the review confirmed them. The planner may still edit them.
 */

/** A site as the contract review confirmed it (contract_items.sites). */
export interface ConfirmedSite {
  name: string;
  address: string;
  central?: boolean;
}

/** A plan site as plan_sites stores it (site type 1 = 固定场所). */
export interface DefaultPlanSite {
  name: string;
  address: string;
  siteType: number;
}

/**
 * @example defaultPlanSites([[{ name: '总部', address: '上海', central: true }], [{ name: '总部', address: '上海' }]])
 * // [{ name: '总部', address: '上海', siteType: 1 }]
 */
export function defaultPlanSites(itemSites: readonly (readonly ConfirmedSite[])[]): DefaultPlanSite[] {
  const seen = new Map<string, { site: DefaultPlanSite; central: boolean; order: number }>();
  for (const sites of itemSites)
    for (const s of sites) {
      const name = s.name.trim();
      const address = s.address.trim();
      if (!name) continue;
      const key = `${name}\u0000${address}`;
      const known = seen.get(key);
      if (known) known.central ||= Boolean(s.central);
      else
        seen.set(key, {
          site: { name, address, siteType: 1 },
          central: Boolean(s.central),
          order: seen.size,
        });
    }
  return [...seen.values()]
    .sort((a, b) => Number(b.central) - Number(a.central) || a.order - b.order)
    .map((x) => x.site);
}
