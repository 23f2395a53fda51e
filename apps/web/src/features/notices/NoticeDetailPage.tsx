/** /xxtz/notice/:Id — a notice: title, sanitised content, send time, attachments, readers. */
import { Button, Empty, Skeleton, Typography } from 'antd';
import { useEffect } from 'react';
import { useNavigate, useParams } from 'react-router';
import { ErrorBlock } from '../../shared/components/ErrorBlock';
import { isApiError } from '../../shared/http';
import { AttachmentList } from './AttachmentList';
import { noticeApi } from './api';
import { noticeStore } from './noticeStore';
import { useMarkNoticeRead, useNotice } from './queries';
import { SafeHtml } from './SafeHtml';
import { noticeTexts } from './texts';
import './notices.css';

export default function NoticeDetailPage() {
  const { t } = noticeTexts.useTranslation();
  const { Id = '' } = useParams();
  const navigate = useNavigate();
  const detail = useNotice(Id);
  const notice = detail.data ?? null;
  const markRead = useMarkNoticeRead();
  const missing = isApiError(detail.error) && (detail.error.code === 404 || detail.error.code === 400);

  // Opening the notice reads it.
  const unread = notice?.readFlag === 0 ? notice.id : null;
  // biome-ignore lint/correctness/useExhaustiveDependencies: markRead is a new object every render
  useEffect(() => {
    if (unread)
      void markRead.mutateAsync(unread).then(
        () => void noticeStore.getState().reload(),
        () => {},
      );
  }, [unread]);

  if (missing)
    return (
      <ErrorBlock
        status="notFound"
        title={t('detail.notFound')}
        extra={<Button onClick={() => navigate('/xxtz/noticeList')}>{t('detail.back')}</Button>}
      />
    );
  if (detail.error && !notice)
    return (
      <ErrorBlock error={detail.error} onRetry={() => void detail.refetch()} backTo="/xxtz/noticeList" />
    );
  if (!notice) return <Skeleton active style={{ padding: 24 }} />;

  return (
    <article className="notice-detail" data-testid="notice-detail">
      <Typography.Title level={3} className="notice-detail__title">
        {notice.title}
      </Typography.Title>
      <div className="notice-detail__meta">
        {notice.senderName ? `${t('detail.sender')}${t('detail.colon')}${notice.senderName}　` : ''}
        {t('detail.sendTime')}
        {t('detail.colon')}
        {notice.sendTimeStr ?? '-'}
      </div>
      <SafeHtml className="notice-content" html={notice.content} />
      <section className="notice-section">
        <Typography.Text strong>
          {t('detail.attachments')}
          {t('detail.colon')}
        </Typography.Text>
        <div style={{ marginTop: 4 }}>
          <AttachmentList
            files={notice.noticeFileList}
            pathOf={(f) => noticeApi.attachmentPath(notice.id, f)}
          />
        </div>
      </section>
      <section className="notice-section">
        <Typography.Text strong>
          {t('detail.readers')}
          {t('detail.colon')}
        </Typography.Text>
        {notice.readedNames ? (
          <Typography.Paragraph style={{ marginTop: 4 }} data-testid="notice-readers">
            {notice.readedNames}
          </Typography.Paragraph>
        ) : (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('detail.none')} />
        )}
      </section>
    </article>
  );
}
