import { Modal, Space, Switch, Table } from 'antd';
import { useState } from 'react';
import { formatDateTime } from '../../shared/format/dateTime';
import { ListPage } from '../../shared/list';
import { usePermission } from '../../shared/permissions';
import { type OperLogDetail, type OperLogFilters, type OperLogRecord, systemConfigApi } from './api';
import {
  actionLabel,
  diffColumns,
  operLogColumns,
  operLogFilters,
  operLogSearchFields,
} from './OperLog.data';
import { OPER_LOG_LIST_SETTING_KEY, useOperLogEntry, useOperLogTables } from './queries';
import { systemConfigTexts } from './texts';
import './systemConfig.css';

/** 操作日志 (sys/OperLogList): the audit trail — who changed which record when, with the diff. */
export default function OperLogListPage() {
  const { t } = systemConfigTexts.useTranslation();
  const can = usePermission();
  const tables = useOperLogTables().data ?? [];
  const [shownId, setShownId] = useState<number | null>(null);
  const entry = useOperLogEntry(shownId);

  return (
    <div className="system-config-page" data-testid="oper-log">
      <ListPage<OperLogRecord, OperLogFilters>
        settingKey={OPER_LOG_LIST_SETTING_KEY}
        columns={operLogColumns(t, (row) => setShownId(row.id))}
        fetchPage={systemConfigApi.operLog}
        toFilters={operLogFilters}
        pageSize={20}
        scrollX={1000}
        searchFields={operLogSearchFields(t, tables)}
        onExport={can('sys:operLog:export') ? systemConfigApi.exportOperLog : undefined}
      />
      <DiffModal detail={shownId !== null ? (entry.data ?? null) : null} onClose={() => setShownId(null)} />
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
          ? `${t('operLog.diffTitle')} · ${detail.tableLabel} · ${actionLabel(t, detail.action)} · ${formatDateTime(detail.at)}`
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
        columns={diffColumns(t)}
      />
    </Modal>
  );
}
