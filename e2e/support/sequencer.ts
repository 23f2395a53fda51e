/**
 * The browser journeys run in the order of their file names, on every machine. Vitest's default
 * orders files by its local cache (failed first, then longest) and, without a cache as on CI, by
 * file size: a journey that leaned on another having run before it passed here and failed there.
 * One order everywhere makes a CI failure reproducible with the same command; `E2E_REVERSE=1`
 * reverses it, to find a journey that leans on another. The other suites keep vitest's order
 * (longest first packs the workers best). Vitest reads the sequencer from the root config only.
 */
import { BaseSequencer, type TestSpecification } from 'vitest/node';

const isJourney = (spec: TestSpecification) => spec.project.name.startsWith('e2e');

export class JourneysByFileName extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const order = process.env.E2E_REVERSE ? -1 : 1;
    const journeys = files.filter(isJourney).sort((a, b) => order * a.moduleId.localeCompare(b.moduleId));
    return [...(await super.sort(files.filter((f) => !isJourney(f)))), ...journeys];
  }
}
