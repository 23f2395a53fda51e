/**
 * The schemas of the third-party sign-in endpoints (server module third-party-login); the request
 * schemas themselves are system/third-party-login.ts, the answer the sign-in's (system/session.ts).
 */
import type { SchemaTable } from '../common/endpoints.ts';
import { loginResultSchema } from '../system/session.ts';
import {
  thirdPartyCallbackQuery,
  thirdPartyProviderParams,
  thirdPartyRenderQuery,
  thirdPartyTicketParams,
} from '../system/third-party-login.ts';

/** The schemas of each third-party sign-in endpoint (its route: endpoints.ts). */
export const thirdPartyLoginSchemas = {
  startThirdPartyLogin: { params: thirdPartyProviderParams, query: thirdPartyRenderQuery, result: 'file' },
  finishThirdPartyLogin: {
    params: thirdPartyProviderParams,
    query: thirdPartyCallbackQuery,
    result: 'file',
  },
  getThirdPartyLoginScript: { result: 'file' },
  redeemThirdPartyLogin: { params: thirdPartyTicketParams, result: loginResultSchema },
} as const satisfies SchemaTable;
