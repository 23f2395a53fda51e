import { ReportRowsPage } from './ReportRowsPage';

/** 审核计划上报 (xxsb/PlanReportList, `/xxsb/plan`). */
export default function PlanReportListPage() {
  return <ReportRowsPage kind="plan" />;
}
