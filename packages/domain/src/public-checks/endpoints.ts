/**
 * The public checks (培训证书查询, 历史项目信息, 申请材料 and its template downloads) and the signed-in
 * 档案核查: where each is and who may call it. Their schemas are `publicCheckSchemas` (contract.ts),
 * imported as types only; a table of its own, so the public pages carry only these entries
 * (common/endpoints.ts). The staff's 培训证书管理: training-endpoints.ts.
 */
import { defineEndpoints } from '../common/endpoints.ts';
import { FILE_ARCHIVE_CHECK_ACCESS } from './access.ts';
import type { publicCheckSchemas } from './contract.ts';

export const publicCheckEndpoints = defineEndpoints<typeof publicCheckSchemas>()({
  checkTrainingCertificate: {
    method: 'GET',
    path: '/trainCertificate/public/check',
    access: 'public',
    summary: '培训证书查询（公开，按证书编号和持证人姓名）',
  },
  getHistoricalProjects: {
    method: 'GET',
    path: '/hipji/public/detail',
    access: 'public',
    summary: '历史项目信息（公开，按证书编号或企业全称）',
  },
  listApplicationMaterials: {
    method: 'GET',
    path: '/xmsl/public/file',
    access: 'public',
    summary: '申请材料清单（公开，按认证类别和标准）',
  },
  downloadApplicationTemplate: {
    method: 'GET',
    path: '/xmsl/public/file/download',
    access: 'public',
    summary: '下载申请材料模板（公开，资料下载库的现行文件）',
  },
  checkFileArchive: {
    method: 'GET',
    path: '/fileArchiveCheck/check',
    access: FILE_ARCHIVE_CHECK_ACCESS,
    summary: '档案核查（按审核计划编号）',
  },
});
