import type { Permission } from '@cb/domain';
import type { ComponentType } from 'react';

/**
 * The page registry (ARCHITECTURE.md "Web conventions"): a server menu item's `component` key → the
 * lazily imported page. It is an allowlist: a key that is not here renders the 404 page, never an
 * import chosen by the server. Every page is its own chunk.
 *
 * The keys are the server catalogue's (`ALL_COMPONENT_KEYS` in
 * apps/server/src/modules/system/catalog/menu-tree.ts); pageRegistry.test.ts fails when the two
 * drift. Areas whose issue has not landed yet render the honest 建设中 page naming the area: an
 * area's issue replaces its `soon('…')` entries with its pages.
 */

export interface PageModule {
  default: ComponentType;
}

/** Business areas by URL prefix (ARCHITECTURE.md table); their names are in shared/i18n `areas`. */
export type AreaKey =
  | 'dashboard'
  | 'xmsl'
  | 'htps'
  | 'shfa'
  | 'shxm'
  | 'jssd'
  | 'rzjd'
  | 'zsfx'
  | 'zsmb'
  | 'zswh'
  | 'yjgl'
  | 'xxsb'
  | 'khgl'
  | 'hzf'
  | 'jcbg'
  | 'rlzy'
  | 'auditorZone'
  | 'cwgl'
  | 'labour'
  | 'yjxy'
  | 'xxtz'
  | 'tjfx'
  | 'tc'
  | 'sc'
  | 'sys'
  | 'assist'
  | 'layouts';

export interface PageEntry {
  area: AreaKey;
  load: () => Promise<PageModule>;
}

/** The group component of the menu: not a page, it only holds children (and maybe a redirect). */
export const ROUTE_VIEW = 'layouts/RouteView';

const underConstruction = () => import('../features/under-construction/UnderConstructionPage');
const soon = (area: AreaKey): PageEntry => ({ area, load: underConstruction });

