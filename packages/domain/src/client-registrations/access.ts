/** Who may call the 注册审核 endpoints (no zod: the web and the endpoint table import it). */
import type { Permission } from '../permissions.ts';

export const CLIENT_REGISTRATION_ACCESS = {
  read: ['khgl:registration:detail', 'khgl:registration:approve', 'khgl:registration:reject'],
  approve: ['khgl:registration:approve'],
  reject: ['khgl:registration:reject'],
  export: ['khgl:registration:export'],
} as const satisfies Record<string, readonly Permission[]>;
