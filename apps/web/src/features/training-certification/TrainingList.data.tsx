/** Columns, search fields and paths of the 培训认证 lists (TrainingListPage.tsx renders them). */
import type { Permission } from '@cb/domain';
import {
  canTrainingStep,
  REVIEWER_IS_HANDLER,
  TRAINING_LIST_STAGES,
  TRAINING_STAGE_LABELS,
  type TrainingListView,
  type TrainingStage,
} from '@cb/domain/training-certification';
import { Space, Tag, Tooltip } from 'antd';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ActionLink, dateTimeColumn, type ListColumn, SelectFilter, TextFilter } from '../../shared/list';
import type { TrainingApplicationRow } from './api';
import type { TrainingT } from './texts';

export const LIST_PATHS: Record<TrainingListView, string> = {
  material: '/tc/material',
  certified: '/tc/certified',
  draft: '/tc/draft',
  publish: '/tc/publish',
  report: '/tc/report',
};

/** The step page of a row on each list (SPEC.md §2's detail routes). */
export function stepPath(view: TrainingListView, id: string, editable: boolean): string {
  const e = editable ? 1 : 0;
  switch (view) {
    case 'material':
      return `/tc/materialAudit/${id}`;
    case 'certified':
      return `/tc/certifiedAudit/${e}/${id}`;
    case 'draft':
      return `/tc/makeDraft/${e}/${id}`;
    case 'publish':
      return `/tc/publish/${e}/${id}`;
    case 'report':
      return `/tc/report/${e}/${id}`;
  }
}

const STAGE_COLORS: Record<number, string> = {
  1: 'processing',
  2: 'warning',
  3: 'processing',
  4: 'error',
  5: 'processing',
  6: 'gold',
  7: 'success',
};
export const stageTag = (stage: number) => (
  <Tag color={STAGE_COLORS[stage]}>{TRAINING_STAGE_LABELS[stage as TrainingStage] ?? stage}</Tag>
);

/** Whether the row's own step may be taken on this list by a holder of `can`. */
export function rowStep(
  view: TrainingListView,
  row: Pick<TrainingApplicationRow, 'stage'>,
  can: (p: Permission) => boolean,
) {
  switch (view) {
    case 'material':
      return can('tc:material:audit') && canTrainingStep(row.stage, 'materialPass');
    case 'certified':
      return (
        (can('tc:certified:audit') || can('tc:certified:edit')) && canTrainingStep(row.stage, 'reviewPass')
      );
    case 'draft':
      return can('tc:draft:make') && canTrainingStep(row.stage, 'makeDraft');
    case 'publish':
      return can('tc:publish:publish') && canTrainingStep(row.stage, 'publish');
    case 'report':
      return can('tc:report:edit');
  }
}

/**
 * Why the signed-in user may not take the row's step although they hold its code: the handler (who
 * entered the application) never audits or reviews it (the server refuses it the same way).
 */
export function handlerBar(
  view: TrainingListView,
  row: Pick<TrainingApplicationRow, 'createdBy'>,
  userId: string | undefined,
): string | null {
  const judged = view === 'material' || view === 'certified';
  return judged && userId !== undefined && row.createdBy === userId ? REVIEWER_IS_HANDLER : null;
}

const ACTION_LABEL: Record<
  TrainingListView,
  'list.audit' | 'list.review' | 'list.make' | 'list.publish' | 'list.write'
> = {
  material: 'list.audit',
  certified: 'list.review',
  draft: 'list.make',
  publish: 'list.publish',
  report: 'list.write',
};

export interface TrainingColumnContext {
  t: TrainingT;
  view: TrainingListView;
  can: (action: Permission) => boolean;
  navigate: (path: string) => void;
  /** The signed-in user: their own applications' 审核/评审 show disabled with the reason. */
  userId?: string;
  /** Extra row actions of the list (修改, 重新提交 on 材料审核). */
  extraActions?: (row: TrainingApplicationRow) => ReactNode;
}

export function trainingColumns({
  t,
  view,
  can,
  navigate,
  userId,
  extraActions,
}: TrainingColumnContext): ListColumn<TrainingApplicationRow>[] {
  return [
    {
      key: 'applicantName',
      title: t('field.applicantName'),
      dataIndex: 'applicantName',
      sortField: 'applicantName',
      width: 110,
      render: (v: string, row) => <Link to={stepPath(view, row.id, false)}>{v}</Link>,
    },
    {
      key: 'applicantType',
      title: t('field.applicantType'),
      dataIndex: 'applicantType',
      width: 100,
      render: (v: number) => t(`type.${v === 2 ? '2' : '1'}`),
    },
    {
      key: 'organisation',
      title: t('field.organisation'),
      dataIndex: 'organisation',
      ellipsis: true,
      width: 220,
    },
    {
      key: 'courseName',
      title: t('field.courseName'),
      dataIndex: 'courseName',
      sortField: 'courseName',
      ellipsis: true,
      width: 200,
    },
    {
      key: 'courseHours',
      title: t('field.courseHours'),
      dataIndex: 'courseHours',
      width: 70,
      align: 'right',
    },
    {
      key: 'training',
      title: t('field.training'),
      width: 200,
      render: (_v, row) => `${row.trainingFrom} ~ ${row.trainingTo}`,
    },
    {
      key: 'stage',
      title: t('field.stage'),
      dataIndex: 'stage',
      sortField: 'stage',
      width: 110,
      render: stageTag,
    },
    { key: 'certNo', title: t('field.certNo'), dataIndex: 'certNo', width: 140, optional: true },
    { key: 'handlerName', title: t('field.handlerName'), dataIndex: 'handlerName', width: 90 },
    dateTimeColumn('createTime', t('field.createTime'), { sortField: 'createTime' }),
    {
      key: 'actions',
      title: t('field.actions'),
      width: 170,
      fixed: 'right',
      fixedVisible: true,
      render: (_v, row) => {
        const step = rowStep(view, row, can);
        const barred = step ? handlerBar(view, row, userId) : null;
        return (
          <Space size={0}>
            {step && !barred ? (
              <ActionLink onClick={() => navigate(stepPath(view, row.id, true))}>
                {t(ACTION_LABEL[view])}
              </ActionLink>
            ) : (
              <ActionLink onClick={() => navigate(stepPath(view, row.id, false))}>
                {t('list.view')}
              </ActionLink>
            )}
            {barred ? (
              <Tooltip title={barred}>
                <span>
                  <ActionLink disabled aria-label={`${t(ACTION_LABEL[view])}：${barred}`}>
                    {t(ACTION_LABEL[view])}
                  </ActionLink>
                </span>
              </Tooltip>
            ) : null}
            {extraActions?.(row)}
          </Space>
        );
      },
    },
  ];
}

export function trainingSearchFields(t: TrainingT, view: TrainingListView) {
  return (
    <>
      <TextFilter name="applicantName" label={t('field.applicantName')} width={160} maxLength={100} />
      <TextFilter name="courseName" label={t('field.courseName')} width={180} maxLength={100} />
      <SelectFilter
        name="stage"
        label={t('field.stage')}
        width={130}
        options={(TRAINING_LIST_STAGES[view] as readonly TrainingStage[]).map((s) => ({
          value: s,
          label: TRAINING_STAGE_LABELS[s],
        }))}
      />
    </>
  );
}
