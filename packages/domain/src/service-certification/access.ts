/** Who may call the 服务认证 (sc) endpoints (no zod: the web and the endpoint table import it). */
import type { Permission } from '../permissions.ts';

export const SERVICE_CERTIFICATION_ACCESS = {
  read: ['sc:project:detail', 'sc:project:export', 'sc:report:edit', 'sc:report:export'],
  add: ['sc:project:add'],
  advance: ['sc:project:add'],
  export: ['sc:project:export'],
  edit: ['sc:report:edit'],
  report: ['sc:report:edit', 'sc:report:export'],
  /** The calculator: whoever reads or writes sheets. */
  calculate: ['sc:project:detail', 'sc:report:edit', 'sc:report:export'],
} as const satisfies Record<string, readonly Permission[]>;
