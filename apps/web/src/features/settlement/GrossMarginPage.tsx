import { useQuery } from '@tanstack/react-query';
import { Alert, Card, Col, Modal, Row, Statistic, Table } from 'antd';
import { useCallback, useState } from 'react';
import { formatDateTime } from '../../shared/format/dateTime';
import { ListPage } from '../../shared/list';
import { usePermission } from '../../shared/permissions';
import { type GrossMarginFilters, type GrossMarginRow, type MarginFigure, settlementApi } from './api';
import { marginColumns, marginFilters, marginSearchFields } from './GrossMargin.data';
import { MarginChart } from './MarginChart';
import { GROSS_MARGIN_SETTING_KEY } from './queries';
import { settlementTexts } from './texts';

type Page = Awaited<ReturnType<typeof settlementApi.margin>>;
type Open = { row: GrossMarginRow; figure: MarginFigure; filters: GrossMarginFilters };

/** The records behind one figure of one row. */
function RecordsDialog({ open, onClose }: { open: Open | null; onClose: () => void }) {
  const { t } = settlementTexts.useTranslation();
  const records = useQuery({
    queryKey: ['cwgl', 'grossMargin', 'records', open],
    queryFn: () =>
      settlementApi.marginRecords({ ...open!.filters, key: open!.row.key, figure: open!.figure }),
    enabled: open !== null,
  });
  return (
    <Modal
      open={open !== null}
      width={860}
      footer={null}
      onCancel={onClose}
      title={
        open ? t('margin.recordsTitle', { name: open.row.name, figure: t(`margin.${open.figure}`) }) : ''
      }
    >
      <Table
        size="small"
        rowKey={(r) => `${r.month}:${r.contractNo}:${r.source}:${r.amount}`}
        loading={records.isLoading}
        dataSource={records.data ?? []}
        pagination={{ pageSize: 10, hideOnSinglePage: true }}
        locale={{ emptyText: t('margin.noRecords') }}
        columns={[
          { key: 'month', title: t('field.month'), dataIndex: 'month', width: 90 },
          { key: 'enterpriseName', title: t('field.client'), dataIndex: 'enterpriseName', ellipsis: true },
          { key: 'contractNo', title: t('field.contractNo'), dataIndex: 'contractNo', width: 150 },
          { key: 'source', title: t('margin.source'), dataIndex: 'source', width: 280 },
          { key: 'amount', title: t('field.amount'), dataIndex: 'amount', width: 110, align: 'right' },
        ]}
      />
    </Modal>
  );
}

/** 毛利分析 (cwgl/GrossMarginList): per contract, client, branch or month, with a chart; figures open their records. */
export default function GrossMarginPage() {
  const { t } = settlementTexts.useTranslation();
  const can = usePermission();
  const [page, setPage] = useState<Page | null>(null);
  const [filters, setFilters] = useState<GrossMarginFilters>({ groupBy: 'month' });
  const [open, setOpen] = useState<Open | null>(null);
  const fetchPage = useCallback(
    async (query: GrossMarginFilters & Parameters<typeof settlementApi.margin>[0]) => {
      const q = { ...query, groupBy: query.groupBy ?? 'month' };
      const result = await settlementApi.margin(q);
      setPage(result);
      setFilters({
        groupBy: q.groupBy,
        fromMonth: q.fromMonth,
        toMonth: q.toMonth,
        name: q.name,
      });
      return result;
    },
    [],
  );
  const show = (row: GrossMarginRow, figure: MarginFigure) => setOpen({ row, figure, filters });
  const totals = page?.totals;
  return (
    <div className="cb-page">
      {page && !page.labourCounted ? (
        <Alert type="info" showIcon message={t('labour.zero')} style={{ marginBottom: 12 }} />
      ) : null}
      {totals ? (
        <Card
          size="small"
          title={t('margin.total')}
          extra={page?.asOf ? t('margin.asOf', { at: formatDateTime(page.asOf) }) : null}
          style={{ marginBottom: 12 }}
        >
          <Row gutter={[16, 8]}>
            {(['revenue', 'labour', 'travel', 'rebate', 'settlement', 'margin', 'rate'] as const).map((k) => (
              <Col key={k} xs={12} md={6} xl={3}>
                <Statistic title={t(`margin.${k}`)} value={totals[k] ?? '-'} valueStyle={{ fontSize: 18 }} />
              </Col>
            ))}
          </Row>
        </Card>
      ) : null}
      <MarginChart t={t} rows={page?.records ?? []} onOpen={show} />
      <ListPage<GrossMarginRow, GrossMarginFilters>
        settingKey={GROSS_MARGIN_SETTING_KEY}
        rowKey="key"
        columns={marginColumns(t, show)}
        fetchPage={fetchPage}
        searchFields={marginSearchFields(t)}
        toFilters={marginFilters}
        onExport={can('cwgl:grossMargin:export') ? settlementApi.exportMargin : undefined}
      />
      <RecordsDialog open={open} onClose={() => setOpen(null)} />
    </div>
  );
}
