/**
 * /imageViewer?src=… (SPEC.md §2, public): one image on a dark page. Which sources are allowed is
 * decided by `imageSource`; anything else shows 图片地址无效 and loads nothing.
 */
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { fileTexts } from '../../shared/files/texts';
import { imageSource } from './imageSource';
import '../../shared/files/files.css';

const STATIC_DOMAIN = (import.meta.env as Record<string, string | undefined>).VITE_STATIC_DOMAIN;

export function ImageViewerPage() {
  const { t } = fileTexts.useTranslation();
  const [params] = useSearchParams();
  const src = imageSource(params.get('src'), { origin: window.location.origin, staticDomain: STATIC_DOMAIN });
  const [failed, setFailed] = useState<string | null>(null);

  return (
    <main className="cb-image-viewer" data-testid="image-viewer">
      <title>{t('imageViewer.title')}</title>
      {!src ? (
        <p className="cb-image-viewer-message" role="alert">
          {t('imageViewer.invalid')}
        </p>
      ) : failed === src ? (
        <p className="cb-image-viewer-message" role="alert">
          {t('imageViewer.failed')}
        </p>
      ) : (
        <img
          src={src}
          alt={t('imageViewer.title')}
          referrerPolicy="no-referrer"
          onError={() => setFailed(src)}
        />
      )}
    </main>
  );
}
