import {
  BATCH_ITEM_STATUSES,
  BATCH_STATUSES,
  labelOf,
  MAINTENANCE_KINDS,
  type MaintenanceBatchRow,
  type MaintenanceItemRow,
} from '@cb/domain';
import { useQuery } from '@tanstack/react-query';
import { Button, Descriptions, Drawer, Progress, Tag } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { formatDateTime } from '../../shared/format/dateTime';
import { currentLocale } from '../../shared/i18n';
import {
  ActionLink,
  actionsColumn,
  ConfirmActionButton,
  type ListColumn,
  ListPage,
  type ListPageHandle,
  SelectFilter,
} from '../../shared/list';
import { usePermission } from '../../shared/permissions';
import { openPdf } from './api';
import { BatchDialog } from './BatchDialog';
import { type BatchFilters, type ItemFilters, maintenanceApi } from './maintenanceApi';
import { maintenanceTexts } from './maintenanceTexts';
import './certificates.css';

/** How often the page asks for progress while a batch is queued or running. */
export const POLL_MS = 1000;
const unfinished = (b: Pick<MaintenanceBatchRow, 'status'>) =>
  b.status === 'queued' || b.status === 'running';
const STATUS_COLOR: Record<string, string> = {
  queued: 'default',
  running: 'processing',
  done: 'success',
  cancelled: 'warning',
  failed: 'error',
};

function BatchProgress({ batch }: { batch: MaintenanceBatchRow }) {
  const { t } = maintenanceTexts.useTranslation();
  return (
    <div className="cb-cert-batch-progress">
      <Progress
        percent={batch.percent}
        size="small"
        status={
          batch.status === 'failed'
            ? 'exception'
            : batch.status === 'running'
              ? 'active'
              : batch.status === 'done' && batch.failed === 0
                ? 'success'
                : 'normal'
        }
        aria-label={`${batch.title} ${batch.percent}%`}
      />
      <div className="cb-cert-batch-counts">
        {t('batch.counts', { ok: batch.succeeded, failed: batch.failed, total: batch.total })}
      </div>
    </div>
  );
}

/** The result report of one batch: progress (polled while it runs) and a row per certificate. */
function BatchResult({ batchId, onClose }: { batchId: string; onClose: () => void }) {
  const { t } = maintenanceTexts.useTranslation();
  const can = usePermission();
  const items = useRef<ListPageHandle>(null);
  const batch = useQuery({
    queryKey: ['zswh:batch', batchId],
    queryFn: () => maintenanceApi.get(batchId),
    refetchInterval: (q) => (q.state.data && !unfinished(q.state.data) ? false : POLL_MS),
  });
  const status = batch.data?.status;
  const processed = (batch.data?.succeeded ?? 0) + (batch.data?.failed ?? 0);
  // The report follows the progress.
  useEffect(() => {
    if (status && processed >= 0) items.current?.reload();
  }, [status, processed]);

  const columns: ListColumn<MaintenanceItemRow>[] = [
    { key: 'seq', title: t('batch.itemSeq'), dataIndex: 'seq', width: 70 },
    { key: 'certNo', title: t('batch.itemCertNo'), dataIndex: 'certNo', width: 170 },
    { key: 'enterpriseName', title: t('batch.itemEnterprise'), dataIndex: 'enterpriseName', ellipsis: true },
    {
      key: 'status',
      title: t('batch.itemStatus'),
      dataIndex: 'status',
      width: 80,
      render: (v: string) => (
        <Tag color={v === 'ok' ? 'success' : v === 'failed' ? 'error' : 'default'}>
          {labelOf(BATCH_ITEM_STATUSES, v, currentLocale()) ?? v}
        </Tag>
      ),
    },
    { key: 'message', title: t('batch.itemMessage'), dataIndex: 'message', ellipsis: true },
    {
      key: 'ms',
      title: t('batch.itemMs'),
      dataIndex: 'ms',
      width: 100,
      render: (v: number | null) => (v == null ? '' : v),
    },
  ];
  const b = batch.data;
  return (
    <Drawer open title={b?.title ?? t('batch.result')} width={960} onClose={onClose} destroyOnHidden>
      {b ? (
        <Descriptions className="cb-cert-batch-summary" size="small" column={2} bordered>
          <Descriptions.Item label={t('batch.status')}>
            <Tag color={STATUS_COLOR[b.status]}>
              {labelOf(BATCH_STATUSES, b.status, currentLocale()) ?? b.status}
            </Tag>
          </Descriptions.Item>
          <Descriptions.Item label={t('batch.progress')}>
            <BatchProgress batch={b} />
          </Descriptions.Item>
          <Descriptions.Item label={t('batch.timing')}>
            {b.avgMs == null ? '—' : t('batch.timingValue', { avg: b.avgMs, max: b.maxMs ?? '' })}
          </Descriptions.Item>
          <Descriptions.Item label={t('batch.finishTime')}>
            {b.finishTime ? formatDateTime(b.finishTime) : '—'}
          </Descriptions.Item>
          {b.error ? (
            <Descriptions.Item label={t('batch.error')} span={2}>
              {b.error}
            </Descriptions.Item>
          ) : null}
          {b.hasFile ? (
            <Descriptions.Item label="PDF" span={2}>
              <Button size="small" type="primary" onClick={() => void maintenanceApi.pdf(b.id).then(openPdf)}>
                {t('batch.downloadPdf')}
              </Button>
            </Descriptions.Item>
          ) : null}
        </Descriptions>
      ) : null}
      <ListPage<MaintenanceItemRow, ItemFilters>
        ref={items}
        settingKey="zswh:maintain:items"
        columns={columns}
        fetchPage={(query) => maintenanceApi.items(batchId, query)}
        scrollX={800}
        searchFields={
          <SelectFilter name="status" label={t('batch.itemStatus')} codes={BATCH_ITEM_STATUSES} width={110} />
        }
        onExport={
          can('zswh:maintain:export') ? (query) => maintenanceApi.exportItems(batchId, query) : undefined
        }
      />
    </Drawer>
  );
}

