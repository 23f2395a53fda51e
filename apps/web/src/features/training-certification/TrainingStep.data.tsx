/** What the 培训认证 step pages show: the application and its progress (Descriptions items). */
import { TRAINING_STAGE_LABELS, type TrainingStage } from '@cb/domain/training-certification';
import type { DescriptionsProps } from 'antd';
import { formatDateTime } from '../../shared/format/dateTime';
import type { TrainingApplicationDetail } from './api';
import type { TrainingT } from './texts';

const time = (v: string | null) => (v ? formatDateTime(v) : '');

export function applicationItems(t: TrainingT, r: TrainingApplicationDetail): DescriptionsProps['items'] {
  return [
    { key: 'applicantName', label: t('field.applicantName'), children: r.applicantName },
    {
      key: 'applicantType',
      label: t('field.applicantType'),
      children: t(`type.${r.applicantType === 2 ? '2' : '1'}`),
    },
    { key: 'idCardNo', label: t('field.idCardNo'), children: r.idCardNo },
    { key: 'organisation', label: t('field.organisation'), children: r.organisation },
    { key: 'courseName', label: t('field.courseName'), children: r.courseName },
    { key: 'standardName', label: t('field.standardName'), children: r.standardName },
    { key: 'courseHours', label: t('field.courseHours'), children: r.courseHours },
    { key: 'training', label: t('field.training'), children: `${r.trainingFrom} ~ ${r.trainingTo}` },
    { key: 'handlerName', label: t('field.handlerName'), children: r.handlerName },
    { key: 'remark', label: t('field.remark'), children: r.remark, span: 3 },
  ];
}

export function progressItems(t: TrainingT, r: TrainingApplicationDetail): DescriptionsProps['items'] {
  const items: NonNullable<DescriptionsProps['items']> = [
    { key: 'stage', label: t('field.stage'), children: TRAINING_STAGE_LABELS[r.stage as TrainingStage] },
    { key: 'materialAuditor', label: t('field.materialAuditor'), children: r.materialAuditorName },
    { key: 'materialAuditedAt', label: t('field.materialAuditedAt'), children: time(r.materialAuditedAt) },
  ];
  if (r.returnReason)
    items.push({ key: 'returnReason', label: t('field.returnReason'), children: r.returnReason, span: 2 });
  if (r.resubmitCount)
    items.push({ key: 'resubmitCount', label: t('field.resubmitCount'), children: r.resubmitCount });
  if (r.reviewPassed !== null)
    items.push(
      {
        key: 'reviewResult',
        label: t('field.reviewResult'),
        children: r.reviewPassed ? t('result.pass') : t('result.fail'),
      },
      { key: 'reviewer', label: t('field.reviewer'), children: r.reviewerName },
      { key: 'reviewedAt', label: t('field.reviewedAt'), children: time(r.reviewedAt) },
      { key: 'findings', label: t('field.findings'), children: r.findings, span: 3 },
    );
  if (r.certNo)
    items.push(
      { key: 'certNo', label: t('field.certNo'), children: r.certNo },
      { key: 'issueDate', label: t('field.issueDate'), children: r.issueDate },
      { key: 'validTo', label: t('field.validTo'), children: r.validTo ?? '长期有效' },
    );
  if (r.publishedAt)
    items.push({ key: 'publishedAt', label: t('field.publishedAt'), children: time(r.publishedAt) });
  return items;
}
