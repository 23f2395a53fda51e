/**
 * 收入统计 (/tjfx/income, finance and admin): the money received (收款登记) per month of the date
 * received, with the number of payments and the amount by method. Default period: the twelve months
 * to the current one; every month of the period is a row (0 when nothing came in). Each figure opens
 * 收款登记 with the month's dates (and the method), whose total is the count and whose amounts add up
 * to the money.
 */

import { calendarDateOf, labelOf } from '@cb/domain';
import { addAmounts, PAYMENT_METHODS } from '@cb/domain/finance';
import {
  drillLink,
  type IncomeReportQuery,
  lastDayOfMonth,
  monthsOf,
  type StatisticsReport,
} from '@cb/domain/statistics';
import type { Reader } from '../../platform/db/database.ts';
import { incomeByMonthMethod } from '../finance/door.ts';
import { buildReport, col } from './report.ts';

const PAYMENT_LIST = '/cwgl/payment';
const METHODS = [1, 2, 3, 4] as const;

/** The period asked, or the twelve months to the current one; an open end closes a year away. */
export function incomePeriod(q: Pick<IncomeReportQuery, 'from' | 'to'>, today = calendarDateOf(new Date())) {
  const shift = (m: string, by: number) => {
    const [y, mm] = m.split('-').map(Number) as [number, number];
    const n = y * 12 + (mm - 1) + by;
    return `${Math.floor(n / 12)}-${String((n % 12) + 1).padStart(2, '0')}`;
  };
  const to = q.to ?? (q.from ? shift(q.from, 11) : today.slice(0, 7));
  const from = q.from ?? shift(to, -11);
  return { from, to };
}

export async function incomeReport(
  tx: Reader,
  tenantId: number,
  q: IncomeReportQuery,
): Promise<StatisticsReport> {
  const period = incomePeriod(q);
  const rows = await incomeByMonthMethod(tx, tenantId, {
    fromDate: `${period.from}-01`,
    toDate: lastDayOfMonth(period.to),
  });
  const groups = monthsOf(period.from, period.to).map((month) => {
    const mine = rows.filter((r) => r.month === month);
    return {
      key: month,
      label: month,
      figures: {
        count: mine.reduce((s, r) => s + r.count, 0),
        amount: addAmounts(mine.map((r) => r.amount)),
        ...Object.fromEntries(
          METHODS.map((m) => [
            `method${m}`,
            addAmounts(mine.filter((r) => r.method === m).map((r) => r.amount)),
          ]),
        ),
      },
    };
  });
  return buildReport({
    columns: [
      col('month', '月份', 'Month', 'text'),
      col('count', '收款笔数', 'Payments'),
      col('amount', '收款金额', 'Amount received', 'money'),
      ...METHODS.map((m) =>
        col(
          `method${m}`,
          labelOf(PAYMENT_METHODS, m) ?? String(m),
          labelOf(PAYMENT_METHODS, m, 'en-US') ?? String(m),
          'money',
        ),
      ),
    ],
    groups,
    link: (column, group) => {
      const month = group?.key;
      const method = column.startsWith('method') ? Number(column.slice(6)) : undefined;
      return drillLink(PAYMENT_LIST, {
        receivedFrom: `${month ?? period.from}-01`,
        receivedTo: lastDayOfMonth(month ?? period.to),
        method,
      });
    },
    chart: { type: 'bar', category: 'month', series: ['amount'] },
  });
}
