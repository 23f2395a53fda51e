/** The public certificate pages in one chunk (one lazy import in the route table, which every page loads). */
export { CertificateDetailPage } from './CertificateDetailPage';
export { CertificateListPage } from './CertificateListPage';
