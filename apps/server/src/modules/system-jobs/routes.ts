/**
 * 定时任务 (/sys/job): the platform operator sees every scheduled job with its schedule, state and
 * runs (with their logs), runs one at once, pauses or resumes it, and changes its schedule.
 */
import {
  JOB_ACCESS as A,
  jobNameBody,
  jobPauseBody,
  jobRunOutcome,
  jobRunSchema,
  jobRunsQuery,
  jobScheduleBody,
  jobSchema,
} from '@cb/domain';
import { z } from 'zod';
import { requireUser } from '../../platform/auth/guard.ts';
import type { AuthUser } from '../../platform/auth/tokens.ts';
import { ok } from '../../platform/http/envelope.ts';
import { badRequest, conflict, forbidden, notFound } from '../../platform/http/errors.ts';
import { op } from '../../platform/http/operation.ts';
import type { AreaRoutes } from '../../platform/http/type-provider.ts';
import type { AppServices } from '../../platform/services.ts';
import { PLATFORM_TENANT_ID } from '../system/seed.ts';

/** Jobs work through every tenant: only the platform operator's tenant manages them. */
function operator(user: AuthUser): AuthUser {
  if (user.tenantId !== PLATFORM_TENANT_ID) throw forbidden();
  return user;
}

export const systemJobRoutes =
  ({ jobs }: AppServices): AreaRoutes =>
  async (app) => {
    app.get(
      '/sys/job/list',
      op({
        id: 'listScheduledJobs',
        summary: '定时任务列表（计划、状态、上次运行）',
        access: A.list,
        result: z.array(jobSchema),
      }),
      async (request) => {
        operator(requireUser(request));
        return ok(await jobs.overview());
      },
    );

    app.get(
      '/sys/job/runs',
      op({
        id: 'listJobRuns',
        summary: '定时任务的运行记录（含日志）',
        access: A.list,
        query: jobRunsQuery,
        result: z.array(jobRunSchema),
      }),
      async (request) => {
        operator(requireUser(request));
        if (!jobs.jobs.some((j) => j.name === request.query.name)) throw notFound();
        return ok(await jobs.runs(request.query.name, request.query.limit));
      },
    );

    app.post(
      '/sys/job/run',
      op({
        id: 'runScheduledJob',
        summary: '立即运行一次定时任务',
        access: A.run,
        body: jobNameBody,
        result: jobRunOutcome,
      }),
      async (request) => {
        const user = operator(requireUser(request));
        if (!jobs.jobs.some((j) => j.name === request.body.name)) throw notFound();
        const outcome = await jobs.runNow(request.body.name, user.userId);
        if (!outcome) throw conflict('该任务正在运行，请稍后再试');
        return ok(
          outcome,
          outcome.status === 'succeeded'
            ? `运行完成，处理 ${outcome.items} 项`
            : `运行失败：${outcome.error}`,
        );
      },
    );

    app.put(
      '/sys/job/pause',
      op({
        id: 'pauseScheduledJob',
        summary: '暂停或恢复定时任务',
        access: A.edit,
        body: jobPauseBody,
        result: z.null(),
      }),
      async (request) => {
        operator(requireUser(request));
        if (!(await jobs.setPaused(request.body.name, request.body.paused))) throw notFound();
        return ok(null, request.body.paused ? '已暂停' : '已恢复');
      },
    );

    app.put(
      '/sys/job/schedule',
      op({
        id: 'scheduleScheduledJob',
        summary: '修改定时任务的执行计划（cron）',
        access: A.edit,
        body: jobScheduleBody,
        result: z.null(),
      }),
      async (request) => {
        operator(requireUser(request));
        let changed: boolean;
        try {
          changed = await jobs.setSchedule(request.body.name, request.body.schedule);
        } catch {
          throw badRequest('执行计划不是有效的 cron 表达式');
        }
        if (!changed) throw notFound();
        return ok(null, '执行计划已修改');
      },
    );
  };
