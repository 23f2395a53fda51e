/**
 * Code tables of applications and their changes (SPEC.md §3 "Enumerations"): what an application
 * change or an information change touches, the documents uploaded along the way, and the site facts
 * an application records (processors, construction projects, number of systems).
 */
import type { CodeLabel, CodeOf } from '../labels.ts';

/** What an application change (变更申请) alters; the spec has "other" without a code, 99 is used. */
export const APPLICATION_CHANGE_TYPES = [
  { code: 1, zh: '证书类型', en: 'Certificate type' },
  { code: 2, zh: '企业名称', en: 'Company name' },
  { code: 3, zh: '人数', en: 'Headcount' },
  { code: 4, zh: '注册地址', en: 'Registered address' },
  { code: 5, zh: '经营地址', en: 'Operating address' },
  { code: 6, zh: '认证范围', en: 'Certification scope' },
  { code: 7, zh: '专业代码', en: 'Professional code' },
  { code: 99, zh: '其他', en: 'Other' },
] as const satisfies readonly CodeLabel[];

export type ApplicationChangeType = CodeOf<typeof APPLICATION_CHANGE_TYPES>;

/** Which piece of client information changed (信息变更). */
export const INFO_CHANGE_TYPES = [
  { code: 1, zh: '认可标志', en: 'Recognition mark' },
  { code: 2, zh: '组织机构代码证', en: 'Organisation code certificate' },
  { code: 3, zh: '企业名称', en: 'Company name' },
  { code: 4, zh: '总人数', en: 'Total headcount' },
  { code: 5, zh: '体系覆盖人数', en: 'System-covered headcount' },
  { code: 6, zh: '注册地址', en: 'Registered address' },
  { code: 7, zh: '生产地址', en: 'Production address' },
  { code: 8, zh: '经营地址', en: 'Operating address' },
  { code: 9, zh: '认证范围', en: 'Certification scope' },
  { code: 10, zh: '专业代码', en: 'Professional code' },
  { code: 11, zh: '制造商名称', en: 'Manufacturer name' },
  { code: 12, zh: '制造商联系人', en: 'Manufacturer contact' },
  { code: 13, zh: '制造商电话', en: 'Manufacturer phone' },
  { code: 14, zh: '制造商地址', en: 'Manufacturer address' },
  { code: 15, zh: '生产企业名称', en: 'Production enterprise name' },
  { code: 16, zh: '生产企业联系人', en: 'Production enterprise contact' },
  { code: 17, zh: '生产企业电话', en: 'Production enterprise phone' },
  { code: 18, zh: '生产企业地址', en: 'Production enterprise address' },
  { code: 19, zh: '有效人数', en: 'Effective headcount' },
  { code: 20, zh: '认证领域', en: 'Certification field' },
  { code: 21, zh: '临时场所', en: 'Temporary site' },
  { code: 22, zh: '固定场所', en: 'Fixed site' },
] as const satisfies readonly CodeLabel[];

export type InfoChangeType = CodeOf<typeof INFO_CHANGE_TYPES>;

/**
 * Document types of uploads, keyed by the product's codes (area prefix + number). The spec names
 * stage-one and stage-two variants of the audit notice without their codes; `_stage1`/`_stage2` are used.
 */
export const UPLOAD_DOCUMENT_TYPES = [
  { code: 'xmsl001', zh: '认证申请书', en: 'Application form' },
  { code: 'htps001', zh: '认证合同', en: 'Certification contract' },
  { code: 'htps002', zh: '合同评审及审核方案记录', en: 'Contract review and audit plan record' },
  { code: 'shfa002', zh: '审核通知书', en: 'Audit notice' },
  { code: 'shfa002_stage1', zh: '一阶段审核通知书', en: 'Stage one audit notice' },
  { code: 'shfa002_stage2', zh: '二阶段审核通知书', en: 'Stage two audit notice' },
  { code: 'product_sample_form', zh: '产品抽样单', en: 'Product sample form' },
  { code: 'change_audit', zh: '变更审核资料', en: 'Change audit document' },
  { code: 'change_scheme', zh: '变更审核方案', en: 'Change audit scheme' },
] as const satisfies readonly CodeLabel[];

export type UploadDocumentType = CodeOf<typeof UPLOAD_DOCUMENT_TYPES>;

/** How many management systems an integrated application covers. */
export const SYSTEM_NUMBERS = [
  { code: 1, zh: '单体系', en: 'Single system' },
  { code: 2, zh: '双体系', en: 'Dual system' },
  { code: 3, zh: '三体系', en: 'Triple system' },
] as const satisfies readonly CodeLabel[];

/** Who runs a site in product/organic certification (加工者类型). */
export const PROCESSOR_TYPES = [
  { code: 1, zh: '申请人', en: 'Applicant' },
  { code: 2, zh: '加工场所', en: 'Facility' },
  { code: 3, zh: '未获证委托加工方', en: 'Non-certified subcontractor' },
  { code: 4, zh: '已获证委托加工方', en: 'Certified subcontractor' },
] as const satisfies readonly CodeLabel[];

/** State of a construction project sampled as a temporary site (工程建设). */
export const CONSTRUCTION_STATUSES = [
  { code: 1, zh: '在建', en: 'In progress' },
  { code: 2, zh: '停工', en: 'Stopped' },
  { code: 3, zh: '完工待验收', en: 'Completed, awaiting acceptance' },
  { code: 4, zh: '已移交', en: 'Handed over' },
] as const satisfies readonly CodeLabel[];

/** The client's role in a construction contract. */
export const CONTRACT_ROLES = [
  { code: 1, zh: '总承包', en: 'General contractor' },
  { code: 2, zh: '分包', en: 'Subcontractor' },
] as const satisfies readonly CodeLabel[];
