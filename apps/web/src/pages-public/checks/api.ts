import { certificatePublicEndpoints, publicCheckEndpoints } from '@cb/domain';
import { endpointCalls, urlOf } from '../../shared/api/endpoints';

const opts = (signal?: AbortSignal) => ({ silent: true, ...(signal ? { signal } : {}) });

const call = endpointCalls(publicCheckEndpoints);
const certificates = endpointCalls(certificatePublicEndpoints);

/** The public checks' calls (no sign-in except the archive check); the pages show failures themselves. */
export const checksApi = {
  training: (q: { certNo: string; name: string; tenantId: string }, signal?: AbortSignal) =>
    call.checkTrainingCertificate(q, opts(signal)),
  history: (q: { certNo?: string; enterpriseName?: string; tenantId: string }, signal?: AbortSignal) =>
    call.getHistoricalProjects(q, opts(signal)),
  materials: (q: { category: string; scheme?: string; tenantId: string }, signal?: AbortSignal) =>
    call.listApplicationMaterials(q, opts(signal)),
  /** The body's name for the header. */
  body: (tenantId: string) => certificates.getPublicCertificationBody({ tenantId }, { silent: true }),
  fileArchive: (planNo: string, signal?: AbortSignal) => call.checkFileArchive({ planNo }, opts(signal)),
};

/** A plain link: the browser downloads the template itself (no script, works on any phone). */
export const templateUrl = (fileId: string, tenantId: string) =>
  `/api${urlOf(publicCheckEndpoints.downloadApplicationTemplate)}?${new URLSearchParams({ tenantId, fileId })}`;
