/** 申请统计 (tjfx/ApplicationReport): applications received per month or per standard, by status. */
import { usePermission } from '../../shared/permissions';
import { statisticsApi } from './api';
import { ReportPage } from './ReportPage';
import { statisticsTexts } from './texts';

export default function ApplicationReportPage() {
  const { t } = statisticsTexts.useTranslation();
  const can = usePermission();
  return (
    <ReportPage
      title={t('page.application')}
      queryKey="tjfx:application"
      fetch={statisticsApi.application}
      onExport={can('tjfx:application:export') ? statisticsApi.exportApplication : undefined}
      onRefresh={can('tjfx:application:export') ? statisticsApi.refreshApplication : undefined}
      filters={['period', 'standard', 'province', 'branch']}
      groupBy={{
        initial: 'month',
        options: [
          { value: 'month', label: t('groupBy.month') },
          { value: 'standard', label: t('groupBy.standard') },
        ],
      }}
    />
  );
}
