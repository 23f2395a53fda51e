/**
 * khgl/OpenedFileList `/khgl/openedFile`: for the body's users, the documents opened to clients
 * (search, server paging and sorting, export, 上传 / 编辑 / 删除 in a dialog); for an enterprise user,
 * only the files opened to its enterprise, to download.
 */
import { Button, Space, Tag, Typography } from 'antd';
import { useState } from 'react';
import { formatFileSize } from '../../shared/files';
import {
  ActionLink,
  ConfirmActionButton,
  dateTimeColumn,
  type ListColumn,
  ListPage,
  SelectFilter,
  TextFilter,
} from '../../shared/list';
import { usePermission } from '../../shared/permissions';
import {
  type MyOpenedFileRow,
  type OpenedFileFilters,
  type OpenedFileRow,
  openedFileDocuments,
  openedFilesApi,
} from './api';
import { OpenedFileModal } from './OpenedFileModal';
import { FILE_LIST_SETTING_KEY, MY_FILE_SETTING_KEY, useDeleteOpenedFile } from './queries';
import { type ClientNoticeT, clientNoticeTexts } from './texts';

const download = (row: Pick<OpenedFileRow, 'id' | 'fileId' | 'fileName'>) =>
  row.fileId && row.fileName
    ? openedFileDocuments.download(row.id, { id: row.fileId, fileName: row.fileName })
    : Promise.resolve();

function fileColumn<T extends MyOpenedFileRow>(t: ClientNoticeT): ListColumn<T> {
  return {
    key: 'fileName',
    title: t('file.fileName'),
    dataIndex: 'fileName',
    width: 260,
    ellipsis: true,
    render: (_v, row) =>
      row.fileId ? (
        <ActionLink onClick={() => void download(row)}>
          {row.fileName}
          {row.fileSize !== null ? `（${formatFileSize(row.fileSize)}）` : ''}
        </ActionLink>
      ) : (
        <Typography.Text type="secondary">{t('file.noFile')}</Typography.Text>
      ),
  };
}

function BodyFiles() {
  const { t } = clientNoticeTexts.useTranslation();
  const can = usePermission();
  const remove = useDeleteOpenedFile();
  const [editing, setEditing] = useState<string | null>(null);
  const columns: ListColumn<OpenedFileRow>[] = [
    {
      key: 'title',
      title: t('file.fileTitle'),
      dataIndex: 'title',
      sortField: 'title',
      width: 240,
      ellipsis: true,
    },
    { key: 'description', title: t('file.description'), dataIndex: 'description', ellipsis: true },
    {
      key: 'audience',
      title: t('file.audience'),
      dataIndex: 'audienceType',
      width: 140,
      render: (_v, row) =>
        row.audienceType === 'all' ? (
          <Tag color="blue">{t('file.all')}</Tag>
        ) : (
          <Tag>{t('file.listCount', { count: row.enterpriseCount })}</Tag>
        ),
    },
    fileColumn<OpenedFileRow>(t),
    { key: 'createdByName', title: t('file.uploader'), dataIndex: 'createdByName', width: 100 },
    dateTimeColumn('createTime', t('file.createTime'), { sortField: 'createTime' }),
    {
      key: 'actions',
      title: t('field.actions'),
      width: 130,
      fixed: 'right',
      fixedVisible: true,
      render: (_v, row) => (
        <Space size={0}>
          {can('khgl:openedFile:edit') ? (
            <ActionLink onClick={() => setEditing(row.id)}>{t('file.edit')}</ActionLink>
          ) : null}
          {can('khgl:openedFile:delete') ? (
            <ConfirmActionButton
              label={t('file.delete')}
              title={t('file.deleteConfirm')}
              content={row.title}
              done={t('file.deleted')}
              action={() => remove.mutateAsync(row)}
            />
          ) : null}
        </Space>
      ),
    },
  ];
  return (
    <div className="cb-page">
      <ListPage<OpenedFileRow, OpenedFileFilters>
        settingKey={FILE_LIST_SETTING_KEY}
        columns={columns}
        fetchPage={openedFilesApi.list}
        searchFields={
          <>
            <TextFilter name="title" label={t('file.fileTitle')} width={200} maxLength={100} />
            <SelectFilter
              name="audienceType"
              label={t('file.audience')}
              width={130}
              options={[
                { value: 'all', label: t('file.all') },
                { value: 'list', label: t('file.list') },
              ]}
            />
          </>
        }
        toolbar={
          can('khgl:openedFile:upload') ? (
            <Button type="primary" onClick={() => setEditing('new')}>
              {t('file.add')}
            </Button>
          ) : null
        }
        onExport={openedFilesApi.exportList}
      />
      <OpenedFileModal id={editing} onClose={() => setEditing(null)} />
    </div>
  );
}

function MyFiles() {
  const { t } = clientNoticeTexts.useTranslation();
  const columns: ListColumn<MyOpenedFileRow>[] = [
    {
      key: 'title',
      title: t('file.fileTitle'),
      dataIndex: 'title',
      sortField: 'title',
      width: 260,
      ellipsis: true,
    },
    { key: 'description', title: t('file.description'), dataIndex: 'description', ellipsis: true },
    fileColumn<MyOpenedFileRow>(t),
    dateTimeColumn('createTime', t('file.createTime'), { sortField: 'createTime' }),
  ];
  return (
    <div className="cb-page">
      <Typography.Title level={4} style={{ marginTop: 0 }}>
        {t('file.mineTitle')}
      </Typography.Title>
      <ListPage<MyOpenedFileRow, { title?: string }>
        settingKey={MY_FILE_SETTING_KEY}
        columns={columns}
        fetchPage={openedFilesApi.mine}
        searchFields={<TextFilter name="title" label={t('file.fileTitle')} width={200} maxLength={100} />}
      />
    </div>
  );
}

export default function OpenedFileListPage() {
  const can = usePermission();
  const manages =
    can('khgl:openedFile:upload') || can('khgl:openedFile:edit') || can('khgl:openedFile:delete');
  return manages ? <BodyFiles /> : <MyFiles />;
}
