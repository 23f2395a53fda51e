import { Button } from 'antd';
import { useMatches, useNavigate } from 'react-router';
import type { MenuRouteHandle } from '../../app/menuRoutes';
import { useTranslation } from '../../shared/i18n/useTranslation';
import { underConstructionTexts } from './texts';
import './UnderConstructionPage.css';

/**
 * The honest placeholder of a menu page whose business area has not been built yet: it names the
 * area and the page, and shows no invented data. (Plain markup: antd's Result carries large
 * illustrations that every menu page would pay for.)
 */
export default function UnderConstructionPage() {
  const { language } = useTranslation();
  const { t } = underConstructionTexts.useTranslation();
  const navigate = useNavigate();
  const handle = useMatches().at(-1)?.handle as MenuRouteHandle | undefined;
  const area = handle?.area ? t(`areas.${handle.area}`) : '';
  const page = (language === 'en-US' && handle?.titleEn) || handle?.title || '';
  return (
    <section className="under-construction" aria-labelledby="under-construction-title">
      <svg className="under-construction__icon" viewBox="0 0 64 64" aria-hidden="true" focusable="false">
        <circle cx="32" cy="32" r="30" fill="#1677ff" />
        <path d="M32 16v22" stroke="#fff" strokeWidth="6" strokeLinecap="round" />
        <circle cx="32" cy="47" r="3.5" fill="#fff" />
      </svg>
      <h1 id="under-construction-title" className="under-construction__title">
        {t('underConstruction.title')}
      </h1>
      <p className="under-construction__text">{t('underConstruction.description', { area, page })}</p>
      <Button type="primary" onClick={() => navigate('/index')}>
        {t('underConstruction.back')}
      </Button>
    </section>
  );
}
