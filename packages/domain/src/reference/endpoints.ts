/**
 * The reference-data endpoints: where each is and who may call it — `referenceEndpoints`
 * (dictionaries, standards, column settings, checks, company-check links) and
 * `referenceCodeEndpoints` (professional codes, certification items). Their schemas are
 * `referenceSchemas` and `referenceCodeSchemas` (contract.ts); only their types are imported here,
 * so the web reads these tables without pulling zod into its pages (common/endpoints.ts).
 */
import { defineEndpoints } from '../common/endpoints.ts';
import { REFERENCE_ACCESS as A } from './access.ts';
import type { referenceCodeSchemas, referenceSchemas } from './contract.ts';

export const referenceEndpoints = defineEndpoints<typeof referenceSchemas>()({
  // Dictionaries.
  listDictItems: {
    method: 'GET',
    path: '/sys/dict/getDictItems/:dictCode',
    access: 'signedIn',
    summary: '字典项（下拉选项）',
  },
  listDictionaries: {
    method: 'GET',
    path: '/sys/dict/list',
    access: A.dictionaryAdmin,
    summary: '数据字典列表',
  },
  addDictionary: { method: 'POST', path: '/sys/dict/add', access: A.dictionaryAdd, summary: '新增数据字典' },
  editDictionary: {
    method: 'PUT',
    path: '/sys/dict/edit',
    access: A.dictionaryEdit,
    summary: '编辑数据字典',
  },
  deleteDictionary: {
    method: 'DELETE',
    path: '/sys/dict/delete',
    access: A.dictionaryDelete,
    summary: '删除数据字典（连同字典项）',
  },
  listDictionaryItems: {
    method: 'GET',
    path: '/sys/dictItem/list',
    access: A.dictionaryAdmin,
    summary: '字典项列表',
  },
  addDictionaryItem: {
    method: 'POST',
    path: '/sys/dictItem/add',
    access: A.dictionaryEdit,
    summary: '新增字典项',
  },
  editDictionaryItem: {
    method: 'PUT',
    path: '/sys/dictItem/edit',
    access: A.dictionaryEdit,
    summary: '编辑字典项',
  },
  deleteDictionaryItem: {
    method: 'DELETE',
    path: '/sys/dictItem/delete',
    access: A.dictionaryEdit,
    summary: '删除字典项',
  },
  // Standards.
  listApplicationStandards: {
    method: 'GET',
    path: '/xmsl/cerApplyApi/getCertificateStandardList',
    access: 'signedIn',
    summary: '启用的认证标准（下拉选项）',
  },
  listCertificateStandards: {
    method: 'GET',
    path: '/certi/cerCertificateStandardApi/listStandards',
    access: 'signedIn',
    summary: '启用的认证标准（下拉选项）',
  },
  listAllStandards: {
    method: 'GET',
    path: '/sys/standard/list',
    access: A.standardAdmin,
    summary: '认证标准管理列表',
  },
  addStandard: { method: 'POST', path: '/sys/standard/add', access: A.standardAdd, summary: '新增认证标准' },
  editStandard: {
    method: 'PUT',
    path: '/sys/standard/edit',
    access: A.standardEdit,
    summary: '编辑认证标准',
  },
  // Column settings and checks.
  listColumnSettings: {
    method: 'GET',
    path: '/certi/cerUserColSetting/getColSettingList',
    access: A.columnSetting,
    summary: '我的列设置',
  },
  saveColumnSetting: {
    method: 'POST',
    path: '/certi/cerUserColSetting/save',
    access: A.columnSetting,
    summary: '保存列设置',
  },
  checkDuplicateValue: {
    method: 'GET',
    path: '/sys/duplicate/check',
    access: 'signedIn',
    summary: '重复值校验（登记的表和字段）',
  },
  checkValueByRule: {
    method: 'GET',
    path: '/sys/checkRule/checkByCode',
    access: 'signedIn',
    summary: '按规则编码校验',
  },
  // Company check.
  getCompanyCheckLinks: {
    method: 'GET',
    path: '/sys/companyCheck/links',
    access: A.companyCheck,
    summary: '企业查询链接',
  },
  saveCompanyCheckLinks: {
    method: 'PUT',
    path: '/sys/companyCheck/links',
    access: A.companyCheckEdit,
    summary: '保存企业查询链接',
  },
});

/** Professional codes and the certification items of the scope tool (server: codes.routes.ts). */
export const referenceCodeEndpoints = defineEndpoints<typeof referenceCodeSchemas>()({
  listProfessionalCodes: {
    method: 'GET',
    path: '/certi/cerCertificateCode/list',
    access: A.codeQuery,
    summary: '专业代码查询',
  },
  addProfessionalCode: {
    method: 'POST',
    path: '/certi/cerCertificateCode/add',
    access: A.codeAdd,
    summary: '新增专业代码',
  },
  editProfessionalCode: {
    method: 'PUT',
    path: '/certi/cerCertificateCode/edit',
    access: A.codeEdit,
    summary: '编辑专业代码',
  },
  deleteProfessionalCode: {
    method: 'DELETE',
    path: '/certi/cerCertificateCode/delete',
    access: A.codeDelete,
    summary: '删除专业代码',
  },
  exportProfessionalCodes: {
    method: 'GET',
    path: '/certi/cerCertificateCode/exportXls',
    access: A.codeExport,
    summary: '导出专业代码',
  },
  importProfessionalCodes: {
    method: 'POST',
    path: '/certi/cerCertificateCode/importExcel',
    access: A.codeImport,
    summary: '导入专业代码（Excel，全部成功或全部不写入）',
  },
  // Certification items.
  searchCertificationItems: {
    method: 'GET',
    path: '/certi/cerCertiItemApi/listCertItem',
    access: A.reviewTool,
    summary: '认证项目关键字检索（最多10条）',
  },
  listCertificationItems: {
    method: 'GET',
    path: '/sys/certItem/list',
    access: A.certItemAdmin,
    summary: '认证项目管理列表',
  },
  addCertificationItem: {
    method: 'POST',
    path: '/sys/certItem/add',
    access: A.certItemAdd,
    summary: '新增认证项目',
  },
  editCertificationItem: {
    method: 'PUT',
    path: '/sys/certItem/edit',
    access: A.certItemEdit,
    summary: '编辑认证项目',
  },
  deleteCertificationItem: {
    method: 'DELETE',
    path: '/sys/certItem/delete',
    access: A.certItemDelete,
    summary: '删除认证项目',
  },
});
