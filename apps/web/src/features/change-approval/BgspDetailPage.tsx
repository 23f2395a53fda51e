import { Button, Card, Descriptions, Skeleton, Space } from 'antd';
import { useNavigate, useParams } from 'react-router';
import { ErrorBlock } from '../../shared/components/ErrorBlock';
import { usePermission } from '../../shared/permissions';
import { auditPath, DONE_PATH } from './ChangeApprovalList.data';
import { CertificateFlow, changeRequestItems, DecisionSummary, FieldsTable, Trail } from './ChangeParts';
import { useChangeApproval } from './queries';
import { changeApprovalTexts } from './texts';
import './change-approval.css';

/**
 * 变更审批详情 (htps/BgspDetail, `/htps/bgsp/detail/{id}`): the request, the decision, every
 * changed field before and after, what must reach the certificates, and the decision trail.
 */
export default function BgspDetailPage() {
  const { t } = changeApprovalTexts.useTranslation();
  const can = usePermission();
  const navigate = useNavigate();
  const { id = '' } = useParams();
  const record = useChangeApproval(id);

  if (record.error)
    return <ErrorBlock error={record.error} onRetry={() => void record.refetch()} backTo={DONE_PATH} />;
  const d = record.data;
  if (!d) return <Skeleton active />;
  const { change, approval } = d;

  return (
    <div className="cb-page">
      <Card
        title={<h1 className="cb-bgsp-title">{t('detail.title', { no: change.applyNo })}</h1>}
        extra={
          <Space>
            {!approval && can('htps:bgsp:audit') && change.status === 1 ? (
              <Button type="primary" onClick={() => navigate(auditPath(change.id))}>
                {t('list.audit')}
              </Button>
            ) : null}
            <Button onClick={() => navigate(DONE_PATH)}>{t('audit.back')}</Button>
          </Space>
        }
      >
        <h2 className="cb-bgsp-section">{t('detail.request')}</h2>
        <Descriptions bordered size="small" column={{ xs: 1, md: 2 }} items={changeRequestItems(t, change)} />
        <h2 className="cb-bgsp-section">{t('detail.decision')}</h2>
        <DecisionSummary t={t} approval={approval} />
        {approval ? (
          <>
            <h2 className="cb-bgsp-section">{t('detail.fields')}</h2>
            <FieldsTable t={t} fields={approval.fields} />
            <h2 className="cb-bgsp-section">{t('detail.certificate')}</h2>
            <CertificateFlow t={t} approval={approval} />
          </>
        ) : null}
        <h2 className="cb-bgsp-section">{t('detail.trail')}</h2>
        <Trail trail={d.trail} />
      </Card>
    </div>
  );
}
