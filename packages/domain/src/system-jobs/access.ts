/** Who may call the 定时任务 endpoints (no zod: the web and the endpoint table import it). */
import type { Permission } from '../permissions.ts';

export const JOB_ACCESS = {
  list: ['sys:job:list', 'sys:job:run', 'sys:job:edit'],
  run: ['sys:job:run'],
  edit: ['sys:job:edit'],
} as const satisfies Record<string, readonly Permission[]>;
