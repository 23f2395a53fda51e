/** The public checks in one chunk (one lazy import in the route table). */
export { ApplicationMaterialsPage } from './ApplicationMaterialsPage';
export { FileArchiveCheckPage } from './FileArchiveCheckPage';
export { HistoricalProjectsPage } from './HistoricalProjectsPage';
export { TrainCertificateCheckPage } from './TrainCertificateCheckPage';
