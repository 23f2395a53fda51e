import { BILL_CHECK_STATUSES, labelOf } from '@cb/domain';
import { SETTLEMENT_PARTIES, settlementAuditRefusal } from '@cb/domain/settlement';
import {
  Alert,
  App,
  Button,
  Card,
  Descriptions,
  Input,
  Modal,
  Skeleton,
  Space,
  Table,
  Typography,
} from 'antd';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { ErrorBlock } from '../../shared/components/ErrorBlock';
import { formatDateTime } from '../../shared/format/dateTime';
import { currentLocale } from '../../shared/i18n';
import { usePermission } from '../../shared/permissions';
import { useSession } from '../../shared/stores/session';
import type { SettlementDetail } from './api';
import { useAuditSettlement, useSettlement } from './queries';
import { lineColumns, statementItems } from './Settlement.data';
import { LIST_PATH } from './SettlementList.data';
import { settlementTexts } from './texts';

/** 通过 / 驳回 (with the reason), shown to a reviewer who did not create it while it is unapproved. */
function AuditButtons({ record }: { record: SettlementDetail }) {
  const { t } = settlementTexts.useTranslation();
  const { message } = App.useApp();
  const audit = useAuditSettlement();
  const [rejecting, setRejecting] = useState(false);
  const [reason, setReason] = useState('');
  const send = async (checkStatus: 1 | 2) => {
    await audit.mutateAsync({ id: record.id, version: record.version, checkStatus, reason });
    void message.success(t('detail.approved'));
    setRejecting(false);
  };
  return (
    <Space>
      <Button type="primary" loading={audit.isPending} onClick={() => void send(1)}>
        {t('detail.approve')}
      </Button>
      <Button danger onClick={() => setRejecting(true)}>
        {t('detail.reject')}
      </Button>
      <Modal
        open={rejecting}
        title={t('detail.reject')}
        okButtonProps={{ disabled: reason.trim() === '', loading: audit.isPending }}
        onOk={() => void send(2)}
        onCancel={() => setRejecting(false)}
      >
        <Input.TextArea
          aria-label={t('field.checkReason')}
          placeholder={t('detail.rejectReason')}
          maxLength={500}
          value={reason}
          onChange={(e) => setReason(e.target.value)}
        />
      </Modal>
    </Space>
  );
}

/**
 * cwgl/SettlementDetail `/cwgl/settlement/detail/{id}` and cwgl/SettlementAudit
 * `/cwgl/settlement/audit/{id}/{viewType}` (viewType 1: with 通过/驳回): the statement and its lines.
 */
export default function SettlementDetailPage() {
  const { id, viewType } = useParams();
  const { t } = settlementTexts.useTranslation();
  const can = usePermission();
  const navigate = useNavigate();
  const userId = useSession((s) => s.userInfo?.id) ?? '';
  const record = useSettlement(id);
  const locale = currentLocale();
  if (record.error)
    return <ErrorBlock error={record.error} onRetry={() => void record.refetch()} backTo={LIST_PATH} />;
  if (!record.data) return <Skeleton active />;
  const r = record.data;
  const refusal = settlementAuditRefusal(r, userId);
  const reviewing = viewType === '1' && can('cwgl:settlement:audit');
  return (
    <div className="cb-page">
      <Card
        title={`${reviewing ? t('detail.auditTitle') : t('detail.title')} - ${r.partyName} ${r.month}`}
        extra={
          <Space>
            {reviewing && !refusal ? <AuditButtons record={r} /> : null}
            <Button onClick={() => navigate(LIST_PATH)}>{t('common.back')}</Button>
          </Space>
        }
      >
        {reviewing && refusal ? (
          <Alert type="warning" showIcon message={refusal} style={{ marginBottom: 12 }} />
        ) : null}
        {r.labourCounted ? null : (
          <Alert type="info" showIcon message={t('labour.zero')} style={{ marginBottom: 12 }} />
        )}
        <Descriptions
          bordered
          size="small"
          column={{ xs: 1, md: 3 }}
          items={[
            { key: 'month', label: t('field.month'), children: r.month },
            {
              key: 'partyType',
              label: t('field.partyType'),
              children: labelOf(SETTLEMENT_PARTIES, r.partyType, locale),
            },
            { key: 'party', label: t('field.party'), children: r.partyName },
            {
              key: 'checkStatus',
              label: t('field.checkStatus'),
              children: labelOf(BILL_CHECK_STATUSES, r.checkStatus, locale),
            },
            {
              key: 'createdBy',
              label: t('field.createdBy'),
              children: `${r.createdByName} ${formatDateTime(r.createTime)}`,
            },
            {
              key: 'checkedBy',
              label: t('field.checkedBy'),
              children: r.checkedAt ? `${r.checkedByName} ${formatDateTime(r.checkedAt)}` : '',
            },
            ...(r.checkReason
              ? [{ key: 'checkReason', label: t('field.checkReason'), children: r.checkReason, span: 3 }]
              : []),
            ...(r.remark ? [{ key: 'remark', label: t('field.remark'), children: r.remark, span: 3 }] : []),
          ]}
        />
        <Typography.Title level={5} style={{ marginTop: 16 }}>
          {t('form.statement')}
        </Typography.Title>
        <Descriptions bordered size="small" column={{ xs: 1, md: 3 }} items={statementItems(t, r)} />
        <Typography.Paragraph type="secondary" style={{ marginTop: 8 }}>
          {t('detail.formulaText')}
        </Typography.Paragraph>
        <Typography.Title level={5}>{t('form.lines')}</Typography.Title>
        <Table
          size="small"
          rowKey="contractId"
          pagination={false}
          columns={lineColumns(t)}
          dataSource={r.lines}
          locale={{ emptyText: t('form.noLines') }}
        />
      </Card>
    </div>
  );
}
