import { APPLICATION_MATERIAL_CATEGORIES, APPLICATION_MATERIAL_SCHEMES, labelOf } from '@cb/domain';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { currentTenantId } from '../../shared/tenant';
import { checksApi, templateUrl } from './api';
import { CheckField, CheckLayout, CheckStatePanel } from './CheckLayout';
import { checksTexts } from './texts';
import { useCheck } from './useCheck';

const CATEGORY_CODES: readonly string[] = APPLICATION_MATERIAL_CATEGORIES.map((c) => c.code);

/**
 * /xmsl/file?category=A&scheme=E: what an applicant hands in for a certification category (and, for
 * management systems, the standard's own additions), with the body's blank forms from 资料下载 to
 * download where it has uploaded them. Opens on management-system certification.
 */
export function ApplicationMaterialsPage() {
  const { t, language } = checksTexts.useTranslation();
  const tenantId = currentTenantId();
  const [params, setParams] = useSearchParams();
  const asked = params.get('category') ?? '';
  const category = CATEGORY_CODES.includes(asked) ? asked : 'A';
  const askedScheme = params.get('scheme') ?? '';
  const scheme = category === 'A' && APPLICATION_MATERIAL_SCHEMES.includes(askedScheme) ? askedScheme : '';
  const [state, retry] = useCheck(
    `${category}/${scheme}`,
    (signal) => checksApi.materials({ tenantId, category, ...(scheme ? { scheme } : {}) }, signal),
    t('failed'),
  );
  const r = state.state === 'done' ? state.data : null;
  const categoryName = labelOf(APPLICATION_MATERIAL_CATEGORIES, category, language) ?? '';

  useEffect(() => {
    document.title = r ? `${t('materials.title')} - ${r.bodyName}` : t('materials.title');
  }, [r, t]);

  const choose = (next: { category: string; scheme: string }) => {
    const search = new URLSearchParams({ category: next.category });
    if (next.category === 'A' && next.scheme) search.set('scheme', next.scheme);
    setParams(search, { replace: true });
  };

  return (
    <CheckLayout title={t('materials.title')} body={r?.bodyName ?? ''} busy={state.state === 'loading'}>
      <section className="pc-form" aria-label={t('materials.title')}>
        <p className="pc-form__intro">{t('materials.intro')}</p>
        <div className="pc-form__fields">
          <CheckField id="materialCategory" label={t('materials.category')}>
            <select
              id="materialCategory"
              className="pc-select"
              value={category}
              onChange={(e) => choose({ category: e.target.value, scheme })}
            >
              {APPLICATION_MATERIAL_CATEGORIES.map((c) => (
                <option key={c.code} value={c.code}>
                  {labelOf(APPLICATION_MATERIAL_CATEGORIES, c.code, language)}
                </option>
              ))}
            </select>
          </CheckField>
          {category === 'A' ? (
            <CheckField id="materialScheme" label={t('materials.scheme')}>
              <select
                id="materialScheme"
                className="pc-select"
                value={scheme}
                onChange={(e) => choose({ category, scheme: e.target.value })}
              >
                <option value="">{t('materials.allSchemes')}</option>
                {APPLICATION_MATERIAL_SCHEMES.map((code) => (
                  <option key={code} value={code}>
                    {t(`materials.schemes.${code}` as 'materials.schemes.E')}
                  </option>
                ))}
              </select>
            </CheckField>
          ) : null}
        </div>
      </section>
      <CheckStatePanel state={state} onRetry={retry} />
      {r ? (
        <ol
          className="pc-list"
          aria-label={t('materials.listLabel', { category: categoryName })}
          data-testid="materials-list"
        >
          {r.materials.map((m) => (
            <li key={m.code} className="pc-card" data-testid="material-item">
              <div className="pc-card__head">
                <h2 className="pc-card__title">{m.name}</h2>
                <span className="pc-tags">
                  <span className={`pc-tag ${m.required ? 'pc-tag--warn' : 'pc-tag--muted'}`}>
                    {m.required ? t('materials.required') : t('materials.optional')}
                  </span>
                  {m.hasTemplate ? (
                    <span className="pc-tag pc-tag--ok">{t('materials.template')}</span>
                  ) : null}
                </span>
              </div>
              <p className="pc-list__meta">{m.note}</p>
              {m.templates.length ? (
                <ul className="pc-downloads">
                  {m.templates.map((f) => (
                    <li key={f.fileId}>
                      <a href={templateUrl(f.fileId, tenantId)} download={f.fileName}>
                        {t('materials.download', { name: f.fileName })}
                      </a>{' '}
                      <span className="pc-list__meta">
                        ({t('materials.size', { size: Math.max(1, Math.round(f.size / 1024)) })})
                      </span>
                    </li>
                  ))}
                </ul>
              ) : m.hasTemplate ? (
                <p className="pc-list__meta">{t('materials.noTemplate')}</p>
              ) : null}
            </li>
          ))}
        </ol>
      ) : null}
    </CheckLayout>
  );
}
