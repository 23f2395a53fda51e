import { Alert, App, Drawer, Form, Input, Modal, Table } from 'antd';
import { useState } from 'react';
import { ErrorBlock } from '../../shared/components/ErrorBlock';
import { usePermission } from '../../shared/permissions';
import type { Job } from './api';
import { jobColumns, runColumns } from './JobList.data';
import { useJobRuns, useJobs, usePauseJob, useRunJob, useScheduleJob } from './queries';
import { jobTexts } from './texts';

/**
 * 定时任务 (sys/JobList): every scheduled job with its schedule, state, next and last run; run one
 * at once, pause or resume it, change its schedule, and read its runs with their logs.
 */
export default function JobListPage() {
  const { t } = jobTexts.useTranslation();
  const can = usePermission();
  const { message, modal } = App.useApp();
  const jobs = useJobs();
  const runJob = useRunJob();
  const pauseJob = usePauseJob();
  const scheduleJob = useScheduleJob();
  const [runsOf, setRunsOf] = useState<Job | null>(null);
  const [editing, setEditing] = useState<Job | null>(null);
  const [form] = Form.useForm<{ schedule: string }>();
  const runs = useJobRuns(runsOf?.name ?? null);

  const run = (job: Job) =>
    modal.confirm({
      title: t('action.runConfirm'),
      content: job.title,
      onOk: async () => {
        const outcome = await runJob.mutateAsync(job.name);
        if (outcome.status === 'succeeded')
          message.success(
            `${job.title}${t('run.colon')}${t('run.succeeded')}${t('run.count', { n: outcome.items })}`,
          );
        else message.error(`${job.title}${t('run.colon')}${outcome.error ?? t('run.failed')}`);
      },
    });

  if (jobs.isError) return <ErrorBlock error={jobs.error} onRetry={() => jobs.refetch()} />;

  return (
    <div className="cb-page">
      <Alert type="info" showIcon message={t('hint')} style={{ marginBottom: 12 }} />
      <Table<Job>
        rowKey="name"
        data-testid="job-list"
        loading={jobs.isPending}
        dataSource={jobs.data ?? []}
        columns={jobColumns({
          t,
          can,
          run,
          togglePause: (job) => void pauseJob.mutateAsync({ name: job.name, paused: !job.paused }),
          editSchedule: (job) => {
            setEditing(job);
            form.setFieldsValue({ schedule: job.schedule });
          },
          showRuns: setRunsOf,
        })}
        pagination={false}
        scroll={{ x: 960 }}
      />
      <Modal
        open={editing !== null}
        title={editing ? `${t('action.edit')}${t('run.colon')}${editing.title}` : ''}
        okText={t('action.save')}
        cancelText={t('action.cancel')}
        confirmLoading={scheduleJob.isPending}
        onCancel={() => setEditing(null)}
        onOk={async () => {
          const { schedule } = await form.validateFields();
          await scheduleJob.mutateAsync({ name: editing!.name, schedule });
          setEditing(null);
        }}
        destroyOnHidden
      >
        <Form form={form} layout="vertical">
          <Form.Item
            name="schedule"
            label={t('field.schedule')}
            extra={t('scheduleHelp')}
            rules={[{ required: true, pattern: /^\S+( \S+){4}$/, message: t('scheduleHelp') }]}
          >
            <Input autoFocus maxLength={60} />
          </Form.Item>
        </Form>
      </Modal>
      <Drawer
        open={runsOf !== null}
        width={760}
        title={runsOf ? t('runs.title', { name: runsOf.title }) : ''}
        onClose={() => setRunsOf(null)}
      >
        <Table
          rowKey="id"
          size="small"
          loading={runs.isPending}
          dataSource={runs.data ?? []}
          columns={runColumns(t)}
          pagination={false}
          locale={{ emptyText: t('runs.empty') }}
          expandable={{
            rowExpandable: (r) => r.log.length > 0,
            expandedRowRender: (r) => (
              <pre style={{ whiteSpace: 'pre-wrap', margin: 0, fontSize: 12 }}>{r.log.join('\n')}</pre>
            ),
          }}
        />
      </Drawer>
    </div>
  );
}
