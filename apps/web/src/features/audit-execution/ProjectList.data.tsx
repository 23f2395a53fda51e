/** Columns and search fields of 审核项目 (/shxm/project) and 项目一览 (/assist/project). */
import {
  AUDIT_STAGES,
  AUDIT_TYPES,
  AUDITOR_SCHEMES,
  auditTypeLabel,
  INTERNAL_PROJECT_FILTERS,
  labelOf,
  localize,
  type Permission,
  PROJECT_AUDIT_STATUS_LABELS,
  type ProjectAuditStatusKey,
} from '@cb/domain';
import { Form, Select, Tag } from 'antd';
import { currentLocale } from '../../shared/i18n';
import type { ListColumn } from '../../shared/list';
import { ActionLink } from '../../shared/list/ActionLink';
import { rangeFilters } from '../../shared/list/filters';
import {
  actionsColumn,
  DateRangeFilter,
  SelectFilter,
  TextFilter,
  textColumn,
} from '../../shared/list/parts';
import type { ExecutionProjectRow } from './api';
import type { ExecutionT } from './texts';
import './audit-execution.css';

export const PROJECT_LIST_PATH = '/shxm/project';
export const ONSITE_LIST_PATH = '/shxm/onsiteFile';
export const executePath = (id: string) => `/shxm/project/execute/${id}`;
export const archivePath = (id: string) => `/assist/archive/${id}`;

const STATUS_COLORS: Partial<Record<ProjectAuditStatusKey, string>> = {
  awaitingAudit: 'blue',
  stageOneSubmitted: 'cyan',
  supplementaryAuditInProgress: 'purple',
  awaitingRectification: 'orange',
  awaitingDocumentReturn: 'gold',
  awaitingTechCheck: 'geekblue',
  aborted: 'default',
  rejected: 'red',
  decided: 'green',
};

/** The SPEC §4 label of a row as a tag. */
export function StatusTag({ statusKey }: { statusKey: ProjectAuditStatusKey | null }) {
  if (!statusKey) return null;
  return (
    <Tag color={STATUS_COLORS[statusKey] ?? 'default'}>
      {localize(PROJECT_AUDIT_STATUS_LABELS[statusKey], currentLocale())}
    </Tag>
  );
}

export const auditTypeText = (type: number) => auditTypeLabel(type, {}, currentLocale()) ?? String(type);
export const stageText = (stage: number | null) =>
  stage ? (labelOf(AUDIT_STAGES, stage, currentLocale()) ?? '') : '';

/** The Descriptions items a project's pages (执行, 归档) both show: status, audit type and dates. */
export function projectItems(
  t: ExecutionT,
  d: {
    statusKey: ProjectAuditStatusKey | null;
    auditType: number;
    stage: number | null;
    startDate: string | null;
    endDate: string | null;
  },
) {
  return {
    status: { key: 'status', label: t('field.status'), children: <StatusTag statusKey={d.statusKey} /> },
    type: {
      key: 'type',
      label: t('field.auditType'),
      children: `${auditTypeText(d.auditType)} ${stageText(d.stage)}`,
    },
    dates: {
      key: 'dates',
      label: t('field.dates'),
      children: d.startDate ? `${d.startDate} ~ ${d.endDate ?? ''}` : '',
    },
  };
}

export interface ProjectColumnContext {
  t: ExecutionT;
  can: (action: Permission) => boolean;
  navigate: (path: string) => void;
  /** The audited enterprise's view: without the body's own columns (the branch office). */
  client?: boolean;
}

