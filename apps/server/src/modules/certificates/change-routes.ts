/**
 * Routes of 证书变更 (zsfx change): the pending changes, a certificate's change form and the new
 * version (change-service.ts). The product-certificate page (/zsfx/change/product/{id}) uses the
 * same routes; the rule keeps product model changes (07) to product certificates.
 */
import { certificateChangeEndpoints, certificateChangeSchemas } from '@cb/domain';
import { requireUser } from '../../platform/auth/guard.ts';
import { registerEndpoints } from '../../platform/http/endpoints.ts';
import { ok } from '../../platform/http/envelope.ts';
import type { AreaRoutes } from '../../platform/http/type-provider.ts';
import type { AppServices } from '../../platform/services.ts';
import { CertificateChangeService } from './change-service.ts';

type App = Parameters<AreaRoutes>[0];

export async function registerCertificateChangeRoutes(
  app: App,
  services: Pick<AppServices, 'database' | 'clock' | 'files' | 'publicAddress'>,
) {
  const service = new CertificateChangeService(services.database, services.clock, services.files);

  registerEndpoints(app, certificateChangeEndpoints, certificateChangeSchemas, {
    listPendingCertificateChanges: async (request) =>
      ok(await service.pending(requireUser(request), request.query)),
    getCertificateChangeForm: async (request) =>
      ok(await service.form(requireUser(request), request.query.id)),
    changeCertificate: async (request) =>
      ok(await service.change(requireUser(request), request.body, services.publicAddress.origin())),
  });
}
