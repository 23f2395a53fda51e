/** 收入统计 (tjfx/IncomeReport, finance): money received per month, by method. */
import { usePermission } from '../../shared/permissions';
import { statisticsResourceApi } from './api-resources';
import { ReportPage } from './ReportPage';
import { statisticsResourceTexts } from './texts-resources';

export default function IncomeReportPage() {
  const { t } = statisticsResourceTexts.useTranslation();
  const can = usePermission();
  return (
    <ReportPage
      title={t('page.income')}
      queryKey="tjfx:income"
      fetch={statisticsResourceApi.income}
      onExport={can('tjfx:income:export') ? statisticsResourceApi.exportIncome : undefined}
      filters={['period']}
    />
  );
}
