import { Button } from 'antd';
import '../../features/under-construction/UnderConstructionPage.css';
import { useMatches } from 'react-router';
import { useTranslation } from '../../shared/i18n/useTranslation';
import type { MenuRouteHandle } from '../menuRoutes';
import { safeLinkUrl } from './menuModel';

/**
 * The menu's 'layouts/IframeView' entries: external systems (e.g. CNCA's check-in site) that refuse
 * to be framed, so the page offers to open them in a new window.
 */
export default function ExternalLinkPage() {
  const { t, language } = useTranslation();
  const handle = useMatches().at(-1)?.handle as MenuRouteHandle | undefined;
  const url = safeLinkUrl(handle?.meta.url);
  const title = (language === 'en-US' && handle?.titleEn) || handle?.title || '';
  return (
    <section className="under-construction">
      <h1 className="under-construction__title">{title}</h1>
      <p className="under-construction__text">{url ?? ''}</p>
      {url ? (
        <Button type="primary" href={url} target="_blank" rel="noopener noreferrer">
          {t('tabs.openInNewTab')}
        </Button>
      ) : null}
    </section>
  );
}
