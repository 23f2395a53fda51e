/**
 * The home page's server state: the business statistics (`GET /api/dashboard/statistics`), an
 * external user's certificates (`GET /api/cert/mine`) and a few applications. The types are
 * @cb/domain's contract.
 */
import type {
  applicationEndpoints,
  certificatePublicEndpoints,
  DashboardStatistics,
  dashboardEndpoints,
  OwnCertificate,
  QueryOf,
  ResultOf,
} from '@cb/domain';
import { useQuery } from '@tanstack/react-query';
import { http } from '../../shared/http';

export type { DashboardStatistics, OwnCertificate };

/** How many applications the home lists. */
export const HOME_LIST_SIZE = 5;

/**
 * The home page's calls spell their paths, checked against the tables as types (`satisfies`: a
 * change there does not compile here) with each answer its table's result, so the first page after
 * sign-in carries no endpoint table (the /index budget; the login page does the same).
 */
type Statistics = (typeof dashboardEndpoints)['getDashboardStatistics'];
type ListApplications = (typeof applicationEndpoints)['listApplications'];
type OwnCertificates = (typeof certificatePublicEndpoints)['listOwnCertificates'];

export const dashboardApi = {
  statistics: (signal?: AbortSignal) =>
    http.get<ResultOf<Statistics>>('/dashboard/statistics' satisfies Statistics['path'], undefined, {
      signal,
    }),
  /** The signed-in enterprise or partner user's certificates (empty for the body's staff). */
  ownCertificates: (signal?: AbortSignal) =>
    http.get<ResultOf<OwnCertificates>>('/cert/mine' satisfies OwnCertificates['path'], undefined, {
      signal,
    }),
  /** The newest applications the user may see (row scope on the server), optionally of one status. */
  applications: (status: number | undefined, signal?: AbortSignal) =>
    http.get<ResultOf<ListApplications>>(
      '/xmsl/cerApplyApi/list' satisfies ListApplications['path'],
      {
        pageNo: 1,
        pageSize: HOME_LIST_SIZE,
        column: 'createTime',
        order: 'desc',
        status,
      } satisfies QueryOf<ListApplications>,
      { signal },
    ),
};

/** The home page's business statistics of the user's tenant. */
export function useDashboardStatistics() {
  return useQuery({
    queryKey: ['dashboard', 'statistics'],
    queryFn: ({ signal }) => dashboardApi.statistics(signal),
  });
}

export function useOwnCertificates() {
  return useQuery({
    queryKey: ['dashboard', 'certificates'],
    queryFn: ({ signal }) => dashboardApi.ownCertificates(signal),
  });
}

export function useHomeApplications(status: number | undefined) {
  return useQuery({
    queryKey: ['dashboard', 'applications', status ?? 'own'],
    queryFn: ({ signal }) => dashboardApi.applications(status, signal),
  });
}
