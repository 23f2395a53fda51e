import { useQuery } from '@tanstack/react-query';
import { Alert, App, Button, Card, Skeleton, Space } from 'antd';
import { useNavigate, useParams } from 'react-router';
import { ErrorBlock } from '../../shared/components/ErrorBlock';
import { DetailDescriptions, DetailTable } from '../../shared/detail';
import { recordFilesApi } from '../../shared/files';
import { formatDateTime } from '../../shared/format/dateTime';
import { usePermission } from '../../shared/permissions';
import { type ArchiveView, executionApi, NC_FILES_PREFIX, ONSITE_FILES_PREFIX } from './api';
import { executePath, projectItems } from './ProjectList.data';
import { EXECUTION_AREA_KEY, useConfirmArchive } from './queries';
import { executionTexts } from './texts';
import './audit-execution.css';
import { ActionLink } from '../../shared/list/ActionLink';

const filesApi = {
  audit_project: recordFilesApi(ONSITE_FILES_PREFIX),
  nonconformity: recordFilesApi(NC_FILES_PREFIX),
};

/**
 * 项目归档 (assist/ArchiveDetail, `/assist/archive/{projectAuditId}`): every document and step of one
 * audit in order, one ZIP of all files, and the archive clerk's confirmation of the complete file.
 */
export default function ArchiveDetailPage() {
  const { t } = executionTexts.useTranslation();
  const { message, modal } = App.useApp();
  const can = usePermission();
  const navigate = useNavigate();
  const { projectAuditId = '' } = useParams();
  const record = useQuery({
    queryKey: [...EXECUTION_AREA_KEY.split(':'), 'archive', projectAuditId],
    queryFn: () => executionApi.archive(projectAuditId),
    enabled: Boolean(projectAuditId),
  });
  const confirm = useConfirmArchive();
  if (record.error)
    return <ErrorBlock error={record.error} onRetry={() => void record.refetch()} backTo="/assist/archive" />;
  const view = record.data;
  if (!view) return <Skeleton active />;
  const d = view.project;
  const basics = projectItems(t, d);
  const awaiting = d.statusKey === 'awaitingDocumentReturn';
  type Entry = ArchiveView['entries'][number];
  return (
    <div className="cb-page">
      <Card
        title={<h1 className="cb-exec-title">{t('archive.title', { name: d.enterpriseName })}</h1>}
        extra={
          <Space wrap>
            {can('assist:archive:archive') && awaiting ? (
              <Button
                type="primary"
                disabled={!d.checklistComplete}
                data-testid="archive-confirm"
                onClick={() =>
                  modal.confirm({
                    title: t('archive.confirm'),
                    content: t('archive.confirmHint'),
                    onOk: () =>
                      confirm.mutateAsync({ projectId: d.id, version: d.version }).then(
                        () => {
                          void message.success(t('exec.saved'));
                          void record.refetch();
                        },
                        () => undefined,
                      ),
                  })
                }
              >
                {t('archive.confirm')}
              </Button>
            ) : null}
            <Button
              onClick={() =>
                void executionApi.archiveZip(d.id, t('archive.zipName', { name: d.enterpriseName }))
              }
              data-testid="archive-zip"
            >
              {t('archive.zip')}
            </Button>
            <Button onClick={() => navigate(executePath(d.id))}>{t('list.view')}</Button>
            <Button onClick={() => navigate(-1)}>{t('exec.back')}</Button>
          </Space>
        }
      >
        <Space direction="vertical" style={{ width: '100%' }}>
          {d.archivedAt ? (
            <Alert
              type="success"
              showIcon
              message={t('archive.confirmed', { at: formatDateTime(d.archivedAt), name: d.archivedByName })}
            />
          ) : awaiting ? (
            <Alert
              type={d.checklistComplete ? 'info' : 'warning'}
              showIcon
              message={t('archive.waiting')}
              description={
                d.checklistComplete
                  ? t('exec.files.complete')
                  : t('exec.files.incomplete', { list: d.checklistMissing.join('、') })
              }
            />
          ) : null}
          <DetailDescriptions
            items={[
              basics.status,
              basics.type,
              { key: 'plan', label: t('field.planNo'), children: d.planNo },
              basics.dates,
              { key: 'leader', label: t('field.leader'), children: d.leaderName },
              { key: 'standard', label: t('field.standard'), children: `${d.scheme} ${d.standardName}` },
            ]}
          />
          <h2 className="cb-exec-title">{t('archive.entries')}</h2>
          <DetailTable<Entry>
            rowKey={(e) => `${e.kind}-${e.at}-${e.title}`}
            dataSource={view.entries}
            columns={[
              { title: t('archive.at'), dataIndex: 'at', width: 170, render: formatDateTime },
              { title: t('archive.item'), dataIndex: 'title', width: 260 },
              { title: t('archive.detail'), dataIndex: 'detail', ellipsis: true },
              { title: t('archive.by'), dataIndex: 'byName', width: 100 },
              {
                title: t('field.actions'),
                key: 'file',
                width: 80,
                render: (_v, e) =>
                  e.file ? (
                    <ActionLink
                      onClick={() =>
                        void filesApi[e.file!.recordType as keyof typeof filesApi]?.download(
                          e.file!.recordId,
                          {
                            id: e.file!.fileId,
                            fileName: e.file!.fileName,
                          },
                        )
                      }
                    >
                      {t('archive.download')}
                    </ActionLink>
                  ) : null,
              },
            ]}
          />
        </Space>
      </Card>
    </div>
  );
}
