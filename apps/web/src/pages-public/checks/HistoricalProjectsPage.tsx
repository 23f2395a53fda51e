import { type FormEvent, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { CodeInput } from '../../shared/components/basic/TextInput';
import { currentTenantId } from '../../shared/tenant';
import { checksApi } from './api';
import { CheckField, CheckForm, CheckLayout, CheckStatePanel, dateRange } from './CheckLayout';
import { checksTexts } from './texts';
import { useCheck } from './useCheck';

/**
 * /hipji/detail?certNo=… (or ?enterpriseName=<full name>): a certified organisation's finished
 * audits with this body — audit type, standard, dates and method, nothing else. The URL holds the
 * query, so a certificate's page or a shared link opens it directly.
 */
export function HistoricalProjectsPage() {
  const { t } = checksTexts.useTranslation();
  const tenantId = currentTenantId();
  const [params, setParams] = useSearchParams();
  const certNo = (params.get('certNo') ?? '').trim();
  const enterpriseName = (params.get('enterpriseName') ?? '').trim();
  const [input, setInput] = useState(certNo);
  const [formError, setFormError] = useState('');
  const key = certNo || enterpriseName ? JSON.stringify([certNo, enterpriseName]) : null;
  const [state, retry] = useCheck(
    key,
    (signal) =>
      checksApi.history(
        { tenantId, ...(certNo ? { certNo } : {}), ...(enterpriseName ? { enterpriseName } : {}) },
        signal,
      ),
    t('failed'),
  );
  const r = state.state === 'done' ? state.data : null;

  useEffect(() => setInput(certNo), [certNo]);
  useEffect(() => {
    document.title = r ? `${t('history.title')} ${r.enterpriseName}` : t('history.title');
  }, [r, t]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const value = input.trim();
    if (!value) {
      setFormError(t('history.certNo'));
      return;
    }
    setFormError('');
    if (value === certNo) retry();
    else setParams({ certNo: value });
  };

  const columns = {
    type: t('history.columns.type'),
    standard: t('history.columns.standard'),
    dates: t('history.columns.dates'),
    method: t('history.columns.method'),
  };

  return (
    <CheckLayout title={t('history.title')} body={r?.bodyName ?? ''} busy={state.state === 'loading'}>
      <CheckForm
        title={t('history.title')}
        intro={t('history.intro')}
        error={formError}
        errorId="historyError"
        busy={state.state === 'loading'}
        onSubmit={submit}
      >
        <CheckField id="historyCertNo" label={t('history.certNo')}>
          <CodeInput
            id="historyCertNo"
            name="certNo"
            value={input}
            onChange={(e) => {
              setInput(e.target.value);
              if (formError) setFormError('');
            }}
            placeholder={t('history.certNoPlaceholder')}
            invalid={Boolean(formError)}
            aria-describedby={formError ? 'historyError' : undefined}
          />
        </CheckField>
      </CheckForm>
      <CheckStatePanel state={state} onRetry={retry} />
      {r ? (
        <section className="pc-card" aria-labelledby="historyOrg">
          <div className="pc-card__head">
            <h2 className="pc-card__title" id="historyOrg" data-testid="history-organisation">
              {r.enterpriseName}
            </h2>
            <span className="pc-tag pc-tag--muted">{t('history.count', { count: r.projects.length })}</span>
          </div>
          {r.projects.length === 0 ? (
            <p className="pc-panel__title">{t('history.none')}</p>
          ) : (
            <table className="pc-table" data-testid="history-table" aria-labelledby="historyOrg">
              <thead>
                <tr>
                  <th scope="col">{columns.type}</th>
                  <th scope="col">{columns.standard}</th>
                  <th scope="col">{columns.dates}</th>
                  <th scope="col">{columns.method}</th>
                </tr>
              </thead>
              <tbody>
                {r.projects.map((p, i) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: the rows carry no id (not published)
                  <tr key={i}>
                    <td data-label={columns.type}>{p.auditTypeName}</td>
                    <td data-label={columns.standard}>{p.standardName}</td>
                    <td data-label={columns.dates}>{dateRange(p.startDate, p.endDate)}</td>
                    <td data-label={columns.method}>{p.methodName}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
          <p className="pc-note">{t('history.note')}</p>
        </section>
      ) : null}
    </CheckLayout>
  );
}
