/** Columns of 定时任务 and of a job's runs (JobListPage.tsx renders them). */
import type { Permission } from '@cb/domain';
import type { TableColumnsType } from 'antd';
import { Space, Tag } from 'antd';
import { formatDateTime } from '../../shared/format/dateTime';
import { ActionLink } from '../../shared/list/ActionLink';
import type { Job, JobRun } from './api';
import type { JobT } from './texts';

const RUN_COLOR: Record<string, string> = { succeeded: 'green', failed: 'red', running: 'blue' };

/** A run's result as a coloured tag. */
export function runTag(t: JobT, status: string) {
  const label =
    status === 'succeeded' || status === 'failed' || status === 'running' ? t(`run.${status}`) : status;
  return <Tag color={RUN_COLOR[status] ?? 'default'}>{label}</Tag>;
}

/** The job's state: paused, running now, retrying after failures, or active. */
export function stateTag(t: JobT, job: Job) {
  if (job.paused) return <Tag>{t('state.paused')}</Tag>;
  if (job.running) return <Tag color="blue">{t('state.running')}</Tag>;
  if (job.failures > 0)
    return <Tag color="orange">{t('state.retrying', { count: String(job.failures) })}</Tag>;
  return <Tag color="green">{t('state.active')}</Tag>;
}

export interface JobColumnContext {
  t: JobT;
  can: (action: Permission) => boolean;
  /** Asks, runs the job and shows its outcome. */
  run: (job: Job) => void;
  togglePause: (job: Job) => void;
  editSchedule: (job: Job) => void;
  showRuns: (job: Job) => void;
}

export function jobColumns({
  t,
  can,
  run,
  togglePause,
  editSchedule,
  showRuns,
}: JobColumnContext): TableColumnsType<Job> {
  return [
    {
      key: 'title',
      title: t('field.title'),
      dataIndex: 'title',
      ellipsis: { showTitle: false },
      render: (v: string, job) => <span title={`${v}（${job.name}）`}>{v}</span>,
    },
    {
      key: 'schedule',
      title: t('field.schedule'),
      dataIndex: 'schedule',
      width: 130,
      render: (v: string) => <code style={{ whiteSpace: 'nowrap' }}>{v}</code>,
    },
    { key: 'state', title: t('field.state'), width: 120, render: (_v, job) => stateTag(t, job) },
    {
      key: 'nextRunAt',
      title: t('field.nextRunAt'),
      dataIndex: 'nextRunAt',
      width: 170,
      render: (v: string, job) => (job.paused ? '–' : formatDateTime(v)),
    },
    {
      key: 'lastRun',
      title: t('field.lastRun'),
      width: 190,
      render: (_v, job) =>
        job.lastRun ? (
          <div>
            {runTag(t, job.lastRun.status)}
            <span>{t('field.itemsCount', { count: String(job.lastRun.items) })}</span>
            <div>{formatDateTime(job.lastRun.startedAt)}</div>
          </div>
        ) : (
          t('run.never')
        ),
    },
    {
      key: 'actions',
      title: t('field.actions'),
      width: 200,
      render: (_v, job) => (
        <Space size={0} wrap>
          {can('sys:job:run') ? <ActionLink onClick={() => run(job)}>{t('action.runNow')}</ActionLink> : null}
          {can('sys:job:edit') ? (
            <>
              <ActionLink onClick={() => togglePause(job)}>
                {job.paused ? t('action.resume') : t('action.pause')}
              </ActionLink>
              <ActionLink onClick={() => editSchedule(job)}>{t('action.edit')}</ActionLink>
            </>
          ) : null}
          <ActionLink onClick={() => showRuns(job)}>{t('action.runs')}</ActionLink>
        </Space>
      ),
    },
  ];
}

export function runColumns(t: JobT): TableColumnsType<JobRun> {
  return [
    {
      key: 'startedAt',
      title: t('runs.startedAt'),
      dataIndex: 'startedAt',
      width: 170,
      render: formatDateTime,
    },
    {
      key: 'trigger',
      title: t('runs.trigger'),
      dataIndex: 'trigger',
      width: 90,
      render: (v: string) => (v === 'schedule' || v === 'retry' || v === 'manual' ? t(`run.${v}`) : v),
    },
    {
      key: 'status',
      title: t('runs.result'),
      dataIndex: 'status',
      width: 90,
      render: (v: string) => runTag(t, v),
    },
    { key: 'items', title: t('runs.items'), dataIndex: 'items', width: 90, align: 'right' },
  ];
}
