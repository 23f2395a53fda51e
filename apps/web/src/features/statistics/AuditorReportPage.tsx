/** 审核员统计 (tjfx/AuditorReport): active auditors by registration level, code field or region, full- and part-time. */
import { usePermission } from '../../shared/permissions';
import { statisticsResourceApi } from './api-resources';
import { ReportPage } from './ReportPage';
import { statisticsResourceTexts } from './texts-resources';

export default function AuditorReportPage() {
  const { t } = statisticsResourceTexts.useTranslation();
  const can = usePermission();
  return (
    <ReportPage
      title={t('page.auditor')}
      queryKey="tjfx:auditor"
      fetch={statisticsResourceApi.auditor}
      onExport={can('tjfx:auditor:export') ? statisticsResourceApi.exportAuditor : undefined}
      filters={[]}
      groupBy={{
        initial: 'level',
        options: [
          { value: 'level', label: t('groupBy.level') },
          { value: 'field', label: t('groupBy.field') },
          { value: 'region', label: t('groupBy.region') },
        ],
      }}
    />
  );
}
