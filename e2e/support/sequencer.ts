/**
 * The browser journeys run in the order of their file names, on every machine. Vitest's default
 * orders files by its local cache (failed first, then longest) and, without a cache as on CI, by
 * file size: a journey that leaned on another having run before it passed here and failed there.
 * One order everywhere makes a CI failure reproducible with the same command.
 */
import { BaseSequencer, type TestSpecification } from 'vitest/node';

export class ByFileName extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const order = process.env.E2E_REVERSE ? -1 : 1;
    return [...files].sort((a, b) => order * a.moduleId.localeCompare(b.moduleId));
  }
}
