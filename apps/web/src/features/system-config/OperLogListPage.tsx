import { Button, DatePicker, Form, Input, Modal, Select, Space, Switch, Table, Tag } from 'antd';
import type { Dayjs } from 'dayjs';
import { useEffect, useState } from 'react';
import { usePagedList } from '../../shared/hooks/usePagedList';
import { usePermission } from '../../shared/permissions';
import { type OperLogDetail, type OperLogQuery, type OperLogRecord, systemConfigApi } from './api';
import { formatTime, rangeParams, sortParams, valueText } from './logFormat';
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

/** 操作日志 (sys/OperLogList): the audit trail — who changed which record when, with the diff. */
export default function OperLogListPage() {
  const { t } = systemConfigTexts.useTranslation();
  const can = usePermission();
  const [form] = Form.useForm<Filters>();
  const [tables, setTables] = useState<{ value: string; label: string }[]>([]);
  const [detail, setDetail] = useState<OperLogDetail | null>(null);
  const list = usePagedList((q: OperLogQuery) => systemConfigApi.operLog(q), {
    pageNo: 1,
    pageSize: 20,
  } as OperLogQuery);
  useEffect(() => void systemConfigApi.operLogTables().then(setTables, () => {}), []);

  const apply = (v: Filters) =>
    list.setQuery((q) => ({
      pageNo: 1,
      pageSize: q.pageSize,
      tableName: v.tableName,
      action: v.action,
      actor: v.actor?.trim() || undefined,
      recordId: v.recordId?.trim() || undefined,
      ...rangeParams(v.dates),
    }));
  const { pageNo: _p, pageSize: _s, ...current } = list.query;
  const actionLabel = (a: string) => t(`operLog.${a as 'insert' | 'update' | 'delete'}`);

  return (
    <div className="system-config-page" data-testid="oper-log">
      <Form form={form} layout="inline" onFinish={apply} className="system-config-page__filters">
        <Form.Item name="tableName" label={t('operLog.table')}>
          <Select allowClear showSearch optionFilterProp="label" style={{ width: 160 }} options={tables} />
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
        <Space>
          <Button type="primary" htmlType="submit">
            {t('common.search')}
          </Button>
          <Button
            onClick={() => {
              form.resetFields();
              apply({});
            }}
          >
            {t('common.reset')}
          </Button>
          {can('sys:operLog:export') ? (
            <Button onClick={() => void systemConfigApi.exportOperLog(current).catch(() => {})}>
              {t('common.export')}
            </Button>
          ) : null}
        </Space>
      </Form>
      <Table<OperLogRecord>
        rowKey="id"
        size="middle"
        loading={list.loading}
        dataSource={list.data.records}
        pagination={{ ...list.pagination, showTotal: (total) => t('common.total', { total: String(total) }) }}
        onChange={(_p, _f, sorter) => list.setQuery((q) => ({ ...q, pageNo: 1, ...sortParams(sorter) }))}
        scroll={{ x: 1000 }}
        columns={[
          {
            title: t('operLog.at'),
            dataIndex: 'at',
            key: 'at',
            width: 170,
            sorter: true,
            render: formatTime,
          },
          {
            title: t('operLog.actor'),
            dataIndex: 'actorName',
            width: 170,
            render: (v: string | null) => v ?? t('operLog.system'),
          },
          {
            title: t('operLog.action'),
            dataIndex: 'action',
            key: 'action',
            width: 80,
            sorter: true,
            render: (a: keyof typeof ACTION_COLORS) => <Tag color={ACTION_COLORS[a]}>{actionLabel(a)}</Tag>,
          },
          { title: t('operLog.table'), dataIndex: 'tableLabel', key: 'tableName', width: 120, sorter: true },
          {
            title: t('operLog.record'),
            dataIndex: 'recordLabel',
            width: 240,
            ellipsis: { showTitle: false },
            render: (label: string, r) => <span title={`${label}（${r.recordId}）`}>{label}</span>,
          },
          {
            title: t('operLog.changedFields'),
            dataIndex: 'changedFields',
            ellipsis: true,
            render: (fields: string[]) => fields.join('、'),
          },
          {
            title: t('common.actions'),
            width: 80,
            fixed: 'right',
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
        ]}
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
          ? `${t('operLog.diffTitle')} · ${detail.tableLabel} · ${t(`operLog.${detail.action}`)} · ${formatTime(detail.at)}`
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
        <span title={detail?.recordId}>{detail?.recordLabel}</span>
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
          { title: t('operLog.field'), dataIndex: 'label', width: 200 },
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
