/**
 * The home page's server state: the business statistics (`GET /api/dashboard/statistics`), an
 * external user's certificates (`GET /api/cert/mine`) and a few applications. The types are
 * @cb/domain's contract.
 */
import {
  applicationEndpoints,
  type DashboardStatistics,
  dashboardEndpoints,
  type OwnCertificate,
} from '@cb/domain';
import { useQuery } from '@tanstack/react-query';
import { endpointCalls } from '../../shared/api/endpoints';
import { http } from '../../shared/http';

export type { DashboardStatistics, OwnCertificate };

/** How many applications the home lists. */
export const HOME_LIST_SIZE = 5;

const call = endpointCalls(dashboardEndpoints);
const applications = endpointCalls(applicationEndpoints);

export const dashboardApi = {
  statistics: (signal?: AbortSignal) => call.getDashboardStatistics(undefined, { signal }),
  /** The signed-in enterprise or partner user's certificates (empty for the body's staff). */
  ownCertificates: (signal?: AbortSignal) => http.get<OwnCertificate[]>('/cert/mine', undefined, { signal }),
  /** The newest applications the user may see (row scope on the server), optionally of one status. */
  applications: (status: number | undefined, signal?: AbortSignal) =>
    applications.listApplications(
      { pageNo: 1, pageSize: HOME_LIST_SIZE, column: 'createTime', order: 'desc', status },
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
