/**
 * 应收统计 (/tjfx/receivable, finance and admin): what is outstanding (received < amount) by age on
 * a day (default today): 未到期, 0–30, 31–90, 91–180, > 180 days from the due date
 * (@cb/domain statistics/resources.ts). Each figure opens 应收款 with 仅欠费 and the bucket's due
 * dates (and the audit type), whose total is the count and whose arrears add up to the money.
 */

import { calendarDateOf } from '@cb/domain';
import { addAmounts } from '@cb/domain/finance';
import {
  ageBucketOf,
  drillLink,
  dueDateRange,
  fenOfYuan,
  RECEIVABLE_AGE_BUCKETS,
  type ReceivableAgeKey,
  type ReceivableReportQuery,
  type StatisticsReport,
  yuanOfFen,
} from '@cb/domain/statistics';
import type { Reader } from '../../platform/db/database.ts';
import { outstandingByDueDate } from '../finance/door.ts';
import { buildReport, col } from './report.ts';

const RECEIVABLE_LIST = '/cwgl/receivable';

export async function receivableReport(
  tx: Reader,
  tenantId: number,
  q: ReceivableReportQuery,
): Promise<StatisticsReport> {
  const asOf = q.asOf ?? calendarDateOf(new Date());
  const dates = await outstandingByDueDate(tx, tenantId, { auditType: q.auditType });
  const groups = RECEIVABLE_AGE_BUCKETS.map((b) => {
    const mine = dates.filter((d) => ageBucketOf(d.dueDate, asOf) === b.key);
    const amount = addAmounts(mine.map((d) => d.amount));
    const received = addAmounts(mine.map((d) => d.received));
    return {
      key: b.key,
      label: b.title,
      figures: {
        count: mine.reduce((s, d) => s + d.count, 0),
        amount,
        received,
        arrears: yuanOfFen(fenOfYuan(amount) - fenOfYuan(received)),
      },
    };
  });
  return buildReport({
    columns: [
      col('age', '账龄', 'Age', 'text'),
      col('count', '笔数', 'Receivables'),
      col('amount', '应收金额', 'Amount', 'money'),
      col('received', '已收金额', 'Received', 'money'),
      col('arrears', '欠费金额', 'Outstanding', 'money'),
    ],
    groups,
    link: (_column, group) =>
      drillLink(RECEIVABLE_LIST, {
        open: 1,
        ...(group ? dueDateRange(group.key as ReceivableAgeKey, asOf) : {}),
        auditType: q.auditType,
      }),
    chart: { type: 'pie', category: 'age', series: ['arrears'] },
  });
}
