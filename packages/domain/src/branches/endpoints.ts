/**
 * The 分公司 (cwgl/branch) endpoints: where each is and who may call it. Their request and response
 * schemas are `branchSchemas` (contract.ts); only their types are imported here, so the web reads this
 * table without pulling zod into its pages (common/endpoints.ts).
 */
import { defineEndpoints } from '../common/endpoints.ts';
import { BRANCH_ACCESS as A } from './access.ts';
import type { branchSchemas } from './contract.ts';

export const branchEndpoints = defineEndpoints<typeof branchSchemas>()({
  listBranches: { method: 'GET', path: '/cwgl/branch/list', access: A.read, summary: '分公司列表' },
  getBranch: { method: 'GET', path: '/cwgl/branch/queryById', access: A.read, summary: '分公司详情' },
  getBranchBrief: { method: 'GET', path: '/cwgl/branch/brief', access: A.read, summary: '分公司概况' },
  branchOptions: { method: 'GET', path: '/cwgl/branch/options', access: A.options, summary: '分公司选项' },
  addBranch: { method: 'POST', path: '/cwgl/branch/add', access: A.add, summary: '新增分公司' },
  editBranch: { method: 'PUT', path: '/cwgl/branch/edit', access: A.edit, summary: '编辑分公司' },
  deleteBranch: { method: 'DELETE', path: '/cwgl/branch/delete', access: A.delete, summary: '删除分公司' },
  exportBranches: { method: 'GET', path: '/cwgl/branch/exportXls', access: A.export, summary: '导出分公司' },
});
