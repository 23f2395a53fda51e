import { useNavigate, useSearchParams } from 'react-router';
import { HOME_PATH } from '../../app/guard';
import { StatusPage } from '../../shared/components/StatusPage';
import { useTranslation } from '../../shared/i18n/useTranslation';

/** 404; with `ogn=2` it explains that no tenant could be determined (SPEC.md §2). */
export function NotFoundPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  return (
    <StatusPage
      code={t('notFound.title')}
      description={params.get('ogn') === '2' ? t('notFound.missingTenant') : t('notFound.description')}
      action={t('notFound.back')}
      onAction={() => navigate(HOME_PATH)}
    />
  );
}
