/** Texts of 定时任务. */
import { registerMessages } from '../../shared/i18n';

const zhCN = {
  title: '定时任务',
  hint: '定时任务由系统按计划自动运行；多台服务器共用数据库时，每个任务只在其中一台上运行。',
  field: {
    title: '任务',
    schedule: '执行计划',
    nextRunAt: '下次运行',
    lastRun: '上次运行',
    items: '处理项数',
    itemsCount: '处理 {{count}} 项',
    state: '状态',
    actions: '操作',
  },
  state: {
    paused: '已暂停',
    active: '已启用',
    running: '正在执行',
    retrying: '失败重试中（{{count}}次）',
  },
  run: {
    colon: '：',
    count: '（{{n}}）',
    succeeded: '成功',
    failed: '失败',
    running: '执行中',
    never: '尚未运行',
    schedule: '按计划',
    retry: '重试',
    manual: '手动',
  },
  action: {
    runNow: '运行一次',
    runConfirm: '确定立即运行该任务吗？',
    pause: '暂停',
    resume: '恢复',
    edit: '修改计划',
    runs: '运行记录',
    save: '保存',
    cancel: '取消',
  },
  runs: {
    title: '运行记录：{{name}}',
    startedAt: '开始时间',
    trigger: '触发方式',
    result: '结果',
    items: '处理项数',
    log: '日志',
    empty: '暂无运行记录',
  },
  scheduleHelp: '5 段 cron 表达式（分 时 日 月 周，北京时间），例如 30 7 * * * 表示每天 07:30',
};

const enUS: typeof zhCN = {
  title: 'Scheduled jobs',
  hint: 'Jobs run on their schedule; when several servers share the database, each job runs on one of them.',
  field: {
    title: 'Job',
    schedule: 'Schedule',
    nextRunAt: 'Next run',
    lastRun: 'Last run',
    items: 'Items',
    itemsCount: '{{count}} items',
    state: 'State',
    actions: 'Actions',
  },
  state: {
    paused: 'Paused',
    active: 'Enabled',
    running: 'Running now',
    retrying: 'Retrying after {{count}} failures',
  },
  run: {
    colon: ': ',
    count: ' ({{n}})',
    succeeded: 'Succeeded',
    failed: 'Failed',
    running: 'Running',
    never: 'Never run',
    schedule: 'Schedule',
    retry: 'Retry',
    manual: 'Manual',
  },
  action: {
    runNow: 'Run now',
    runConfirm: 'Run this job now?',
    pause: 'Pause',
    resume: 'Resume',
    edit: 'Change schedule',
    runs: 'Runs',
    save: 'Save',
    cancel: 'Cancel',
  },
  runs: {
    title: 'Runs of {{name}}',
    startedAt: 'Started',
    trigger: 'Trigger',
    result: 'Result',
    items: 'Items',
    log: 'Log',
    empty: 'No runs yet',
  },
  scheduleHelp:
    'Cron with 5 fields (minute hour day month weekday, China time), e.g. 30 7 * * * = daily 07:30',
};

export const jobTexts = registerMessages('systemJobs', { zhCN, enUS });
export type JobT = ReturnType<typeof jobTexts.useTranslation>['t'];
