/**
 * Public certificate query (SPEC.md §2 /cert/search; DOMAIN.md §4.3), the public certificate detail
 * that a certificate's QR code opens, and the signed-in external user's own certificates
 * (/cert/mine). The public routes are limited per client address: the address is the socket's
 * unless TRUST_PROXY names the proxy, so a forged X-Forwarded-For cannot reset the limit. The staff
 * routes are registered by the other *-routes.ts files.
 */
import { certificatePublicEndpoints, certificatePublicSchemas } from '@cb/domain';
import { requireUser } from '../../platform/auth/guard.ts';
import { registerEndpoints } from '../../platform/http/endpoints.ts';
import { ok } from '../../platform/http/envelope.ts';
import { tooManyRequests } from '../../platform/http/errors.ts';
import type { AreaRoutes } from '../../platform/http/type-provider.ts';
import type { AppServices } from '../../platform/services.ts';
import { registerCertificateChangeRoutes } from './change-routes.ts';
import { registerCertificateCorrectionRoutes } from './correction-routes.ts';
import { certificateBatchRunner } from './maintenance.ts';
import { registerMaintenanceRoutes } from './maintenance-routes.ts';
import { CertificateMaintenanceService } from './maintenance-service.ts';
import { registerCertificateManageRoutes } from './manage-routes.ts';
import { CertificateManageService } from './manage-service.ts';
import { CertificateNoticeService, certificateNoticeOutbox } from './notices.ts';
import { ownCertificates, PublicCertificateService } from './service.ts';

/** Enough for a person checking certificates by hand, too few for scraping the directory. */
export const PUBLIC_QUERY_LIMIT = { perAddress: 30, windowMs: 60_000 };
export const TOO_MANY_QUERIES = '查询过于频繁，请稍后再试';

export const certificateRoutes =
  (services: Pick<AppServices, 'database' | 'counters' | 'files' | 'clock' | 'publicAddress'>): AreaRoutes =>
  async (app) => {
    const service = new PublicCertificateService(services.database);

    // Runs before validation, so malformed queries count too.
    const limit = async (request: { ip: string }) => {
      const { count, resetInMs } = await services.counters.hit(
        `cert-query:ip:${request.ip}`,
        PUBLIC_QUERY_LIMIT.windowMs,
      );
      if (count > PUBLIC_QUERY_LIMIT.perAddress) throw tooManyRequests(TOO_MANY_QUERIES, resetInMs / 1000);
    };

    const manage = new CertificateManageService(services.database, services.files, services.clock);

    registerEndpoints(
      app,
      certificatePublicEndpoints,
      certificatePublicSchemas,
      {
        getPublicCertificationBody: async (request) => ok(await service.body(request.query.tenantId)),
        // The home of enterprise and partner users: their own certificates (private route).
        listOwnCertificates: async (request) =>
          ok(await ownCertificates(services.database, requireUser(request))),
        searchPublicCertificates: async (request) => ok(await service.search(request.query)),
        // The public detail that a certificate's QR code opens, and the same by number.
        getPublicCertificateDetail: async (request) => ok(await manage.publicDetail(request.query)),
        getPublicCertificateDetailByNumber: async (request) => ok(await manage.publicDetail(request.query)),
      },
      {
        getPublicCertificationBody: { onRequest: limit },
        searchPublicCertificates: { onRequest: limit },
        getPublicCertificateDetail: { onRequest: limit },
        getPublicCertificateDetailByNumber: { onRequest: limit },
      },
    );

    await registerCertificateManageRoutes(app, manage, services.publicAddress);
    await registerCertificateChangeRoutes(app, services);
    registerCertificateCorrectionRoutes(app, services);

    // 证书维护 and 短信通知: their background work runs with this app's database and files.
    certificateNoticeOutbox.bind(services.database, app.log);
    certificateBatchRunner.bind(services.database, services.files, services.clock, (err) =>
      app.log.error({ err }, 'certificate batch failed'),
    );
    registerMaintenanceRoutes(
      app,
      new CertificateMaintenanceService(services.database, services.files),
      new CertificateNoticeService(services.database),
      services.publicAddress,
    );
  };
