import { useQuery } from '@tanstack/react-query';
import { Button, Modal, Table } from 'antd';
import { useState } from 'react';
import { ErrorBlock } from '../../shared/components/ErrorBlock';
import { decisionsApi } from './api';
import { decisionTexts } from './texts';

/** 决定人员统计: decisions per decider and the average days from the file being complete to the decision. */
export function StatisticsButton() {
  const { t } = decisionTexts.useTranslation();
  const [open, setOpen] = useState(false);
  const stats = useQuery({
    queryKey: ['jssd', 'statistics'],
    queryFn: decisionsApi.statistics,
    enabled: open,
  });
  return (
    <>
      <Button onClick={() => setOpen(true)}>{t('decision.statistics')}</Button>
      {open ? (
        <Modal
          open
          title={t('decision.statistics')}
          footer={null}
          onCancel={() => setOpen(false)}
          width={620}
        >
          {stats.error ? (
            <ErrorBlock error={stats.error} onRetry={() => stats.refetch()} />
          ) : (
            <Table
              size="small"
              rowKey="deciderId"
              loading={stats.isPending}
              pagination={false}
              dataSource={stats.data ?? []}
              columns={[
                { title: t('field.decider'), dataIndex: 'deciderName' },
                { title: t('decision.count'), dataIndex: 'decisions', width: 100, align: 'right' },
                { title: t('decision.passed'), dataIndex: 'passed', width: 100, align: 'right' },
                { title: t('decision.averageDays'), dataIndex: 'averageDays', width: 130, align: 'right' },
              ]}
            />
          )}
        </Modal>
      ) : null}
    </>
  );
}
