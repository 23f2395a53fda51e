import { type DashboardStatistics, STATISTIC_KEYS } from '@cb/domain';
import { http } from '../../shared/http';

export { STATISTIC_KEYS };

export function fetchStatistics(signal?: AbortSignal): Promise<DashboardStatistics> {
  return http.get<DashboardStatistics>('/dashboard/statistics', undefined, { signal });
}
