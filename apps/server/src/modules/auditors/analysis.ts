/**
 * 能力分析 and the competence service: one auditor's ability per approved code of a scheme (where
 * the competence comes from, audits done, witness results), every active auditor ranked against
 * an audit's schemes, codes and half-days under the body's code-matching rule, and the dashboard
 * totals.
 */
import { type CodeMatchRule, type candidatesBody, rankCandidates, uncoveredCodes } from '@cb/domain';
import type { AuthUser } from '../../platform/auth/tokens.ts';
import type { Reader } from '../../platform/db/database.ts';
import { readSetting } from '../../platform/settings/settings.ts';
import * as competenceRepo from './competence-repository.ts';
import * as matchingRepo from './matching-repository.ts';
import * as recordsRepo from './records-repository.ts';
import * as repo from './repository.ts';
import { AuditorStep, type In } from './step.ts';

export class AuditorAnalysisService extends AuditorStep {
  /** Per approved code of one scheme: where the competence comes from, audits done, witness results. */
  analyse(user: AuthUser, auditorId: string, scheme: string) {
    return this.database.tenantRead(user, async (tx) => {
      const auditor = await this.requireAuditor(tx, user, auditorId);
      const [qualification] = (await competenceRepo.qualificationsOf(tx, user.tenantId, [auditorId])).filter(
        (q) => q.scheme === scheme,
      );
      const competences = await competenceRepo.competencesOf(tx, user.tenantId, {
        auditorId,
        scheme,
        status: 1,
      });
      const witness = await recordsRepo.witnessOf(tx, user.tenantId, auditorId, scheme);
      const byCode = new Map<string, { codeName: string; sources: Set<string>; passDate: string | null }>();
      for (const c of competences) {
        const entry = byCode.get(c.code) ?? {
          codeName: c.codeName,
          sources: new Set<string>(),
          passDate: c.passDate,
        };
        entry.sources.add(c.source);
        if (c.passDate && (!entry.passDate || c.passDate < entry.passDate)) entry.passDate = c.passDate;
        byCode.set(c.code, entry);
      }
      const rows = [...byCode].map(([code, e]) => ({
        code,
        codeName: e.codeName,
        sources: [...e.sources].sort(),
        passDate: e.passDate,
        // Audit plans do not exist yet: no audits can have been done in the code.
        audits: 0,
        auditDays: 0,
        witnessPassed: witness.filter((w) => w.code === code && w.result === 1).length,
        witnessFailed: witness.filter((w) => w.code === code && w.result === 2).length,
      }));
      return {
        auditor: { id: auditor.id, name: auditor.name },
        scheme,
        qualification: qualification ?? null,
        rows,
      };
    });
  }

  /** The body's code-matching rule (a setting). */
  private async matchRule(tx: Reader, tenantId: number): Promise<CodeMatchRule> {
    return (await readSetting(tx, tenantId, 'competence')).codeMatchRule;
  }

  /**
   * The competence service: every active auditor checked against the schemes, codes and half-days
   * of an audit, best candidates first, each one left out with its reasons.
   */
  candidates(user: AuthUser, body: In<typeof candidatesBody>) {
    return this.database.tenantRead(user, async (tx) => {
      const dates = body.halfDays.map((h) => h.date).sort();
      const rule = await this.matchRule(tx, user.tenantId);
      const people = await matchingRepo.auditorsForMatching(tx, user.tenantId, body.schemes, {
        from: dates[0]!,
        to: dates.at(-1)!,
      });
      const request = { ...body, rule };
      const candidates = rankCandidates(people, request);
      return { rule, candidates, uncoveredCodes: uncoveredCodes(candidates, request) };
    });
  }

  /** Dashboard totals of the people area. */
  totals(tx: Reader, tenantId: number) {
    return repo.auditorTotals(tx, tenantId, this.today());
  }
}
