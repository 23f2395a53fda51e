import { ReportRowsPage } from './ReportRowsPage';

/** 审核结果上报 (xxsb/ResultReportList, `/xxsb/result`). */
export default function ResultReportListPage() {
  return <ReportRowsPage kind="result" />;
}
