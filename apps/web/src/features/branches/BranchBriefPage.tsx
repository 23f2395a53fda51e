import { labelOf, PLAN_STATUSES } from '@cb/domain';
import { Button, Card, Col, Descriptions, Row, Skeleton, Statistic, Table, Typography } from 'antd';
import { useNavigate, useParams } from 'react-router';
import { ErrorBlock } from '../../shared/components/ErrorBlock';
import { currentLocale } from '../../shared/i18n';
import { usePermission } from '../../shared/permissions';
import type { BranchBrief } from './api';
import { detailItems } from './BranchEdit.data';
import { editPath, LIST_PATH } from './BranchList.data';
import { useBranchBrief } from './queries';
import { branchTexts } from './texts';

/** The figures of the records that carry the branch, and its latest plans. */
function Linked({ brief }: { brief: BranchBrief }) {
  const { t } = branchTexts.useTranslation();
  const locale = currentLocale();
  const figures = [
    ['clients', brief.clients],
    ['auditors', brief.auditors],
    ['programmes', brief.programmes],
    ['plans', brief.plans],
  ] as const;
  return (
    <Card size="small" title={t('brief.linked')} style={{ marginTop: 16 }}>
      <Typography.Paragraph type="secondary">{t('brief.linkedNote')}</Typography.Paragraph>
      <Row gutter={16}>
        {figures.map(([key, value]) => (
          <Col key={key} xs={12} md={6}>
            <Statistic title={t(`brief.${key}`)} value={value} />
          </Col>
        ))}
      </Row>
      <Typography.Title level={5} style={{ marginTop: 16 }}>
        {t('brief.recentPlans')}
      </Typography.Title>
      <Table
        size="small"
        rowKey="id"
        pagination={false}
        dataSource={brief.recentPlans}
        locale={{ emptyText: t('brief.noPlans') }}
        columns={[
          { key: 'planNo', title: t('brief.planNo'), dataIndex: 'planNo' },
          {
            key: 'status',
            title: t('field.status'),
            dataIndex: 'status',
            render: (v: number) => labelOf(PLAN_STATUSES, v, locale) ?? v,
          },
          { key: 'startDate', title: t('brief.startDate'), dataIndex: 'startDate' },
        ]}
      />
    </Card>
  );
}

/** cwgl/BranchBrief: `/cwgl/branchbrief/{id}` — the branch's settings and the records that carry it. */
export default function BranchBriefPage() {
  const { id } = useParams();
  const { t } = branchTexts.useTranslation();
  const can = usePermission();
  const navigate = useNavigate();
  const brief = useBranchBrief(id);
  if (brief.error)
    return <ErrorBlock error={brief.error} onRetry={() => void brief.refetch()} backTo={LIST_PATH} />;
  if (!brief.data) return <Skeleton active />;
  const record = brief.data;
  return (
    <div className="cb-page">
      <Card
        title={`${t('brief.title')} - ${record.name}`}
        extra={
          <>
            <Button onClick={() => navigate(LIST_PATH)}>{t('list.title')}</Button>{' '}
            {can('cwgl:branch:edit') ? (
              <Button type="primary" onClick={() => navigate(editPath(record.id))}>
                {t('list.edit')}
              </Button>
            ) : null}
          </>
        }
      >
        <Descriptions bordered size="small" column={{ xs: 1, md: 2, xl: 3 }} items={detailItems(t, record)} />
        <Linked brief={record} />
      </Card>
    </div>
  );
}
