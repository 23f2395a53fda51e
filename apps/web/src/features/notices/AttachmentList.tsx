/** Notice attachments: download, or preview PDFs and images in the browser's own viewer. */
import DownloadOutlined from '@ant-design/icons/DownloadOutlined';
import EyeOutlined from '@ant-design/icons/EyeOutlined';
import PaperClipOutlined from '@ant-design/icons/PaperClipOutlined';
import { App, Button, Space, Typography } from 'antd';
import { http } from '../../shared/http';
import type { NoticeFile } from './api';
import { noticeTexts } from './texts';

const PREVIEWABLE = /^(application\/pdf|image\/(png|jpeg|gif|webp))$/;

export function AttachmentList({
  files,
  pathOf,
}: {
  files: NoticeFile[];
  pathOf: (fileUuid: string) => string;
}) {
  const { t } = noticeTexts.useTranslation();
  const { message } = App.useApp();
  if (files.length === 0) return <Typography.Text type="secondary">{t('detail.none')}</Typography.Text>;

  const preview = async (file: NoticeFile) => {
    if (!PREVIEWABLE.test(file.contentType)) {
      message.warning(t('detail.previewUnsupported'));
      return;
    }
    const blob = await http.getBlob(pathOf(file.fileUuid));
    const url = URL.createObjectURL(new Blob([blob], { type: file.contentType }));
    window.open(url, '_blank', 'noopener');
    setTimeout(() => URL.revokeObjectURL(url), 60_000);
  };

  return (
    <Space direction="vertical" size={4} data-testid="notice-attachments">
      {files.map((file) => (
        <Space key={file.fileUuid} size={4}>
          <PaperClipOutlined />
          <Typography.Text>{file.fileName}</Typography.Text>
          <Button
            size="small"
            type="link"
            icon={<DownloadOutlined />}
            onClick={() => void http.download(pathOf(file.fileUuid), { fileName: file.fileName })}
          >
            {t('detail.download')}
          </Button>
          <Button size="small" type="link" icon={<EyeOutlined />} onClick={() => void preview(file)}>
            {t('detail.preview')}
          </Button>
        </Space>
      ))}
    </Space>
  );
}
