/** Who may call the system endpoints (no zod: the web and the endpoint tables import it). */
import type { Permission } from '../permissions.ts';

/** Who may edit a settings document. */
export const SETTING_ACCESS = { edit: ['sys:setting:edit'] } as const satisfies Record<
  string,
  readonly Permission[]
>;
