import { STATISTIC_KEYS } from '@cb/domain';
import { useTranslation } from '../../shared/i18n/useTranslation';
import { HasPermission } from '../../shared/permissions';
import { useSession } from '../../shared/stores/session';
import { useDashboardStatistics } from './api';
import { greetingKey } from './greeting';
import './HomePage.css';

/** Plain cards (antd's Card/Statistic would add ~15 kB to the signed-in first load). */
function Statistics() {
  const { t } = useTranslation();
  const query = useDashboardStatistics();
  if (query.isError) {
    return (
      <p className="home-page__error" role="alert">
        {t('home.loadFailed')}
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
          title={provided.has(key) ? undefined : t('home.notProvided')}
        >
          <span className="home-stat__title">{t(`home.${key}`)}</span>
          <span className="home-stat__value">
            {query.data ? query.data.values[key].toLocaleString() : '–'}
          </span>
        </li>
      ))}
    </ul>
  );
}

/** The signed-in home (/index): greeting by hour (SPEC.md §9) and the business statistics. */
export function HomePage() {
  const { t } = useTranslation();
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
      <HasPermission action="dashboard:index:statistics">
        <h2 className="home-page__title">{t('home.statistics')}</h2>
        <Statistics />
      </HasPermission>
    </div>
  );
}

export default HomePage;
