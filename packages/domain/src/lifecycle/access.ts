/** Who may call the lifecycle endpoints (no zod: the web and the endpoint table import it). */
import type { Permission } from '../permissions.ts';

/** Every signed-in user may read the calendar and the rules (deadlines are shown everywhere). */
export const CALENDAR_ACCESS = {
  add: ['sys:calendar:add'],
  edit: ['sys:calendar:edit'],
  remove: ['sys:calendar:delete'],
  import: ['sys:calendar:import'],
  export: ['sys:calendar:export'],
} as const satisfies Record<string, readonly Permission[]>;

/**
 * Saving the rule-set selection: the settings permission (the same code as SETTING_ACCESS.edit in
 * system/settings.ts, which imports zod and so cannot be imported by the endpoint table).
 */
export const LIFECYCLE_RULES_ACCESS = {
  edit: ['sys:setting:edit'],
} as const satisfies Record<string, readonly Permission[]>;
