import type { Page } from '@cb/domain';
import { Empty, Table, Tag } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { formatDateTime } from '../format/dateTime';
import { blockTexts } from '../list/texts';

/** One entry of a record's audit trail, as the history endpoints of platform/crud answer it. */
export interface HistoryEntry {
  id: number;
  at: string;
  action: 'insert' | 'update' | 'delete';
  table: string;
  recordId: string;
  actorId: string | null;
  actorName: string;
  changes: { field: string; before: unknown; after: unknown }[];
}

const ACTION_COLOR = { insert: 'green', update: 'blue', delete: 'red' } as const;

function shown(value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'boolean') return blockTexts.t(value ? 'yes' : 'no');
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}

/**
 * The 变更记录 tab: who changed what and when, from the audit trail, paged on the server.
 * `fieldLabels` names the fields (camelCase API names; `table.field` overrides `field` for one
 * record kind); unnamed fields are left out, so bookkeeping columns never show. `tableLabels` names the record kinds (企业, 场所 …).
 *
 * @example
 * <ChangeHistory load={(p) => api.history(id, p)} fieldLabels={{ name: '企业名称' }} tableLabels={{ enterprises: '企业' }} />
 */
export function ChangeHistory({
  load,
  fieldLabels,
  tableLabels,
  formatValue,
}: {
  load: (paging: { pageNo: number; pageSize: number }) => Promise<Page<HistoryEntry>>;
  fieldLabels: Readonly<Record<string, string>>;
  tableLabels: Readonly<Record<string, string>>;
  /** Shows a stored value of a field (codes as labels …); default: the value as text. */
  formatValue?: (field: string, value: unknown) => string | undefined;
}) {
  const { t } = blockTexts.useTranslation();
  const [paging, setPaging] = useState({ pageNo: 1, pageSize: 10 });
  const [data, setData] = useState<{ records: HistoryEntry[]; total: number }>({ records: [], total: 0 });
  const [loading, setLoading] = useState(false);
  // The latest loader, so an inline arrow does not reload on every render.
  const loadRef = useRef(load);
  loadRef.current = load;
  useEffect(() => {
    let live = true;
    setLoading(true);
    loadRef
      .current(paging)
      .then((page) => live && setData(page))
      .catch(() => {})
      .finally(() => live && setLoading(false));
    return () => {
      live = false;
    };
  }, [paging]);

  const labelOf = (table: string, field: string): string | undefined => {
    const specific = `${table}.${field}`;
    if (Object.hasOwn(fieldLabels, specific)) return fieldLabels[specific];
    return Object.hasOwn(fieldLabels, field) ? fieldLabels[field] : undefined;
  };
  const text = (field: string, value: unknown) => formatValue?.(field, value) ?? shown(value);

  return (
    <div data-testid="change-history">
      <Table<HistoryEntry>
        rowKey="id"
        size="small"
        loading={loading}
        dataSource={data.records}
        locale={{ emptyText: <Empty description={t('history.empty')} /> }}
        columns={[
          {
            title: t('history.time'),
            dataIndex: 'at',
            width: 170,
            render: formatDateTime,
          },
          {
            title: t('history.actor'),
            dataIndex: 'actorName',
            width: 100,
            render: (v: string) => v || t('history.system'),
          },
          {
            title: t('history.action'),
            dataIndex: 'action',
            width: 80,
            render: (v: HistoryEntry['action']) => <Tag color={ACTION_COLOR[v]}>{t(`history.${v}`)}</Tag>,
          },
          {
            title: t('history.object'),
            dataIndex: 'table',
            width: 90,
            render: (v: string) => tableLabels[v] ?? v,
          },
          {
            title: t('history.changes'),
            key: 'changes',
            render: (_v, row) => (
              <ul className="cb-history-changes">
                {row.changes
                  .map((c) => ({ ...c, label: labelOf(row.table, c.field) }))
                  .filter((c) => c.label !== undefined)
                  .map((c) => (
                    <li key={c.field}>
                      <b>{c.label}</b>
                      {t('colon')}
                      {row.action === 'update'
                        ? `${text(c.field, c.before)} → ${text(c.field, c.after)}`
                        : text(c.field, c.after)}
                    </li>
                  ))}
              </ul>
            ),
          },
        ]}
        pagination={{
          current: paging.pageNo,
          pageSize: paging.pageSize,
          total: data.total,
          showTotal: (total) => t('total', { total }),
          onChange: (pageNo, pageSize) => setPaging({ pageNo, pageSize }),
        }}
      />
    </div>
  );
}
