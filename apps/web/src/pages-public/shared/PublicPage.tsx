import { type ReactNode, useEffect, useState } from 'react';
import { Logo } from '../../shared/components/basic/Logo';
import './card-rows.css';
import './public-page.css';

/**
 * The public pages' frame (/cert/search, /external/*, the public checks): a header with the body's
 * name and the page title over the page's content. Built from plain elements, not antd: these are
 * first-load pages for phones.
 */
export function PublicPage({
  title,
  body,
  bodyTestId,
  busy,
  stacked = false,
  mainClassName,
  children,
}: {
  title: string;
  /** The certification body's name ('' until it has arrived). */
  body: string;
  bodyTestId: string;
  /** aria-busy of the content (left out when not given). */
  busy?: boolean;
  /** The content's blocks under each other with a gap. */
  stacked?: boolean;
  mainClassName?: string;
  children: ReactNode;
}) {
  const mainClass = ['pub-page__main', stacked ? 'pub-page__main--stacked' : '', mainClassName ?? '']
    .filter(Boolean)
    .join(' ');
  return (
    <div className="pub-page">
      <header className="pub-page__header">
        <div className="pub-page__header-inner">
          <Logo className="pub-page__logo" inverted />
          <div>
            <p className="pub-page__body" data-testid={bodyTestId}>
              {body || '\u00a0'}
            </p>
            <h1 className="pub-page__title">{title}</h1>
          </div>
        </div>
      </header>
      <main className={mainClass} aria-busy={busy}>
        {children}
      </main>
    </div>
  );
}

/** A label–value row of a card's fields (nothing when the value is empty). */
export function CardRow({ label, value, wide = false }: { label: string; value: ReactNode; wide?: boolean }) {
  if (value === null || value === undefined || value === '') return null;
  return (
    <div className={`pub-card__row${wide ? ' pub-card__row--wide' : ''}`}>
      <dt>{label}</dt>
      <dd>{value}</dd>
    </div>
  );
}

/** The certification body's name for the header ('' until it has arrived, or when it fails). */
export function useBodyName(tenantId: string, load: (tenantId: string) => Promise<{ name: string }>): string {
  const [name, setName] = useState('');
  // biome-ignore lint/correctness/useExhaustiveDependencies: `load` is a module-level API call
  useEffect(() => {
    let cancelled = false;
    load(tenantId).then(
      (body) => {
        if (!cancelled) setName(body.name);
      },
      () => undefined,
    );
    return () => {
      cancelled = true;
    };
  }, [tenantId]);
  return name;
}
