import { Button, DatePicker, Form, Input, Modal, Select, Space, Switch, Table, Tag } from 'antd';
import type { Dayjs } from 'dayjs';
import { useEffect, useState } from 'react';
import { formatDateTime } from '../../shared/format/dateTime';
import { type ListColumn, ListPage } from '../../shared/list';
import { usePermission } from '../../shared/permissions';
import { type OperLogDetail, type OperLogQuery, type OperLogRecord, systemConfigApi } from './api';
import { rangeParams, valueText } from './logFormat';
import { systemConfigTexts } from './texts';
import './systemConfig.css';

interface Filters {
  tableName?: string;
  action?: 'insert' | 'update' | 'delete';
  actor?: string;
  recordId?: string;
  dates?: [Dayjs | null, Dayjs | null] | null;
}

const ACTION_COLORS = { insert: 'green', update: 'blue', delete: 'red' } as const;
type OperLogFilters = Omit<OperLogQuery, 'pageNo' | 'pageSize' | 'column' | 'order'>;

const toFilters = (values: Record<string, unknown>): OperLogFilters => {
  const v = values as Filters;
  return {
    tableName: v.tableName,
    action: v.action,
    actor: v.actor?.trim() || undefined,
    recordId: v.recordId?.trim() || undefined,
    ...rangeParams(v.dates),
  };
};

/** 操作日志 (sys/OperLogList): the audit trail — who changed which record when, with the diff. */
export default function OperLogListPage() {
  const { t } = systemConfigTexts.useTranslation();
  const can = usePermission();
  const [tables, setTables] = useState<{ value: string; label: string }[]>([]);
  const [detail, setDetail] = useState<OperLogDetail | null>(null);
  useEffect(() => void systemConfigApi.operLogTables().then(setTables, () => {}), []);
  const actionLabel = (a: string) => t(`operLog.${a as 'insert' | 'update' | 'delete'}`);

  const columns: ListColumn<OperLogRecord>[] = [
    {
      key: 'at',
      sortField: 'at',
      title: t('operLog.at'),
      dataIndex: 'at',
      width: 170,
      render: formatDateTime,
    },
    {
      key: 'actorName',
      title: t('operLog.actor'),
      dataIndex: 'actorName',
      width: 170,
      render: (v: string | null) => v ?? t('operLog.system'),
    },
    {
      key: 'action',
      sortField: 'action',
      title: t('operLog.action'),
      dataIndex: 'action',
      width: 80,
      render: (a: keyof typeof ACTION_COLORS) => <Tag color={ACTION_COLORS[a]}>{actionLabel(a)}</Tag>,
    },
    {
      key: 'tableName',
      sortField: 'tableName',
      title: t('operLog.table'),
      dataIndex: 'tableLabel',
      width: 120,
    },
    { key: 'recordId', title: t('operLog.recordId'), dataIndex: 'recordId', width: 300, ellipsis: true },
    {
      key: 'changedFields',
      title: t('operLog.changedFields'),
      dataIndex: 'changedFields',
      ellipsis: true,
      render: (fields: string[]) => fields.join('、'),
    },
    {
      key: 'actions',
      title: t('common.actions'),
      width: 80,
      fixed: 'right',
      fixedVisible: true,
      render: (_: unknown, r) => (
        <Button
          type="link"
          size="small"
          onClick={() => void systemConfigApi.operLogDetail(r.id).then(setDetail, () => {})}
        >
          {t('operLog.detail')}
        </Button>
      ),
    },
  ];

  return (
    <div className="system-config-page" data-testid="oper-log">
      <ListPage<OperLogRecord, OperLogFilters>
        settingKey="sys:operLog:list"
        columns={columns}
        fetchPage={systemConfigApi.operLog}
        toFilters={toFilters}
        pageSize={20}
        scrollX={1000}
        searchFields={
          <>
            <Form.Item name="tableName" label={t('operLog.table')}>
              <Select
                allowClear
                showSearch
                optionFilterProp="label"
                style={{ width: 160 }}
                options={tables}
              />
            </Form.Item>
            <Form.Item name="action" label={t('operLog.action')}>
              <Select
                allowClear
                style={{ width: 100 }}
                options={(['insert', 'update', 'delete'] as const).map((a) => ({
                  value: a,
                  label: actionLabel(a),
                }))}
              />
            </Form.Item>
            <Form.Item name="actor" label={t('operLog.actor')}>
              <Input allowClear maxLength={60} style={{ width: 140 }} />
            </Form.Item>
            <Form.Item name="recordId" label={t('operLog.recordId')}>
              <Input allowClear maxLength={64} style={{ width: 200 }} />
            </Form.Item>
            <Form.Item name="dates" label={t('common.dateRange')}>
              <DatePicker.RangePicker allowEmpty={[true, true]} />
            </Form.Item>
          </>
        }
        onExport={can('sys:operLog:export') ? systemConfigApi.exportOperLog : undefined}
      />
      <DiffModal detail={detail} onClose={() => setDetail(null)} />
    </div>
  );
}

/** The before/after of one change, changed fields first and highlighted. */
function DiffModal({ detail, onClose }: { detail: OperLogDetail | null; onClose: () => void }) {
  const { t } = systemConfigTexts.useTranslation();
  const [onlyChanged, setOnlyChanged] = useState(true);
  const rows = (detail?.changes ?? []).filter((c) => c.changed || !onlyChanged);
  return (
    <Modal
      title={
        detail
          ? `${t('operLog.diffTitle')} · ${detail.tableLabel} · ${t(`operLog.${detail.action}`)} · ${formatDateTime(detail.at)}`
          : ''
      }
      open={detail !== null}
      onCancel={onClose}
      footer={null}
      width={900}
      destroyOnHidden
    >
      <Space style={{ marginBottom: 12 }}>
        <span>{detail?.actorName ?? t('operLog.system')}</span>
        <code>{detail?.recordId}</code>
        <Switch size="small" checked={onlyChanged} onChange={setOnlyChanged} />
        <span>{t('operLog.onlyChanged')}</span>
      </Space>
      <Table
        rowKey="field"
        size="small"
        pagination={false}
        dataSource={rows}
        data-testid="oper-log-diff"
        rowClassName={(r) => (r.changed ? 'system-config-diff__changed' : '')}
        scroll={{ y: 480 }}
        columns={[
          { title: t('operLog.field'), dataIndex: 'field', width: 200 },
          {
            title: t('operLog.before'),
            dataIndex: 'before',
            render: (v: unknown) => <pre className="system-config-diff__value">{valueText(v)}</pre>,
          },
          {
            title: t('operLog.after'),
            dataIndex: 'after',
            render: (v: unknown) => <pre className="system-config-diff__value">{valueText(v)}</pre>,
          },
        ]}
      />
    </Modal>
  );
}
