/** What this area registers with the certification decisions (area.ts): the warnings and their use. */
import type { TestReportsForDecisions } from '../certification-decisions/door.ts';
import { testReportsForDecisions as port } from './service.ts';

export const testReportsForDecisions: TestReportsForDecisions = port;
