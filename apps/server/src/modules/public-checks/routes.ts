/**
 * The public checks (培训证书查询, 历史项目信息, 申请材料 and its template downloads) and the
 * signed-in 档案核查. The public routes share one per-address limit, as strict as the certificate
 * query's (the address is the socket's unless TRUST_PROXY names the proxy); it runs before
 * validation, so malformed queries count too.
 */
import {
  AUDIT_EXECUTION_ACCESS,
  applicationMaterials,
  applicationMaterialsQuery,
  applicationTemplateQuery,
  fileArchiveCheck,
  fileArchiveCheckQuery,
  historicalProjects,
  historicalProjectsQuery,
  trainingCertificateCheck,
  trainingCertificateCheckQuery,
} from '@cb/domain';
import { requireUser } from '../../platform/auth/guard.ts';
import { sendStoredFile } from '../../platform/files/files.ts';
import { ok } from '../../platform/http/envelope.ts';
import { tooManyRequests } from '../../platform/http/errors.ts';
import { op } from '../../platform/http/operation.ts';
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

    app.get(
      '/trainCertificate/public/check',
      {
        ...op({
          id: 'checkTrainingCertificate',
          summary: '培训证书查询（公开，按证书编号和持证人姓名）',
          access: 'public',
          query: trainingCertificateCheckQuery,
          result: trainingCertificateCheck,
        }),
        onRequest: limit,
      },
      async (request) => ok(await service.trainingCertificate(request.query)),
    );

    app.get(
      '/hipji/public/detail',
      {
        ...op({
          id: 'getHistoricalProjects',
          summary: '历史项目信息（公开，按证书编号或企业全称）',
          access: 'public',
          query: historicalProjectsQuery,
          result: historicalProjects,
        }),
        onRequest: limit,
      },
      async (request) => ok(await service.historicalProjects(request.query)),
    );

    app.get(
      '/xmsl/public/file',
      {
        ...op({
          id: 'listApplicationMaterials',
          summary: '申请材料清单（公开，按认证类别和标准）',
          access: 'public',
          query: applicationMaterialsQuery,
          result: applicationMaterials,
        }),
        onRequest: limit,
      },
      async (request) => ok(await service.materials(request.query)),
    );

    app.get(
      '/xmsl/public/file/download',
      {
        ...op({
          id: 'downloadApplicationTemplate',
          summary: '下载申请材料模板（公开，资料下载库的现行文件）',
          access: 'public',
          query: applicationTemplateQuery,
          result: 'file',
        }),
        onRequest: limit,
      },
      async (request, reply) => sendStoredFile(reply, services.files, await service.template(request.query)),
    );

    app.get(
      '/fileArchiveCheck/check',
      op({
        id: 'checkFileArchive',
        summary: '档案核查（按审核计划编号）',
        access: AUDIT_EXECUTION_ACCESS.archiveRead,
        query: fileArchiveCheckQuery,
        result: fileArchiveCheck,
      }),
      async (request) => ok(await service.fileArchive(requireUser(request), request.query.planNo)),
    );
  };
