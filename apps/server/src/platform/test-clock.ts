/**
 * A clock the end-to-end lifecycle journey can move: real time plus an offset, set through
 * `PUT /api/sys/testClock` by the platform operator (`sys:job:run`). main.ts installs it only with
 * TEST_CLOCK=1 and never in production; everything that takes the app's clock (jobs, tokens) follows
 * it, so a journey can sign in, move a year ahead and run the jobs as of that day.
 */
import { testClockBody, testClockState } from '@cb/domain';
import type { FastifyInstance } from 'fastify';
import { requireUser } from './auth/guard.ts';
import { ok } from './http/envelope.ts';
import { op } from './http/operation.ts';
import type { AreaRoutes } from './http/type-provider.ts';

export class TestClock {
  offsetMs = 0;
  readonly now = () => Date.now() + this.offsetMs;

  state() {
    return { now: new Date(this.now()).toISOString(), offsetMs: this.offsetMs };
  }

  /** The routes, for AppDeps.extraRoutes. */
  routes(): (api: FastifyInstance) => Promise<void> {
    const plugin: AreaRoutes = async (app) => {
      app.get(
        '/sys/testClock',
        op({
          id: 'getTestClock',
          summary: '测试时钟（仅测试环境）',
          access: 'sys:job:run',
          result: testClockState,
        }),
        async (request) => {
          requireUser(request);
          return ok(this.state());
        },
      );
      app.put(
        '/sys/testClock',
        op({
          id: 'setTestClock',
          summary: '设置测试时钟（仅测试环境）',
          access: 'sys:job:run',
          body: testClockBody,
          result: testClockState,
        }),
        async (request) => {
          requireUser(request);
          const { at } = request.body;
          this.offsetMs = at === null ? 0 : Date.parse(at) - Date.now();
          return ok(this.state());
        },
      );
    };
    return async (api) => {
      await api.register(plugin as never);
    };
  }
}
