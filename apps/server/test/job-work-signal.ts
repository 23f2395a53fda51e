/**
 * Preloaded (`node --import tsx --import <this file> src/main.ts`) into the server that
 * job-crash.api.test.ts kills during a run: when a job started by 运行一次 reaches its first tenant,
 * the server prints JOB_WORK_BEGAN on stdout. The run's row is `running` by then and its tenants
 * are being worked through, so the test kills the server at that moment instead of after a guessed
 * delay (too short on a busy machine, too long on an idle one). On PGlite nothing else can tell:
 * the run holds the one connection, so neither a second process nor a request can look. The
 * product's code is unchanged; this wraps the job definitions the scheduler was given.
 */
import { JobScheduler } from '../src/platform/jobs/scheduler.ts';

const wrapped = new WeakSet<object>();
const runNow = JobScheduler.prototype.runNow;
JobScheduler.prototype.runNow = function (this: JobScheduler, name, userId) {
  for (const job of this.jobs) {
    if (job.name !== name || wrapped.has(job)) continue;
    wrapped.add(job);
    const run = job.run.bind(job);
    let announced = false;
    job.run = (ctx) => {
      if (!announced) {
        announced = true;
        process.stdout.write(`JOB_WORK_BEGAN ${name}\n`);
      }
      return run(ctx);
    };
  }
  return runNow.call(this, name, userId);
};
