import { Button } from 'antd';
import { useNavigate } from 'react-router';
import { ListPage } from '../../shared/list';
import { usePermission } from '../../shared/permissions';
import { type ReportFilters, type ReportRow, reportsApi } from './api';
import { REPORT_LIST_SETTING_KEY, useDeleteReport } from './queries';
import { ADD_PATH, reportColumns, reportSearchFields } from './ReportList.data';
import { reportTexts } from './texts';

/** 检测报告 (jcbg/ReportList): search, server paging and sorting, column settings, export. */
export default function ReportListPage() {
  const { t } = reportTexts.useTranslation();
  const can = usePermission();
  const navigate = useNavigate();
  const remove = useDeleteReport();

  return (
    <div className="cb-page">
      <ListPage<ReportRow, ReportFilters>
        settingKey={REPORT_LIST_SETTING_KEY}
        columns={reportColumns({
          t,
          can,
          navigate,
          remove: remove.mutateAsync,
          download: (row) => reportsApi.download(row.id, row.fileName),
        })}
        fetchPage={reportsApi.list}
        searchFields={reportSearchFields(t)}
        toolbar={
          can('jcbg:report:upload') ? (
            <Button type="primary" onClick={() => navigate(ADD_PATH)} data-testid="report-upload">
              {t('list.upload')}
            </Button>
          ) : null
        }
        onExport={can('jcbg:report:export') ? reportsApi.exportList : undefined}
      />
    </div>
  );
}
