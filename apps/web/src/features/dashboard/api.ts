import { type DashboardStatistics, type OwnCertificate, type Page, STATISTIC_KEYS } from '@cb/domain';
import { http } from '../../shared/http';

export { STATISTIC_KEYS };

export function fetchStatistics(signal?: AbortSignal): Promise<DashboardStatistics> {
  return http.get<DashboardStatistics>('/dashboard/statistics', undefined, { signal });
}

/** The signed-in enterprise or partner user's certificates (empty for the body's staff). */
export function fetchOwnCertificates(signal?: AbortSignal): Promise<OwnCertificate[]> {
  return http.get<OwnCertificate[]>('/cert/mine', undefined, { signal });
}

/** A few applications for the home: the user's own (row scope on the server), or those awaiting acceptance. */
export interface HomeApplication {
  id: string;
  applyNo: string;
  enterpriseName: string;
  standardCodes: string;
  status: number;
  status_dictText: string;
}

export const HOME_LIST_SIZE = 5;

export function fetchHomeApplications(status: number | undefined, signal?: AbortSignal) {
  return http.get<Page<HomeApplication>>(
    '/xmsl/cerApplyApi/list',
    { pageNo: 1, pageSize: HOME_LIST_SIZE, column: 'createTime', order: 'desc', status },
    { signal },
  );
}
