/**
 * The public checks (培训证书查询, 历史项目信息, 申请材料 and its template downloads) and the signed-in
 * 档案核查: where each is and who may call it. Their schemas are `publicCheckSchemas` (contract.ts),
 * imported as types only; a table of its own, so the public pages carry only these entries
 * (common/endpoints.ts). The staff's 培训证书管理: training-endpoints.ts.
 */
import { defineEndpoints, get } from '../common/endpoints.ts';
import { FILE_ARCHIVE_CHECK_ACCESS } from './access.ts';
import type { publicCheckSchemas } from './contract.ts';

export const publicCheckEndpoints = defineEndpoints<typeof publicCheckSchemas>()({
  checkTrainingCertificate: get(
    '/trainCertificate/public/check',
    'public',
    '培训证书查询（公开，按证书编号和持证人姓名）',
  ),
  getHistoricalProjects: get('/hipji/public/detail', 'public', '历史项目信息（公开，按证书编号或企业全称）'),
  listApplicationMaterials: get('/xmsl/public/file', 'public', '申请材料清单（公开，按认证类别和标准）'),
  downloadApplicationTemplate: get(
    '/xmsl/public/file/download',
    'public',
    '下载申请材料模板（公开，资料下载库的现行文件）',
  ),
  checkFileArchive: get('/fileArchiveCheck/check', FILE_ARCHIVE_CHECK_ACCESS, '档案核查（按审核计划编号）'),
});
