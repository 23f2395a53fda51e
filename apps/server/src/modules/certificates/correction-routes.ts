/**
 * Route of 证书修改 (/zsfx/update/{id}): the correction of a current certificate's printed text
 * (correction-service.ts). The page reads the certificate through GET /zsfx/certificate/queryById.
 */
import { certificateCorrectionEndpoints, certificateCorrectionSchemas } from '@cb/domain';
import { requireUser } from '../../platform/auth/guard.ts';
import { registerEndpoints } from '../../platform/http/endpoints.ts';
import { ok } from '../../platform/http/envelope.ts';
import type { AreaRoutes } from '../../platform/http/type-provider.ts';
import type { AppServices } from '../../platform/services.ts';
import { CertificateCorrectionService } from './correction-service.ts';

type App = Parameters<AreaRoutes>[0];

export function registerCertificateCorrectionRoutes(
  app: App,
  services: Pick<AppServices, 'database' | 'clock' | 'files' | 'publicAddress'>,
) {
  const service = new CertificateCorrectionService(services.database, services.files, services.clock);

  registerEndpoints(app, certificateCorrectionEndpoints, certificateCorrectionSchemas, {
    // The public address first: without one (production, no PUBLIC_URL) nothing is written.
    correctCertificate: async (request) => {
      const origin = services.publicAddress.origin();
      return ok(await service.correct(requireUser(request), request.body, origin));
    },
  });
}
