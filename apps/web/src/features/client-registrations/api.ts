/**
 * Self-registration, the signed-out password reset and 注册审核, derived from the area's endpoint
 * table (packages/domain/src/client-registrations/endpoints.ts). The public calls carry the tenant
 * as every call does (the shared client's tenant-id header).
 */
import {
  clientRegistrationEndpoints,
  type RegistrationRow,
  type registerBody,
  type registrationListQuery,
  type resetBody,
} from '@cb/domain/client-registrations';
import type { z } from 'zod';
import { endpointCalls } from '../../shared/api/endpoints';
import type { ListQuery, SortQuery } from '../../shared/list';

export type { RegistrationRow };
export type RegisterInput = z.input<typeof registerBody>;
export type ResetInput = z.input<typeof resetBody>;
export type RegistrationFilters = Pick<z.input<typeof registrationListQuery>, 'companyName' | 'status'>;

const call = endpointCalls(clientRegistrationEndpoints);

export const registrationApi = {
  channel: () => call.getVerificationChannel(),
  sendCode: (phone: string) => call.sendRegisterCode({ phone }),
  register: (body: RegisterInput) => call.register(body),
  confirm: (token: string) => call.confirmRegisterEmail({ token }, { silent: true }),
  sendResetCode: (username: string) => call.sendResetCode({ username }),
  reset: (body: ResetInput) => call.resetPassword(body),
  list: (query: RegistrationFilters & ListQuery) => call.listRegistrations(query),
  exportList: (query: RegistrationFilters & SortQuery) =>
    call.exportRegistrations(query, { fileName: '注册申请.xlsx' }),
  approve: (id: string, version: number) => call.approveRegistration({ id, version }),
  reject: (id: string, version: number, reason: string) => call.rejectRegistration({ id, version, reason }),
};
