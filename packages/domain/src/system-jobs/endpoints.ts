/**
 * The 定时任务 (/sys/job) endpoints: where each is and who may call it. Their schemas are
 * `systemJobSchemas` (contract.ts), imported here as a type only (common/endpoints.ts).
 */
import { defineEndpoints, get, post, put } from '../common/endpoints.ts';
import { JOB_ACCESS as A } from './access.ts';
import type { systemJobSchemas } from './contract.ts';

export const systemJobEndpoints = defineEndpoints<typeof systemJobSchemas>()({
  listScheduledJobs: get('/sys/job/list', A.list, '定时任务列表（计划、状态、上次运行）'),
  listJobRuns: get('/sys/job/runs', A.list, '定时任务的运行记录（含日志）'),
  runScheduledJob: post('/sys/job/run', A.run, '立即运行一次定时任务'),
  pauseScheduledJob: put('/sys/job/pause', A.edit, '暂停或恢复定时任务'),
  scheduleScheduledJob: put('/sys/job/schedule', A.edit, '修改定时任务的执行计划（cron）'),
});
