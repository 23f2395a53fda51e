/**
 * The documents of a record: per document its current version (preview, download, delete with a
 * confirmation) and, expanded below it in the same columns, its earlier versions. Reads
 * `GET {prefix}/{recordId}`.
 *
 * @example
 * <RecordFileList api={recordFilesApi('/khgl/enterprise/files')} recordId={id} editable />
 */
import { labelOf, RECORD_DOCUMENT_TYPES, type RecordFile, type RecordFileGroup } from '@cb/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, Space, Table, type TableColumnsType, Tag, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { formatTime } from '../dateTime';
import { currentLocale } from '../i18n';
import type { RecordFilesApi } from './api';
import { FilePreviewModal, type PreviewTarget } from './FilePreview';
import { previewKindOf } from './previewKind';
import { formatFileSize } from './slotRules';
import { fileTexts } from './texts';
import { recordFilesKey } from './UploadSlot';

export interface RecordFileListProps {
  api: RecordFilesApi;
  recordId: string;
  /** Show the delete action (the server checks again). */
  editable?: boolean;
}

/** A current version carries its earlier versions as tree children (antd aligns their columns). */
type Row = RecordFile & { current: boolean; children?: Row[] };

export function RecordFileList({ api, recordId, editable = false }: RecordFileListProps) {
  const { t } = fileTexts.useTranslation();
  const { message, modal } = App.useApp();
  const queryClient = useQueryClient();
  const [preview, setPreview] = useState<PreviewTarget | null>(null);
  const key = recordFilesKey(api.prefix, recordId);
  const query = useQuery({ queryKey: key, queryFn: () => api.list(recordId) });

  const rows: Row[] = useMemo(
    () =>
      (query.data ?? []).map((group: RecordFileGroup) => ({
        ...group.current,
        current: true,
        ...(group.history.length
          ? { children: group.history.map((file) => ({ ...file, current: false })) }
          : {}),
      })),
    [query.data],
  );

  const openPreview = (file: RecordFile) => {
    if (previewKindOf(file) === 'unsupported') {
      void message.warning(t('unsupportedPreview'));
      return;
    }
    setPreview({
      fileName: file.fileName,
      contentType: file.contentType,
      load: () => api.blob(recordId, file.id),
    });
  };

  const confirmDelete = (file: RecordFile) =>
    void modal.confirm({
      title: t('deleteConfirm', { name: file.fileName }),
      content: t('deleteHint'),
      okButtonProps: { danger: true },
      onOk: async () => {
        await api.remove(recordId, file);
        void message.success(t('deleted'));
        await queryClient.invalidateQueries({ queryKey: key });
      },
    });

  const actions = (file: RecordFile) => (
    <Space size={0} wrap>
      <Button type="link" size="small" onClick={() => openPreview(file)}>
        {t('preview')}
      </Button>
      <Button type="link" size="small" onClick={() => void api.download(recordId, file).catch(() => {})}>
        {t('download')}
      </Button>
      {editable && (
        <Button type="link" size="small" danger onClick={() => confirmDelete(file)}>
          {t('delete')}
        </Button>
      )}
    </Space>
  );

  const locale = currentLocale();
  const columns: TableColumnsType<Row> = [
    {
      title: t('documentType'),
      dataIndex: 'documentType',
      width: 180,
      render: (code: string, row) =>
        row.current ? (
          (labelOf(RECORD_DOCUMENT_TYPES, code, locale) ?? code)
        ) : (
          <Typography.Text type="secondary">{t('history')}</Typography.Text>
        ),
    },
    {
      title: t('fileName'),
      dataIndex: 'fileName',
      ellipsis: true,
      render: (name: string) => <Typography.Text title={name}>{name}</Typography.Text>,
    },
    {
      title: t('revision'),
      dataIndex: 'revision',
      width: 110,
      render: (revision: number, row) =>
        row.current ? (
          <Tag
            color="blue"
            title={row.children ? t('historyCount', { count: row.children.length }) : t('current')}
          >
            {t('revisionLabel', { revision })}
          </Tag>
        ) : (
          <Typography.Text type="secondary">{t('revisionLabel', { revision })}</Typography.Text>
        ),
    },
    { title: t('size'), dataIndex: 'size', width: 100, render: (size: number) => formatFileSize(size) },
    {
      title: t('uploadedBy'),
      dataIndex: 'uploadedByName',
      width: 110,
      render: (name: string | null) => name ?? '-',
    },
    {
      title: t('uploadedAt'),
      dataIndex: 'uploadedAt',
      width: 170,
      render: (at: string) => formatTime(at),
    },
    { title: t('actions'), key: 'actions', width: editable ? 190 : 140, render: (_, row) => actions(row) },
  ];

  return (
    <>
      <Table<Row>
        data-testid="record-file-list"
        rowKey="id"
        size="small"
        loading={query.isLoading}
        columns={columns}
        dataSource={rows}
        pagination={false}
        locale={{ emptyText: t('none') }}
        rowClassName={(row) => (row.current ? '' : 'cb-record-file-history-row')}
        expandable={{ indentSize: 12 }}
      />
      <FilePreviewModal target={preview} onClose={() => setPreview(null)} />
    </>
  );
}
