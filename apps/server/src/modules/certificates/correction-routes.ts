/**
 * Route of 证书修改 (/zsfx/update/{id}): the correction of a current certificate's printed text
 * (correction-service.ts). The page reads the certificate through GET /zsfx/certificate/queryById.
 */
import {
  CERTIFICATE_CORRECTION_ACCESS as A,
  certificateCorrectionBody,
  certificateCorrectionResult,
} from '@cb/domain';
import { requireUser } from '../../platform/auth/guard.ts';
import { ok } from '../../platform/http/envelope.ts';
import { op } from '../../platform/http/operation.ts';
import type { AreaRoutes } from '../../platform/http/type-provider.ts';
import type { AppServices } from '../../platform/services.ts';
import { CertificateCorrectionService } from './correction-service.ts';

type App = Parameters<AreaRoutes>[0];

export function registerCertificateCorrectionRoutes(
  app: App,
  services: Pick<AppServices, 'database' | 'clock' | 'files' | 'publicAddress'>,
) {
  const service = new CertificateCorrectionService(services.database, services.files, services.clock);

  app.put(
    '/zsfx/certificate/correct',
    op({
      id: 'correctCertificate',
      summary: '证书修改：更正当前证书的录入错误（不换发新版本，重新生成证书PDF）',
      access: A.correct,
      body: certificateCorrectionBody,
      result: certificateCorrectionResult,
    }),
    // The public address first: without one (production, no PUBLIC_URL) nothing is written.
    async (request) => {
      const origin = services.publicAddress.origin();
      return ok(await service.correct(requireUser(request), request.body, origin));
    },
  );
}
