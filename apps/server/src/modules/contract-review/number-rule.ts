/**
 * The body's contract-number pattern (contract_number_rules, default DEFAULT_CONTRACT_NUMBER_PATTERN):
 * read with a preview of the number the next approved review gets, and changed by an administrator
 * (versioned: 409 on a stale version; in the audit trail through the table's trigger). Numbers are
 * drawn in review-approval.ts (nextContractNumber) from one counter per number scope.
 */
import {
  applicationNumberScope,
  type ContractNumberRule,
  calendarDateOf,
  contractNumberPatternError,
  DEFAULT_CONTRACT_NUMBER_PATTERN,
  formatApplicationNumber,
} from '@cb/domain';
import { eq } from 'drizzle-orm';
import type { AuthUser } from '../../platform/auth/tokens.ts';
import { authoredBy } from '../../platform/db/columns.ts';
import type { Database, Reader } from '../../platform/db/database.ts';
import { inTenant } from '../../platform/db/tenant.ts';
import { updateVersioned } from '../../platform/db/versioned.ts';
import { badRequest, conflict } from '../../platform/http/errors.ts';
import { contractNumberCounters, contractNumberRules, contracts } from './schema.ts';

interface StoredRule {
  id: string | null;
  pattern: string;
  /** 0 while the body still uses the default (no row yet). */
  version: number;
  updatedAt: Date | null;
}

export async function readContractNumberRule(tx: Reader, tenantId: number): Promise<StoredRule> {
  const [row] = await tx
    .select({
      id: contractNumberRules.id,
      pattern: contractNumberRules.pattern,
      version: contractNumberRules.version,
      updatedAt: contractNumberRules.updatedAt,
    })
    .from(contractNumberRules)
    .where(eq(contractNumberRules.tenantId, tenantId));
  return row ?? { id: null, pattern: DEFAULT_CONTRACT_NUMBER_PATTERN, version: 0, updatedAt: null };
}

/**
 * The number `nextContractNumber` would draw on `date` without drawing it: the scope's counter plus
 * one, skipping numbers already issued (a pattern changed back and forth can meet them).
 */
export async function previewContractNumber(
  tx: Reader,
  tenantId: number,
  pattern: string,
  date: string,
): Promise<string> {
  const scope = applicationNumberScope(pattern, date);
  const [counter] = await tx
    .select({ lastValue: contractNumberCounters.lastValue })
    .from(contractNumberCounters)
    .where(inTenant(contractNumberCounters, tenantId, [eq(contractNumberCounters.scope, scope)]));
  let seq = (counter?.lastValue ?? 0) + 1;
  for (let attempt = 0; attempt < 1000; attempt++, seq++) {
    const contractNo = formatApplicationNumber(pattern, date, seq);
    const [taken] = await tx
      .select({ id: contracts.id })
      .from(contracts)
      .where(inTenant(contracts, tenantId, [eq(contracts.contractNo, contractNo)]));
    if (!taken) return contractNo;
  }
  return formatApplicationNumber(pattern, date, seq);
}

async function ruleView(
  tx: Reader,
  tenantId: number,
  rule: StoredRule,
  date: string,
): Promise<ContractNumberRule> {
  return {
    pattern: rule.pattern,
    version: rule.version,
    isDefault: rule.id === null,
    preview: await previewContractNumber(tx, tenantId, rule.pattern, date),
    updatedAt: rule.updatedAt?.toISOString() ?? null,
  };
}

export class ContractNumberRuleService {
  constructor(
    private readonly database: Database,
    private readonly clock: () => Date = () => new Date(),
  ) {}

  private today() {
    return calendarDateOf(this.clock());
  }

  rule(user: AuthUser): Promise<ContractNumberRule> {
    return this.database.tenantRead(user, async (tx) =>
      ruleView(tx, user.tenantId, await readContractNumberRule(tx, user.tenantId), this.today()),
    );
  }

  /** A candidate pattern's next number (nothing is written); 400 naming the field when unusable. */
  preview(user: AuthUser, pattern: string): Promise<{ preview: string }> {
    const error = contractNumberPatternError(pattern);
    if (error) throw badRequest(error);
    return this.database.tenantRead(user, async (tx) => ({
      preview: await previewContractNumber(tx, user.tenantId, pattern, this.today()),
    }));
  }

  /** Saves the pattern: the first save creates the body's row (version 0), later ones are versioned. */
  save(user: AuthUser, body: { pattern: string; version: number }): Promise<ContractNumberRule> {
    const error = contractNumberPatternError(body.pattern);
    if (error) throw badRequest(error);
    return this.database.tenantTx(user, async (tx) => {
      const current = await readContractNumberRule(tx, user.tenantId);
      let saved: StoredRule;
      if (current.id === null) {
        if (body.version !== 0) throw conflict();
        const [created] = await tx
          .insert(contractNumberRules)
          .values({ ...authoredBy(user), pattern: body.pattern })
          .onConflictDoNothing()
          .returning({
            id: contractNumberRules.id,
            pattern: contractNumberRules.pattern,
            version: contractNumberRules.version,
            updatedAt: contractNumberRules.updatedAt,
          });
        // Another administrator saved the first pattern at the same moment.
        if (!created) throw conflict();
        saved = created;
      } else {
        const updated = await updateVersioned(
          tx,
          contractNumberRules,
          current.id,
          body.version,
          { pattern: body.pattern },
          user.userId,
        );
        saved = updated;
      }
      return ruleView(tx, user.tenantId, saved, this.today());
    });
  }
}
