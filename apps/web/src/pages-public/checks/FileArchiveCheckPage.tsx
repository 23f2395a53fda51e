import type { FileArchiveProject } from '@cb/domain';
import { type FormEvent, useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { CodeInput } from '../../shared/components/basic/TextInput';
import { formatDateTime } from '../../shared/format/dateTime';
import { currentTenantId } from '../../shared/tenant';
import { CardRow, useBodyName } from '../shared/PublicPage';
import { checksApi } from './api';
import { CheckField, CheckForm, CheckLayout, CheckStatePanel, dateRange } from './CheckLayout';
import { checksTexts } from './texts';
import { useCheck } from './useCheck';

/**
 * /fileArchiveCheck/check?planNo=…: for signed-in staff with the archive permission (the guard sends
 * anyone without a token to /login and back here), whether each audit project of a plan has its
 * on-site file complete and confirmed as archived. The server applies the user's row scope.
 */
export function FileArchiveCheckPage() {
  const { t } = checksTexts.useTranslation();
  const [params, setParams] = useSearchParams();
  const planNo = (params.get('planNo') ?? '').trim();
  const [input, setInput] = useState(planNo);
  const [formError, setFormError] = useState('');
  const [state, retry] = useCheck(
    planNo || null,
    (signal) => checksApi.fileArchive(planNo, signal),
    t('failed'),
  );
  const r = state.state === 'done' ? state.data : null;
  const body = useBodyName(currentTenantId(), checksApi.body);

  useEffect(() => setInput(planNo), [planNo]);
  useEffect(() => {
    document.title = planNo ? `${t('archive.title')} ${planNo}` : t('archive.title');
  }, [planNo, t]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const value = input.trim();
    if (!value) {
      setFormError(t('archive.needPlanNo'));
      return;
    }
    setFormError('');
    if (value === planNo) retry();
    else setParams({ planNo: value });
  };

  return (
    <CheckLayout title={t('archive.title')} body={body} busy={state.state === 'loading'} links={false}>
      <CheckForm
        title={t('archive.title')}
        intro={t('archive.intro')}
        error={formError}
        busy={state.state === 'loading'}
        onSubmit={submit}
      >
        <CheckField id="archivePlanNo" label={t('archive.planNo')}>
          <CodeInput
            id="archivePlanNo"
            name="planNo"
            value={input}
            onChange={(e) => {
              setInput(e.target.value);
              if (formError) setFormError('');
            }}
            placeholder={t('archive.planNoPlaceholder')}
            invalid={Boolean(formError)}
          />
        </CheckField>
      </CheckForm>
      <CheckStatePanel state={state} onRetry={retry} />
      {r ? (
        <ol className="pc-list" aria-label={`${t('archive.planNo')} ${r.planNo}`}>
          {r.projects.map((p) => (
            <Project key={p.projectId} p={p} />
          ))}
        </ol>
      ) : null}
      <nav className="pc-links">
        <Link to="/index">{t('archive.back')}</Link>
      </nav>
    </CheckLayout>
  );
}

function Project({ p }: { p: FileArchiveProject }) {
  const { t } = checksTexts.useTranslation();
  return (
    <li className="pc-card" data-testid="archive-project">
      <div className="pc-card__head">
        <h2 className="pc-card__title">{p.enterpriseName}</h2>
        <span className="pc-tags">
          <span
            className={`pc-tag ${p.archived ? 'pc-tag--ok' : 'pc-tag--warn'}`}
            data-testid="archive-archived"
          >
            {p.archived ? t('archive.archived') : t('archive.notArchived')}
          </span>
          <span
            className={`pc-tag ${p.complete ? 'pc-tag--ok' : 'pc-tag--warn'}`}
            data-testid="archive-complete"
          >
            {p.complete ? t('archive.complete') : t('archive.incomplete')}
          </span>
        </span>
      </div>
      <dl className="pc-card__fields">
        <CardRow label={t('archive.fields.type')} value={p.auditTypeName} />
        <CardRow label={t('archive.fields.standard')} value={p.standardName} />
        <CardRow label={t('archive.fields.dates')} value={dateRange(p.startDate, p.endDate)} />
        <CardRow label={t('archive.fields.status')} value={p.statusLabel} />
      </dl>
      <p className="pc-list__meta">
        {t('archive.required', { count: p.requiredCount })}
        {p.missing.length ? `；${t('archive.missing', { list: p.missing.join('、') })}` : ''}
      </p>
      {p.archivedAt ? (
        <p className="pc-list__meta">
          {t('archive.archivedBy', { time: formatDateTime(p.archivedAt), name: p.archivedByName || '—' })}
        </p>
      ) : null}
    </li>
  );
}
