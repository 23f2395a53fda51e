/** Descriptions items and tables of the application detail page (ApplicationDetailPage.tsx). */
import { eligibilityItemsFor, localize } from '@cb/domain';
import { type DescriptionsProps, Space, type TableColumnsType, Tag, type TimelineItemProps } from 'antd';
import { formatDateTime } from '../../shared/format/dateTime';
import { currentLocale } from '../../shared/i18n';
import type { ApplicationDetail, ApplicationItem, ChangeRequestRow } from './api';
import type { ApplicationT } from './texts';

/** 基本信息 as Descriptions items (a transfer adds its original body and certificate). */
export function applicationBasicItems(t: ApplicationT, r: ApplicationDetail): DescriptionsProps['items'] {
  const locale = currentLocale();
  const transfer = r.applicationType === 2;
  const items: DescriptionsProps['items'] = [
    { key: 'applyNo', label: t('field.applyNo'), children: r.applyNo },
    { key: 'enterprise', label: t('field.enterprise'), children: r.enterpriseName },
    { key: 'creditCode', label: t('field.creditCode'), children: r.creditCode },
    { key: 'applicationType', label: t('field.applicationType'), children: r.applicationType_dictText },
    { key: 'receivedDate', label: t('field.receivedDate'), children: r.receivedDate },
    { key: 'partner', label: t('field.partner'), children: r.partnerName },
    ...(transfer
      ? [
          { key: 'originalBody', label: t('field.originalBody'), children: r.originalBody },
          {
            key: 'originalCertificateNo',
            label: t('field.originalCertificateNo'),
            children: r.originalCertificateNo,
          },
        ]
      : []),
    { key: 'contactName', label: t('field.contactName'), children: r.contactName },
    { key: 'contactPhone', label: t('field.contactPhone'), children: r.contactPhone },
    {
      key: 'submitter',
      label: t('field.submitter'),
      children: `${r.submitByName} ${formatDateTime(r.submitTime)}`,
    },
    {
      key: 'reviewer',
      label: t('field.reviewer'),
      children: `${r.reviewByName} ${formatDateTime(r.reviewTime)}`,
    },
    ...(r.returnReason
      ? [
          {
            key: 'returnReason',
            label: t('field.returnReason'),
            span: 3,
            children: <span className="cb-application-missing">{r.returnReason}</span>,
          },
        ]
      : []),
    { key: 'remark', label: t('field.remark'), span: 3, children: r.remark },
    {
      key: 'eligibility',
      label: t('field.eligibility'),
      span: 3,
      children: (
        <Space wrap size={[4, 4]}>
          {eligibilityItemsFor(r.applicationType).map((i) => (
            <Tag key={i.code} color={r.eligibility[i.code] ? 'green' : 'red'}>
              {r.eligibility[i.code] ? '✓' : '✗'} {localize(i, locale)}
            </Tag>
          ))}
        </Space>
      ),
    },
  ];
  return items;
}

/** The standards applied for. */
export function applicationItemColumns(t: ApplicationT): TableColumnsType<ApplicationItem> {
  return [
    {
      key: 'standard',
      title: t('item.standard'),
      render: (_, i) => `${i.standardName}（${i.standardCode}）`,
      width: 200,
      // The row's name stays in view while the other columns scroll (narrow windows); a long one
      // wraps (antd clips no text in a fixed cell).
      fixed: 'left',
    },
    { key: 'version', title: t('item.standardVersion'), dataIndex: 'standardVersion', width: 120 },
    {
      key: 'scope',
      title: t('item.scopeZh'),
      // The scope is the row's long text: it wraps (in both languages) instead of being cut.
      ellipsis: false,
      render: (_, i) => (
        <>
          <div>{i.scopeZh}</div>
          {i.scopeEn ? <div style={{ color: 'var(--cb-color-text-tertiary)' }}>{i.scopeEn}</div> : null}
        </>
      ),
    },
    {
      key: 'codes',
      title: t('item.professionalCodes'),
      render: (_, i) => i.professionalCodes.join('；'),
      width: 120,
    },
    { key: 'risk', title: t('item.riskLevel'), dataIndex: 'riskLevel_dictText', width: 80 },
    { key: 'headcount', title: t('item.headcount'), dataIndex: 'headcount', width: 100, align: 'right' },
    {
      key: 'effective',
      title: t('item.effectivePersonnel'),
      dataIndex: 'effectivePersonnel',
      width: 90,
      align: 'right',
    },
    { key: 'exclusions', title: t('item.exclusions'), dataIndex: 'exclusions', width: 140 },
    { key: 'method', title: t('item.auditMethod'), dataIndex: 'auditMethod_dictText', width: 100 },
    { key: 'systems', title: t('item.systemNumber'), dataIndex: 'systemNumber_dictText', width: 90 },
    {
      key: 'integrated',
      title: t('item.integratedAudit'),
      render: (_, i) => (i.integratedAudit ? t('yes') : t('no')),
      width: 80,
    },
  ];
}

/** 处理记录: who did what, and a return's reason. */
export function applicationEventItems(t: ApplicationT, r: ApplicationDetail): TimelineItemProps[] {
  return r.events.map((e) => ({
    color: e.action === 'return' ? 'red' : e.action === 'accept' ? 'green' : 'blue',
    content: (
      <>
        <strong>{t(`event.${e.action}` as 'event.create')}</strong> {e.actorName}{' '}
        {formatDateTime(e.createdAt)}
        {e.reason ? <div className="cb-application-missing">{e.reason}</div> : null}
      </>
    ),
  }));
}

/** The application's change requests. */
export function applicationChangeColumns(t: ApplicationT): TableColumnsType<ChangeRequestRow> {
  return [
    { key: 'type', title: t('change.changeType'), dataIndex: 'changeType_dictText', width: 110 },
    { key: 'before', title: t('change.beforeValue'), dataIndex: 'beforeValue' },
    { key: 'after', title: t('change.afterValue'), dataIndex: 'afterValue' },
    { key: 'reason', title: t('change.reason'), dataIndex: 'reason' },
    { key: 'status', title: t('change.status'), dataIndex: 'status_dictText', width: 90 },
    {
      key: 'time',
      title: t('change.createTime'),
      dataIndex: 'createTime',
      render: formatDateTime,
      width: 170,
    },
  ];
}
