import type { PublicCertificateDetail } from '@cb/domain';
import { useEffect, useState } from 'react';
import { Link, useParams } from 'react-router';
import { Button } from '../../shared/components/basic/Button';
import { formatDateTime } from '../../shared/format/dateTime';
import { isApiError, serverMessageOr } from '../../shared/http';
import { currentTenantId } from '../../shared/tenant';
import { CardRow, PublicPage } from '../shared/PublicPage';
import { externalApi, externalDetailPath, externalListPath, STATUS_KEYS, statusKey } from './api';
import { externalTexts } from './texts';
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
            message: serverMessageOr(error, t('failed')),
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
    <PublicPage
      title={t('detailTitle')}
      body={c?.bodyName ?? ''}
      bodyTestId="cert-body-name"
      busy={result.state === 'loading'}
      stacked
    >
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
    </PublicPage>
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
      <article className="pub-card external__card">
        <div className="pub-card__head">
          <span className="pub-card__no" data-testid="external-cert-no">
            {c.certNo}
          </span>
        </div>
        <dl className="pub-card__fields">
          <CardRow label={t('fields.enterprise')} value={c.enterpriseName} wide />
          <CardRow label={t('fields.enterpriseEn')} value={c.enterpriseNameEn} wide />
          <CardRow
            label={t('fields.address')}
            value={pick(c.enterpriseAddress, c.enterpriseAddressEn)}
            wide
          />
          <CardRow label={t('fields.standard')} value={standard} wide />
          <CardRow label={t('fields.scope')} value={c.scopeZh} wide />
          <CardRow label={t('fields.scopeEn')} value={c.scopeEn} wide />
          <CardRow label={t('fields.mainCertNo')} value={c.mainCertNo} />
          <CardRow
            label={t('fields.firstIssueDate')}
            value={c.firstIssueDate !== c.issueDate ? c.firstIssueDate : null}
          />
          <CardRow label={t('fields.issueDate')} value={c.issueDate} />
          <CardRow label={t('fields.expiryDate')} value={c.expiryDate} />
          <CardRow label={t('fields.body')} value={c.bodyName} wide />
        </dl>
      </article>
      <p className="pub-page__note">
        {t('authenticity', { body: c.bodyName })}
        <br />
        {t('checkedAt', { time: formatDateTime(c.checkedAt) })}
      </p>
    </>
  );
}
