/** 客户分布统计 (tjfx/CustomerReport): the clients by province, industry or size band (S/M/L). */
import { usePermission } from '../../shared/permissions';
import { statisticsApi } from './api';
import { ReportPage } from './ReportPage';
import { statisticsTexts } from './texts';

export default function CustomerReportPage() {
  const { t } = statisticsTexts.useTranslation();
  const can = usePermission();
  return (
    <ReportPage
      title={t('page.customer')}
      queryKey="tjfx:customer"
      fetch={statisticsApi.customer}
      onExport={can('tjfx:customer:export') ? statisticsApi.exportCustomer : undefined}
      onRefresh={can('tjfx:customer:export') ? statisticsApi.refreshCustomer : undefined}
      filters={['province', 'branch']}
      groupBy={{
        initial: 'province',
        options: [
          { value: 'province', label: t('groupBy.province') },
          { value: 'industry', label: t('groupBy.industry') },
          { value: 'scale', label: t('groupBy.scale') },
        ],
      }}
    />
  );
}
