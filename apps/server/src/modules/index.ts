/**
 * Every business area's routes, registered under /api. An area exports a function that takes the
 * shared services and returns its Fastify plugin; add one line here per area.
 */
import type { FastifyInstance } from 'fastify';
import type { AppServices } from '../app.ts';
import { applicationRoutes } from './applications/routes.ts';
import { certificateRoutes } from './certificates/routes.ts';
import { customerRoutes } from './customers/routes.ts';
import { dashboardRoutes } from './dashboard/routes.ts';
import { noticeRoutes } from './notices/routes.ts';
import { referenceRoutes } from './reference/routes.ts';
import { sessionRoutes } from './system/session.routes.ts';
import { settingsRoutes } from './system/settings.routes.ts';
import { systemAccessRoutes } from './system-access/routes.ts';
import { systemConfigRoutes } from './system-config/routes.ts';
import { thirdPartyLoginRoutes } from './third-party-login/routes.ts';
import { ThirdPartyLoginService } from './third-party-login/service.ts';

export async function registerModules(api: FastifyInstance, services: AppServices): Promise<void> {
  await api.register(sessionRoutes(services.sessions));
  await api.register(settingsRoutes(services.database));
  await api.register(systemConfigRoutes(services));
  await api.register(noticeRoutes(services));
  await api.register(referenceRoutes(services.database));
  await api.register(dashboardRoutes(services.database));
  await api.register(certificateRoutes(services));
  await api.register(customerRoutes(services));
  await api.register(applicationRoutes(services));
  await api.register(systemAccessRoutes(services));
  await api.register(
    thirdPartyLoginRoutes(
      new ThirdPartyLoginService(services.database, services.tokens, services.securityLog),
    ),
  );
}
