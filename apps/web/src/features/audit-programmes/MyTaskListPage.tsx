import { DownOutlined } from '@ant-design/icons';
import { MY_TASK_STATUSES } from '@cb/domain';
import { Button, DatePicker, Dropdown, Form, Space, Tag } from 'antd';
import { useNavigate } from 'react-router';
import { ActionLink, type ListColumn, ListPage, SelectFilter, TextFilter } from '../../shared/list';
import { usePermission } from '../../shared/permissions';
import { executePath } from '../audit-execution/ProjectList.data';
import { type MyTaskFilters, type MyTaskRow, openPdf, plansApi } from './api';
import { auditTypeText, planStatusOptions, roleLabel, roleOptions } from './options';
import { planColumns, planFilters } from './PlanList.data';
import { MY_TASK_LIST_SETTING_KEY } from './queries';
import { type ProgrammeT, programmeTexts } from './texts';

type Project = MyTaskRow['projects'][number];

/** A project as the 执行审核 menu names it: its standard (its scheme when unnamed) and audit type. */
const projectText = (p: Project) =>
  `${p.standardName || p.scheme} ${auditTypeText(p.auditType, p.auditType === 1 ? p.stage : null)}`;

/**
 * The row's actions: 执行审核 opens the execution page of the plan's project (a menu of them when
 * the plan audits several standards), 审核通知书 prints the approved plan's notice.
 */
export function MyTaskActions({
  row,
  t,
  canExecute,
  navigate,
}: {
  row: MyTaskRow;
  t: ProgrammeT;
  canExecute: boolean;
  navigate: (path: string) => void;
}) {
  const [only] = row.projects;
  return (
    <Space size={0}>
      {canExecute && only && row.projects.length === 1 ? (
        <ActionLink onClick={() => navigate(executePath(only.id))}>{t('plan.execute')}</ActionLink>
      ) : null}
      {canExecute && row.projects.length > 1 ? (
        <Dropdown
          trigger={['click']}
          menu={{
            items: row.projects.map((p) => ({ key: p.id, label: projectText(p) })),
            onClick: ({ key }) => navigate(executePath(key)),
          }}
        >
          <Button type="link" size="small">
            {t('plan.execute')} <DownOutlined />
          </Button>
        </Dropdown>
      ) : null}
      {row.status === 3 ? (
        <ActionLink onClick={() => void plansApi.myTaskNoticePdf(row.id).then(openPdf, () => undefined)}>
          {t('plan.noticeBook')}
        </ActionLink>
      ) : null}
    </Space>
  );
}

/** The search form of 我的审核任务: enterprise, status, the auditor's role, dates. */
export function myTaskSearchFields(t: ProgrammeT) {
  const statuses = planStatusOptions().filter((o) =>
    (MY_TASK_STATUSES as readonly number[]).includes(Number(o.value)),
  );
  return (
    <>
      <TextFilter name="enterpriseName" label={t('plan.enterprise')} width={180} maxLength={100} />
      <SelectFilter name="status" label={t('plan.status')} options={statuses} width={120} />
      <SelectFilter name="role" label={t('plan.myRole')} options={roleOptions()} width={130} />
      <Form.Item name="range" label={t('plan.dates')}>
        <DatePicker.RangePicker style={{ width: 240 }} />
      </Form.Item>
    </>
  );
}

/** 我的审核任务 (auditorZone/MyTaskList): the plans the signed-in auditor is on, with dates and role. */
export default function MyTaskListPage() {
  const { t } = programmeTexts.useTranslation();
  const can = usePermission();
  const navigate = useNavigate();
  const canExecute = can('shxm:project:execute') || can('shxm:project:detail');
  const columns = [
    ...planColumns(t, {}),
    {
      key: 'myRole',
      title: t('plan.myRole'),
      dataIndex: 'myRole',
      width: 100,
      render: (v: number) => <Tag color="blue">{roleLabel(v)}</Tag>,
    },
    { key: 'myHalfDays', title: t('plan.myHalfDays'), dataIndex: 'myHalfDays', width: 100 },
    {
      key: 'actions',
      title: t('common.actions'),
      width: 180,
      fixed: 'right',
      fixedVisible: true,
      render: (_v: unknown, row: MyTaskRow) => (
        <MyTaskActions row={row} t={t} canExecute={canExecute} navigate={navigate} />
      ),
    },
  ] as ListColumn<MyTaskRow>[];
  return (
    <div className="cb-page">
      <ListPage<MyTaskRow, MyTaskFilters>
        settingKey={MY_TASK_LIST_SETTING_KEY}
        columns={columns}
        fetchPage={plansApi.myTasks}
        toFilters={(v) => planFilters(v) as MyTaskFilters}
        searchFields={myTaskSearchFields(t)}
        onExport={can('auditorZone:myTask:confirm') ? plansApi.exportMyTasks : undefined}
      />
    </div>
  );
}
