/** Texts of the 培训证书 pages (证书管理 › 培训证书). */
import { type MirrorOf, registerMessages } from '../../shared/i18n';

const zhCN = {
  list: {
    title: '培训证书',
    add: '新增',
    view: '查看',
    edit: '编辑',
    delete: '删除',
    deleteConfirm: '确定删除该培训证书吗？删除后公开查询将查不到该证书。',
    deleted: '删除成功',
  },
  field: {
    certNo: '证书编号',
    holderName: '持证人',
    holderIdCardNo: '身份证号',
    employer: '工作单位',
    courseName: '培训课程',
    standardName: '培训标准',
    courseHours: '学时',
    trainingFrom: '培训开始日期',
    trainingTo: '培训结束日期',
    trainingDates: '培训日期',
    issueDate: '发证日期',
    validTo: '有效期至',
    status: '状态',
    revokeReason: '撤销原因',
    revokedAt: '撤销时间',
    remark: '备注',
    createTime: '创建时间',
    updateTime: '更新时间',
    actions: '操作',
  },
  status: { valid: '有效', revoked: '已撤销', expired: '已过期' },
  noLimit: '长期有效',
  validToHint: '不填为长期有效',
  form: {
    addTitle: '新增培训证书',
    editTitle: '编辑培训证书',
    viewTitle: '培训证书',
    saved: '保存成功',
  },
  tab: { basic: '基本信息' },
};

const enUS: MirrorOf<typeof zhCN> = {
  list: {
    title: 'Training certificates',
    add: 'New',
    view: 'View',
    edit: 'Edit',
    delete: 'Delete',
    deleteConfirm: 'Delete this training certificate? The public check will no longer find it.',
    deleted: 'Deleted',
  },
  field: {
    certNo: 'Certificate No.',
    holderName: 'Holder',
    holderIdCardNo: 'ID card No.',
    employer: 'Employer',
    courseName: 'Course',
    standardName: 'Standard',
    courseHours: 'Hours',
    trainingFrom: 'Training from',
    trainingTo: 'Training to',
    trainingDates: 'Training dates',
    issueDate: 'Issue date',
    validTo: 'Valid to',
    status: 'Status',
    revokeReason: 'Revocation reason',
    revokedAt: 'Revoked at',
    remark: 'Remark',
    createTime: 'Created',
    updateTime: 'Updated',
    actions: 'Actions',
  },
  status: { valid: 'Valid', revoked: 'Revoked', expired: 'Expired' },
  noLimit: 'No time limit',
  validToHint: 'Leave empty for no time limit',
  form: {
    addTitle: 'New training certificate',
    editTitle: 'Edit training certificate',
    viewTitle: 'Training certificate',
    saved: 'Saved',
  },
  tab: { basic: 'Basic data' },
};

export const trainingCertificateTexts = registerMessages('training-certificates', { zhCN, enUS });

/** The translator of the 培训证书 pages, as their `*.data.tsx` builders take it. */
export type TrainingCertificateT = ReturnType<typeof trainingCertificateTexts.useTranslation>['t'];
