/**
 * Server state of 证书变更: under `zsfx:certificate:change`, so the change list and form are part of
 * the certificates' area; a new version refreshes every certificate list and detail.
 */
import { areaKey, defineAreaQueries } from '../../shared/api/areaQueries';
import { type CertificateChangeInput, changeApi } from './changeApi';
import { CERTIFICATE_AREA_KEY } from './queries';

export const CHANGE_AREA_KEY = `${CERTIFICATE_AREA_KEY}:change`;

const changes = defineAreaQueries(CHANGE_AREA_KEY, { get: changeApi.form });
export const useChangeForm = changes.useRecord;
export const useChangeCertificate = changes.mutation(
  (body: CertificateChangeInput) => changeApi.change(body),
  { alsoInvalidate: [areaKey(CERTIFICATE_AREA_KEY)] },
);
