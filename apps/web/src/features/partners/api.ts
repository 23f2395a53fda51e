/**
 * The 合作方 (hzf) 合作方 calls, derived from the area's endpoint table
 * (packages/domain/src/partners/endpoints.ts): paths, methods and types are the server's
 * declarations. The table holds no zod at run time, and only types of the contract are imported, so
 * no zod code reaches the bundle.
 */
import {
  type PartnerDetail,
  type PartnerRow,
  type partnerBody,
  partnerEndpoints,
  type partnerFilters,
} from '@cb/domain/partners';
import type { z } from 'zod';
import { endpointCalls } from '../../shared/api/endpoints';
import { IDEMPOTENCY_HEADER, RECORD_LOOKUP } from '../../shared/http';
import type { ListQuery, SortQuery } from '../../shared/list';

export type { PartnerDetail, PartnerRow };
/** The search form's filters of the list. */
export type PartnerFilters = z.input<typeof partnerFilters>;
/** The body of a save (新增 / 编辑). */
export type PartnerBody = z.input<typeof partnerBody>;

const call = endpointCalls(partnerEndpoints);

export const partnersApi = {
  list: (query: PartnerFilters & ListQuery) => call.listPartners(query),
  exportList: (query: PartnerFilters & SortQuery) => call.exportPartners(query, { fileName: '合作方.xlsx' }),
  get: (id: string) => call.getPartner({ id }, RECORD_LOOKUP),
  /** `idempotencyKey` stays the same for retries of one save, so it writes once. */
  add: (body: PartnerBody, idempotencyKey: string) =>
    call.addPartner(body, { headers: { [IDEMPOTENCY_HEADER]: idempotencyKey } }),
  edit: (body: PartnerBody & { id: string; version: number }) => call.editPartner(body),
  setStatus: (id: string, version: number, status: 0 | 1) => call.setPartnerStatus({ id, version, status }),
  remove: (id: string, version: number) => call.deletePartner({ id, version }),
};

/** Where the partner's files live below /api (the server's PARTNER_FILES_PREFIX). */
export const PARTNER_FILES_PREFIX = '/hzf/partner/files';
/** Its document types: the agreement, the licence, other attachments. */
export const PARTNER_DOCUMENT_TYPES = ['partner_agreement', 'business_license', 'attachment'] as const;

/** What a save answers (the record's id and new version). */
export type PartnerSaved = Awaited<ReturnType<typeof partnersApi.add>>;
