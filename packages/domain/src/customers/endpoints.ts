/**
 * The customer (khgl) endpoints: where each is and who may call it. Their request and response
 * schemas are `customerSchemas` (contract.ts); only their types are imported here, so the web reads
 * this table without pulling zod into its pages (common/endpoints.ts).
 */
import { defineEndpoints, del, get, post, put } from '../common/endpoints.ts';
import { ENTERPRISE_ACCESS as A } from './access.ts';
import type { customerSchemas } from './contract.ts';

export const customerEndpoints = defineEndpoints<typeof customerSchemas>()({
  listEnterprises: get('/khgl/enterprise/list', A.read, '企业客户列表'),
  getEnterprise: get('/khgl/enterprise/queryById', A.read, '企业客户详情（含场所与联系人）'),
  addEnterprise: post('/khgl/enterprise/add', A.add, '新增企业客户'),
  editEnterprise: put('/khgl/enterprise/edit', A.edit, '编辑企业客户'),
  deleteEnterprise: del('/khgl/enterprise/delete', A.delete, '删除企业客户'),
  exportEnterprises: get('/khgl/enterprise/exportXls', A.export, '导出企业客户'),
  checkEnterpriseUnique: get(
    '/khgl/enterprise/checkUnique',
    [...A.add, ...A.edit],
    '校验企业名称或信用代码是否已存在',
  ),
  getEnterpriseHistory: get('/khgl/enterprise/history', A.read, '企业客户变更记录'),
  listEnterpriseOptions: get('/khgl/enterprise/options', A.pick, '企业选择列表（最多20条）'),
  listEnterpriseUsers: get('/khgl/enterprise/users', A.read, '企业的关联用户'),
  listEnterpriseUserCandidates: get(
    '/khgl/enterprise/userCandidates',
    A.edit,
    '可关联的企业用户（拥有企业用户角色、尚未关联）',
  ),
  linkEnterpriseUser: post('/khgl/enterprise/linkUser', A.edit, '关联企业用户（拥有企业用户角色的系统用户）'),
  listPartnerOptions: get('/khgl/partner/options', A.pick, '合作方选择列表'),
});
