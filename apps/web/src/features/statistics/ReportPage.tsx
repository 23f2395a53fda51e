/**
 * The one page of every 统计 report (BUSINESS.md §5): the filter bar (the page says which of the
 * period, branch, standard, audit type and province apply, and its own fields), the chart
 * (ECharts, loaded lazily, aria-hidden), the table with the total row — each figure a link to the
 * list of the records behind it, filtered the same way — the export behind the page's permission
 * (the server writes the same report object, so the sheet is the table), and 数据更新时间.
 *
 * @example
 * <ReportPage title={t('page.customer')} queryKey="tjfx:customer" fetch={statisticsApi.customer}
 *   onExport={can('tjfx:customer:export') ? statisticsApi.exportCustomer : undefined}
 *   filters={['branch', 'province']} groupBy={{ initial: 'province', options: [...] }} />
 */
import { DownloadOutlined } from '@ant-design/icons';
import { AUDIT_TYPES, localize, REGIONS } from '@cb/domain';
import type { StatisticsReport } from '@cb/domain/statistics';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Button, DatePicker, Form, Input, Radio, Select, Space, Table, Typography } from 'antd';
import type { ColumnType } from 'antd/es/table';
import type { Dayjs } from 'dayjs';
import { lazy, type ReactNode, Suspense, useCallback, useMemo, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { CertificateStandardSelect } from '../../shared/components/form/CertificateStandardSelect';
import { formatDateTime } from '../../shared/format/dateTime';
import { currentLocale } from '../../shared/i18n';
import { withLoading } from '../../shared/loading/loadingStore';
import { useCanOpen } from '../../shared/navigation/canOpen';
import { statisticsTexts } from './texts';
import './statistics.css';

const ReportChart = lazy(() => import('./ReportChart'));

/** The shared filters a page may offer. */
export type ReportFilterName = 'period' | 'branch' | 'standard' | 'auditType' | 'province';

export interface ReportPageProps<Q extends object> {
  /** The page's name (the chart's caption). */
  title: string;
  /** Query-cache key of the page, e.g. 'tjfx:certificate'. */
  queryKey: string;
  fetch: (query: Q) => Promise<StatisticsReport>;
  /** Present when the user may export (the page's `tjfx:<page>:export`). */
  onExport?: ((query: Q) => Promise<void>) | undefined;
  /** 刷新: counts the page's summary afresh (证书统计 of a large body), then the report is read again. */
  onRefresh?: (() => Promise<unknown>) | undefined;
  filters: readonly ReportFilterName[];
  /** The page's groupings (统计维度), applied at once when chosen. */
  groupBy?: { initial: string; options: readonly { value: string; label: string }[] };
  /** More `Form.Item`s of the page; their names are query fields. */
  extraFields?: ReactNode;
}

type FormValues = Record<string, unknown> & { period?: [Dayjs | null, Dayjs | null] | null };

/** The form's values as the report's query: the months as 'YYYY-MM', blanks dropped. */
export function toReportQuery(values: FormValues): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(values)) {
    if (k === 'period') continue;
    const value = typeof v === 'string' ? v.trim() : v;
    if (value !== '' && value !== undefined && value !== null) out[k] = value;
  }
  const [from, to] = values.period ?? [];
  if (from) out.from = from.format('YYYY-MM');
  if (to) out.to = to.format('YYYY-MM');
  return out;
}

