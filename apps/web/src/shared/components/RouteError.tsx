import { useRouteError } from 'react-router';
import { useTranslation } from '../i18n/useTranslation';
import { StatusPage } from './StatusPage';

/**
 * Last-resort page when a route fails to load or render. The usual cause is a page chunk that a
 * newer deployment replaced, which a reload fixes.
 */
export function RouteError() {
  const error = useRouteError();
  const { t } = useTranslation();
  if (import.meta.env.DEV) console.error(error);
  return (
    <StatusPage
      code="!"
      description={t('http.failed')}
      action={t('routeError.reload')}
      onAction={() => window.location.reload()}
    />
  );
}
