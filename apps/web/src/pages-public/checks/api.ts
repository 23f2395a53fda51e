import type {
  ApplicationMaterials,
  CertificationBody,
  FileArchiveCheck,
  HistoricalProjects,
  TrainingCertificateCheck,
} from '@cb/domain';
import { http } from '../../shared/http';

const opts = (signal?: AbortSignal) => ({ silent: true, ...(signal ? { signal } : {}) });

/** The public checks' calls (no sign-in except the archive check); the pages show failures themselves. */
export const checksApi = {
  training: (q: { certNo: string; name: string; tenantId: string }, signal?: AbortSignal) =>
    http.get<TrainingCertificateCheck>('/trainCertificate/public/check', q, opts(signal)),
  history: (q: { certNo?: string; enterpriseName?: string; tenantId: string }, signal?: AbortSignal) =>
    http.get<HistoricalProjects>('/hipji/public/detail', q, opts(signal)),
  materials: (q: { category: string; scheme?: string; tenantId: string }, signal?: AbortSignal) =>
    http.get<ApplicationMaterials>('/xmsl/public/file', q, opts(signal)),
  /** The body's name for the header. */
  body: (tenantId: string) =>
    http.get<CertificationBody>('/cert/public/body', { tenantId }, { silent: true }),
  fileArchive: (planNo: string, signal?: AbortSignal) =>
    http.get<FileArchiveCheck>('/fileArchiveCheck/check', { planNo }, opts(signal)),
};

/** A plain link: the browser downloads the template itself (no script, works on any phone). */
export const templateUrl = (fileId: string, tenantId: string) =>
  `/api/xmsl/public/file/download?${new URLSearchParams({ tenantId, fileId })}`;
