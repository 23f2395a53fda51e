import { APPLICATION_STATUS, EXTERNAL_ROLE_CODES, STATISTIC_KEYS } from '@cb/domain';
import { Link } from 'react-router';
import { useTranslation } from '../../shared/i18n/useTranslation';
import { HasPermission, usePermission } from '../../shared/permissions';
import { useSession } from '../../shared/stores/session';
import { useDashboardStatistics, useHomeApplications, useOwnCertificates } from './api';
import { greetingKey } from './greeting';
import { dashboardTexts } from './texts';
import './HomePage.css';

/** Plain cards (antd's Card/Statistic would add ~15 kB to the signed-in first load). */
function Statistics() {
  const { t: d } = dashboardTexts.useTranslation();
  const query = useDashboardStatistics();
  if (query.isError) {
    return (
      <p className="home-page__error" role="alert">
        {d('loadFailed')}
      </p>
    );
  }
  const provided = new Set(query.data?.provided ?? []);
  return (
    <ul className="home-page__stats" data-testid="home-statistics" aria-busy={query.isPending}>
      {STATISTIC_KEYS.map((key) => (
        <li
          key={key}
          className="home-stat"
          data-statistic={key}
          data-provided={provided.has(key)}
          title={provided.has(key) ? undefined : d('notProvided')}
        >
          <span className="home-stat__title">{d(key)}</span>
          <span className="home-stat__value">
            {query.data ? query.data.values[key].toLocaleString() : '–'}
          </span>
        </li>
      ))}
    </ul>
  );
}

/**
 * Applications on the home: those awaiting acceptance for whoever accepts them (staff), else the
 * user's own (the server keeps enterprise and partner users to theirs).
 */
function Applications({ kind }: { kind: 'own' | 'awaiting' | 'recent' }) {
  const { t: d } = dashboardTexts.useTranslation();
  const can = usePermission();
  const awaiting = kind === 'awaiting';
  const status = awaiting ? APPLICATION_STATUS.submitted : undefined;
  const query = useHomeApplications(status);
  const canOpen = can('xmsl:search:detail') || can('xmsl:search:audit');
  return (
    <section className="home-page__work" aria-busy={query.isPending}>
      <h2 className="home-page__title">{d(`${kind}Applications`)}</h2>
      {query.isError ? (
        <p className="home-page__error" role="alert">
          {d('workFailed')}
        </p>
      ) : query.data && query.data.records.length === 0 ? (
        <p className="home-page__empty">{d(awaiting ? 'nothingAwaits' : 'noApplications')}</p>
      ) : (
        <table className="home-table">
          <thead>
            <tr>
              <th>{d('applyNo')}</th>
              <th>{d('enterprise')}</th>
              <th>{d('standards')}</th>
              <th>{d('status')}</th>
            </tr>
          </thead>
          <tbody>
            {query.data?.records.map((a) => (
              <tr key={a.id}>
                <td>{canOpen ? <Link to={`/xmsl/detail/${a.id}/0`}>{a.applyNo}</Link> : a.applyNo}</td>
                <td>{a.enterpriseName}</td>
                <td>{a.standardCodes}</td>
                <td>
                  <span className="home-status" data-status={a.status}>
                    {a.status_dictText}
                  </span>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {query.data && query.data.total > query.data.records.length && canOpen ? (
        <Link to="/xmsl/search">{d('allApplications', { total: query.data.total })}</Link>
      ) : null}
    </section>
  );
}

/** The certificates of an enterprise or partner user, with their status. */
function Certificates() {
  const { t: d } = dashboardTexts.useTranslation();
  const query = useOwnCertificates();
  return (
    <section className="home-page__work" aria-busy={query.isPending}>
      <h2 className="home-page__title">{d('myCertificates')}</h2>
      {query.isError ? (
        <p className="home-page__error" role="alert">
          {d('workFailed')}
        </p>
      ) : query.data && query.data.length === 0 ? (
        <p className="home-page__empty">{d('noCertificates')}</p>
      ) : (
        <table className="home-table">
          <thead>
            <tr>
              <th>{d('certNo')}</th>
              <th>{d('enterprise')}</th>
              <th>{d('standards')}</th>
              <th>{d('expiryDate')}</th>
              <th>{d('status')}</th>
            </tr>
          </thead>
          <tbody>
            {query.data?.map((c) => (
              <tr key={c.certNo}>
                <td>{c.certNo}</td>
                <td>{c.enterpriseName}</td>
                <td>{c.standardName}</td>
                <td>{c.expiryDate}</td>
                <td>
                  <span className="home-status" data-cert-status={c.status}>
                    {c.statusName}
                  </span>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}

/**
 * Each role's own work under the greeting, growing as the lifecycle areas land: external users
 * (enterprise, partner) their applications and certificates; staff what awaits them; auditors a
 * pointer to where their tasks will appear.
 */
function MyWork() {
  const { t: d } = dashboardTexts.useTranslation();
  const can = usePermission();
  const roles = useSession((s) => s.roles) ?? [];
  const external = roles.some((r) => EXTERNAL_ROLE_CODES.includes(r));
  const readsApplications = (['xmsl:search:detail', 'xmsl:search:audit', 'xmsl:add:add'] as const).some((p) =>
    can(p),
  );
  return (
    <>
      {external ? <Certificates /> : null}
      {readsApplications ? (
        <Applications kind={external ? 'own' : can('xmsl:search:audit') ? 'awaiting' : 'recent'} />
      ) : null}
      {roles.includes('auditor') ? <p className="home-page__empty">{d('auditorTasksSoon')}</p> : null}
    </>
  );
}

/** The signed-in home (/index): greeting by hour (SPEC.md §9), the user's own work and the statistics. */
export function HomePage() {
  const { t } = useTranslation();
  const { t: d } = dashboardTexts.useTranslation();
  const realname = useSession((s) => s.userInfo?.realname || s.userInfo?.username || '');
  const systemName = useSession((s) => s.erpSetting?.systemName) || t('app.name');
  return (
    <div className="home-page">
      <p className="home-page__welcome">
        {t('home.welcome', {
          greeting: t(`home.greeting.${greetingKey(new Date().getHours())}`),
          name: realname,
          system: systemName,
        })}
      </p>
      <MyWork />
      <HasPermission action="dashboard:index:statistics">
        <h2 className="home-page__title">{d('statistics')}</h2>
        <Statistics />
      </HasPermission>
    </div>
  );
}

export default HomePage;
