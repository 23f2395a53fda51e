import type { PublicCertificateDetail } from '@cb/domain';
import { useEffect, useState } from 'react';
import { Link, useParams } from 'react-router';
import { Button } from '../../shared/components/basic/Button';
import { formatDateTime } from '../../shared/format/dateTime';
import { isApiError } from '../../shared/http';
import { currentTenantId } from '../../shared/tenant';
import { externalApi, externalDetailPath, externalListPath, STATUS_KEYS, statusKey } from './api';
import { ExternalHeader } from './ExternalHeader';
import { externalTexts } from './texts';
import '../shared/card-rows.css';
import './external.css';

type State =
  | { state: 'loading' }
  | { state: 'done'; certificate: PublicCertificateDetail }
  | { state: 'missing' }
  | { state: 'failed'; message: string };

/**
 * /external/certificateDetail/{id}: what a certificate's QR code opens (and the public list links
 * to, by number). The live status first — valid, suspended (until when), revoked, cancelled,
 * expired or replaced, since when — then the printed fields and an authenticity statement. No
 * sign-in; a first-load page for phones, built from the basic controls.
 */
export function CertificateDetailPage() {
  const { id = '' } = useParams();
  const { t, language } = externalTexts.useTranslation();
  const tenantId = currentTenantId();
  const [result, setResult] = useState<State>({ state: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const en = language === 'en-US';

  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` repeats the check on demand
  useEffect(() => {
    const controller = new AbortController();
    setResult({ state: 'loading' });
    externalApi.detail(id, tenantId, controller.signal).then(
      (certificate) => setResult({ state: 'done', certificate }),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        if (isApiError(error) && error.code === 404) setResult({ state: 'missing' });
        else
          setResult({
            state: 'failed',
            message:
              isApiError(error) && error.kind === 'response' && error.message ? error.message : t('failed'),
          });
      },
    );
    return () => controller.abort();
  }, [id, tenantId, t, attempt]);

  const c = result.state === 'done' ? result.certificate : null;
  useEffect(() => {
    document.title = c ? `${t('detailTitle')} ${c.certNo} - ${c.bodyName}` : t('detailTitle');
  }, [c, t]);

  return (
    <div className="ext-page">
      <ExternalHeader body={c?.bodyName ?? ''} title={t('detailTitle')} />
      <main className="ext-page__main external__main" aria-busy={result.state === 'loading'}>
        {result.state === 'loading' ? <p className="external__loading">{t('loading')}</p> : null}
        {result.state === 'missing' ? (
          <div className="external__panel" role="alert" data-testid="external-missing">
            <p className="external__panel-title">{t('notFound')}</p>
            <p>{t('notFoundHint')}</p>
          </div>
        ) : null}
        {result.state === 'failed' ? (
          <div className="external__panel" role="alert">
            <p className="external__panel-title">{result.message}</p>
            <Button onClick={() => setAttempt((n) => n + 1)}>{t('retry')}</Button>
          </div>
        ) : null}
        {c ? <Detail c={c} en={en} /> : null}
        <nav className="external__links">
          <Link to="/external/search">{t('backToSearch')}</Link>
          {c ? <Link to={externalListPath(c.enterpriseName)}>{t('allOfOrganisation')}</Link> : null}
          {c ? (
            <Link to={`/hipji/detail?certNo=${encodeURIComponent(c.certNo)}`}>{t('auditHistory')}</Link>
          ) : null}
        </nav>
      </main>
    </div>
  );
}

function Detail({ c, en }: { c: PublicCertificateDetail; en: boolean }) {
  const { t } = externalTexts.useTranslation();
  const status = c.status in STATUS_KEYS ? c.status : 5;
  const key = statusKey(c.status);
  const pick = (zh: string, english: string) => (en && english ? english : zh);
  const standard = [
    c.standardName,
    c.standardVersion && !c.standardName.includes(c.standardVersion) ? c.standardVersion : '',
  ]
    .filter(Boolean)
    .join(' ');
  const row = (label: string, value: string | null | undefined, wide = false) =>
    value ? (
      <div className={`pub-card__row${wide ? ' pub-card__row--wide' : ''}`}>
        <dt>{label}</dt>
        <dd>{value}</dd>
      </div>
    ) : null;
  return (
    <>
      <section
        className={`external__status external__status--${status}`}
        data-testid="external-status"
        aria-live="polite"
      >
        <p className="external__status-name">
          <span className="external__status-mark" aria-hidden="true">
            {status === 1 ? '✓' : '!'}
          </span>
          {t(`status.${key}`)}
        </p>
        <p className="external__status-note">{t(`statusNote.${key}`)}</p>
        {c.statusSince || c.suspendUntil ? (
          <p className="external__status-note">
            {[
              c.statusSince ? t('since', { date: c.statusSince }) : '',
              c.suspendUntil ? t('suspendUntil', { date: c.suspendUntil }) : '',
            ]
              .filter(Boolean)
              .join('，')}
          </p>
        ) : null}
        {c.replacedByCertNo ? (
          <p className="external__status-note">
            {t('currentVersion')}
            <Link to={externalDetailPath(c.replacedByCertNo)}>{c.replacedByCertNo}</Link>
          </p>
        ) : null}
      </section>
      <article className="ext-card external__card">
        <div className="ext-card__head">
          <span className="ext-card__no" data-testid="external-cert-no">
            {c.certNo}
          </span>
        </div>
        <dl className="pub-card__fields">
          {row(t('fields.enterprise'), c.enterpriseName, true)}
          {row(t('fields.enterpriseEn'), c.enterpriseNameEn, true)}
          {row(t('fields.address'), pick(c.enterpriseAddress, c.enterpriseAddressEn), true)}
          {row(t('fields.standard'), standard, true)}
          {row(t('fields.scope'), c.scopeZh, true)}
          {row(t('fields.scopeEn'), c.scopeEn, true)}
          {row(t('fields.mainCertNo'), c.mainCertNo)}
          {c.firstIssueDate !== c.issueDate ? row(t('fields.firstIssueDate'), c.firstIssueDate) : null}
          {row(t('fields.issueDate'), c.issueDate)}
          {row(t('fields.expiryDate'), c.expiryDate)}
          {row(t('fields.body'), c.bodyName, true)}
        </dl>
      </article>
      <p className="ext-page__note">
        {t('authenticity', { body: c.bodyName })}
        <br />
        {t('checkedAt', { time: formatDateTime(c.checkedAt) })}
      </p>
    </>
  );
}
