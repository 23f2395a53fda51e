/**
 * The rules of branch companies (BUSINESS.md §2): which branch a record belongs to. Records made
 * before branches were entities carry the branch as free text — the plan numbers' 2-digit code
 * (audit programmes and plans: '01') or the branch's name (clients, auditors: '华东分公司') — and
 * keep it: a record belongs to the branch whose code or name equals its text (trimmed), so nothing
 * was rewritten when branches became entities.
 */

/** The text a record carries, as compared with a branch's code and name. */
export function branchKey(text: string | null | undefined): string {
  return (text ?? '').trim();
}

/** Whether a record carrying `text` belongs to the branch. */
export function belongsToBranch(branch: { code: string; name: string }, text: string | null | undefined) {
  const key = branchKey(text);
  return key !== '' && (key === branch.code || key === branch.name);
}

/**
 * The branch a record carrying `texts` (most specific first: the programme's code, then the
 * client's branch) belongs to, or undefined.
 */
export function branchOf<B extends { code: string; name: string }>(
  branches: readonly B[],
  texts: readonly (string | null | undefined)[],
): B | undefined {
  for (const text of texts) {
    const found = branches.find((b) => belongsToBranch(b, text));
    if (found) return found;
  }
  return undefined;
}

/** Why a branch cannot be deleted (records carry it: disable it instead), or null. */
export function branchDeleteRefusal(links: {
  clients: number;
  auditors: number;
  programmes: number;
  plans: number;
}): string | null {
  const used = [
    links.clients > 0 ? `客户${links.clients}家` : '',
    links.auditors > 0 ? `审核员${links.auditors}人` : '',
    links.programmes + links.plans > 0 ? `审核方案/计划${links.programmes + links.plans}条` : '',
  ].filter(Boolean);
  return used.length ? `分公司已被使用（${used.join('、')}），不能删除，请停用` : null;
}
