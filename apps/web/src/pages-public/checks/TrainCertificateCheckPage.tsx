import type { TrainingCertificateCheck } from '@cb/domain';
import { type FormEvent, useEffect, useState } from 'react';
import { CodeInput, TextInput } from '../../shared/components/basic/TextInput';
import { formatDateTime } from '../../shared/format/dateTime';
import { currentTenantId } from '../../shared/tenant';
import { CardRow } from '../shared/PublicPage';
import { checksApi } from './api';
import { CheckField, CheckForm, CheckLayout, CheckStatePanel, dateRange } from './CheckLayout';
import { checksTexts } from './texts';
import { useCheck } from './useCheck';

const VERDICT = { 1: 'ok', 2: 'bad', 3: 'warn' } as const;

/**
 * /trainCertificate/check: anyone checks a training certificate by its number and the holder's name
 * (both as printed; a number alone tells nothing about whose it is). The answer is the live status
 * and the printed fields. The name stays out of the URL (personal data in shared links and logs).
 */
export function TrainCertificateCheckPage() {
  const { t } = checksTexts.useTranslation();
  const tenantId = currentTenantId();
  const [form, setForm] = useState({ certNo: '', name: '' });
  const [asked, setAsked] = useState<{ certNo: string; name: string; n: number } | null>(null);
  const [formError, setFormError] = useState('');
  const [state, retry] = useCheck(
    asked ? JSON.stringify(asked) : null,
    (signal) => checksApi.training({ certNo: asked!.certNo, name: asked!.name, tenantId }, signal),
    t('failed'),
  );
  const c = state.state === 'done' ? state.data : null;

  useEffect(() => {
    document.title = t('training.title');
  }, [t]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const certNo = form.certNo.trim();
    const name = form.name.trim();
    if (!certNo || !name) {
      setFormError(t('training.needBoth'));
      return;
    }
    setFormError('');
    setAsked((a) => ({ certNo, name, n: (a?.n ?? 0) + 1 }));
  };
  const change = (field: 'certNo' | 'name') => (e: { target: { value: string } }) => {
    setForm((f) => ({ ...f, [field]: e.target.value }));
    if (formError) setFormError('');
  };
  /** What each field of the form takes: its name, value, change and error state (an empty one is the error). */
  const bound = (field: 'certNo' | 'name') => ({
    name: field,
    value: form[field],
    onChange: change(field),
    invalid: Boolean(formError) && !form[field].trim(),
  });

  return (
    <CheckLayout title={t('training.title')} body={c?.bodyName ?? ''} busy={state.state === 'loading'}>
      <CheckForm
        title={t('training.title')}
        intro={t('training.intro')}
        error={formError}
        busy={state.state === 'loading'}
        onSubmit={submit}
      >
        <CheckField id="trainCertNo" label={t('training.certNo')}>
          <CodeInput id="trainCertNo" {...bound('certNo')} placeholder={t('training.certNoPlaceholder')} />
        </CheckField>
        <CheckField id="trainHolder" label={t('training.name')}>
          <TextInput
            id="trainHolder"
            {...bound('name')}
            placeholder={t('training.namePlaceholder')}
            maxLength={50}
            autoComplete="name"
          />
        </CheckField>
      </CheckForm>
      <CheckStatePanel state={state} onRetry={retry} />
      {c ? <Result c={c} /> : null}
    </CheckLayout>
  );
}

function Result({ c }: { c: TrainingCertificateCheck }) {
  const { t } = checksTexts.useTranslation();
  const status = (c.status in VERDICT ? c.status : 2) as keyof typeof VERDICT;
  return (
    <>
      <section
        className={`pc-verdict pc-verdict--${VERDICT[status]}`}
        data-testid="training-status"
        aria-live="polite"
      >
        <p className="pc-verdict__name">{c.statusName}</p>
        <p className="pc-verdict__note">{t(`training.statusNote.${VERDICT[status]}`)}</p>
      </section>
      <article className="pc-card">
        <div className="pc-card__head">
          <h2 className="pc-card__title" data-testid="training-cert-no">
            {c.certNo}
          </h2>
        </div>
        <dl className="pc-card__fields">
          <CardRow label={t('training.fields.holder')} value={c.holderName} />
          <CardRow
            label={t('training.fields.hours')}
            value={t('training.hoursValue', { hours: c.courseHours })}
          />
          <CardRow label={t('training.fields.issueDate')} value={c.issueDate} />
          <CardRow
            label={t('training.fields.validTo')}
            value={c.validTo ?? (c.status === 1 ? t('training.fields.noLimit') : '')}
          />
          <CardRow label={t('training.fields.course')} value={c.courseName} wide />
          <CardRow label={t('training.fields.standard')} value={c.standardName} wide />
          <CardRow label={t('training.fields.dates')} value={dateRange(c.trainingFrom, c.trainingTo)} wide />
          <CardRow label={t('training.fields.employer')} value={c.employer} wide />
          <CardRow label={t('training.fields.body')} value={c.bodyName} wide />
        </dl>
      </article>
      <p className="pc-note">
        {t('training.authenticity', { body: c.bodyName })}
        <br />
        {t('checkedAt', { time: formatDateTime(c.checkedAt) })}
      </p>
    </>
  );
}
