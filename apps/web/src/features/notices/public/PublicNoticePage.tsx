/**
 * Public notice pages, no sign-in: /notice/detail/:id/:stepType and /xxtz/wechat/detail?id=…
 * Only notices marked public are served (the API answers 404 for every other one); no reader names.
 * Step type 2 is a sent 客户通知 (the link its SMS and e-mail carry): plain text, no attachments.
 * Plain HTML without antd, so the page stays light for phones opening a WeChat link.
 */
import { useEffect, useState } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { formatDateTime } from '../../../shared/format/dateTime';
import { http } from '../../../shared/http';
import { noticeApi, type PublicNotice } from '../api';
import { SafeHtml } from '../SafeHtml';
import { noticeTexts } from '../texts';
import '../notices.css';

/** A notice as the page shows it: HTML (通知公告) or plain text (客户通知). */
type Shown = PublicNotice & { plainText?: string };

export default function PublicNoticePage() {
  const { t } = noticeTexts.useTranslation();
  const params = useParams();
  const [search] = useSearchParams();
  const id = params.id ?? search.get('id') ?? '';
  const clientNotice = params.stepType === '2';
  const [notice, setNotice] = useState<Shown | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let cancelled = false;
    setNotice(null);
    // Without an id there is nothing to ask the server for (it could only refuse).
    setFailed(!id);
    if (!id) return;
    (clientNotice
      ? noticeApi.publicClientNotice(id).then(
          (n): Shown => ({
            id: n.id,
            title: n.title,
            content: '',
            plainText: n.content,
            sendTimeStr: n.sendTime ? formatDateTime(n.sendTime) : null,
            noticeFileList: [],
          }),
        )
      : noticeApi.publicNotice(id)
    )
      .then((n: Shown) => {
        if (!cancelled) {
          setNotice(n);
          document.title = n.title;
        }
      })
      .catch(() => {
        if (!cancelled) setFailed(true);
      });
    return () => {
      cancelled = true;
    };
  }, [id, clientNotice]);

  return (
    <main className="public-notice" data-testid="public-notice">
      <article className="notice-detail">
        {failed ? (
          <p style={{ textAlign: 'center' }}>{t('public.notFound')}</p>
        ) : !notice ? (
          <p style={{ textAlign: 'center' }}>{t('public.loading')}</p>
        ) : (
          <>
            <h1>{notice.title}</h1>
            <div className="notice-detail__meta">{notice.sendTimeStr}</div>
            {notice.plainText !== undefined ? (
              <div className="notice-content" style={{ whiteSpace: 'pre-wrap' }}>
                {notice.plainText}
              </div>
            ) : (
              <SafeHtml className="notice-content" html={notice.content} />
            )}
            {notice.noticeFileList.length ? (
              <section className="notice-section public-notice__files">
                <strong>
                  {t('detail.attachments')}
                  {t('detail.colon')}
                </strong>
                {notice.noticeFileList.map((f) => (
                  <button
                    type="button"
                    key={f.fileUuid}
                    style={{
                      display: 'block',
                      background: 'none',
                      border: 0,
                      padding: '4px 0',
                      color: 'var(--cb-color-primary)',
                      cursor: 'pointer',
                    }}
                    onClick={() =>
                      void http.download(noticeApi.publicAttachmentPath(notice.id, f.fileUuid), {
                        fileName: f.fileName,
                      })
                    }
                  >
                    {f.fileName}
                  </button>
                ))}
              </section>
            ) : null}
          </>
        )}
      </article>
    </main>
  );
}
