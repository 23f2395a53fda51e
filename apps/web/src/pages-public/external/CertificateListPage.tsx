import type { PublicCertificate } from '@cb/domain';
import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Button } from '../../shared/components/basic/Button';
import { serverMessageOr } from '../../shared/http';
import { currentTenantId } from '../../shared/tenant';
import { PublicPage } from '../shared/PublicPage';
import { externalApi, externalDetailPath, statusKey } from './api';
import { externalTexts } from './texts';
import './external.css';

type State =
  | { state: 'idle' }
  | { state: 'loading' }
  | { state: 'done'; records: PublicCertificate[]; total: number; body: string }
  | { state: 'failed'; message: string };

/** Enough for any one organisation's certificates on one page (the query's maximum is 20 a page). */
const PAGE_SIZE = 20;

/**
 * /external/certificateList?enterpriseName=…: every certificate of one organisation from this body,
 * each with its live status and a link to its detail. No sign-in.
 */
export function CertificateListPage() {
  const { t } = externalTexts.useTranslation();
  const [params] = useSearchParams();
  const name = (params.get('enterpriseName') ?? '').trim();
  const tenantId = currentTenantId();
  const [result, setResult] = useState<State>({ state: 'idle' });
  const [attempt, setAttempt] = useState(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` repeats the query on demand
  useEffect(() => {
    if (name.length < 2) {
      setResult({ state: 'idle' });
      return;
    }
    const controller = new AbortController();
    setResult({ state: 'loading' });
    Promise.all([
      externalApi.byEnterprise(name, tenantId, PAGE_SIZE, controller.signal),
      externalApi.body(tenantId).catch(() => ({ name: '' })),
    ]).then(
      ([page, body]) =>
        setResult({
          state: 'done',
          // The query matches part of the name; this page is the one organisation's.
          records: page.records.filter((c) => c.enterpriseName === name),
          total: page.total,
          body: body.name,
        }),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        setResult({
          state: 'failed',
          message: serverMessageOr(error, t('failed')),
        });
      },
    );
    return () => controller.abort();
  }, [name, tenantId, t, attempt]);

  useEffect(() => {
    document.title = name ? `${t('listTitle')} ${name}` : t('listTitle');
  }, [name, t]);

  return (
    <PublicPage
      title={t('listTitle')}
      body={result.state === 'done' ? result.body : ''}
      bodyTestId="cert-body-name"
      busy={result.state === 'loading'}
      stacked
    >
      {result.state === 'idle' ? (
        <div className="external__panel">
          <p className="external__panel-title">{t('listMissing')}</p>
        </div>
      ) : null}
      {result.state === 'loading' ? <p className="external__loading">{t('loading')}</p> : null}
      {result.state === 'failed' ? (
        <div className="external__panel" role="alert">
          <p className="external__panel-title">{result.message}</p>
          <Button onClick={() => setAttempt((n) => n + 1)}>{t('retry')}</Button>
        </div>
      ) : null}
      {result.state === 'done' ? (
        result.records.length === 0 ? (
          <div className="external__panel" data-testid="external-list-empty">
            <p className="external__panel-title">{t('listEmpty')}</p>
          </div>
        ) : (
          <>
            <p className="external__intro">{t('listIntro', { name, total: result.records.length })}</p>
            <ol className="external__list">
              {result.records.map((c) => (
                <li key={c.certNo} className="pub-card" data-testid="external-list-item">
                  <div className="pub-card__head">
                    <Link className="pub-card__no" to={externalDetailPath(c.certNo)}>
                      {c.certNo}
                    </Link>
                    <span className={`pub-status pub-status--${c.status}`}>
                      {t(`status.${statusKey(c.status)}`)}
                    </span>
                  </div>
                  <dl className="pub-card__fields">
                    <div className="pub-card__row pub-card__row--wide">
                      <dt>{t('fields.standard')}</dt>
                      <dd>{[c.standardName, c.standardVersion].filter(Boolean).join(' ')}</dd>
                    </div>
                    <div className="pub-card__row">
                      <dt>{t('fields.issueDate')}</dt>
                      <dd>{c.issueDate}</dd>
                    </div>
                    <div className="pub-card__row">
                      <dt>{t('fields.expiryDate')}</dt>
                      <dd>{c.expiryDate}</dd>
                    </div>
                  </dl>
                </li>
              ))}
            </ol>
          </>
        )
      ) : null}
      <nav className="external__links">
        <Link to="/external/search">{t('backToSearch')}</Link>
      </nav>
    </PublicPage>
  );
}
