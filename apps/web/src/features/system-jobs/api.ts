/**
 * Typed calls of 定时任务 (/sys/job), derived from the endpoint table (packages/domain/src/
 * system-jobs/endpoints.ts). The types are the contract's, imported as types only.
 */
import { type Job, type JobRun, type jobRunOutcome, systemJobEndpoints } from '@cb/domain';
import type { z } from 'zod';
import { endpointCalls } from '../../shared/api/endpoints';

export type { Job, JobRun };
export type JobRunOutcome = z.infer<typeof jobRunOutcome>;

const call = endpointCalls(systemJobEndpoints);

export const jobsApi = {
  list: () => call.listScheduledJobs(),
  runs: (name: string) => call.listJobRuns({ name, limit: 20 }),
  run: (name: string) => call.runScheduledJob({ name }),
  pause: (name: string, paused: boolean) => call.pauseScheduledJob({ name, paused }),
  schedule: (name: string, schedule: string) => call.scheduleScheduledJob({ name, schedule }),
};
