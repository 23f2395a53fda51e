import { Card, Table, Tag } from 'antd';
import { ErrorBlock } from '../../shared/components/ErrorBlock';
import { useDueList } from './queries';
import { lifecycleTexts } from './texts';

type DueRow = NonNullable<ReturnType<typeof useDueList>['data']>['items'][number];

/**
 * 期限待办: what the lifecycle rules say is due or late for the signed-in user (unreported
 * suspensions and revocations, the monthly report, suspensions about to end, 信息上报's plans and
 * team rows), with the deadline.
 */
export function DueCard() {
  const { t } = lifecycleTexts.useTranslation();
  const due = useDueList();
  return (
    <Card
      title={t('due.title')}
      extra={due.data ? t('due.asOf', { date: due.data.asOf }) : null}
      variant="borderless"
      style={{ marginBottom: 12 }}
      data-testid="due-list"
    >
      {due.isError ? (
        <ErrorBlock error={due.error} onRetry={() => due.refetch()} />
      ) : (
        <Table<DueRow>
          rowKey={(r) => `${r.kind}:${r.subject}`}
          size="small"
          loading={due.isPending}
          dataSource={due.data?.items ?? []}
          locale={{ emptyText: t('due.empty') }}
          pagination={{ pageSize: 10, hideOnSinglePage: true }}
          columns={[
            { title: t('due.deadline'), dataIndex: 'deadline', width: 110 },
            {
              title: '',
              dataIndex: 'late',
              width: 90,
              render: (late: boolean) => (
                <Tag color={late ? 'red' : 'gold'}>{late ? t('due.late') : t('due.pending')}</Tag>
              ),
            },
            { title: t('due.item'), dataIndex: 'title', width: 180 },
            { title: t('due.subject'), dataIndex: 'subject' },
          ]}
        />
      )}
    </Card>
  );
}
