/** The pieces the approval, detail and outcome views share: the request, before/after, certificates, trail. */
import { CHANGE_DECISIONS, CHANGE_REQUEST_STATUSES, changeFieldOf, localize } from '@cb/domain';
import { Alert, Descriptions, type DescriptionsProps, Empty, Tag, Timeline, Typography } from 'antd';
import { DetailTable } from '../../shared/detail';
import { formatDateTime } from '../../shared/format/dateTime';
import { currentLocale } from '../../shared/i18n';
import type { ChangeApprovalDetail, ChangeApprovalOutcome, ChangeApprovalRow } from './api';
import { CodeTag } from './ChangeApprovalList.data';
import type { ChangeApprovalT } from './texts';

type Decision = NonNullable<ChangeApprovalDetail['approval']>;

/** A field's label in the current language (the stored Chinese label otherwise). */
export function fieldLabel(key: string, fallback = key): string {
  const f = changeFieldOf(key);
  return f ? localize(f, currentLocale()) : fallback;
}

export function changeRequestItems(t: ChangeApprovalT, c: ChangeApprovalRow): DescriptionsProps['items'] {
  return [
    { key: 'applyNo', label: t('field.applyNo'), children: c.applyNo },
    { key: 'enterprise', label: t('field.enterprise'), children: c.enterpriseName },
    {
      key: 'changeType',
      label: t('field.changeType'),
      children: `${c.changeType_dictText}${c.otherDescription ? `（${c.otherDescription}）` : ''}`,
    },
    { key: 'info', label: t('field.infoChangeTypes'), children: c.infoChangeTypes_dictText || '—' },
    { key: 'before', label: t('field.beforeValue'), children: c.beforeValue },
    { key: 'after', label: t('field.afterValue'), children: c.afterValue },
    { key: 'reason', label: t('field.reason'), children: c.reason, span: 2 },
    { key: 'createBy', label: t('field.createBy'), children: c.createByName },
    { key: 'createTime', label: t('field.createTime'), children: formatDateTime(c.createTime) },
    {
      key: 'status',
      label: t('field.status'),
      children: <CodeTag table={CHANGE_REQUEST_STATUSES} code={c.status} />,
    },
  ];
}

export function decisionItems(t: ChangeApprovalT, a: Decision): DescriptionsProps['items'] {
  return [
    {
      key: 'decision',
      label: t('field.decision'),
      children: <CodeTag table={CHANGE_DECISIONS} code={a.decision} />,
    },
    ...(a.auditType
      ? [{ key: 'auditType', label: t('field.auditType'), children: a.auditType_dictText }]
      : []),
    ...(a.itemLabel ? [{ key: 'item', label: t('field.item'), children: a.itemLabel }] : []),
    { key: 'opinion', label: t('field.opinion'), children: a.opinion || '—', span: 2 },
    { key: 'decidedBy', label: t('field.decidedBy'), children: a.decidedByName },
    { key: 'decidedAt', label: t('field.decidedAt'), children: formatDateTime(a.decidedAt) },
    {
      key: 'applied',
      label: t('detail.appliedState'),
      children: a.applied ? (
        <Tag color="success">{`${t('detail.applied')} ${formatDateTime(a.appliedAt)}`}</Tag>
      ) : a.fields.length ? (
        <Tag color="warning">{t('detail.notApplied')}</Tag>
      ) : (
        '—'
      ),
    },
  ];
}

/** Before and after of every decided field, with its Chinese label and its record. */
export function FieldsTable({ t, fields }: { t: ChangeApprovalT; fields: Decision['fields'] }) {
  if (!fields.length)
    return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('detail.noFields')} />;
  return (
    <DetailTable
      rowKey="key"
      dataSource={fields}
      columns={[
        {
          key: 'target',
          title: t('audit.target'),
          dataIndex: 'target',
          width: 110,
          render: (v: 'enterprise' | 'item') => t(`target.${v}`),
        },
        {
          key: 'label',
          title: t('audit.field'),
          dataIndex: 'label',
          width: 170,
          render: (v: string, r) => fieldLabel(r.key, v),
        },
        {
          key: 'before',
          title: t('field.beforeValue'),
          dataIndex: 'before',
          render: (v: string) => v || '—',
        },
        {
          key: 'after',
          title: t('field.afterValue'),
          dataIndex: 'after',
          render: (v: string) => <Typography.Text strong>{v || '—'}</Typography.Text>,
        },
      ]}
    />
  );
}

/** What the certificates must take over at their next version. */
export function CertificateFlow({ t, approval }: { t: ChangeApprovalT; approval: Decision }) {
  if (!approval.certificateFlow.length)
    return <Typography.Paragraph type="secondary">{t('detail.noCertificate')}</Typography.Paragraph>;
  return (
    <>
      <Alert
        type="warning"
        showIcon
        title={`${approval.certificateFlowStatus_dictText}：${t('detail.certificateHint')}`}
        style={{ marginBottom: 8 }}
      />
      <DetailTable
        rowKey="certificateId"
        dataSource={approval.certificateFlow}
        columns={[
          { key: 'certNo', title: t('detail.certNo'), dataIndex: 'certNo', width: 200 },
          { key: 'standard', title: t('detail.standard'), dataIndex: 'standardCode', width: 90 },
          { key: 'codes', title: t('detail.changeCodes'), dataIndex: 'changeCodes_dictText', width: 200 },
          {
            key: 'fields',
            title: t('detail.certificateFields'),
            dataIndex: 'fields',
            render: (fields: Decision['certificateFlow'][number]['fields']) =>
              fields.map((f) => `${fieldLabel(f.key, f.label)}：${f.after}`).join('；'),
          },
        ]}
      />
    </>
  );
}

export function Trail({ trail }: { trail: ChangeApprovalOutcome['trail'] }) {
  return (
    <Timeline
      items={trail.map((s, i) => ({
        key: `${s.action}-${i}`,
        color:
          s.action === 'decide'
            ? 'blue'
            : s.action === 'apply'
              ? 'green'
              : s.action === 'certificate'
                ? 'orange'
                : 'gray',
        content: (
          <>
            <Typography.Text strong>{s.action_dictText}</Typography.Text>{' '}
            <Typography.Text type="secondary">
              {s.actorName} {formatDateTime(s.at)}
            </Typography.Text>
            {s.note ? <div>{s.note}</div> : null}
          </>
        ),
      }))}
    />
  );
}

/** The request and its decision as Descriptions (the detail page and the applicant's dialog). */
export function DecisionSummary({ t, approval }: { t: ChangeApprovalT; approval: Decision | null }) {
  if (!approval) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('detail.pending')} />;
  return <Descriptions bordered size="small" column={{ xs: 1, md: 2 }} items={decisionItems(t, approval)} />;
}
