/**
 * axe-core in the browser journeys (issue 21): WCAG 2.1 level A and AA, the level GB/T 37668-2019
 * asks of web content, with only serious and critical findings failing a journey.
 */
import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from 'playwright-core';

export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
const FAILING_IMPACTS = new Set(['serious', 'critical']);

export interface Finding {
  rule: string;
  impact: string;
  help: string;
  /** Up to three offending elements, with axe's reason for the first. */
  nodes: string[];
}

/**
 * The serious and critical WCAG findings on the page, or only inside the elements matched by
 * `include`. axe runs in the page itself (legacy mode): the app has no cross-origin frames, and
 * this avoids opening a helper page for every check.
 */
export async function seriousFindings(page: Page, include?: string): Promise<Finding[]> {
  // Colours are measured as shown: let opening menus, popovers and fades finish first.
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Number.POSITIVE_INFINITY,
      ),
  );
  // axe stays in the page between checks; its 500 kB source is sent only when it is not there yet.
  const present = await page.evaluate(() => 'axe' in window);
  let builder = new AxeBuilder({ page, ...(present ? { axeSource: 'void 0' } : {}) })
    .withTags(WCAG_TAGS)
    .options({ resultTypes: ['violations'] })
    .setLegacyMode(true);
  if (include) builder = builder.include(include);
  const { violations } = await builder.analyze();
  return violations
    .filter((v) => FAILING_IMPACTS.has(v.impact ?? ''))
    .map((v) => ({
      rule: v.id,
      impact: v.impact ?? '',
      help: v.help,
      nodes: v.nodes.slice(0, 3).map((n, i) => {
        const reason = i === 0 ? ` — ${(n.any[0] ?? n.all[0] ?? n.none[0])?.message ?? ''}` : '';
        return `${n.target.join(' ')}${reason}`;
      }),
    }));
}

/** One readable block per finding, for a failed expectation. */
export function report(findings: Record<string, Finding[]>): string {
  return Object.entries(findings)
    .filter(([, list]) => list.length > 0)
    .map(
      ([where, list]) =>
        `${where}\n${list.map((f) => `  ${f.impact} ${f.rule}: ${f.help}\n${f.nodes.map((n) => `    ${n}`).join('\n')}`).join('\n')}`,
    )
    .join('\n');
}
