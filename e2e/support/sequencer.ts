/**
 * The browser journeys run in the order of their file names, on every machine. Vitest's default
 * orders files by its local cache (failed first, then longest) and, without a cache as on CI, by
 * file size: a journey that leaned on another having run before it passed here and failed there.
 * One order everywhere makes a CI failure reproducible with the same command; `E2E_REVERSE=1`
 * reverses it, to find a journey that leans on another. The other suites keep vitest's order
 * (longest first packs the workers best). Vitest reads the sequencer from the root config only.
 *
 * `npm test` runs the journeys in several chains at once, each a vitest process of its own with
 * `--shard=k/N` and a server of its own (scripts/test.mjs). `shard` deals the journeys to the chains
 * by their measured length (e2e/support/durations.json, longest first to the chain with the least
 * so far), the same way on every machine; each chain then runs its journeys in file-name order.
 */
import fs from 'node:fs';
import path from 'node:path';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

const isJourney = (spec: TestSpecification) => spec.project.name.startsWith('e2e');

/** Seconds each journey file took in a whole run (scripts/e2e-durations.mjs writes them). */
const DURATIONS: Record<string, number> = JSON.parse(
  fs.readFileSync(path.join(import.meta.dirname, 'durations.json'), 'utf8'),
);
/** A journey not measured yet counts as a typical one. */
const UNMEASURED_S = 30;

const fileOf = (spec: TestSpecification) => path.basename(spec.moduleId);

/**
 * Deals `files` to `count` chains: longest first, each to the chain with the least time so far (ties
 * to the lower chain), by file name where lengths are equal. Returns the files of chain `index`
 * (1-based), in file-name order.
 */
export function chainOf<T>(files: T[], name: (f: T) => string, index: number, count: number): T[] {
  const length = (f: T) => DURATIONS[name(f)] ?? UNMEASURED_S;
  const byLength = [...files].sort((a, b) => length(b) - length(a) || name(a).localeCompare(name(b)));
  const load = Array.from({ length: count }, () => 0);
  const mine: T[] = [];
  for (const f of byLength) {
    const least = load.indexOf(Math.min(...load));
    load[least]! += length(f);
    if (least === index - 1) mine.push(f);
  }
  return mine.sort((a, b) => name(a).localeCompare(name(b)));
}

export class JourneysByFileName extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const order = process.env.E2E_REVERSE ? -1 : 1;
    const journeys = files.filter(isJourney).sort((a, b) => order * a.moduleId.localeCompare(b.moduleId));
    return [...(await super.sort(files.filter((f) => !isJourney(f)))), ...journeys];
  }

  /** Journeys by length (`chainOf`); any other file to the first shard. */
  override async shard(files: TestSpecification[]): Promise<TestSpecification[]> {
    const { index, count } = this.ctx.config.shard!;
    const others = index === 1 ? files.filter((f) => !isJourney(f)) : [];
    return [...others, ...chainOf(files.filter(isJourney), fileOf, index, count)];
  }
}
