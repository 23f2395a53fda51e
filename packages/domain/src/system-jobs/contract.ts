/**
 * The schemas of the 定时任务 endpoints (server module system-jobs); the job schemas themselves are
 * system/jobs.ts.
 */
import { z } from 'zod';
import type { SchemaTable } from '../common/endpoints.ts';
import {
  jobNameBody,
  jobPauseBody,
  jobRunOutcome,
  jobRunSchema,
  jobRunsQuery,
  jobScheduleBody,
  jobSchema,
} from '../system/jobs.ts';

/** The schemas of each 定时任务 endpoint (its route: endpoints.ts). */
export const systemJobSchemas = {
  listScheduledJobs: { result: z.array(jobSchema) },
  listJobRuns: { query: jobRunsQuery, result: z.array(jobRunSchema) },
  runScheduledJob: { body: jobNameBody, result: jobRunOutcome },
  pauseScheduledJob: { body: jobPauseBody, result: z.null() },
  scheduleScheduledJob: { body: jobScheduleBody, result: z.null() },
} as const satisfies SchemaTable;
