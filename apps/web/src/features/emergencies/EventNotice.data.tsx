/** The 应急通知 page's pieces (EventNoticePage.tsx lays them out): the event's items, the affected enterprises' columns. */
import { REGIONS } from '@cb/domain';
import { EMERGENCY_SCOPES, EMERGENCY_TYPES } from '@cb/domain/emergencies';
import { type DescriptionsProps, Space, Tag, Typography } from 'antd';
import { codeLabel } from '../../shared/format/codeTables';
import { formatDate, formatDateTime } from '../../shared/format/dateTime';
import { ActionLink, dateTimeColumn, type ListColumn, SelectFilter } from '../../shared/list';
import type { DecisionRow, EventDetail, EventEnterpriseRow } from './api';
import { statusTag } from './EventList.data';
import type { EventT } from './texts';

export function eventItems(t: EventT, r: EventDetail): DescriptionsProps['items'] {
  const scope = codeLabel(EMERGENCY_SCOPES, r.scope);
  const scopeValues =
    r.scope === 'region'
      ? r.regions.map((c) => codeLabel(REGIONS, c) || c)
      : r.scope === 'industry'
        ? r.industries.map((code) => t('form.industryOption', { code }))
        : r.enterpriseNames;
  return [
    { key: 'title', label: t('field.title'), children: r.title, span: 2 },
    { key: 'status', label: t('field.status'), children: statusTag(r.status) },
    { key: 'eventType', label: t('field.eventType'), children: codeLabel(EMERGENCY_TYPES, r.eventType) },
    { key: 'occurredAt', label: t('field.occurredAt'), children: formatDate(r.occurredAt) },
    {
      key: 'regions',
      label: t('field.regions'),
      children: r.regions.map((c) => codeLabel(REGIONS, c) || c).join('、') || '-',
    },
    {
      key: 'measures',
      label: t('field.measures'),
      span: 3,
      children: (
        <Space wrap>
          {r.remoteAuditAllowed ? <Tag color="blue">{t('field.remoteAuditAllowed')}</Tag> : null}
          <Tag>{`${t('field.postponementMonths')} ${t('field.months', { n: r.postponementMonths })}`}</Tag>
          <Tag>{`${t('field.extensionMonths')} ${t('field.months', { n: r.extensionMonths })}`}</Tag>
        </Space>
      ),
    },
    { key: 'scope', label: t('field.scope'), span: 2, children: `${scope}：${scopeValues.join('、')}` },
    {
      key: 'noticeSentAt',
      label: t('field.noticeSentAt'),
      children: r.noticeSentAt ? formatDateTime(r.noticeSentAt) : '-',
    },
    {
      key: 'description',
      label: t('field.description'),
      span: 3,
      children: (
        <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', margin: 0 }}>
          {r.description || '-'}
        </Typography.Paragraph>
      ),
    },
  ];
}

export interface EnterpriseColumnContext {
  t: EventT;
  canDecide: boolean;
  decide: (row: EventEnterpriseRow) => void;
  letter: (decision: DecisionRow) => void;
}

const yesNo = (v: boolean | null, yes: string, no: string) => (v === null ? '-' : v ? yes : no);

export function enterpriseColumns({
  t,
  canDecide,
  decide,
  letter,
}: EnterpriseColumnContext): ListColumn<EventEnterpriseRow>[] {
  return [
    {
      key: 'name',
      title: t('notice.name'),
      dataIndex: 'name',
      sortField: 'name',
      width: 220,
      ellipsis: true,
    },
    {
      key: 'responded',
      title: t('notice.responded'),
      dataIndex: 'respondedAt',
      width: 90,
      render: (v: string | null) =>
        v ? <Tag color="green">{t('notice.respondedYes')}</Tag> : <Tag>{t('notice.respondedNo')}</Tag>,
    },
    {
      key: 'canOperate',
      title: t('notice.canOperate'),
      dataIndex: 'canOperate',
      width: 110,
      render: (v: boolean | null) =>
        v === false ? <Tag color="red">{t('notice.no')}</Tag> : yesNo(v, t('notice.yes'), t('notice.no')),
    },
    {
      key: 'expectedRecovery',
      title: t('notice.expectedRecovery'),
      dataIndex: 'expectedRecovery',
      width: 120,
      render: (v: string | null) => (v ? formatDate(v) : '-'),
    },
    {
      key: 'postponementWanted',
      title: t('notice.postponementWanted'),
      dataIndex: 'postponementWanted',
      width: 90,
      render: (v: boolean | null) =>
        v ? (
          <Tag color="orange">{t('notice.wanted')}</Tag>
        ) : (
          yesNo(v, t('notice.wanted'), t('notice.notWanted'))
        ),
    },
    {
      key: 'alternativeSites',
      title: t('notice.alternativeSites'),
      dataIndex: 'alternativeSites',
      width: 160,
      ellipsis: true,
    },
    { key: 'remark', title: t('notice.remark'), dataIndex: 'remark', width: 200, ellipsis: true },
    dateTimeColumn('respondedAt', t('notice.respondedAt'), { sortField: 'respondedAt' }),
    {
      key: 'decisions',
      title: t('notice.decisions'),
      dataIndex: 'decisions',
      width: 260,
      render: (list: DecisionRow[]) =>
        list.length === 0
          ? '-'
          : list.map((d) => (
              <div key={d.id}>
                {`${d.subject}：${d.originalDate} → ${d.newDate}`}{' '}
                <ActionLink onClick={() => letter(d)}>{t('notice.letter')}</ActionLink>
              </div>
            )),
    },
    {
      key: 'actions',
      title: t('field.actions'),
      width: 100,
      fixed: 'right',
      fixedVisible: true,
      render: (_v, row) =>
        canDecide ? <ActionLink onClick={() => decide(row)}>{t('notice.decide')}</ActionLink> : null,
    },
  ];
}

export function enterpriseSearchFields(t: EventT) {
  return (
    <SelectFilter
      name="responded"
      label={t('notice.responded')}
      width={120}
      options={[
        { value: '1', label: t('notice.respondedYes') },
        { value: '0', label: t('notice.respondedNo') },
      ]}
    />
  );
}