const REGISTRY: Readonly<Record<string, PageEntry>> = {
  'assist/ArchiveDetail': {
    area: 'assist',
    load: () => import('../features/audit-execution/ArchiveDetailPage'),
  },
  'assist/ArchiveList': { area: 'assist', load: () => import('../features/audit-execution/ArchiveListPage') },
  'assist/ProjectList': {
    area: 'assist',
    load: () => import('../features/audit-execution/AssistProjectListPage'),
  },
  'assist/SpecialApprovalList': {
    area: 'assist',
    load: () => import('../features/audit-execution/SpecialApprovalListPage'),
  },
  'auditorZone/CodeEdit': {
    area: 'auditorZone',
    load: () => import('../features/auditors/MyCodeEditPage'),
  },
  'auditorZone/CodeList': {
    area: 'auditorZone',
    load: () => import('../features/auditors/MyCodeListPage'),
  },
  'auditorZone/DeciderTaskList': {
    area: 'auditorZone',
    load: () => import('../features/certification-decisions/DeciderTaskListPage'),
  },
  'auditorZone/FeeList': soon('auditorZone'),
  'auditorZone/MyTaskList': {
    area: 'auditorZone',
    load: () => import('../features/audit-programmes/MyTaskListPage'),
  },
  'auditorZone/SalaryList': soon('auditorZone'),
  'auditorZone/Schedule': {
    area: 'auditorZone',
    load: () => import('../features/audit-programmes/CalendarPage'),
  },
  'auditorZone/TechReviewTaskList': {
    area: 'auditorZone',
    load: () => import('../features/certification-decisions/TechReviewTaskListPage'),
  },
  'cwgl/BranchBrief': soon('cwgl'),
  'cwgl/BranchList': soon('cwgl'),
  'cwgl/GrossMarginList': soon('cwgl'),
  'cwgl/InvoiceAdd': soon('cwgl'),
  'cwgl/InvoiceApply': soon('cwgl'),
  'cwgl/InvoiceAwaitList': soon('cwgl'),
  'cwgl/InvoiceDetail': soon('cwgl'),
  'cwgl/InvoiceDoneList': soon('cwgl'),
  'cwgl/LabourFeeList': soon('cwgl'),
  'cwgl/PaymentApplyEdit': soon('cwgl'),
  'cwgl/PaymentApplyList': soon('cwgl'),
  'cwgl/PaymentApplyRelate': soon('cwgl'),
  'cwgl/PaymentChangeRelate': soon('cwgl'),
  'cwgl/PaymentEdit': soon('cwgl'),
  'cwgl/PaymentEditNew': soon('cwgl'),
  'cwgl/PaymentList': soon('cwgl'),
  'cwgl/SalaryList': soon('cwgl'),
  'cwgl/SettlementAdd': soon('cwgl'),
  'cwgl/SettlementAudit': soon('cwgl'),
  'cwgl/SettlementDetail': soon('cwgl'),
  'cwgl/SettlementList': soon('cwgl'),
  'dashboard/Home': { area: 'dashboard', load: () => import('../features/dashboard/HomePage') },
  'htps/BgspAudit': { area: 'htps', load: () => import('../features/change-approval/BgspAuditPage') },
  'htps/BgspAwaitList': { area: 'htps', load: () => import('../features/change-approval/BgspAwaitListPage') },
  'htps/BgspDetail': { area: 'htps', load: () => import('../features/change-approval/BgspDetailPage') },
  'htps/BgspDoneList': { area: 'htps', load: () => import('../features/change-approval/BgspDoneListPage') },
  'htps/ReviewDetail': { area: 'htps', load: () => import('../features/contract-review/ReviewDetailPage') },
  'htps/ReviewConfig': { area: 'htps', load: () => import('../features/contract-review/ReviewConfigPage') },
  'htps/ReviewList': { area: 'htps', load: () => import('../features/contract-review/ReviewListPage') },
  'hzf/PartnerList': soon('hzf'),
  'jcbg/ReportList': soon('jcbg'),
  'jssd/AjfpAwaitList': {
    area: 'jssd',
    load: () => import('../features/certification-decisions/AjfpAwaitListPage'),
  },
  'jssd/AjfpDoneList': {
    area: 'jssd',
    load: () => import('../features/certification-decisions/AjfpDoneListPage'),
  },
  'jssd/RecordList': {
    area: 'jssd',
    load: () => import('../features/certification-decisions/RecordListPage'),
  },
  'khgl/EnterpriseEdit': { area: 'khgl', load: () => import('../features/customers/EnterpriseEditPage') },
  'khgl/EnterpriseList': { area: 'khgl', load: () => import('../features/customers/EnterpriseListPage') },
  'khgl/NoticeList': soon('khgl'),
  'khgl/OpenedFileList': soon('khgl'),
  'labour/FeeAdd': soon('labour'),
  'labour/FeeList': soon('labour'),
  'layouts/IframeView': { area: 'layouts', load: () => import('./shell/ExternalLinkPage') },
  'rlzy/AnalyseDetail': { area: 'rlzy', load: () => import('../features/auditors/AnalyseDetailPage') },
  'rlzy/AnalyseList': { area: 'rlzy', load: () => import('../features/auditors/AnalyseListPage') },
  'rlzy/AuditorArchive': { area: 'rlzy', load: () => import('../features/auditors/AuditorArchivePage') },
  'rlzy/AuditorEdit': { area: 'rlzy', load: () => import('../features/auditors/AuditorEditPage') },
  'rlzy/AuditorList': { area: 'rlzy', load: () => import('../features/auditors/AuditorListPage') },
  'rlzy/ContractEdit': { area: 'rlzy', load: () => import('../features/auditors/ContractEditPage') },
  'rlzy/ContractList': { area: 'rlzy', load: () => import('../features/auditors/ContractListPage') },
  'rlzy/LeaveList': { area: 'rlzy', load: () => import('../features/auditors/LeaveListPage') },
  'rlzy/WitnessList': { area: 'rlzy', load: () => import('../features/auditors/WitnessListPage') },
  'rzjd/ApprovalList': {
    area: 'rzjd',
    load: () => import('../features/certification-decisions/ApprovalListPage'),
  },
  'rzjd/DecisionAudit': {
    area: 'rzjd',
    load: () => import('../features/certification-decisions/DecisionAuditPage'),
  },
  'rzjd/PauseCancelList': {
    area: 'rzjd',
    load: () => import('../features/certification-decisions/PauseCancelListPage'),
  },
  'rzjd/SupervisionList': {
    area: 'rzjd',
    load: () => import('../features/certification-decisions/SupervisionListPage'),
  },
  'sc/ProjectList': soon('sc'),
  'sc/Report': soon('sc'),
  'sc/ReportList': soon('sc'),
  'shfa/AbortList': { area: 'shfa', load: () => import('../features/audit-programmes/AbortListPage') },
  'shfa/PlanAssignList': {
    area: 'shfa',
    load: () => import('../features/audit-programmes/PlanAssignListPage'),
  },
  'shfa/SchemeEdit': { area: 'shfa', load: () => import('../features/audit-programmes/SchemeEditPage') },
  'shfa/SchemeList': { area: 'shfa', load: () => import('../features/audit-programmes/SchemeListPage') },
  'shxm/OnsiteFileList': {
    area: 'shxm',
    load: () => import('../features/audit-execution/OnsiteFileListPage'),
  },
  'shxm/ProjectList': { area: 'shxm', load: () => import('../features/audit-execution/ProjectListPage') },
  'shxm/ProjectExecute': {
    area: 'shxm',
    load: () => import('../features/audit-execution/ProjectExecutePage'),
  },
  'sys/CalendarList': { area: 'sys', load: () => import('../features/lifecycle/CalendarListPage') },
  'sys/CertItemList': { area: 'sys', load: () => import('../features/reference/CertItemListPage') },
  'sys/DictList': { area: 'sys', load: () => import('../features/reference/DictListPage') },
  'sys/LifecycleRules': { area: 'sys', load: () => import('../features/lifecycle/LifecycleRulesPage') },
  'sys/LoginLogList': { area: 'sys', load: () => import('../features/system-config/LoginLogListPage') },
  'sys/MenuList': { area: 'sys', load: () => import('../features/system-config/MenuListPage') },
  'sys/OnlineUserList': { area: 'sys', load: () => import('../features/system-access/OnlineUserListPage') },
  'sys/OperLogList': { area: 'sys', load: () => import('../features/system-config/OperLogListPage') },
  'sys/ProfessionalCodeList': {
    area: 'sys',
    load: () => import('../features/reference/ProfessionalCodeListPage'),
  },
  'sys/RoleList': { area: 'sys', load: () => import('../features/system-access/RoleListPage') },
  'sys/ContractPopupSetting': {
    area: 'sys',
    load: () => import('../features/notices/ContractPopupSettingPage'),
  },
  'sys/NoticeChannelSetting': {
    area: 'sys',
    load: () => import('../features/notices/NoticeChannelSettingPage'),
  },
  'sys/Setting': { area: 'sys', load: () => import('../features/system-config/SettingPage') },
  'sys/JobList': { area: 'sys', load: () => import('../features/system-jobs/JobListPage') },
  'sys/StandardList': { area: 'sys', load: () => import('../features/reference/StandardListPage') },
  'sys/TenantList': { area: 'sys', load: () => import('../features/system-access/TenantListPage') },
  'sys/UserList': { area: 'sys', load: () => import('../features/system-access/UserListPage') },
  'tc/CertifiedAudit': soon('tc'),
  'tc/CertifiedList': soon('tc'),
  'tc/DraftList': soon('tc'),
  'tc/MakeDraft': soon('tc'),
  'tc/MaterialAudit': soon('tc'),
  'tc/MaterialList': soon('tc'),
  'tc/Publish': soon('tc'),
  'tc/PublishList': soon('tc'),
  'tc/Report': soon('tc'),
  'tc/ReportList': soon('tc'),
  'tjfx/ApplicationReport': soon('tjfx'),
  'tjfx/AuditorReport': soon('tjfx'),
  'tjfx/CertificateReport': soon('tjfx'),
  'tjfx/CustomerReport': soon('tjfx'),
  'tjfx/IncomeReport': soon('tjfx'),
  'tjfx/ProjectReport': soon('tjfx'),
  'tjfx/ReceivableReport': soon('tjfx'),
  'tjfx/WorkloadReport': soon('tjfx'),
  'xmsl/ApplyAdd': { area: 'xmsl', load: () => import('../features/applications/ApplyAddPage') },
  'xmsl/ApplyDetail': { area: 'xmsl', load: () => import('../features/applications/ApplicationDetailPage') },
  'xmsl/ApplyUpdate': { area: 'xmsl', load: () => import('../features/applications/ApplyUpdatePage') },
  'xmsl/ChangeApply': { area: 'xmsl', load: () => import('../features/applications/ChangeApplyPage') },
  'xmsl/ChangeEdit': { area: 'xmsl', load: () => import('../features/applications/ChangeEditPage') },
  'xmsl/ChangeList': { area: 'xmsl', load: () => import('../features/applications/ChangeListPage') },
  'xmsl/DownloadList': { area: 'xmsl', load: () => import('../features/applications/DownloadListPage') },
  'xmsl/SearchList': { area: 'xmsl', load: () => import('../features/applications/ApplicationListPage') },
  'xxsb/CertificateReportList': soon('xxsb'),
  'xxsb/PlanReportList': soon('xxsb'),
  'xxsb/ReportLogList': soon('xxsb'),
  'xxsb/ResultReportList': soon('xxsb'),
  'xxtz/MessageList': { area: 'xxtz', load: () => import('../features/notices/MessageListPage') },
  'xxtz/NoticeDetail': { area: 'xxtz', load: () => import('../features/notices/NoticeDetailPage') },
  'xxtz/NoticeList': { area: 'xxtz', load: () => import('../features/notices/NoticeListPage') },
  'yjgl/MailApplyEdit': { area: 'yjgl', load: () => import('../features/certificate-mail/MailEditPage') },
  'yjgl/MailApplyList': {
    area: 'yjgl',
    load: () => import('../features/certificate-mail/MailApplyListPage'),
  },
  'yjgl/MailEdit': { area: 'yjgl', load: () => import('../features/certificate-mail/MailEditPage') },
  'yjgl/MailList': { area: 'yjgl', load: () => import('../features/certificate-mail/MailListPage') },
  'yjxy/EmergencyEdit': soon('yjxy'),
  'yjxy/EmergencyNotice': soon('yjxy'),
  'yjxy/EventList': soon('yjxy'),
  'zsfx/CertAdd': { area: 'zsfx', load: () => import('../features/certification-decisions/CertAddPage') },
  'zsfx/CertChange': { area: 'zsfx', load: () => import('../features/certificates/CertChangePage') },
  'zsfx/CertDetail': { area: 'zsfx', load: () => import('../features/certificates/CertificateDetailPage') },
  'zsfx/CertUpdate': { area: 'zsfx', load: () => import('../features/certificates/CertUpdatePage') },
  'zsfx/ChangeList': { area: 'zsfx', load: () => import('../features/certificates/ChangeListPage') },
  'zsfx/DueList': { area: 'zsfx', load: () => import('../features/lifecycle/DueListPage') },
  'zsfx/HistoryList': { area: 'zsfx', load: () => import('../features/certificates/HistoryListPage') },
  'zsfx/IssueList': { area: 'zsfx', load: () => import('../features/certification-decisions/IssueListPage') },
  'zsfx/MailEdit': { area: 'zsfx', load: () => import('../features/certificate-mail/MailEditPage') },
  'zsfx/PauseCancelList': {
    area: 'zsfx',
    load: () => import('../features/certificates/PauseCancelListPage'),
  },
  'zsfx/ProductCertChange': { area: 'zsfx', load: () => import('../features/certificates/CertChangePage') },
  'zsfx/SearchList': { area: 'zsfx', load: () => import('../features/certificates/SearchListPage') },
  'zsfx/SmsList': { area: 'zsfx', load: () => import('../features/certificates/SmsListPage') },
  'zsfx/TrainCertificateAdd': {
    area: 'zsfx',
    load: () => import('../features/training-certificates/TrainingCertificateEditPage'),
  },
  'zsfx/TrainCertificateEdit': {
    area: 'zsfx',
    load: () => import('../features/training-certificates/TrainingCertificateEditPage'),
  },
  'zsfx/TrainCertificateList': {
    area: 'zsfx',
    load: () => import('../features/training-certificates/TrainingCertificateListPage'),
  },
  'zsmb/TemplateList': { area: 'zsmb', load: () => import('../features/certificates/TemplateListPage') },
  'zswh/MaintainList': { area: 'zswh', load: () => import('../features/certificates/MaintainListPage') },
};

export const REGISTERED_KEYS: readonly string[] = Object.keys(REGISTRY);

/** The page of a menu key, or null when the key is not on the allowlist. */
export function resolvePage(key: string | null | undefined): PageEntry | null {
  if (!key || !Object.hasOwn(REGISTRY, key)) return null;
  return REGISTRY[key]!;
}

/** Whether a key's page is only the 建设中 placeholder so far. */
export function isUnderConstruction(key: string): boolean {
  return resolvePage(key)?.load === underConstruction;
}

/**
 * The one route-level permission (SPEC.md §2, §6): /xmsl/detail opens only for a holder of one of
 * these. Mirrors the server's `ROUTE_PERMISSIONS` (the registry test compares them).
 */
export const ROUTE_PERMISSIONS: readonly { path: string; anyOf: readonly Permission[] }[] = [
  { path: '/xmsl/detail/:applyId/:operable', anyOf: ['xmsl:search:audit', 'xmsl:search:detail'] },
];
