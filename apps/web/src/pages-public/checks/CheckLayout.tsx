import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Button } from '../../shared/components/basic/Button';
import { checksTexts } from './texts';
import type { CheckState } from './useCheck';
import '../shared/card-rows.css';
import './checks.css';

/**
 * The public checks' frame: the body's name and the page title in the header (the look of
 * /cert/search), the page's content, and links to the other public pages. Its own stylesheet: a
 * file shared with /cert/search or /external/* would split their chunks (bundle budget).
 */
export function CheckLayout({
  title,
  body,
  busy,
  children,
  links = true,
}: {
  title: string;
  body: string;
  busy: boolean;
  children: ReactNode;
  links?: boolean;
}) {
  const { t } = checksTexts.useTranslation();
  return (
    <div className="pc-page">
      <header className="pc-page__header">
        <div className="pc-page__header-inner">
          <svg className="pc-page__logo" viewBox="0 0 48 48" aria-hidden="true" focusable="false">
            <path d="M24 3 6 10v12c0 11.1 7.7 20.9 18 23 10.3-2.1 18-11.9 18-23V10L24 3Z" fill="#fff" />
            <path
              d="m15.5 24.5 6 6 11-12"
              fill="none"
              stroke="#1677ff"
              strokeWidth="3.5"
              strokeLinecap="round"
              strokeLinejoin="round"
            />
          </svg>
          <div>
            <p className="pc-page__body" data-testid="check-body-name">
              {body || '\u00a0'}
            </p>
            <h1 className="pc-page__title">{title}</h1>
          </div>
        </div>
      </header>
      <main className="pc-page__main" aria-busy={busy}>
        {children}
        {links ? (
          <nav className="pc-links" aria-label={t('links.certSearch')}>
            <Link to="/cert/search">{t('links.certSearch')}</Link>
            <Link to="/trainCertificate/check">{t('links.training')}</Link>
            <Link to="/xmsl/file">{t('links.materials')}</Link>
          </nav>
        ) : null}
      </main>
    </div>
  );
}

/** Loading, not-found and failure panels of a check; nothing when idle or done. */
export function CheckStatePanel({ state, onRetry }: { state: CheckState<unknown>; onRetry: () => void }) {
  const { t } = checksTexts.useTranslation();
  if (state.state === 'loading') return <p className="pc-loading">{t('loading')}</p>;
  if (state.state === 'missing')
    return (
      <div className="pc-panel" role="alert" data-testid="check-missing">
        <p className="pc-panel__title">{state.message}</p>
      </div>
    );
  if (state.state === 'failed')
    return (
      <div className="pc-panel" role="alert" data-testid="check-failed">
        <p className="pc-panel__title">{state.message}</p>
        <Button onClick={onRetry}>{t('retry')}</Button>
      </div>
    );
  return null;
}

/** A label–value row of a card (nothing when the value is empty). */
export function Row({ label, value, wide = false }: { label: string; value: ReactNode; wide?: boolean }) {
  if (value === null || value === undefined || value === '') return null;
  return (
    <div className={`pub-card__row${wide ? ' pub-card__row--wide' : ''}`}>
      <dt>{label}</dt>
      <dd>{value}</dd>
    </div>
  );
}

/** 2026-01-05 至 2026-01-07 (one date when both are the same). */
export function dateRange(from: string | null, to: string | null): string {
  if (!from) return to ?? '';
  return !to || to === from ? from : `${from} 至 ${to}`;
}
