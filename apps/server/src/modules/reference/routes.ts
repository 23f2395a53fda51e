/** Reference data routes: dictionaries, standards, codes, scope items, column settings, checks. */
import type { FastifyPluginAsync } from 'fastify';
import type { Database } from '../../platform/db/database.ts';
import { certItemsRoutes } from './cert-items.routes.ts';
import { checksRoutes } from './checks.routes.ts';
import { codesRoutes } from './codes.routes.ts';
import { columnSettingsRoutes } from './column-settings.routes.ts';
import { companyCheckRoutes } from './company-check.routes.ts';
import { dictionariesRoutes } from './dictionaries.routes.ts';
import { standardsRoutes } from './standards.routes.ts';

export const referenceRoutes =
  (database: Database): FastifyPluginAsync =>
  async (app) => {
    await app.register(dictionariesRoutes(database));
    await app.register(standardsRoutes(database));
    await app.register(codesRoutes(database));
    await app.register(certItemsRoutes(database));
    await app.register(columnSettingsRoutes(database));
    await app.register(checksRoutes(database));
    await app.register(companyCheckRoutes(database));
  };