export function ReportPage<Q extends object>({
  title,
  queryKey,
  fetch,
  onExport,
  onRefresh,
  filters,
  groupBy,
  extraFields,
}: ReportPageProps<Q>) {
  const { t } = statisticsTexts.useTranslation();
  const navigate = useNavigate();
  // A figure opens its records only where the user may open that list (staff see 审核员统计 but
  // not 审核员管理): otherwise it is plain text.
  const canOpen = useCanOpen();
  const [form] = Form.useForm<FormValues>();
  const initial = useMemo(() => (groupBy ? { groupBy: groupBy.initial } : {}), [groupBy]);
  const [query, setQuery] = useState<Record<string, unknown>>(initial);
  const report = useQuery({
    queryKey: [...queryKey.split(':'), 'report', query],
    queryFn: () => fetch(query as Q),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
  const data = report.data;
  const english = currentLocale() === 'en-US';
  const titleOf = useCallback(
    (key: string) => {
      const c = data?.columns.find((x) => x.key === key);
      return c ? (english ? c.titleEn : c.title) : key;
    },
    [data, english],
  );
  const has = (name: ReportFilterName) => filters.includes(name);
  const apply = () => setQuery(toReportQuery(form.getFieldsValue()));

  const columns = useMemo<ColumnType<StatisticsReport['rows'][number]>[]>(
    () =>
      (data?.columns ?? []).map((c, i) => ({
        key: c.key,
        title: english ? c.titleEn : c.title,
        align: c.kind === 'text' ? ('left' as const) : ('right' as const),
        width: c.kind === 'text' ? 180 : 110,
        ...(i === 0 ? { fixed: 'left' as const } : {}),
        render: (_: unknown, row) => {
          const value = row.cells[c.key];
          const link = row.links[c.key];
          const href = link && canOpen(link) ? link : undefined;
          const text = value === null || value === undefined ? '' : String(value);
          return href ? (
            <Link
              to={href}
              aria-label={t('report.openRecords', {
                name: String(row.cells[data?.chart.category ?? ''] ?? ''),
                figure: english ? c.titleEn : c.title,
              })}
            >
              {text}
            </Link>
          ) : (
            text
          );
        },
      })),
    [data, english, t, canOpen],
  );

  return (
    <div className="cb-report-page">
      <Form
        form={form}
        name={`${queryKey.replace(/\W/g, '_')}_filters`}
        layout="inline"
        className="cb-list-search"
        initialValues={initial}
        onFinish={apply}
        onValuesChange={(changed) => {
          if ('groupBy' in changed || 'statType' in changed) apply();
        }}
      >
        {groupBy ? (
          <Form.Item name="groupBy" label={t('filter.groupBy')}>
            <Radio.Group optionType="button" options={groupBy.options.map((o) => ({ ...o }))} />
          </Form.Item>
        ) : null}
        {has('period') ? (
          <Form.Item name="period" label={t('filter.period')}>
            <DatePicker.RangePicker
              picker="month"
              allowEmpty={[true, true]}
              placeholder={[t('filter.periodStart'), t('filter.periodEnd')]}
            />
          </Form.Item>
        ) : null}
        {has('standard') ? (
          <Form.Item name="standardId" label={t('filter.standard')}>
            <CertificateStandardSelect style={{ width: 200 }} />
          </Form.Item>
        ) : null}
        {has('auditType') ? (
          <Form.Item name="auditType" label={t('filter.auditType')}>
            <Select
              allowClear
              showSearch={{ optionFilterProp: 'label' }}
              style={{ width: 170 }}
              options={AUDIT_TYPES.map((a) => ({ value: a.code, label: localize(a, currentLocale()) }))}
            />
          </Form.Item>
        ) : null}
        {has('province') ? (
          <Form.Item name="province" label={t('filter.province')}>
            <Select
              allowClear
              showSearch={{ optionFilterProp: 'label' }}
              style={{ width: 140 }}
              options={REGIONS.map((r) => ({ value: String(r.code), label: localize(r, currentLocale()) }))}
            />
          </Form.Item>
        ) : null}
        {has('branch') ? (
          <Form.Item name="branch" label={t('filter.branch')}>
            <Input allowClear maxLength={64} style={{ width: 140 }} />
          </Form.Item>
        ) : null}
        {extraFields}
        <Space wrap>
          <Button type="primary" htmlType="submit">
            {t('filter.search')}
          </Button>
          <Button
            onClick={() => {
              form.resetFields();
              setQuery(initial);
            }}
          >
            {t('filter.reset')}
          </Button>
        </Space>
      </Form>
      <div className="cb-list-toolbar">
        <Typography.Text type="secondary" className="cb-report-asof">
          {data ? t('report.asOf', { at: formatDateTime(data.asOf) }) : ''}
        </Typography.Text>
        {onRefresh ? (
          <Button
            onClick={() =>
              void withLoading(async () => {
                await onRefresh();
                await report.refetch();
              }).catch(() => {})
            }
          >
            {t('report.refresh')}
          </Button>
        ) : null}
        {onExport ? (
          <Button
            icon={<DownloadOutlined aria-hidden />}
            onClick={() => void withLoading(() => onExport(query as Q)).catch(() => {})}
          >
            {t('report.export')}
          </Button>
        ) : null}
      </div>
      {data && data.rows.length > 0 ? (
        <figure className="cb-report-figure" aria-label={t('report.chartTitle', { title })}>
          <Suspense fallback={<div className="cb-report-chart-loading">{t('report.chartLoading')}</div>}>
            <ReportChart
              report={data}
              titleOf={titleOf}
              onOpen={(href) => {
                if (canOpen(href)) void navigate(href);
              }}
            />
          </Suspense>
          {data.page ? (
            <figcaption>
              <Typography.Text type="secondary">{t('report.chartOfPage')}</Typography.Text>
            </figcaption>
          ) : null}
        </figure>
      ) : null}
      <Table
        rowKey="key"
        size="middle"
        loading={report.isFetching}
        dataSource={data?.rows ?? []}
        columns={columns}
        // A paged report (审核工作量 per auditor and month): the server answers one page; the total
        // row is over all rows.
        pagination={
          data?.page
            ? {
                current: data.page.current,
                pageSize: data.page.size,
                total: data.page.total,
                showSizeChanger: true,
                pageSizeOptions: [20, 50, 100],
                showTotal: (n) => t('report.rowCount', { count: n }),
                onChange: (pageNo, pageSize) => setQuery((q) => ({ ...q, pageNo, pageSize })),
              }
            : false
        }
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: t('report.empty') }}
        summary={() =>
          data && data.rows.length > 0 ? (
            <Table.Summary fixed>
              <Table.Summary.Row className="cb-report-total">
                {data.columns.map((c, i) => {
                  const value = data.total.cells[c.key];
                  const link = data.total.links[c.key];
                  const href = link && canOpen(link) ? link : undefined;
                  // The category cell of the total row is the page's word (合计 / Total).
                  const text =
                    i === 0 ? t('report.total') : value === null || value === undefined ? '' : String(value);
                  return (
                    <Table.Summary.Cell key={c.key} index={i} align={c.kind === 'text' ? 'left' : 'right'}>
                      {href ? <Link to={href}>{text}</Link> : <strong>{text}</strong>}
                    </Table.Summary.Cell>
                  );
                })}
              </Table.Summary.Row>
            </Table.Summary>
          ) : null
        }
      />
    </div>
  );
}
