import { useNavigate } from 'react-router';
import { useTranslation } from '../i18n/useTranslation';
import { StatusPage } from './StatusPage';

/**
 * What a record page shows when its record cannot be loaded: the 404 page (or 403) saying why, with
 * the way back to the record's list, never a bare code.
 * @example if (failed) return <RecordUnavailable code={failed} backTo="/xmsl/search" />;
 */
export function RecordUnavailable({ code, backTo }: { code: number; backTo: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const forbidden = code === 403;
  return (
    <StatusPage
      code={forbidden ? '403' : '404'}
      description={t(forbidden ? 'recordUnavailable.forbidden' : 'recordUnavailable.missing')}
      action={t('recordUnavailable.back')}
      onAction={() => navigate(backTo)}
    />
  );
}
