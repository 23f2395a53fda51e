/**
 * The report's chart (ECharts through `echarts/core` with only the bar, line and pie charts and the
 * components they use). Imported lazily by ReportPage, so echarts is in the 统计 routes' chunks only.
 * The chart is an image to a screen reader (aria-hidden): the table beside it, or the 表格 view,
 * carries the same figures.
 */
import type { StatisticsReport } from '@cb/domain/statistics';
import { BarChart, LineChart, PieChart } from 'echarts/charts';
import { GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { SVGRenderer } from 'echarts/renderers';
import { useEffect, useRef } from 'react';

echarts.use([BarChart, LineChart, PieChart, GridComponent, LegendComponent, TooltipComponent, SVGRenderer]);

export interface ReportChartProps {
  report: StatisticsReport;
  /** The column titles in the page's language. */
  titleOf: (key: string) => string;
  /** A click on a bar or slice opens the records behind it (the row's link of that series). */
  onOpen?: (href: string) => void;
}

/** The chart's option of a report: categories from the category column, a series per figure column. */
export function chartOption(
  report: StatisticsReport,
  titleOf: (key: string) => string,
): echarts.EChartsCoreOption {
  const { chart, rows } = report;
  const names = rows.map((r) => String(r.cells[chart.category] ?? ''));
  const value = (v: unknown) => (typeof v === 'number' ? v : Number(v ?? 0));
  if (chart.type === 'pie') {
    const key = chart.series[0] ?? '';
    return {
      tooltip: { trigger: 'item' },
      legend: { type: 'scroll', bottom: 0, textStyle: { color: '#595959' } },
      series: [
        {
          type: 'pie',
          name: titleOf(key),
          radius: ['35%', '65%'],
          data: rows.map((r, i) => ({ name: names[i], value: value(r.cells[key]) })),
        },
      ],
    };
  }
  return {
    tooltip: { trigger: 'axis' },
    legend: { top: 0, textStyle: { color: '#595959' } },
    grid: { left: 48, right: 16, top: 36, bottom: 56 },
    xAxis: {
      type: 'category',
      data: names,
      axisLabel: { color: '#595959', interval: 0, rotate: names.length > 8 ? 30 : 0 },
    },
    yAxis: { type: 'value', axisLabel: { color: '#595959' } },
    series: chart.series.map((key) => ({
      type: chart.type,
      name: titleOf(key),
      data: rows.map((r) => value(r.cells[key])),
    })),
  };
}

export default function ReportChart({ report, titleOf, onOpen }: ReportChartProps) {
  const box = useRef<HTMLDivElement>(null);
  const openRef = useRef(onOpen);
  openRef.current = onOpen;

  useEffect(() => {
    const el = box.current;
    if (!el) return;
    const chart = echarts.init(el, undefined, { renderer: 'svg' });
    const resize = () => chart.resize();
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(resize);
    observer?.observe(el);
    return () => {
      observer?.disconnect();
      chart.dispose();
    };
  }, []);

  useEffect(() => {
    const el = box.current;
    const chart = el ? echarts.getInstanceByDom(el) : undefined;
    if (!chart) return;
    chart.setOption(chartOption(report, titleOf), true);
    chart.off('click');
    chart.on('click', (p) => {
      const row = report.rows[p.dataIndex];
      const key =
        report.chart.type === 'pie' ? report.chart.series[0] : report.chart.series[p.seriesIndex ?? 0];
      const href = row && key ? row.links[key] : undefined;
      if (href) openRef.current?.(href);
    });
  }, [report, titleOf]);

  return <div ref={box} aria-hidden className="cb-report-chart" style={{ width: '100%', height: 320 }} />;
}
