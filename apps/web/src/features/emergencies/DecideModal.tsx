/**
 * 延期/延长 of one affected enterprise: its audits not yet held (postpone by months) and its valid
 * certificates (extend the validity by months), within the event's measures; the server refuses
 * beyond 6 months in all, with its reason shown by the shell.
 */
import { AUDIT_TYPES } from '@cb/domain';
import { Alert, Button, InputNumber, Modal, message, Space, Spin, Table, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { codeLabel } from '../../shared/format/codeTables';
import { type EventDetail, type EventDueResult, type EventEnterpriseRow, eventsApi } from './api';
import { useExtend, usePostpone } from './queries';
import { eventTexts } from './texts';

type Audit = EventDueResult['audits'][number];
type Certificate = EventDueResult['certificates'][number];

export function DecideModal({
  event,
  enterprise,
  onClose,
}: {
  event: EventDetail;
  enterprise: EventEnterpriseRow | null;
  onClose: () => void;
}) {
  const { t } = eventTexts.useTranslation();
  const [due, setDue] = useState<EventDueResult | null>(null);
  const [months, setMonths] = useState<Record<string, number>>({});
  const [toast, holder] = message.useMessage();
  const postpone = usePostpone();
  const extend = useExtend();
  const enterpriseId = enterprise?.enterpriseId;

  const load = () => {
    if (!enterpriseId) return;
    setDue(null);
    eventsApi.due(event.id, enterpriseId).then(setDue, () => setDue({ audits: [], certificates: [] }));
  };
  // biome-ignore lint/correctness/useExhaustiveDependencies: reloads for another enterprise
  useEffect(load, [enterpriseId]);

  const monthsInput = (key: string, max: number) => (
    <InputNumber
      aria-label={t('decide.months')}
      min={1}
      max={6}
      precision={0}
      value={months[key] ?? Math.max(1, Math.min(max, 6))}
      onChange={(v) => setMonths((m) => ({ ...m, [key]: Number(v ?? 1) }))}
      style={{ width: 80 }}
    />
  );

  return (
    <Modal
      open={enterprise !== null}
      title={t('decide.title', { name: enterprise?.name ?? '' })}
      onCancel={onClose}
      footer={null}
      width={860}
      destroyOnHidden
    >
      {holder}
      <Alert
        type="info"
        showIcon
        style={{ marginBottom: 12 }}
        message={t('decide.limit', { p: event.postponementMonths, e: event.extensionMonths })}
      />
      {due === null ? (
        <Spin />
      ) : (
        <Space direction="vertical" style={{ width: '100%' }} size="middle">
          <Typography.Title level={5}>{t('decide.audits')}</Typography.Title>
          <Table<Audit>
            size="small"
            rowKey="programmeRowId"
            pagination={false}
            dataSource={due.audits}
            locale={{ emptyText: t('decide.none') }}
            columns={[
              {
                key: 'type',
                title: t('decide.auditType'),
                render: (_v, a) => codeLabel(AUDIT_TYPES, a.auditType),
              },
              { key: 'scheme', title: t('decide.scheme'), dataIndex: 'scheme' },
              { key: 'deadline', title: t('decide.deadline'), dataIndex: 'deadline' },
              { key: 'postponedTo', title: t('decide.postponedTo'), render: (_v, a) => a.postponedTo ?? '-' },
              { key: 'already', title: t('decide.already'), dataIndex: 'postponedMonths' },
              {
                key: 'act',
                title: t('decide.months'),
                render: (_v, a) =>
                  event.postponementMonths < 1 ? (
                    '-'
                  ) : (
                    <Space>
                      {monthsInput(a.programmeRowId, event.postponementMonths)}
                      <Button
                        size="small"
                        type="primary"
                        loading={postpone.isPending}
                        onClick={async () => {
                          const saved = await postpone.mutateAsync({
                            id: event.id,
                            enterpriseId: enterpriseId!,
                            programmeRowId: a.programmeRowId,
                            months:
                              months[a.programmeRowId] ?? Math.max(1, Math.min(event.postponementMonths, 6)),
                          });
                          void toast.success(t('decide.postponed', { date: saved.newDate }));
                          load();
                        }}
                      >
                        {t('decide.postpone')}
                      </Button>
                    </Space>
                  ),
              },
            ]}
          />
          <Typography.Title level={5}>{t('decide.certificates')}</Typography.Title>
          <Table<Certificate>
            size="small"
            rowKey="certificateId"
            pagination={false}
            dataSource={due.certificates}
            locale={{ emptyText: t('decide.none') }}
            columns={[
              { key: 'certNo', title: t('decide.certNo'), dataIndex: 'certNo' },
              { key: 'standard', title: t('decide.scheme'), dataIndex: 'standardCode' },
              { key: 'expiryDate', title: t('decide.expiryDate'), dataIndex: 'expiryDate' },
              { key: 'already', title: t('decide.already'), dataIndex: 'extendedMonths' },
              {
                key: 'act',
                title: t('decide.months'),
                render: (_v, c) =>
                  event.extensionMonths < 1 ? (
                    '-'
                  ) : (
                    <Space>
                      {monthsInput(c.certificateId, event.extensionMonths)}
                      <Button
                        size="small"
                        type="primary"
                        loading={extend.isPending}
                        onClick={async () => {
                          const saved = await extend.mutateAsync({
                            id: event.id,
                            enterpriseId: enterpriseId!,
                            certificateId: c.certificateId,
                            months:
                              months[c.certificateId] ?? Math.max(1, Math.min(event.extensionMonths, 6)),
                          });
                          void toast.success(t('decide.extended', { date: saved.newDate }));
                          load();
                        }}
                      >
                        {t('decide.extend')}
                      </Button>
                    </Space>
                  ),
              },
            ]}
          />
        </Space>
      )}
    </Modal>
  );
}
