/**
 * Routes of 证书变更 (zsfx change): the pending changes, a certificate's change form and the new
 * version (change-service.ts). The product-certificate page (/zsfx/change/product/{id}) uses the
 * same routes; the rule keeps product model changes (07) to product certificates.
 */
import {
  CERTIFICATE_CHANGE_ACCESS as A,
  certificateChangeBody,
  certificateChangeForm,
  certificateChangeResult,
  idQuery,
  pendingCertificateChangePage,
  pendingCertificateChangeQuery,
} from '@cb/domain';
import { requireUser } from '../../platform/auth/guard.ts';
import { ok } from '../../platform/http/envelope.ts';
import { op } from '../../platform/http/operation.ts';
import type { AreaRoutes } from '../../platform/http/type-provider.ts';
import type { AppServices } from '../../platform/services.ts';
import { CertificateChangeService } from './change-service.ts';

type App = Parameters<AreaRoutes>[0];

export async function registerCertificateChangeRoutes(
  app: App,
  services: Pick<AppServices, 'database' | 'clock' | 'files' | 'publicAddress'>,
) {
  const service = new CertificateChangeService(services.database, services.clock, services.files);

  app.get(
    '/zsfx/change/list',
    op({
      id: 'listPendingCertificateChanges',
      summary: '证书变更：待换发证书（变更审批、认证决定）',
      access: A.read,
      query: pendingCertificateChangeQuery,
      result: pendingCertificateChangePage,
    }),
    async (request) => ok(await service.pending(requireUser(request), request.query)),
  );

  app.get(
    '/zsfx/change/queryById',
    op({
      id: 'getCertificateChangeForm',
      summary: '证书变更表单（当前版本、待换发的变更）',
      access: A.read,
      query: idQuery,
      result: certificateChangeForm,
    }),
    async (request) => ok(await service.form(requireUser(request), request.query.id)),
  );

  app.post(
    '/zsfx/change/change',
    op({
      id: 'changeCertificate',
      summary: '证书变更：换发新版本，旧版本转为旧证书',
      access: A.change,
      body: certificateChangeBody,
      result: certificateChangeResult,
    }),
    async (request) =>
      ok(await service.change(requireUser(request), request.body, services.publicAddress.origin())),
  );
}
