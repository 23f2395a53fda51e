import { useQuery } from '@tanstack/react-query';
import { Alert, App, Button, Modal, Table, Tag } from 'antd';
import { ErrorBlock } from '../../shared/components/ErrorBlock';
import { type AllocationRow, decisionsApi } from './api';
import { useAssignReviewer } from './queries';
import { decisionTexts } from './texts';

/** Choosing a technical reviewer: every auditor, eligible first, the others with why they are excluded. */
export function AssignDialog({
  row,
  round,
  review,
  onClose,
}: {
  row: AllocationRow;
  round: number;
  review?: { id: string; version: number };
  onClose: () => void;
}) {
  const { t } = decisionTexts.useTranslation();
  const { message, modal } = App.useApp();
  const assign = useAssignReviewer();
  const candidates = useQuery({
    queryKey: ['jssd', 'candidates', row.projectId, round],
    queryFn: () => decisionsApi.candidates(row.projectId, round),
  });
  const roundName = round === 2 ? t('round.second') : t('round.first');
  // Assigning hands the file to the reviewer at once: asked first, then said.
  const choose = (auditorId: string, name: string) =>
    modal.confirm({
      title: t(review ? 'allocation.reassign' : 'allocation.assign'),
      content: t('allocation.confirm', { enterprise: row.enterpriseName, round: roundName, name }),
      onOk: async () => {
        try {
          const file = await decisionsApi.file(row.projectId);
          await assign.mutateAsync({
            projectId: row.projectId,
            round,
            auditorId,
            projectVersion: file.project.version,
            reviewId: review?.id,
            version: review?.version,
          });
        } catch {
          return;
        }
        message.success(t('allocation.chosen', { name }));
        onClose();
      },
    });
  return (
    <Modal
      open
      width={760}
      title={`${t('allocation.title', { name: row.enterpriseName })}（${roundName}）`}
      onCancel={onClose}
      footer={null}
    >
      <Alert type="info" showIcon title={t('allocation.hint')} style={{ marginBottom: 12 }} />
      {candidates.error ? (
        <ErrorBlock error={candidates.error} onRetry={() => candidates.refetch()} />
      ) : (
        <Table
          size="small"
          rowKey="auditorId"
          loading={candidates.isPending}
          pagination={false}
          scroll={{ y: 360 }}
          locale={{ emptyText: t('allocation.empty') }}
          dataSource={candidates.data?.candidates ?? []}
          columns={[
            { title: t('field.reviewer'), dataIndex: 'name', width: 110 },
            {
              title: t('allocation.verdict'),
              dataIndex: 'eligible',
              width: 80,
              render: (v: boolean) =>
                v ? (
                  <Tag color="green">{t('allocation.eligible')}</Tag>
                ) : (
                  <Tag>{t('allocation.excluded')}</Tag>
                ),
            },
            { title: t('allocation.reasons'), dataIndex: 'reasons', render: (v: string[]) => v.join('；') },
            {
              title: t('field.actions'),
              width: 80,
              render: (_v, c) =>
                c.eligible ? (
                  <Button
                    type="link"
                    size="small"
                    loading={assign.isPending}
                    onClick={() => choose(c.auditorId, c.name)}
                  >
                    {t('allocation.choose')}
                  </Button>
                ) : null,
            },
          ]}
        />
      )}
    </Modal>
  );
}
