/**
 * The 定时任务 (/sys/job) endpoints: where each is and who may call it. Their schemas are
 * `systemJobSchemas` (contract.ts), imported here as a type only (common/endpoints.ts).
 */
import { defineEndpoints } from '../common/endpoints.ts';
import { JOB_ACCESS as A } from './access.ts';
import type { systemJobSchemas } from './contract.ts';

export const systemJobEndpoints = defineEndpoints<typeof systemJobSchemas>()({
  listScheduledJobs: {
    method: 'GET',
    path: '/sys/job/list',
    access: A.list,
    summary: '定时任务列表（计划、状态、上次运行）',
  },
  listJobRuns: {
    method: 'GET',
    path: '/sys/job/runs',
    access: A.list,
    summary: '定时任务的运行记录（含日志）',
  },
  runScheduledJob: { method: 'POST', path: '/sys/job/run', access: A.run, summary: '立即运行一次定时任务' },
  pauseScheduledJob: { method: 'PUT', path: '/sys/job/pause', access: A.edit, summary: '暂停或恢复定时任务' },
  scheduleScheduledJob: {
    method: 'PUT',
    path: '/sys/job/schedule',
    access: A.edit,
    summary: '修改定时任务的执行计划（cron）',
  },
});
