/**
 * A statistics page's Excel export: the report object the page shows, written as it is — the
 * same columns (their Chinese titles as the header), the same rows, then the total row — so the
 * sheet is identical to the table on screen (BUSINESS.md §5). No rows: 404 暂无数据导出！.
 */
import type { StatisticsReport } from '@cb/domain/statistics';
import type { FastifyReply } from 'fastify';
import { rowsToExport, type SheetColumn, sendWorkbook, writeSheet } from '../../platform/crud/index.ts';

type Cells = StatisticsReport['rows'][number]['cells'];

/** The sheet's columns of a report: one per report column, in order. */
export function reportSheetColumns(report: StatisticsReport): SheetColumn<Cells>[] {
  return report.columns.map((c) => ({
    header: c.title,
    width: c.kind === 'text' ? 24 : 12,
    value: (cells) => cells[c.key] ?? '',
  }));
}

/** The workbook of a report: its rows and the total row. */
export async function writeReport(sheetName: string, report: StatisticsReport): Promise<Buffer> {
  const rows = [...rowsToExport(report.rows).map((r) => r.cells), report.total.cells];
  return writeSheet(sheetName, reportSheetColumns(report), rows);
}

/** Sends the report's workbook: `title` is the page's name (证书统计), `asciiName` its file name. */
export async function sendReport(
  reply: FastifyReply,
  report: StatisticsReport,
  title: string,
  asciiName: string,
) {
  return sendWorkbook(reply, await writeReport(title, report), `${asciiName}.xlsx`, `${title}.xlsx`);
}
