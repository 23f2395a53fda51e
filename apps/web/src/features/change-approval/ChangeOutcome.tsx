import { Descriptions, Empty, Skeleton, Typography } from 'antd';
import { ErrorBlock } from '../../shared/components/ErrorBlock';
import { DecisionSummary, FieldsTable, Trail } from './ChangeParts';
import { useChangeOutcome } from './queries';
import { changeApprovalTexts } from './texts';

/**
 * The outcome of a change request as its applicant reads it (the change-request dialog of
 * 变更申请): the decision with its opinion, the fields changed before and after, and the trail.
 */
export function ChangeOutcome({ changeId }: { changeId: string }) {
  const { t } = changeApprovalTexts.useTranslation();
  const outcome = useChangeOutcome(changeId);
  if (outcome.error) return <ErrorBlock error={outcome.error} onRetry={() => void outcome.refetch()} />;
  const o = outcome.data;
  if (!o) return <Skeleton active paragraph={{ rows: 2 }} />;
  return (
    <section aria-label={t('outcome.title')} data-testid="change-outcome">
      <Typography.Title level={5}>{t('outcome.title')}</Typography.Title>
      {o.approval ? (
        <>
          <DecisionSummary t={t} approval={o.approval} />
          {o.approval.fields.length ? (
            <div style={{ marginTop: 8 }}>
              <FieldsTable t={t} fields={o.approval.fields} />
            </div>
          ) : null}
        </>
      ) : (
        <Descriptions
          size="small"
          column={1}
          items={[{ key: 'p', label: t('field.status'), children: o.status_dictText }]}
        />
      )}
      {o.approval ? null : <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('outcome.pending')} />}
      <Typography.Title level={5} style={{ marginTop: 12 }}>
        {t('detail.trail')}
      </Typography.Title>
      <Trail trail={o.trail} />
    </section>
  );
}
