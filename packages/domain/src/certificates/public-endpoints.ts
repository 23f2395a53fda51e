/**
 * The public certificate endpoints (the query of /cert/search, the QR code's detail) and the
 * signed-in external user's own certificates: where each is and who may call it. Their schemas are
 * `certificatePublicSchemas` (contract.ts), imported as types only. A table of its own, so the public
 * pages carry only these few entries (common/endpoints.ts).
 */
import { defineEndpoints, get } from '../common/endpoints.ts';
import type { certificatePublicSchemas } from './contract.ts';

export const certificatePublicEndpoints = defineEndpoints<typeof certificatePublicSchemas>()({
  getPublicCertificationBody: get('/cert/public/body', 'public', '证书查询页的认证机构（公开）'),
  listOwnCertificates: get('/cert/mine', 'signedIn', '本企业（或本合作方客户）的证书'),
  searchPublicCertificates: get('/cert/public/search', 'public', '证书查询（公开，按证书编号或企业名称）'),
  getPublicCertificateDetail: get('/cert/public/detail', 'public', '证书详情（公开，二维码指向的核验页）'),
  getPublicCertificateDetailByNumber: get(
    '/cert/public/detailByNo',
    'public',
    '证书详情（公开，按证书编号）',
  ),
});
