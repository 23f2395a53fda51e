/** 证书统计 (tjfx/CertificateReport): the regulator's annual-report figures per project code, province or IAF sector. */
import { Form, Select } from 'antd';
import { usePermission } from '../../shared/permissions';
import { statisticsApi } from './api';
import { ReportPage } from './ReportPage';
import { statisticsTexts } from './texts';

export default function CertificateReportPage() {
  const { t } = statisticsTexts.useTranslation();
  const can = usePermission();
  return (
    <ReportPage
      title={t('page.certificate')}
      queryKey="tjfx:certificate"
      fetch={statisticsApi.certificate}
      onExport={can('tjfx:certificate:export') ? statisticsApi.exportCertificate : undefined}
      onRefresh={can('tjfx:certificate:export') ? statisticsApi.refreshCertificate : undefined}
      filters={['period', 'standard', 'province', 'branch']}
      groupBy={{
        initial: 'standard',
        options: [
          { value: 'standard', label: t('groupBy.standard') },
          { value: 'province', label: t('groupBy.province') },
          { value: 'sector', label: t('groupBy.sector') },
        ],
      }}
      extraFields={
        <Form.Item name="statType" label={t('filter.statType')}>
          <Select
            allowClear
            placeholder={t('filter.allStatTypes')}
            style={{ width: 150 }}
            options={([1, 2, 3] as const).map((v) => ({ value: v, label: t(`statType.${v}`) }))}
          />
        </Form.Item>
      }
    />
  );
}
