import { useTranslation } from '../i18n/useTranslation';
import './PageLoading.css';

/** Shown while a page's code or the session loads; plain CSS so it costs no antd code up front. */
export function PageLoading() {
  const { t } = useTranslation();
  return (
    <div className="page-loading" role="status" aria-live="polite">
      <span className="page-loading__spinner" aria-hidden="true" />
      <span>{t('app.loading')}</span>
    </div>
  );
}
