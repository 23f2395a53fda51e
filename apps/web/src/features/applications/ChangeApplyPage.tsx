import { isApplicationChangeable } from '@cb/domain';
import { App, Descriptions, Result, Skeleton } from 'antd';
import { useRef } from 'react';
import { useNavigate, useParams } from 'react-router';
import { ErrorBlock } from '../../shared/components/ErrorBlock';
import { ChangeForm } from './ChangeForm';
import { useApplication, useSaveChangeRequest } from './queries';
import { applicationTexts } from './texts';

/**
 * 申请变更 (xmsl/ChangeApply): `/xmsl/change/{applyId}` from the lists, and
 * `/xmsl/change/{applyId}/{fromZone}` from an auditor's task (then it returns to the zone).
 */
export default function ChangeApplyPage() {
  const { t } = applicationTexts.useTranslation();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const { applyId = '', fromZone } = useParams();
  const application = useApplication(applyId);
  const save = useSaveChangeRequest();
  const idempotencyKey = useRef(crypto.randomUUID());
  const zone = fromZone === '1' ? 1 : 0;
  const back = () => navigate(zone ? '/auditorZone/myTask' : '/xmsl/change');

  if (application.error)
    return (
      <ErrorBlock
        error={application.error}
        onRetry={() => void application.refetch()}
        backTo="/xmsl/change"
      />
    );
  const record = application.data;
  if (!record) return <Skeleton active />;
  if (!isApplicationChangeable(record.status))
    return <Result status="warning" title={t('change.notAccepted')} />;
  return (
    <ChangeForm
      title={t('change.title', { no: record.applyNo })}
      header={
        <Descriptions
          size="small"
          bordered
          column={3}
          style={{ marginBottom: 16 }}
          title={t('change.application')}
          items={[
            { key: 'applyNo', label: t('field.applyNo'), children: record.applyNo },
            { key: 'enterprise', label: t('field.enterprise'), children: record.enterpriseName },
            {
              key: 'standards',
              label: t('field.standards'),
              children: record.items.map((i) => i.standardCode).join(','),
            },
          ]}
        />
      }
      onSubmit={(body) =>
        save.mutateAsync({
          body,
          application: record,
          fromZone: zone,
          idempotencyKey: idempotencyKey.current,
        })
      }
      onSaved={() => {
        void message.success(t('change.saved'));
        back();
      }}
      onCancel={back}
    />
  );
}
