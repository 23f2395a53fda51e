import type { Permission } from '@cb/domain';
import type { ReportKind } from '@cb/domain/regulator-reporting';
import { Alert, App, Button, Space, Statistic, Tabs } from 'antd';
import { useState } from 'react';
import { ListPage } from '../../shared/list';
import { usePermission } from '../../shared/permissions';
import { type ReportRow, type ReportRowFilters, regulatorReportingApi } from './api';
import { CodeMapButton } from './CodeMapDrawer';
import { reportAreaKey, useReportRows, useReportSummary } from './queries';
import { reportColumns, reportSearchFields } from './ReportRows.data';
import { reportTexts } from './texts';
import './regulator-reporting.css';

const CODES: Readonly<Record<ReportKind, { report: Permission; export: Permission }>> = {
  plan: { report: 'xxsb:plan:report', export: 'xxsb:plan:export' },
  certificate: { report: 'xxsb:certificate:report', export: 'xxsb:certificate:export' },
  result: { report: 'xxsb:result:report', export: 'xxsb:result:export' },
};

/**
 * 审核计划上报 / 证书信息上报 / 审核结果上报: tabs 未上报 and 已上报, the counts, filters, each row's
 * deadline and check; 导出 gives the regulator's sheet, 上报 marks the chosen rows in one batch.
 */
export function ReportRowsPage({ kind }: { kind: ReportKind }) {
  const { t } = reportTexts.useTranslation();
  const can = usePermission();
  const { message, modal } = App.useApp();
  const [selected, setSelected] = useState<Map<string, ReportRow>>(new Map());
  const [tab, setTab] = useState<'0' | '1'>('0');
  const summary = useReportSummary(kind, {});
  const report = useReportRows(kind);
  const toggle = (row: ReportRow, on: boolean) =>
    setSelected((old) => {
      const next = new Map(old);
      if (on) next.set(row.id, row);
      else next.delete(row.id);
      return next;
    });

  const confirmReport = () => {
    if (selected.size === 0) {
      message.warning(t('action.selectFirst'));
      return;
    }
    modal.confirm({
      title: t('action.reportConfirm', { count: selected.size }),
      content: t('action.reportHint'),
      onOk: async () => {
        const result = await report.mutateAsync({ ids: [...selected.keys()] });
        setSelected(new Map());
        message.success(t('action.reported', { batchNo: result.batchNo }));
      },
    });
  };

  const fetchFor =
    (reported: '0' | '1') => (query: ReportRowFilters & { pageNo: number; pageSize: number }) =>
      regulatorReportingApi.list(kind, { ...query, reported });
  const exportFor = (reported: '0' | '1') =>
    can(CODES[kind].export)
      ? (query: ReportRowFilters & { column?: string; order?: 'asc' | 'desc' }) =>
          regulatorReportingApi.exportXls(kind, { ...query, reported })
      : undefined;
  const counts = summary.data;

  const unreported = (
    <ListPage<ReportRow, ReportRowFilters>
      settingKey={`${reportAreaKey(kind)}:list`}
      columns={reportColumns({ t, kind, reported: false, selected: new Set(selected.keys()), toggle })}
      fetchPage={fetchFor('0')}
      searchFields={reportSearchFields(t, kind, false)}
      toolbar={
        <Space>
          {can(CODES[kind].report) ? (
            <Button type="primary" onClick={confirmReport} loading={report.isPending}>
              {selected.size ? t('action.reportSelected', { count: selected.size }) : t('action.report')}
            </Button>
          ) : null}
          {selected.size ? <Button onClick={() => setSelected(new Map())}>{t('action.clear')}</Button> : null}
          {kind === 'certificate' && can(CODES.certificate.report) ? <CodeMapButton /> : null}
        </Space>
      }
      onExport={exportFor('0')}
    />
  );
  const reported = (
    <ListPage<ReportRow, ReportRowFilters>
      settingKey={`${reportAreaKey(kind)}:reported:list`}
      columns={reportColumns({ t, kind, reported: true })}
      fetchPage={fetchFor('1')}
      searchFields={reportSearchFields(t, kind, true)}
      onExport={exportFor('1')}
    />
  );

  return (
    <div className="cb-page">
      <Space size={40} className="xxsb-summary" data-testid="xxsb-summary">
        <Statistic title={t('summary.unreported')} value={counts?.unreported ?? '-'} />
        <Statistic
          title={t('summary.overdue')}
          value={counts?.overdue ?? '-'}
          valueStyle={counts?.overdue ? { color: '#cf1322' } : undefined}
        />
        <Statistic
          title={t('summary.invalid')}
          value={counts?.invalid ?? '-'}
          valueStyle={counts?.invalid ? { color: '#d46b08' } : undefined}
        />
      </Space>
      {counts?.invalid ? (
        <Alert type="warning" showIcon message={t('summary.invalidHint')} className="xxsb-alert" />
      ) : null}
      <Tabs
        activeKey={tab}
        onChange={(key) => setTab(key as '0' | '1')}
        destroyOnHidden
        items={[
          { key: '0', label: t('tab.unreported'), children: unreported },
          { key: '1', label: t('tab.reported'), children: reported },
        ]}
      />
    </div>
  );
}
