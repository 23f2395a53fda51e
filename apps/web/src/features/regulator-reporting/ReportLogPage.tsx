import type { ListColumn } from '../../shared/list';
import {
  ActionLink,
  actionColumn,
  dateTimeColumn,
  ListPage,
  SelectFilter,
  TextFilter,
  textColumn,
} from '../../shared/list';
import { usePermission } from '../../shared/permissions';
import { type ReportBatchFilters, type ReportBatchRow, regulatorReportingApi } from './api';
import { REPORT_LOG_SETTING_KEY } from './queries';
import type { ReportT } from './texts';
import { reportTexts } from './texts';

/** The 上报记录 list's columns: kind, period, rows, who, when, the file (下载 again). */
export function reportLogColumns(t: ReportT): ListColumn<ReportBatchRow>[] {
  return [
    { ...textColumn<ReportBatchRow>('batchNo', t('field.batchNo'), 210), sortField: 'batchNo' },
    {
      key: 'kind',
      title: t('log.kind'),
      dataIndex: 'kind',
      width: 110,
      render: (v: ReportBatchRow['kind']) => t(`log.kinds.${v}`),
    },
    {
      key: 'period',
      title: t('log.period'),
      dataIndex: 'period',
      width: 100,
      render: (v: string) => v || '—',
    },
    { ...textColumn<ReportBatchRow>('rowCount', t('log.rowCount'), 80), sortField: 'rowCount' },
    textColumn('reportedByName', t('log.reportedBy'), 110),
    dateTimeColumn('createTime', t('log.reportedAt'), { sortField: 'createTime' }),
    textColumn('fileName', t('log.fileName'), 280, { ellipsis: true }),
    textColumn('remark', t('log.remark'), 180, { ellipsis: true, optional: true }),
    actionColumn(t('log.actions'), 90, (row) =>
      row.fileName ? (
        <ActionLink onClick={() => regulatorReportingApi.downloadBatch(row)}>{t('log.download')}</ActionLink>
      ) : null,
    ),
  ];
}

/** 上报记录 (xxsb/ReportLogList): the batches reported, newest first. */
export default function ReportLogPage() {
  const { t } = reportTexts.useTranslation();
  const can = usePermission();
  return (
    <div className="cb-page">
      <ListPage<ReportBatchRow, ReportBatchFilters>
        settingKey={REPORT_LOG_SETTING_KEY}
        columns={reportLogColumns(t)}
        fetchPage={regulatorReportingApi.batches}
        searchFields={
          <>
            <SelectFilter
              name="kind"
              label={t('log.kind')}
              width={130}
              options={(['plan', 'certificate', 'result'] as const).map((k) => ({
                value: k,
                label: t(`log.kinds.${k}`),
              }))}
            />
            <TextFilter
              name="period"
              label={t('log.period')}
              width={110}
              maxLength={7}
              placeholder={t('placeholder.month')}
            />
          </>
        }
        onExport={can('xxsb:log:export') ? regulatorReportingApi.exportBatches : undefined}
      />
    </div>
  );
}