export function projectColumns({
  t,
  can,
  navigate,
  client = false,
}: ProjectColumnContext): ListColumn<ExecutionProjectRow>[] {
  const columns: ListColumn<ExecutionProjectRow>[] = [
    textColumn('enterpriseName', t('field.enterprise'), 220, { ellipsis: true, sortField: 'enterpriseName' }),
    {
      key: 'statusKey',
      title: t('field.status'),
      dataIndex: 'statusKey',
      width: 130,
      render: (v: ProjectAuditStatusKey | null) => <StatusTag statusKey={v} />,
    },
    {
      // One plan audits several standards (one project each): the contract and the standard tell
      // its rows apart.
      key: 'planNo',
      title: t('field.planAndContract'),
      dataIndex: 'planNo',
      width: 160,
      render: (v: string, row) => (
        <div className="cb-exec-nos">
          <div>{v || '—'}</div>
          <div className="cb-exec-secondary">{row.contractNo}</div>
        </div>
      ),
    },
    {
      key: 'standardName',
      title: t('field.standard'),
      dataIndex: 'standardName',
      width: 170,
      ellipsis: { showTitle: true },
      render: (v: string, row) => v || row.scheme,
    },
    {
      key: 'auditType',
      title: t('field.auditType'),
      dataIndex: 'auditType',
      width: 130,
      render: (v: number, row) => `${auditTypeText(v)}${row.stage ? ` ${stageText(row.stage)}` : ''}`,
    },
    textColumn('startDate', t('field.startDate'), 110, { sortField: 'startDate' }),
    { key: 'endDate', title: t('field.endDate'), dataIndex: 'endDate', width: 110 },
    { key: 'dueTo', title: t('field.due'), dataIndex: 'dueTo', width: 110, sortField: 'dueTo' },
    { key: 'leaderName', title: t('field.leader'), dataIndex: 'leaderName', width: 90 },
    {
      key: 'openNcs',
      title: t('field.openNcs'),
      dataIndex: 'openNcs',
      width: 110,
      optional: true,
      render: (v: number, row) => (v ? <Tag color={row.openMajorNcs ? 'red' : 'orange'}>{v}</Tag> : '0'),
    },
    { key: 'branchCode', title: t('field.branch'), dataIndex: 'branchCode', width: 80, optional: true },
    actionsColumn(t('field.actions'), 150, (row) => (
      <>
        {can('shxm:project:execute') || can('shxm:project:detail') || can('shxm:project:rectify') ? (
          <ActionLink onClick={() => navigate(executePath(row.id))}>
            {can('shxm:project:execute') ? t('list.execute') : t('list.view')}
          </ActionLink>
        ) : null}
        {can('assist:archive:archive') || can('assist:archive:export') ? (
          <ActionLink onClick={() => navigate(archivePath(row.id))}>{t('list.archive')}</ActionLink>
        ) : null}
      </>
    )),
  ];
  return client ? columns.filter((c) => c.key !== 'branchCode') : columns;
}

const statusOptions = () =>
  (Object.keys(PROJECT_AUDIT_STATUS_LABELS) as ProjectAuditStatusKey[]).map((key) => ({
    value: key,
    label: localize(PROJECT_AUDIT_STATUS_LABELS[key], currentLocale()),
  }));

/**
 * The search form of the project lists; the audited enterprise's (`client`) leaves out the body's own
 * filters (INTERNAL_PROJECT_FILTERS: auditor, branch office), which the server ignores for it too.
 */
export function projectSearchFields(t: ExecutionT, { client = false }: { client?: boolean } = {}) {
  const internal = (name: string) => client && (INTERNAL_PROJECT_FILTERS as readonly string[]).includes(name);
  return (
    <>
      <TextFilter name="enterpriseName" label={t('field.enterprise')} width={180} maxLength={100} />
      <Form.Item name="statusKey" label={t('field.status')}>
        <Select
          allowClear
          showSearch
          optionFilterProp="label"
          options={statusOptions()}
          style={{ width: 160 }}
        />
      </Form.Item>
      <SelectFilter name="auditType" label={t('field.auditType')} codes={AUDIT_TYPES} width={160} />
      <SelectFilter name="stage" label={t('field.stage')} codes={AUDIT_STAGES} width={100} />
      <SelectFilter name="scheme" label={t('field.scheme')} codes={AUDITOR_SCHEMES} width={150} />
      {internal('auditorName') ? null : (
        <TextFilter name="auditorName" label={t('field.auditor')} width={120} maxLength={50} />
      )}
      <DateRangeFilter name="range" label={t('field.dates')} />
      {internal('branchCode') ? null : (
        <TextFilter name="branchCode" label={t('field.branch')} width={90} maxLength={10} />
      )}
    </>
  );
}

/** The search form's values → the list filters (the date range becomes dateFrom/dateTo). */
export const projectFilters = (values: Record<string, unknown>) =>
  rangeFilters<Record<string, unknown>>(values, 'range', 'dateFrom', 'dateTo');
