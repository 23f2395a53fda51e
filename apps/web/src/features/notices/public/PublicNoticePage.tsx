/**
 * Public notice pages, no sign-in: /notice/detail/:id/:stepType and /xxtz/wechat/detail?id=…
 * Only notices marked public are served (the API answers 404 for every other one); no reader names.
 * Plain HTML without antd, so the page stays light for phones opening a WeChat link.
 */
import { useEffect, useState } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { http } from '../../../shared/http';
import { noticeApi, type PublicNotice } from '../api';
import { SafeHtml } from '../SafeHtml';
import { noticeTexts } from '../texts';
import '../notices.css';

export default function PublicNoticePage() {
  const { t } = noticeTexts.useTranslation();
  const params = useParams();
  const [search] = useSearchParams();
  const id = params.id ?? search.get('id') ?? '';
  const [notice, setNotice] = useState<PublicNotice | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let cancelled = false;
    setNotice(null);
    // Without an id there is nothing to ask the server for (it could only refuse).
    setFailed(!id);
    if (!id) return;
    noticeApi
      .publicNotice(id)
      .then((n) => {
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
  }, [id]);

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
            <SafeHtml className="notice-content" html={notice.content} />
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
