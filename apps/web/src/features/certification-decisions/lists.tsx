/** The lists of 技术审定 and 认证决定: 案卷分配, 技术审定记录 / 我的任务, 认证审批 / 认证监督 / 决定任务, 暂停撤销. */
import { AUDIT_TYPES, DECISION_RESULTS, optionsOf, TECHNICAL_AUDIT_RESULTS } from '@cb/domain';
import { Form, Select, Space, Tag } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { currentLocale } from '../../shared/i18n';
import {
  ActionLink,
  actionColumn,
  dateTimeColumn,
  type ListColumn,
  ListPage,
  SelectFilter,
  TextFilter,
} from '../../shared/list';
import { usePermission } from '../../shared/permissions';
import { AssignDialog } from './AssignDialog';
import {
  type AllocationFilters,
  type AllocationRow,
  type CertificateTaskRow,
  type DecisionFilters,
  type DecisionRow,
  decisionsApi,
  type ReviewFilters,
  type TaskFilters,
  type TechReviewRow,
} from './api';
import { ReviewDialog } from './ReviewDialog';
import { StatisticsButton } from './StatisticsButton';
import { TaskDialog } from './TaskDialog';
import { type DecisionT, decisionTexts } from './texts';
import './decisions.css';

import { decisionPath } from './paths';

const RESULT_COLORS: Record<number, string> = { 0: 'default', 1: 'green', 2: 'orange', 3: 'red' };
const resultTag = (table: readonly { code: number; zh: string; en: string }[], code: number) => {
  const row = table.find((r) => r.code === code);
  return row ? <Tag color={RESULT_COLORS[code]}>{currentLocale() === 'en-US' ? row.en : row.zh}</Tag> : null;
};

const enterpriseColumn = <T,>(t: DecisionT): ListColumn<T> => ({
  key: 'enterpriseName',
  title: t('field.enterprise'),
  dataIndex: 'enterpriseName',
  width: 200,
  ellipsis: true,
  sortField: 'enterpriseName',
});

const auditTypeColumn = <T,>(t: DecisionT): ListColumn<T> => ({
  key: 'auditTypeName',
  title: t('field.auditType'),
  dataIndex: 'auditTypeName',
  width: 120,
  ellipsis: true,
});

/** The audited project's columns every list here starts with. */
const projectColumns = <T,>(t: DecisionT): ListColumn<T>[] => [
  enterpriseColumn(t),
  { key: 'planNo', title: t('field.planNo'), dataIndex: 'planNo', width: 140 },
  auditTypeColumn(t),
  { key: 'scheme', title: t('field.scheme'), dataIndex: 'scheme', width: 70 },
];

function commonSearch(t: DecisionT, extra?: React.ReactNode) {
  return (
    <>
      <TextFilter name="enterpriseName" label={t('field.enterprise')} width={180} maxLength={100} />
      {extra}
    </>
  );
}

// ───────────────────────────────────────────── 案卷分配 ─────────────────────────────────────────────

/** 待分配 / 已分配 of 案卷分配. */
export function AllocationListPage({ tab }: { tab: 'await' | 'done' }) {
  const { t } = decisionTexts.useTranslation();
  const can = usePermission();
  const [assigning, setAssigning] = useState<{
    row: AllocationRow;
    round: number;
    review?: { id: string; version: number };
  } | null>(null);
  const columns: ListColumn<AllocationRow>[] = [
    ...projectColumns<AllocationRow>(t),
    {
      key: 'codes',
      title: t('field.codes'),
      dataIndex: 'codes',
      width: 140,
      ellipsis: true,
      render: (v: string[]) => v.join('、'),
    },
    { key: 'leaderName', title: t('field.leader'), dataIndex: 'leaderName', width: 90 },
    { key: 'statusLabel', title: t('field.status'), dataIndex: 'statusLabel', width: 100 },
    dateTimeColumn('fileCompletedAt', t('field.fileCompletedAt'), {
      width: 160,
      sortField: 'fileCompletedAt',
    }),
    {
      key: 'reviewers',
      title: t('field.reviewers'),
      dataIndex: 'reviewers',
      width: 160,
      ellipsis: true,
      render: (v: AllocationRow['reviewers']) =>
        v.map((r) => `${r.name}（${r.round === 2 ? t('round.second') : t('round.first')}）`).join('、'),
    },
    actionColumn(t('field.actions'), 90, (row) => {
      const pending = row.reviewers.find((r) => r.result === 0);
      if (row.nextRound && can('jssd:ajfp:assign'))
        return (
          <ActionLink onClick={() => setAssigning({ row, round: row.nextRound! })}>
            {t('allocation.assign')}
          </ActionLink>
        );
      if (pending && can('jssd:ajfp:reassign'))
        return (
          <ActionLink
            onClick={() =>
              setAssigning({
                row,
                round: pending.round,
                review: { id: pending.reviewId, version: pending.version },
              })
            }
          >
            {t('allocation.reassign')}
          </ActionLink>
        );
      return null;
    }),
  ];
  return (
    <div className="cb-page">
      <ListPage<AllocationRow, AllocationFilters>
        settingKey={`jssd:ajfp:${tab}:list`}
        rowKey="projectId"
        columns={columns}
        fetchPage={(q) => decisionsApi.allocation({ ...q, tab })}
        onExport={(q) => decisionsApi.exportAllocation({ ...q, tab })}
        searchFields={commonSearch(
          t,
          <Form.Item name="auditType" label={t('field.auditType')}>
            <Select allowClear options={optionsOf(AUDIT_TYPES, currentLocale())} style={{ width: 160 }} />
          </Form.Item>,
        )}
      />
      {assigning ? <AssignDialog {...assigning} onClose={() => setAssigning(null)} /> : null}
    </div>
  );
}

