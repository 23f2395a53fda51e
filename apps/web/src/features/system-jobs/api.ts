/**
 * Typed calls of 定时任务 (/sys/job). The types are the contract's (packages/domain/src/system/
 * jobs.ts), imported as types only.
 */
import type { Job, JobRun, jobRunOutcome } from '@cb/domain';
import type { z } from 'zod';
import { http } from '../../shared/http';

export type { Job, JobRun };
export type JobRunOutcome = z.infer<typeof jobRunOutcome>;

export const jobsApi = {
  list: () => http.get<Job[]>('/sys/job/list'),
  runs: (name: string) => http.get<JobRun[]>('/sys/job/runs', { name, limit: 20 }),
  run: (name: string) => http.post<JobRunOutcome>('/sys/job/run', { name }),
  pause: (name: string, paused: boolean) => http.put<null>('/sys/job/pause', { name, paused }),
  schedule: (name: string, schedule: string) => http.put<null>('/sys/job/schedule', { name, schedule }),
};
