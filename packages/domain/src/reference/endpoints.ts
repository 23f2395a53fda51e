/**
 * The reference-data endpoints: where each is and who may call it — `referenceEndpoints`
 * (dictionaries, standards, column settings, checks, company-check links) and
 * `referenceCodeEndpoints` (professional codes, certification items). Their schemas are
 * `referenceSchemas` and `referenceCodeSchemas` (contract.ts); only their types are imported here,
 * so the web reads these tables without pulling zod into its pages (common/endpoints.ts).
 */
import { defineEndpoints, del, get, post, put } from '../common/endpoints.ts';
import { REFERENCE_ACCESS as A } from './access.ts';
import type { referenceCodeSchemas, referenceSchemas } from './contract.ts';

export const referenceEndpoints = defineEndpoints<typeof referenceSchemas>()({
  // Dictionaries.
  listDictItems: get('/sys/dict/getDictItems/:dictCode', 'signedIn', '字典项（下拉选项）'),
  listDictionaries: get('/sys/dict/list', A.dictionaryAdmin, '数据字典列表'),
  addDictionary: post('/sys/dict/add', A.dictionaryAdd, '新增数据字典'),
  editDictionary: put('/sys/dict/edit', A.dictionaryEdit, '编辑数据字典'),
  deleteDictionary: del('/sys/dict/delete', A.dictionaryDelete, '删除数据字典（连同字典项）'),
  listDictionaryItems: get('/sys/dictItem/list', A.dictionaryAdmin, '字典项列表'),
  addDictionaryItem: post('/sys/dictItem/add', A.dictionaryEdit, '新增字典项'),
  editDictionaryItem: put('/sys/dictItem/edit', A.dictionaryEdit, '编辑字典项'),
  deleteDictionaryItem: del('/sys/dictItem/delete', A.dictionaryEdit, '删除字典项'),
  // Standards.
  listApplicationStandards: get(
    '/xmsl/cerApplyApi/getCertificateStandardList',
    'signedIn',
    '启用的认证标准（下拉选项）',
  ),
  listCertificateStandards: get(
    '/certi/cerCertificateStandardApi/listStandards',
    'signedIn',
    '启用的认证标准（下拉选项）',
  ),
  listAllStandards: get('/sys/standard/list', A.standardAdmin, '认证标准管理列表'),
  addStandard: post('/sys/standard/add', A.standardAdd, '新增认证标准'),
  editStandard: put('/sys/standard/edit', A.standardEdit, '编辑认证标准'),
  // Column settings and checks.
  listColumnSettings: get('/certi/cerUserColSetting/getColSettingList', A.columnSetting, '我的列设置'),
  saveColumnSetting: post('/certi/cerUserColSetting/save', A.columnSetting, '保存列设置'),
  checkDuplicateValue: get('/sys/duplicate/check', 'signedIn', '重复值校验（登记的表和字段）'),
  checkValueByRule: get('/sys/checkRule/checkByCode', 'signedIn', '按规则编码校验'),
  // Company check.
  getCompanyCheckLinks: get('/sys/companyCheck/links', A.companyCheck, '企业查询链接'),
  saveCompanyCheckLinks: put('/sys/companyCheck/links', A.companyCheckEdit, '保存企业查询链接'),
});

/** Professional codes and the certification items of the scope tool (server: codes.routes.ts). */
export const referenceCodeEndpoints = defineEndpoints<typeof referenceCodeSchemas>()({
  listProfessionalCodes: get('/certi/cerCertificateCode/list', A.codeQuery, '专业代码查询'),
  addProfessionalCode: post('/certi/cerCertificateCode/add', A.codeAdd, '新增专业代码'),
  editProfessionalCode: put('/certi/cerCertificateCode/edit', A.codeEdit, '编辑专业代码'),
  deleteProfessionalCode: del('/certi/cerCertificateCode/delete', A.codeDelete, '删除专业代码'),
  exportProfessionalCodes: get('/certi/cerCertificateCode/exportXls', A.codeExport, '导出专业代码'),
  importProfessionalCodes: post(
    '/certi/cerCertificateCode/importExcel',
    A.codeImport,
    '导入专业代码（Excel，全部成功或全部不写入）',
  ),
  // Certification items.
  searchCertificationItems: get(
    '/certi/cerCertiItemApi/listCertItem',
    A.reviewTool,
    '认证项目关键字检索（最多10条）',
  ),
  listCertificationItems: get('/sys/certItem/list', A.certItemAdmin, '认证项目管理列表'),
  addCertificationItem: post('/sys/certItem/add', A.certItemAdd, '新增认证项目'),
  editCertificationItem: put('/sys/certItem/edit', A.certItemEdit, '编辑认证项目'),
  deleteCertificationItem: del('/sys/certItem/delete', A.certItemDelete, '删除认证项目'),
});