// ───────────────────────────────────────────── 技术审定 ─────────────────────────────────────────────

function reviewColumns(t: DecisionT, actions?: ListColumn<TechReviewRow>): ListColumn<TechReviewRow>[] {
  const columns: ListColumn<TechReviewRow>[] = [
    ...projectColumns<TechReviewRow>(t),
    {
      key: 'round',
      title: t('field.round'),
      dataIndex: 'round',
      width: 70,
      render: (v: number) => (v === 2 ? t('round.second') : t('round.first')),
    },
    { key: 'reviewerName', title: t('field.reviewer'), dataIndex: 'reviewerName', width: 90 },
    {
      key: 'result',
      title: t('field.result'),
      dataIndex: 'result',
      width: 80,
      render: (v: number) => resultTag(TECHNICAL_AUDIT_RESULTS, v),
    },
    { key: 'reason', title: t('field.reason'), dataIndex: 'reason', width: 160, ellipsis: true },
    dateTimeColumn('assignedAt', t('field.assignedAt'), { width: 160, sortField: 'assignedAt' }),
    dateTimeColumn('reviewedAt', t('field.reviewedAt'), { width: 160, sortField: 'reviewedAt' }),
  ];
  return actions ? [...columns, actions] : columns;
}

const reviewSearch = (t: DecisionT) =>
  commonSearch(
    t,
    <SelectFilter name="result" label={t('field.result')} codes={TECHNICAL_AUDIT_RESULTS} width={110} />,
  );

/** 技术审定记录: every review done. */
export function ReviewRecordListPage() {
  const { t } = decisionTexts.useTranslation();
  const can = usePermission();
  const navigate = useNavigate();
  return (
    <div className="cb-page">
      <ListPage<TechReviewRow, ReviewFilters>
        settingKey="jssd:record:list"
        columns={reviewColumns(
          t,
          actionColumn(t('field.actions'), 80, (row) =>
            can('rzjd:approval:detail') || can('rzjd:supervision:detail') ? (
              <ActionLink onClick={() => navigate(decisionPath(row.projectId))}>
                {t('decision.view')}
              </ActionLink>
            ) : null,
          ),
        )}
        fetchPage={(q) => decisionsApi.reviews({ ...q, scope: 'all' })}
        onExport={
          can('jssd:record:export') ? (q) => decisionsApi.exportReviews({ ...q, scope: 'all' }) : undefined
        }
        searchFields={reviewSearch(t)}
      />
    </div>
  );
}

/** 技术审定任务 (auditor zone): the signed-in reviewer's reviews. */
export function ReviewTaskListPage() {
  const { t } = decisionTexts.useTranslation();
  const [open, setOpen] = useState<TechReviewRow | null>(null);
  return (
    <div className="cb-page">
      <ListPage<TechReviewRow, ReviewFilters>
        settingKey="jssd:review:mine:list"
        columns={reviewColumns(
          t,
          actionColumn(t('field.actions'), 80, (row) =>
            row.result === 0 ? (
              <ActionLink onClick={() => setOpen(row)}>{t('review.open')}</ActionLink>
            ) : (
              <ActionLink onClick={() => setOpen(row)}>{t('review.view')}</ActionLink>
            ),
          ),
        )}
        fetchPage={(q) => decisionsApi.reviews({ ...q, scope: 'mine' })}
        searchFields={reviewSearch(t)}
      />
      {open ? <ReviewDialog review={open} onClose={() => setOpen(null)} /> : null}
    </div>
  );
}

// ───────────────────────────────────────────── 认证决定 ─────────────────────────────────────────────

