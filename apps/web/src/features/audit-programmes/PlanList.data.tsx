/** 计划分派 / 项目终止 / 我的审核任务: the plan columns and search fields they share. */
import { Button, DatePicker, Form, Space, Tag } from 'antd';
import type { ReactNode } from 'react';
import type { ListColumn } from '../../shared/list';
import { rangeFilters } from '../../shared/list/filters';
import { SelectFilter, TextFilter, textColumn } from '../../shared/list/parts';
import type { PlanListRow } from './api';
import {
  auditTypeText,
  methodLabel,
  PLAN_STATUS_COLORS,
  planStatusLabel,
  planStatusOptions,
  schemeOptions,
} from './options';
import type { ProgrammeT } from './texts';

export function planColumns(
  t: ProgrammeT,
  opts: { open?: (row: PlanListRow) => void; actions?: (row: PlanListRow) => ReactNode; abort?: boolean },
): ListColumn<PlanListRow>[] {
  return [
    {
      key: 'planNo',
      title: t('plan.planNo'),
      dataIndex: 'planNo',
      width: 150,
      sortField: 'planNo',
      render: (v: string, row) =>
        opts.open ? (
          <Button type="link" size="small" style={{ padding: 0 }} onClick={() => opts.open?.(row)}>
            {v}
          </Button>
        ) : (
          v
        ),
    },
    {
      key: 'status',
      title: t('plan.status'),
      dataIndex: 'status',
      width: 90,
      render: (v: number) => <Tag color={PLAN_STATUS_COLORS[v]}>{planStatusLabel(v)}</Tag>,
    },
    textColumn('enterpriseName', t('plan.enterprise'), 200, { ellipsis: true }),
    {
      key: 'auditTypes',
      title: t('plan.auditTypes'),
      dataIndex: 'auditTypes',
      width: 170,
      render: (v: number[], row) => v.map((x) => auditTypeText(x, x === 1 ? row.stage : null)).join('、'),
    },
    {
      key: 'schemes',
      title: t('plan.schemes'),
      dataIndex: 'schemes',
      width: 90,
      render: (v: string[]) => v.join('、'),
    },
    {
      key: 'startDate',
      title: t('plan.dates'),
      dataIndex: 'startDate',
      width: 190,
      sortField: 'startDate',
      render: (_v, row) => (row.startDate ? `${row.startDate} ~ ${row.endDate}` : '—'),
    },
    {
      key: 'method',
      title: t('plan.method'),
      dataIndex: 'method',
      width: 100,
      render: (v: number) => methodLabel(v),
    },
    { key: 'leaderName', title: t('plan.leader'), dataIndex: 'leaderName', width: 90 },
    { key: 'teamNames', title: t('plan.team'), dataIndex: 'teamNames', width: 160, ellipsis: true },
    ...(opts.abort
      ? [textColumn<PlanListRow>('abortReason', t('plan.abortReason'), 200, { ellipsis: true })]
      : []),
    ...(opts.actions
      ? [
          {
            key: 'actions',
            title: t('common.actions'),
            width: 110,
            fixed: 'right' as const,
            fixedVisible: true,
            render: (_v: unknown, row: PlanListRow) => <Space size={0}>{opts.actions?.(row)}</Space>,
          },
        ]
      : []),
  ];
}

export function planSearchFields(t: ProgrammeT) {
  return (
    <>
      <TextFilter name="enterpriseName" label={t('plan.enterprise')} width={180} maxLength={100} />
      <SelectFilter name="status" label={t('plan.status')} options={planStatusOptions()} width={120} />
      <SelectFilter name="scheme" label={t('plan.schemes')} options={schemeOptions()} width={130} />
      <TextFilter name="auditorName" label={t('plan.auditor')} width={120} maxLength={50} />
      <Form.Item name="range" label={t('plan.dates')}>
        <DatePicker.RangePicker style={{ width: 240 }} />
      </Form.Item>
      <TextFilter name="branchCode" label={t('plan.branch')} width={90} maxLength={10} />
    </>
  );
}

/** The search form's values → the list filters (the date range becomes dateFrom/dateTo). */
export const planFilters = (values: Record<string, unknown>) =>
  rangeFilters<Record<string, unknown>>(values, 'range', 'dateFrom', 'dateTo');
