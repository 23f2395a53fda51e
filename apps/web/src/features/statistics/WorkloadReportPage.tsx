/**
 * 审核工作量统计 (tjfx/WorkloadReport): leader, member and expert person-days per auditor and month
 * (the default; the server answers a page of the rows, the total row over all) or per auditor over
 * the period.
 */
import { usePermission } from '../../shared/permissions';
import { statisticsResourceApi } from './api-resources';
import { ReportPage } from './ReportPage';
import { statisticsResourceTexts } from './texts-resources';

export default function WorkloadReportPage() {
  const { t } = statisticsResourceTexts.useTranslation();
  const can = usePermission();
  return (
    <ReportPage
      title={t('page.workload')}
      queryKey="tjfx:workload"
      fetch={statisticsResourceApi.workload}
      onExport={can('tjfx:workload:export') ? statisticsResourceApi.exportWorkload : undefined}
      onRefresh={can('tjfx:workload:export') ? statisticsResourceApi.refreshWorkload : undefined}
      filters={['period']}
      groupBy={{
        initial: 'month',
        options: [
          { value: 'month', label: t('groupBy.auditorMonth') },
          { value: 'auditor', label: t('groupBy.auditor') },
        ],
      }}
    />
  );
}
