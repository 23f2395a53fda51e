/**
 * The schemas of the system endpoints (sign-in, the signed-in session, the ERP portal setting; server
 * module system); the schemas themselves are session.ts and settings.ts.
 */
import { z } from 'zod';
import type { SchemaTable } from '../common/endpoints.ts';
import {
  changePasswordSchema,
  keepAliveQuerySchema,
  keepAliveResultSchema,
  loginRequestSchema,
  loginResultSchema,
  menuQuerySchema,
  menuTreeSchema,
  userInfoResultSchema,
} from './session.ts';
import { erpPortalSettingVersioned } from './settings.ts';

/** What /api/health answers: the server is up, and whether its database answers (503 when not). */
export const healthResult = z.object({
  status: z.enum(['UP', 'DOWN']),
  database: z.object({
    kind: z.enum(['pglite', 'postgres']),
    status: z.enum(['UP', 'DOWN']),
    latencyMs: z.number().optional(),
  }),
});

/** The platform's own endpoint (apps/server/src/app.ts), outside every area. */
export const healthSchemas = { getHealth: { result: healthResult } } as const satisfies SchemaTable;

/** The schemas of each system endpoint (its route: endpoints.ts). */
export const systemSchemas = {
  login: { body: loginRequestSchema, result: loginResultSchema },
  logout: { result: z.null() },
  getUserInfo: { result: userInfoResultSchema },
  getUserMenu: { query: menuQuerySchema, result: menuTreeSchema },
  changePassword: { body: changePasswordSchema, result: z.null() },
  keepAlive: { query: keepAliveQuerySchema, result: keepAliveResultSchema },
  getErpPortalSetting: { result: erpPortalSettingVersioned },
  saveErpPortalSetting: { body: erpPortalSettingVersioned, result: erpPortalSettingVersioned },
} as const satisfies SchemaTable;
