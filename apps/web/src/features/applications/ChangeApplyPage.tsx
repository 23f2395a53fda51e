import { App, Descriptions, Result, Skeleton } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { RecordUnavailable } from '../../shared/components/RecordUnavailable';
import { isApiError } from '../../shared/http';
import { type ApplicationDetail, applicationsApi } from './api';
import { ChangeForm } from './ChangeForm';
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
  const [record, setRecord] = useState<ApplicationDetail | null>(null);
  const [failed, setFailed] = useState<number | null>(null);
  const idempotencyKey = useRef(crypto.randomUUID());
  const zone = fromZone === '1' ? 1 : 0;
  const back = () => navigate(zone ? '/auditorZone/myTask' : '/xmsl/change');

  useEffect(() => {
    applicationsApi.get(applyId).then(setRecord, (e: unknown) => setFailed(isApiError(e) ? e.code : 500));
  }, [applyId]);

  if (failed) return <RecordUnavailable code={failed} backTo="/xmsl/change" />;
  if (!record) return <Skeleton active />;
  if (record.status !== 2) return <Result status="warning" title={t('change.notAccepted')} />;
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
        >
          <Descriptions.Item label={t('field.applyNo')}>{record.applyNo}</Descriptions.Item>
          <Descriptions.Item label={t('field.enterprise')}>{record.enterpriseName}</Descriptions.Item>
          <Descriptions.Item label={t('field.standards')}>
            {record.items.map((i) => i.standardCode).join(',')}
          </Descriptions.Item>
        </Descriptions>
      }
      onSubmit={(input) =>
        applicationsApi.addChange(
          { ...input, applicationId: record.id, fromZone: zone },
          idempotencyKey.current,
        )
      }
      onSaved={() => {
        void message.success(t('change.saved'));
        back();
      }}
      onCancel={back}
    />
  );
}
