/**
 * The public checks (培训证书查询, 历史项目信息, 申请材料 and its template downloads) and the
 * signed-in 档案核查. The public routes share one per-address limit, as strict as the certificate
 * query's (the address is the socket's unless TRUST_PROXY names the proxy); it runs before
 * validation, so malformed queries count too.
 */
import { publicCheckEndpoints, publicCheckSchemas } from '@cb/domain';
import { requireUser } from '../../platform/auth/guard.ts';
import { sendStoredFile } from '../../platform/files/files.ts';
import { registerEndpoints } from '../../platform/http/endpoints.ts';
import { ok } from '../../platform/http/envelope.ts';
import { tooManyRequests } from '../../platform/http/errors.ts';
import type { AreaRoutes } from '../../platform/http/type-provider.ts';
import type { AppServices } from '../../platform/services.ts';
import { PUBLIC_QUERY_LIMIT, TOO_MANY_QUERIES } from '../certificates/door.ts';
import { PublicCheckService } from './service.ts';

export const publicCheckRoutes =
  (services: Pick<AppServices, 'database' | 'counters' | 'files' | 'clock'>): AreaRoutes =>
  async (app) => {
    const service = new PublicCheckService(services.database, services.clock);

    const limit = async (request: { ip: string }) => {
      const { count, resetInMs } = await services.counters.hit(
        `public-check:ip:${request.ip}`,
        PUBLIC_QUERY_LIMIT.windowMs,
      );
      if (count > PUBLIC_QUERY_LIMIT.perAddress) throw tooManyRequests(TOO_MANY_QUERIES, resetInMs / 1000);
    };

    registerEndpoints(
      app,
      publicCheckEndpoints,
      publicCheckSchemas,
      {
        checkTrainingCertificate: async (request) => ok(await service.trainingCertificate(request.query)),
        getHistoricalProjects: async (request) => ok(await service.historicalProjects(request.query)),
        listApplicationMaterials: async (request) => ok(await service.materials(request.query)),
        downloadApplicationTemplate: async (request, reply) =>
          sendStoredFile(reply, services.files, await service.template(request.query)),
        checkFileArchive: async (request) =>
          ok(await service.fileArchive(requireUser(request), request.query.planNo)),
      },
      {
        checkTrainingCertificate: { onRequest: limit },
        getHistoricalProjects: { onRequest: limit },
        listApplicationMaterials: { onRequest: limit },
        downloadApplicationTemplate: { onRequest: limit },
      },
    );
  };
