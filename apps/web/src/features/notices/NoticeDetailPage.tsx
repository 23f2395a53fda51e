/** /xxtz/notice/:Id — a notice: title, sanitised content, send time, attachments, readers. */
import { Button, Empty, Skeleton, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { ErrorBlock } from '../../shared/components/ErrorBlock';
import { isApiError } from '../../shared/http';
import { AttachmentList } from './AttachmentList';
import { type NoticeDetail, noticeApi } from './api';
import { noticeStore } from './noticeStore';
import { SafeHtml } from './SafeHtml';
import { noticeTexts } from './texts';
import './notices.css';

export default function NoticeDetailPage() {
  const { t } = noticeTexts.useTranslation();
  const { Id = '' } = useParams();
  const navigate = useNavigate();
  const [notice, setNotice] = useState<NoticeDetail | null>(null);
  const [missing, setMissing] = useState(false);

  useEffect(() => {
    let cancelled = false;
    setNotice(null);
    setMissing(false);
    noticeApi
      .detail(Id)
      .then(async (n) => {
        if (cancelled) return;
        setNotice(n);
        // Opening the notice reads it.
        if (n.readFlag === 0) {
          await noticeApi.markRead(n.id);
          void noticeStore.getState().reload();
        }
      })
      .catch((err) => {
        if (!cancelled && isApiError(err) && (err.code === 404 || err.code === 400)) setMissing(true);
      });
    return () => {
      cancelled = true;
    };
  }, [Id]);

  if (missing)
    return (
      <ErrorBlock
        status="notFound"
        title={t('detail.notFound')}
        extra={<Button onClick={() => navigate('/xxtz/noticeList')}>{t('detail.back')}</Button>}
      />
    );
  if (!notice) return <Skeleton active style={{ padding: 24 }} />;

  return (
    <article className="notice-detail" data-testid="notice-detail">
      <Typography.Title level={3} className="notice-detail__title">
        {notice.title}
      </Typography.Title>
      <div className="notice-detail__meta">
        {notice.senderName ? `${t('detail.sender')}：${notice.senderName}　` : ''}
        {t('detail.sendTime')}：{notice.sendTimeStr ?? '-'}
      </div>
      <SafeHtml className="notice-content" html={notice.content} />
      <section className="notice-section">
        <Typography.Text strong>{t('detail.attachments')}：</Typography.Text>
        <div style={{ marginTop: 4 }}>
          <AttachmentList
            files={notice.noticeFileList}
            pathOf={(f) => noticeApi.attachmentPath(notice.id, f)}
          />
        </div>
      </section>
      <section className="notice-section">
        <Typography.Text strong>{t('detail.readers')}：</Typography.Text>
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
