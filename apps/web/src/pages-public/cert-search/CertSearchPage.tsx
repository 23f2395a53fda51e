import SearchOutlined from '@ant-design/icons-svg/es/asn/SearchOutlined';
import { CERTIFICATE_STATUSES, labelOf, type Page, type PublicCertificate } from '@cb/domain';
import { type FormEvent, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { Button } from '../../shared/components/basic/Button';
import { Icon } from '../../shared/components/basic/Icon';
import { CodeInput, TextInput } from '../../shared/components/basic/TextInput';
import { serverMessageOr } from '../../shared/http';
import { currentTenantId } from '../../shared/tenant';
import { CardRow, PublicPage, useBodyName } from '../shared/PublicPage';
import { certSearchApi } from './api';
import {
  criteriaToSearch,
  EMPTY_FORM,
  PAGE_SIZE,
  type SearchForm,
  STATUS_FILTER,
  searchFromUrl,
  validateSearch,
} from './searchForm';
import { certSearchTexts } from './texts';
import './CertSearchPage.css';

type Result =
  | { state: 'idle' }
  | { state: 'loading'; previous: Page<PublicCertificate> | null }
  | { state: 'done'; page: Page<PublicCertificate> }
  | { state: 'failed'; message: string };

/**
 * Public certificate query (SPEC.md §2 /cert/search, DOMAIN.md §4.3): anyone can check a
 * certificate's status by its number or by the organisation's name. A first-load page for phones
 * opening a link or a certificate's QR code, so it is built from the basic controls, not antd.
 */
export function CertSearchPage() {
  const { t, language } = certSearchTexts.useTranslation();
  const [params, setParams] = useSearchParams();
  const tenantId = currentTenantId();
  const bodyName = useBodyName(tenantId, certSearchApi.body);
  const [form, setForm] = useState<SearchForm>(() => searchFromUrl(params).form);
  const [formError, setFormError] = useState('');
  const [result, setResult] = useState<Result>({ state: 'idle' });
  const [attempt, setAttempt] = useState(0);
  const en = language === 'en-US';

  useEffect(() => {
    document.title = bodyName ? `${t('title')} - ${bodyName}` : t('title');
  }, [bodyName, t]);

  // The URL holds the query: searching, paging, back/forward and shared links all come through here.
  const search = params.toString();
  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` repeats the same search on demand
  useEffect(() => {
    const { form: asked, criteria } = searchFromUrl(new URLSearchParams(search));
    setForm(asked);
    if (!criteria) {
      setResult({ state: 'idle' });
      return;
    }
    const controller = new AbortController();
    setResult((r) => ({ state: 'loading', previous: r.state === 'done' ? r.page : null }));
    certSearchApi.search({ tenantId, pageSize: PAGE_SIZE, ...criteria }, controller.signal).then(
      (page) => setResult({ state: 'done', page }),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        const message = serverMessageOr(error, t('failed'));
        setResult({ state: 'failed', message });
      },
    );
    return () => controller.abort();
  }, [search, tenantId, t, attempt]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = validateSearch(form);
    if (!checked.ok) {
      setFormError(t(checked.error));
      return;
    }
    setFormError('');
    const next = criteriaToSearch(checked.value, params);
    // Searching the same thing again still asks the server (the status may have changed).
    if (next.toString() === search) setAttempt((n) => n + 1);
    else setParams(next);
  };

  const reset = () => {
    setForm(EMPTY_FORM);
    setFormError('');
    setParams(criteriaToSearch({ pageNo: 1 }, params));
  };

  const goTo = (pageNo: number) => {
    const { criteria } = searchFromUrl(params);
    if (criteria) setParams(criteriaToSearch({ ...criteria, pageNo }, params));
  };

  const change = (field: keyof SearchForm) => (e: { target: { value: string } }) => {
    setForm((f) => ({ ...f, [field]: e.target.value }));
    if (formError) setFormError('');
  };
  /** What each text field of the form takes: its name (and id), value, change and error state. */
  const bound = (field: 'certNo' | 'enterpriseName') => ({
    id: field,
    name: field,
    value: form[field],
    onChange: change(field),
    invalid: Boolean(formError),
  });

  const shown = result.state === 'done' ? result.page : result.state === 'loading' ? result.previous : null;
  const loading = result.state === 'loading';

  return (
    <PublicPage title={t('title')} body={bodyName} bodyTestId="cert-body-name">
      <form className="cert-search__form" noValidate onSubmit={submit} aria-label={t('title')}>
        <p className="cert-search__intro">{t('intro')}</p>
        <div className="cert-search__fields">
          <div className="cert-search__field">
            <label htmlFor="certNo">{t('form.certNo')}</label>
            <CodeInput {...bound('certNo')} placeholder={t('form.certNoPlaceholder')} />
          </div>
          <div className="cert-search__field">
            <label htmlFor="enterpriseName">{t('form.enterpriseName')}</label>
            <TextInput
              {...bound('enterpriseName')}
              placeholder={t('form.enterpriseNamePlaceholder')}
              maxLength={100}
              autoComplete="organization"
            />
          </div>
          <div className="cert-search__field cert-search__field--status">
            <label htmlFor="status">{t('form.status')}</label>
            <select
              id="status"
              name="status"
              className="cert-search__select"
              value={form.status}
              onChange={change('status')}
            >
              <option value="">{t('form.allStatuses')}</option>
              {STATUS_FILTER.map((code) => (
                <option key={code} value={code}>
                  {labelOf(CERTIFICATE_STATUSES, code, language)}
                </option>
              ))}
            </select>
          </div>
        </div>
        {formError ? (
          <div className="cert-search__form-error" role="alert">
            {formError}
          </div>
        ) : null}
        <div className="cert-search__actions">
          <Button type="button" onClick={reset}>
            {t('form.reset')}
          </Button>
          <Button variant="primary" type="submit" loading={loading} icon={<Icon icon={SearchOutlined} />}>
            {loading ? t('form.searching') : t('form.search')}
          </Button>
        </div>
      </form>

      <section className="cert-search__results" aria-live="polite" aria-busy={loading}>
        {result.state === 'failed' ? (
          <div className="cert-search__message cert-search__message--error" role="alert">
            {result.message}
          </div>
        ) : null}
        {shown && shown.total === 0 ? (
          <div className="cert-search__empty" data-testid="cert-empty">
            <svg viewBox="0 0 64 41" width="64" height="41" aria-hidden="true">
              <g fill="none" fillRule="evenodd" transform="translate(0 1)">
                <ellipse cx="32" cy="33" fill="#f5f5f5" rx="32" ry="7" />
                <g fillRule="nonzero" stroke="#d9d9d9">
                  <path d="M55 12.76 44.854 1.258C44.367.474 43.656 0 42.907 0H21.093c-.749 0-1.46.474-1.947 1.257L9 12.761V22h46v-9.24z" />
                  <path
                    d="M41.613 15.931c0-1.605.994-2.93 2.227-2.931H55v18.137C55 33.26 53.68 35 52.05 35h-40.1C10.32 35 9 33.259 9 31.137V13h11.16c1.233 0 2.227 1.323 2.227 2.928v.022c0 1.605 1.005 2.901 2.237 2.901h14.752c1.232 0 2.237-1.308 2.237-2.913v-.007z"
                    fill="#fafafa"
                  />
                </g>
              </g>
            </svg>
            <p className="cert-search__empty-title">{t('result.empty')}</p>
            <p className="cert-search__empty-hint">{t('result.emptyHint')}</p>
          </div>
        ) : null}
        {shown && shown.total > 0 ? (
          <>
            <p className="cert-search__total">
              {shown.totalCapped
                ? t('result.totalCapped', { total: shown.total.toLocaleString('en-US') })
                : t('result.total', { total: shown.total })}
            </p>
            <ol className="cert-search__list">
              {shown.records.map((c) => (
                <CertificateCard key={c.certNo} certificate={c} en={en} />
              ))}
            </ol>
            {shown.pages > 1 ? (
              <nav
                className="cert-search__pager"
                aria-label={t('result.page', { page: shown.current, pages: shown.pages })}
              >
                <Button disabled={loading || shown.current <= 1} onClick={() => goTo(shown.current - 1)}>
                  {t('result.previous')}
                </Button>
                <span>{t('result.page', { page: shown.current, pages: shown.pages })}</span>
                <Button
                  disabled={loading || shown.current >= shown.pages}
                  onClick={() => goTo(shown.current + 1)}
                >
                  {t('result.next')}
                </Button>
              </nav>
            ) : null}
          </>
        ) : null}
      </section>
      <p className="pub-page__note">{t('note')}</p>
    </PublicPage>
  );
}

function CertificateCard({ certificate: c, en }: { certificate: PublicCertificate; en: boolean }) {
  const { t, language } = certSearchTexts.useTranslation();
  const pick = (zh: string, english: string) => (en && english ? english : zh);
  const standard = [c.standardName, c.standardVersion].filter(Boolean).join(' ');
  return (
    <li className="pub-card" data-testid="cert-card">
      <div className="pub-card__head">
        {/* The certificate's own page, the one its QR code opens: its live status. */}
        <a
          className="pub-card__no cert-card__no"
          href={`/external/certificateDetail/${encodeURIComponent(c.certNo)}`}
        >
          {c.certNo}
        </a>
        <span className={`pub-status pub-status--${c.status}`} data-testid="cert-status">
          {labelOf(CERTIFICATE_STATUSES, c.status, language) ?? c.statusName}
        </span>
      </div>
      <dl className="pub-card__fields">
        <CardRow label={t('result.enterprise')} value={pick(c.enterpriseName, c.enterpriseNameEn)} wide />
        <CardRow
          label={t('result.address')}
          value={c.enterpriseAddress ? pick(c.enterpriseAddress, c.enterpriseAddressEn) : null}
          wide
        />
        <CardRow label={t('result.standard')} value={standard || c.standardCode} wide />
        {c.scopeZh || c.scopeEn ? (
          <div className="pub-card__row pub-card__row--wide">
            <dt>{t('result.scope')}</dt>
            <dd>{pick(c.scopeZh, c.scopeEn)}</dd>
          </div>
        ) : null}
        <CardRow label={t('result.mainCertNo')} value={c.mainCertNo} />
        <CardRow
          label={t('result.firstIssueDate')}
          value={c.firstIssueDate !== c.issueDate ? c.firstIssueDate : null}
        />
        <CardRow label={t('result.issueDate')} value={c.issueDate} />
        <CardRow label={t('result.expiryDate')} value={c.expiryDate} />
        <CardRow label={t('result.suspendUntil')} value={c.suspendUntil} />
      </dl>
    </li>
  );
}
