/** 应收统计 (tjfx/ReceivableReport, finance): what is outstanding by age (未到期, 0–30, 31–90, 91–180, > 180 days). */
import { DatePicker, Form } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { usePermission } from '../../shared/permissions';
import { statisticsResourceApi } from './api-resources';
import { ReportPage } from './ReportPage';
import { statisticsResourceTexts } from './texts-resources';

export default function ReceivableReportPage() {
  const { t } = statisticsResourceTexts.useTranslation();
  const can = usePermission();
  return (
    <ReportPage
      title={t('page.receivable')}
      queryKey="tjfx:receivable"
      fetch={statisticsResourceApi.receivable}
      onExport={can('tjfx:receivable:export') ? statisticsResourceApi.exportReceivable : undefined}
      filters={['auditType']}
      extraFields={
        <Form.Item
          name="asOf"
          label={t('filter.asOf')}
          // The query carries the day as YYYY-MM-DD; the picker shows it.
          normalize={(d: Dayjs | null) => (d ? d.format('YYYY-MM-DD') : undefined)}
          getValueProps={(v: string | undefined) => ({ value: v ? dayjs(v) : null })}
        >
          <DatePicker allowClear />
        </Form.Item>
      }
    />
  );
}
