/** 审核项目统计 (tjfx/ProjectReport): audit projects and their days per audit type or per month. */
import { usePermission } from '../../shared/permissions';
import { statisticsApi } from './api';
import { ReportPage } from './ReportPage';
import { statisticsTexts } from './texts';

export default function ProjectReportPage() {
  const { t } = statisticsTexts.useTranslation();
  const can = usePermission();
  return (
    <ReportPage
      title={t('page.project')}
      queryKey="tjfx:project"
      fetch={statisticsApi.project}
      onExport={can('tjfx:project:export') ? statisticsApi.exportProject : undefined}
      onRefresh={can('tjfx:project:export') ? statisticsApi.refreshProject : undefined}
      filters={['period', 'auditType', 'province', 'branch']}
      groupBy={{
        initial: 'auditType',
        options: [
          { value: 'auditType', label: t('groupBy.auditType') },
          { value: 'month', label: t('groupBy.month') },
        ],
      }}
    />
  );
}
