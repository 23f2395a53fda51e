/**
 * 应收统计 (/tjfx/receivable, finance and admin): what is outstanding (received < amount) by age on
 * a day (default today): 未到期, 0–30, 31–90, 91–180, > 180 days from the due date
 * (@cb/domain statistics/resources.ts). Each figure opens 应收款 with 仅欠费 and the bucket's due
 * dates (and the audit type), whose total is the count and whose arrears add up to the money.
 */
import { calendarDateOf } from '@cb/domain';
import {
  drillLink,
  dueDateRange,
  RECEIVABLE_AGE_BUCKETS,
  type ReceivableAgeKey,
  type ReceivableReportQuery,
  type StatisticsReport,
} from '@cb/domain/statistics';
import type { Reader } from '../../platform/db/database.ts';
import { receivablesByDueDate } from '../finance/door.ts';
import { buildReport, col } from './report.ts';

const RECEIVABLE_LIST = '/cwgl/receivable';

export async function receivableReport(
  tx: Reader,
  tenantId: number,
  q: ReceivableReportQuery,
): Promise<StatisticsReport> {
  const asOf = q.asOf ?? calendarDateOf(new Date());
  const buckets = RECEIVABLE_AGE_BUCKETS.map((b) => ({ key: b.key, ...dueDateRange(b.key, asOf) }));
  const rows = await receivablesByDueDate(tx, tenantId, { buckets, auditType: q.auditType });
  const groups = RECEIVABLE_AGE_BUCKETS.map((b) => {
    const r = rows.find((x) => x.bucket === b.key);
    return {
      key: b.key,
      label: b.title,
      figures: {
        count: r?.count ?? 0,
        amount: r?.amount ?? '0.00',
        received: r?.received ?? '0.00',
        arrears: r?.arrears ?? '0.00',
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
