/**
 * The customer (khgl) endpoints: where each is and who may call it. Their request and response
 * schemas are `customerSchemas` (contract.ts); only their types are imported here, so the web reads
 * this table without pulling zod into its pages (common/endpoints.ts).
 */
import { defineEndpoints } from '../common/endpoints.ts';
import { ENTERPRISE_ACCESS as A } from './access.ts';
import type { customerSchemas } from './contract.ts';

export const customerEndpoints = defineEndpoints<typeof customerSchemas>()({
  listEnterprises: { method: 'GET', path: '/khgl/enterprise/list', access: A.read, summary: '企业客户列表' },
  getEnterprise: {
    method: 'GET',
    path: '/khgl/enterprise/queryById',
    access: A.read,
    summary: '企业客户详情（含场所与联系人）',
  },
  addEnterprise: { method: 'POST', path: '/khgl/enterprise/add', access: A.add, summary: '新增企业客户' },
  editEnterprise: { method: 'PUT', path: '/khgl/enterprise/edit', access: A.edit, summary: '编辑企业客户' },
  deleteEnterprise: {
    method: 'DELETE',
    path: '/khgl/enterprise/delete',
    access: A.delete,
    summary: '删除企业客户',
  },
  exportEnterprises: {
    method: 'GET',
    path: '/khgl/enterprise/exportXls',
    access: A.export,
    summary: '导出企业客户',
  },
  checkEnterpriseUnique: {
    method: 'GET',
    path: '/khgl/enterprise/checkUnique',
    access: [...A.add, ...A.edit],
    summary: '校验企业名称或信用代码是否已存在',
  },
  getEnterpriseHistory: {
    method: 'GET',
    path: '/khgl/enterprise/history',
    access: A.read,
    summary: '企业客户变更记录',
  },
  listEnterpriseOptions: {
    method: 'GET',
    path: '/khgl/enterprise/options',
    access: A.pick,
    summary: '企业选择列表（最多20条）',
  },
  listEnterpriseUsers: {
    method: 'GET',
    path: '/khgl/enterprise/users',
    access: A.read,
    summary: '企业的关联用户',
  },
  listEnterpriseUserCandidates: {
    method: 'GET',
    path: '/khgl/enterprise/userCandidates',
    access: A.edit,
    summary: '可关联的企业用户（拥有企业用户角色、尚未关联）',
  },
  linkEnterpriseUser: {
    method: 'POST',
    path: '/khgl/enterprise/linkUser',
    access: A.edit,
    summary: '关联企业用户（拥有企业用户角色的系统用户）',
  },
  listPartnerOptions: {
    method: 'GET',
    path: '/khgl/partner/options',
    access: A.pick,
    summary: '合作方选择列表',
  },
});
