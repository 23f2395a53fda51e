import { Tag } from 'antd';
import { type ListColumn, ListPage } from '../../shared/list';
import { type MyTaskFilters, type MyTaskRow, plansApi } from './api';
import { roleLabel } from './options';
import { planColumns } from './PlanList.data';
import { MY_TASK_LIST_SETTING_KEY } from './queries';
import { programmeTexts } from './texts';

/** 我的审核任务 (auditorZone/MyTaskList): the plans the signed-in auditor is on, with dates and role. */
export default function MyTaskListPage() {
  const { t } = programmeTexts.useTranslation();
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
  ] as ListColumn<MyTaskRow>[];
  return (
    <div className="cb-page">
      <ListPage<MyTaskRow, MyTaskFilters>
        settingKey={MY_TASK_LIST_SETTING_KEY}
        columns={columns}
        fetchPage={plansApi.myTasks}
      />
    </div>
  );
}
