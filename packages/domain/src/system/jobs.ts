/**
 * The contract of 定时任务 (/sys/job): the installation's scheduled jobs, their state and their runs.
 * Only the platform operator (tenant 1) manages them: a job works through every tenant.
 */
import { z } from 'zod';

const jobName = z
  .string({ error: '请选择任务' })
  .regex(/^[a-z][A-Za-z0-9-]*\.[A-Za-z0-9]+$/, '任务名称格式错误');

export const jobNameBody = z.object({ name: jobName });
export const jobRunsQuery = z.object({
  name: jobName,
  limit: z.coerce.number().int().min(1).max(100).default(20),
});
export const jobPauseBody = z.object({ name: jobName, paused: z.boolean({ error: '请选择暂停或恢复' }) });
export const jobScheduleBody = z.object({
  name: jobName,
  /** Cron: minute hour day month weekday (China time). */
  schedule: z
    .string({ error: '请输入执行计划' })
    .trim()
    .regex(/^\S+( \S+){4}$/, '执行计划应为5段 cron 表达式，例如 30 7 * * *'),
});

export const jobRunSchema = z.object({
  id: z.string(),
  jobName: z.string(),
  /** 'schedule', 'retry' or 'manual'. */
  trigger: z.string(),
  asOf: z.string(),
  startedAt: z.string(),
  finishedAt: z.string().nullable(),
  /** 'running', 'succeeded' or 'failed'. */
  status: z.string(),
  items: z.number().int(),
  log: z.array(z.string()),
  error: z.string().nullable(),
});
export type JobRun = z.infer<typeof jobRunSchema>;

export const jobSchema = z.object({
  name: z.string(),
  title: z.string(),
  schedule: z.string(),
  timezone: z.string(),
  paused: z.boolean(),
  nextRunAt: z.string(),
  failures: z.number().int(),
  running: z.boolean(),
  lastRun: z
    .object({
      id: z.string(),
      status: z.string(),
      startedAt: z.string(),
      finishedAt: z.string().nullable(),
      items: z.number().int(),
      error: z.string().nullable(),
    })
    .nullable(),
});
export type Job = z.infer<typeof jobSchema>;

export const jobRunOutcome = z.object({
  runId: z.string(),
  status: z.enum(['succeeded', 'failed']),
  items: z.number().int(),
  error: z.string().optional(),
});
