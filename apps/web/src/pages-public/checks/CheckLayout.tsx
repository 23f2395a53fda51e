import type { FormEvent, ReactNode } from 'react';
import { Link } from 'react-router';
import { Button } from '../../shared/components/basic/Button';
import { PublicPage } from '../shared/PublicPage';
import { checksTexts } from './texts';
import type { CheckState } from './useCheck';
import './checks.css';

/**
 * The public checks' frame: the public pages' header (the body's name and the page title), the
 * page's content, and links to the other public pages.
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
    <PublicPage title={title} body={body} bodyTestId="check-body-name" busy={busy} stacked>
      {children}
      {links ? (
        <nav className="pc-links" aria-label={t('links.certSearch')}>
          <Link to="/cert/search">{t('links.certSearch')}</Link>
          <Link to="/trainCertificate/check">{t('links.training')}</Link>
          <Link to="/xmsl/file">{t('links.materials')}</Link>
        </nav>
      ) : null}
    </PublicPage>
  );
}

/** A check's search form: the intro, its fields, the form's error and the search button. */
export function CheckForm({
  title,
  intro,
  error,
  errorId,
  busy,
  onSubmit,
  children,
}: {
  title: string;
  intro: string;
  error: string;
  errorId?: string;
  busy: boolean;
  onSubmit: (event: FormEvent) => void;
  children: ReactNode;
}) {
  const { t } = checksTexts.useTranslation();
  return (
    <form className="pc-form" noValidate onSubmit={onSubmit} aria-label={title}>
      <p className="pc-form__intro">{intro}</p>
      <div className="pc-form__fields">{children}</div>
      {error ? (
        <div className="pc-form__error" id={errorId} role="alert">
          {error}
        </div>
      ) : null}
      <div className="pc-form__actions">
        <Button type="submit" variant="primary" loading={busy}>
          {t('search')}
        </Button>
      </div>
    </form>
  );
}

/** A labelled field of a check's form. */
export function CheckField({ id, label, children }: { id: string; label: string; children: ReactNode }) {
  return (
    <div className="pc-form__field">
      <label htmlFor={id}>{label}</label>
      {children}
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

/** 2026-01-05 至 2026-01-07 (one date when both are the same). */
export function dateRange(from: string | null, to: string | null): string {
  if (!from) return to ?? '';
  return !to || to === from ? from : `${from} 至 ${to}`;
}
