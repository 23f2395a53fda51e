import { ReportRowsPage } from './ReportRowsPage';

/** 证书信息上报 (xxsb/CertificateReportList, `/xxsb/certificate`). */
export default function CertificateReportListPage() {
  return <ReportRowsPage kind="certificate" />;
}
