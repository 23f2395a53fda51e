/**
 * 定时任务 (/sys/job): the platform operator sees every scheduled job with its schedule, state and
 * runs (with their logs), runs one at once, pauses or resumes it, and changes its schedule.
 */
import { systemJobEndpoints, systemJobSchemas } from '@cb/domain';
import { requireUser } from '../../platform/auth/guard.ts';
import type { AuthUser } from '../../platform/auth/tokens.ts';
import { registerEndpoints } from '../../platform/http/endpoints.ts';
import { ok } from '../../platform/http/envelope.ts';
import { badRequest, conflict, forbidden, notFound } from '../../platform/http/errors.ts';
import type { AreaRoutes } from '../../platform/http/type-provider.ts';
import type { AppServices } from '../../platform/services.ts';
import { PLATFORM_TENANT_ID } from '../system/door.ts';

/** Jobs work through every tenant: only the platform operator's tenant manages them. */
function operator(user: AuthUser): AuthUser {
  if (user.tenantId !== PLATFORM_TENANT_ID) throw forbidden();
  return user;
}

export const systemJobRoutes =
  ({ jobs }: AppServices): AreaRoutes =>
  async (app) => {
    registerEndpoints(app, systemJobEndpoints, systemJobSchemas, {
      listScheduledJobs: async (request) => {
        operator(requireUser(request));
        return ok(await jobs.overview());
      },
      listJobRuns: async (request) => {
        operator(requireUser(request));
        if (!jobs.jobs.some((j) => j.name === request.query.name)) throw notFound();
        return ok(await jobs.runs(request.query.name, request.query.limit));
      },
      runScheduledJob: async (request) => {
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
      pauseScheduledJob: async (request) => {
        operator(requireUser(request));
        if (!(await jobs.setPaused(request.body.name, request.body.paused))) throw notFound();
        return ok(null, request.body.paused ? '已暂停' : '已恢复');
      },
      scheduleScheduledJob: async (request) => {
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
    });
  };
