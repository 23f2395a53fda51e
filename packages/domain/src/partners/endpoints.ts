/**
 * The 合作方 (hzf) endpoints: where each is and who may call it. Their request and response
 * schemas are `partnerSchemas` (contract.ts); only their types are imported here, so the web reads this
 * table without pulling zod into its pages (common/endpoints.ts).
 */
import { defineEndpoints } from '../common/endpoints.ts';
import { PARTNER_ACCESS as A } from './access.ts';
import type { partnerSchemas } from './contract.ts';

export const partnerEndpoints = defineEndpoints<typeof partnerSchemas>()({
  listPartners: { method: 'GET', path: '/hzf/partner/list', access: A.read, summary: '合作方列表' },
  getPartner: { method: 'GET', path: '/hzf/partner/queryById', access: A.read, summary: '合作方详情' },
  addPartner: { method: 'POST', path: '/hzf/partner/add', access: A.add, summary: '新增合作方' },
  editPartner: { method: 'PUT', path: '/hzf/partner/edit', access: A.edit, summary: '编辑合作方' },
  setPartnerStatus: {
    method: 'PUT',
    path: '/hzf/partner/status',
    access: A.edit,
    summary: '启用或停用合作方',
  },
  deletePartner: { method: 'DELETE', path: '/hzf/partner/delete', access: A.delete, summary: '删除合作方' },
  exportPartners: { method: 'GET', path: '/hzf/partner/exportXls', access: A.export, summary: '导出合作方' },
});