/** 认证审批 / 认证监督 / 决定人员任务: projects awaiting or given a decision. */
export function DecisionListPage({ kind }: { kind: 'approval' | 'supervision' | 'mine' }) {
  const { t } = decisionTexts.useTranslation();
  const can = usePermission();
  const navigate = useNavigate();
  const mayDecide =
    kind === 'supervision'
      ? can('rzjd:supervision:decide')
      : kind === 'mine'
        ? can('auditorZone:deciderTask:decide')
        : can('rzjd:approval:decide');
  const columns: ListColumn<DecisionRow>[] = [
    ...projectColumns<DecisionRow>(t),
    { key: 'statusLabel', title: t('field.status'), dataIndex: 'statusLabel', width: 110 },
    dateTimeColumn('fileCompletedAt', t('field.fileCompletedAt'), {
      width: 160,
      sortField: 'fileCompletedAt',
    }),
    {
      key: 'result',
      title: t('field.decisionResult'),
      dataIndex: 'result',
      width: 90,
      render: (v: number) => resultTag(DECISION_RESULTS, v),
    },
    { key: 'decisionDate', title: t('field.decisionDate'), dataIndex: 'decisionDate', width: 110 },
    { key: 'deciderName', title: t('field.decider'), dataIndex: 'deciderName', width: 90 },
    actionColumn(t('field.actions'), 80, (row) => (
      <ActionLink onClick={() => navigate(decisionPath(row.projectId))}>
        {row.result === 0 && mayDecide ? t('decision.open') : t('decision.view')}
      </ActionLink>
    )),
  ];
  return (
    <div className="cb-page">
      <ListPage<DecisionRow, DecisionFilters>
        settingKey={`jssd:decision:${kind}:list`}
        columns={columns}
        toolbar={kind === 'mine' ? undefined : <StatisticsButton />}
        fetchPage={(q) => decisionsApi.decisions({ ...q, state: q.state ?? 'pending', kind })}
        onExport={
          can('rzjd:approval:export')
            ? (q) => decisionsApi.exportDecisions({ ...q, state: q.state ?? 'pending', kind })
            : undefined
        }
        searchFields={commonSearch(
          t,
          kind === 'mine' ? null : (
            <Form.Item name="state" label={t('field.decisionResult')} initialValue="pending">
              <Select
                style={{ width: 120 }}
                options={[
                  {
                    value: 'pending',
                    label: currentLocale() === 'en-US' ? DECISION_RESULTS[0].en : DECISION_RESULTS[0].zh,
                  },
                  { value: 'done', label: t('stateFilter.decided') },
                  { value: 'all', label: t('stateFilter.all') },
                ]}
              />
            </Form.Item>
          ),
        )}
      />
    </div>
  );
}

// ───────────────────────────────────────────── 暂停撤销 ─────────────────────────────────────────────

/** 暂停撤销: the certificate tasks decisions left — suspension proposals first. */
export function PauseCancelListPage() {
  const { t } = decisionTexts.useTranslation();
  const can = usePermission();
  const [acting, setActing] = useState<{
    row: CertificateTaskRow;
    action: 'pause' | 'cancel' | 'restore' | 'dismiss';
  } | null>(null);
  const columns: ListColumn<CertificateTaskRow>[] = [
    enterpriseColumn(t),
    { key: 'kindName', title: t('field.kind'), dataIndex: 'kindName', width: 100 },
    auditTypeColumn(t),
    { key: 'certNo', title: t('field.certNo'), dataIndex: 'certNo', width: 150 },
    { key: 'statusName', title: t('field.status'), dataIndex: 'statusName', width: 80 },
    { key: 'note', title: t('field.note'), dataIndex: 'note', width: 220, ellipsis: true },
    dateTimeColumn('createdAt', t('field.createdAt'), { width: 160, sortField: 'createdAt' }),
    actionColumn(t('field.actions'), 170, (row) =>
      row.status !== 0 ? null : (
        <Space size={0}>
          {row.kind === 3 && row.certificateId && row.certStatus === 1 && can('rzjd:pauseCancel:pause') ? (
            <ActionLink onClick={() => setActing({ row, action: 'pause' })}>{t('task.pause')}</ActionLink>
          ) : null}
          {row.kind === 3 && row.certificateId && can('rzjd:pauseCancel:cancel') ? (
            <ActionLink danger onClick={() => setActing({ row, action: 'cancel' })}>
              {t('task.cancel')}
            </ActionLink>
          ) : null}
          {row.kind === 3 && row.certStatus === 2 && can('rzjd:pauseCancel:restore') ? (
            <ActionLink onClick={() => setActing({ row, action: 'restore' })}>{t('task.restore')}</ActionLink>
          ) : null}
          {can('rzjd:pauseCancel:pause') ? (
            <ActionLink onClick={() => setActing({ row, action: 'dismiss' })}>{t('task.dismiss')}</ActionLink>
          ) : null}
        </Space>
      ),
    ),
  ];
  return (
    <div className="cb-page">
      <ListPage<CertificateTaskRow, TaskFilters>
        settingKey="jssd:tasks:list"
        columns={columns}
        fetchPage={decisionsApi.tasks}
        searchFields={commonSearch(
          t,
          <Form.Item name="status" label={t('field.status')} initialValue={0}>
            <Select
              allowClear
              style={{ width: 110 }}
              options={[
                { value: 0, label: t('stateFilter.open') },
                { value: 1, label: t('stateFilter.done') },
              ]}
            />
          </Form.Item>,
        )}
      />
      {acting ? <TaskDialog {...acting} onClose={() => setActing(null)} /> : null}
    </div>
  );
}
