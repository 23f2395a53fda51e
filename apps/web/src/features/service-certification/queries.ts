/** Server state of the 服务认证 pages; both lists' settingKeys are under the area key. */
import { defineAreaQueries } from '../../shared/api/areaQueries';
import { serviceApi } from './api';

export const SERVICE_AREA_KEY = 'sc:project';
export const PROJECT_LIST_KEY = `${SERVICE_AREA_KEY}:list`;
export const REPORT_LIST_KEY = `${SERVICE_AREA_KEY}:reports`;

const projects = defineAreaQueries(SERVICE_AREA_KEY, { list: serviceApi.list, get: serviceApi.get });

export const useServiceProject = projects.useRecord;
export const useAddServiceProject = projects.mutation(
  ({ body, idempotencyKey }: { body: Parameters<typeof serviceApi.add>[0]; idempotencyKey: string }) =>
    serviceApi.add(body, idempotencyKey),
);
export const useAdvanceServiceProject = projects.mutation(serviceApi.advance);
export const useSaveServiceSheet = projects.mutation(serviceApi.save);
