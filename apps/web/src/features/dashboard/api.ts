/** The home statistics (`GET /api/dashboard/statistics`); the types are @cb/domain's contract. */
import type { DashboardStatistics } from '@cb/domain';
import { useQuery } from '@tanstack/react-query';
import { http } from '../../shared/http';

export type { DashboardStatistics };

export const dashboardApi = {
  statistics: (signal?: AbortSignal) =>
    http.get<DashboardStatistics>('/dashboard/statistics', undefined, { signal }),
};

/** The home page's business statistics of the user's tenant. */
export function useDashboardStatistics() {
  return useQuery({
    queryKey: ['dashboard', 'statistics'],
    queryFn: ({ signal }) => dashboardApi.statistics(signal),
  });
}