/**
 * 证书维护 (zswh/MaintainList): batch work on many certificates in the background — a batch print
 * into one PDF, regenerating the PDFs after a template change, a standard transition — with the
 * progress polled while it runs and a result per certificate.
 */
export default function MaintainListPage() {
  const { t } = maintenanceTexts.useTranslation();
  const can = usePermission();
  const list = useRef<ListPageHandle>(null);
  const [adding, setAdding] = useState(false);
  const [showing, setShowing] = useState<string | null>(null);
  const [active, setActive] = useState(false);

  useEffect(() => {
    if (!active) return;
    const timer = setInterval(() => list.current?.reload(), POLL_MS);
    return () => clearInterval(timer);
  }, [active]);

  const columns: ListColumn<MaintenanceBatchRow>[] = [
    { key: 'title', title: t('batch.name'), dataIndex: 'title', width: 220, ellipsis: true },
    {
      key: 'kind',
      title: t('batch.kind'),
      dataIndex: 'kind',
      width: 120,
      render: (v: string) => labelOf(MAINTENANCE_KINDS, v, currentLocale()) ?? v,
    },
    {
      key: 'status',
      title: t('batch.status'),
      dataIndex: 'status',
      width: 90,
      render: (v: string) => (
        <Tag color={STATUS_COLOR[v]}>{labelOf(BATCH_STATUSES, v, currentLocale()) ?? v}</Tag>
      ),
    },
    {
      key: 'progress',
      title: t('batch.progress'),
      width: 220,
      render: (_: unknown, row) => <BatchProgress batch={row} />,
    },
    {
      key: 'timing',
      title: t('batch.timing'),
      width: 190,
      render: (_: unknown, row) =>
        row.avgMs == null ? '—' : t('batch.timingValue', { avg: row.avgMs, max: row.maxMs ?? '' }),
    },
    { key: 'creator', title: t('batch.creator'), dataIndex: 'creatorName', width: 90 },
    {
      key: 'createTime',
      title: t('batch.createTime'),
      dataIndex: 'createTime',
      width: 160,
      sortField: 'createTime',
      render: (v: string) => formatDateTime(v),
    },
    actionsColumn(t('common.actions'), 190, (row) => (
      <>
        <ActionLink onClick={() => setShowing(row.id)}>{t('batch.result')}</ActionLink>
        {row.hasFile ? (
          <ActionLink onClick={() => void maintenanceApi.pdf(row.id).then(openPdf)}>
            {t('batch.downloadPdf')}
          </ActionLink>
        ) : null}
        {can('zswh:maintain:edit') && unfinished(row) ? (
          <ConfirmActionButton
            label={t('batch.cancelTask')}
            title={t('batch.cancelConfirm')}
            content={row.title}
            done={t('batch.cancelled')}
            action={async () => {
              await maintenanceApi.cancel(row.id, row.version);
              list.current?.reload();
            }}
          />
        ) : null}
      </>
    )),
  ];

  return (
    <div className="cb-page">
      <ListPage<MaintenanceBatchRow, BatchFilters>
        ref={list}
        settingKey="zswh:maintain:list"
        columns={columns}
        fetchPage={async (query) => {
          const page = await maintenanceApi.list(query);
          setActive(page.records.some(unfinished));
          return page;
        }}
        scrollX={1290}
        searchFields={
          <>
            <SelectFilter name="kind" label={t('batch.kind')} codes={MAINTENANCE_KINDS} width={150} />
            <SelectFilter name="status" label={t('batch.status')} codes={BATCH_STATUSES} width={110} />
          </>
        }
        toolbar={
          can('zswh:maintain:edit') ? (
            <Button type="primary" onClick={() => setAdding(true)}>
              {t('batch.add')}
            </Button>
          ) : null
        }
      />
      <BatchDialog
        open={adding}
        onClose={() => setAdding(false)}
        onCreated={(id) => {
          setAdding(false);
          list.current?.reload();
          setShowing(id);
        }}
      />
      {showing ? <BatchResult batchId={showing} onClose={() => setShowing(null)} /> : null}
    </div>
  );
}
