import { DownloadOutlined } from '@ant-design/icons';
import { Button, Card, Descriptions, Empty, Result, Skeleton, Space, Table } from 'antd';
import { useNavigate, useParams } from 'react-router';
import { ErrorBlock } from '../../shared/components/ErrorBlock';
import { CertificateStandardSelect } from '../../shared/components/form/CertificateStandardSelect';
import { withLoading } from '../../shared/loading/loadingStore';
import { usePermission } from '../../shared/permissions';
import { analyseColumns } from './Analyse.data';
import { archivePath, canOpenArchive } from './AuditorList.data';
import { type AnalyseResult, auditorsApi } from './api';
import { leaderLabel, levelLabel, schemeLabel } from './options';
import { useAnalysis, useStandards } from './queries';
import { analysePath, schemeOfStandard } from './standardScheme';
import { auditorTexts } from './texts';

function Qualification({ result }: { result: AnalyseResult }) {
  const { t } = auditorTexts.useTranslation();
  const q = result.qualification;
  if (!q) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('analyse.noQualification')} />;
  return (
    <Descriptions
      size="small"
      bordered
      column={{ xs: 1, md: 2, xl: 4 }}
      items={[
        { key: 'level', label: t('qualification.level'), children: levelLabel(q.level) },
        { key: 'no', label: t('qualification.registrationNo'), children: q.registrationNo },
        { key: 'valid', label: t('qualification.validTo'), children: `${q.validFrom} ~ ${q.validTo}` },
        { key: 'leader', label: t('qualification.leaderFlag'), children: leaderLabel(q.leaderFlag) },
      ]}
    />
  );
}

/**
 * rlzy/AnalyseDetail: `/rlzy/analyse/{auditorId}/{certificateStandardId}` — per approved code of the
 * standard's registration field: where the competence comes from, audits and days, witness results.
 */
export default function AnalyseDetailPage() {
  const { auditorId = '', certificateStandardId = '' } = useParams();
  const { t } = auditorTexts.useTranslation();
  const can = usePermission();
  const navigate = useNavigate();
  const standards = useStandards();
  const standard = standards.data?.find((s) => s.id === certificateStandardId);
  const scheme = standard ? schemeOfStandard(standard) : null;
  const analysis = useAnalysis(auditorId, scheme);

  if (standards.error) return <ErrorBlock error={standards.error} onRetry={() => void standards.refetch()} />;
  if (!standards.data) return <Skeleton active />;
  if (!standard) return <ErrorBlock status="notFound" backTo="/rlzy/analyse" />;
  const switcher = (
    <CertificateStandardSelect
      value={certificateStandardId}
      allowClear={false}
      style={{ width: 240 }}
      aria-label={t('analyse.standard')}
      onChange={(id) => id && navigate(analysePath(auditorId, id), { replace: true })}
    />
  );
  if (!scheme)
    return (
      <Card title={t('analyse.detailTitle')} extra={switcher}>
        <Result
          status="info"
          title={t('analyse.noScheme')}
          subTitle={`${standard.shortName} ${standard.name}`}
        />
      </Card>
    );
  if (analysis.error) return <ErrorBlock error={analysis.error} onRetry={() => void analysis.refetch()} />;
  const result = analysis.data;
  if (!result) return <Skeleton active />;

  return (
    <div className="cb-page">
      <Card
        title={`${t('analyse.detailTitle')} - ${result.auditor.name} · ${standard.shortName} ${schemeLabel(scheme)}`}
        extra={
          <Space wrap>
            {switcher}
            {canOpenArchive(can) ? (
              <Button onClick={() => navigate(archivePath(result.auditor.id))}>{t('auditor.archive')}</Button>
            ) : null}
            {can('rlzy:analyse:export') ? (
              <Button
                icon={<DownloadOutlined aria-hidden />}
                onClick={() =>
                  void withLoading(() =>
                    auditorsApi.exportAnalyse(result.auditor.id, scheme, result.auditor.name),
                  ).catch(() => {})
                }
              >
                {t('analyse.export')}
              </Button>
            ) : null}
          </Space>
        }
      >
        <Space orientation="vertical" size={16} style={{ width: '100%' }}>
          <div data-testid="analyse-qualification">
            <Qualification result={result} />
          </div>
          <div data-testid="analyse-rows">
            <Table
              rowKey="code"
              size="small"
              dataSource={result.rows}
              columns={analyseColumns(t)}
              pagination={false}
              locale={{
                emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('analyse.empty')} />,
              }}
            />
          </div>
        </Space>
      </Card>
    </div>
  );
}
